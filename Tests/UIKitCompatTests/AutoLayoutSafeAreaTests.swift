import Foundation
import Testing
@testable import UIKitCompat

@Suite("Safe areas, layout margins and layout guides")
@MainActor
struct AutoLayoutSafeAreaTests {
    @Test(
        "the window's safe area insets per device preset (status bar, home indicator)",
        arguments: [
            (Device.iPhoneSE, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (Device.iPhone15, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (Device.iPhone15ProMax, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (Device.iPad, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ])
    func devicePresets(device: Device, insets: UIEdgeInsets) throws {
        let stage = try Stage(device: device)
        #expect(stage.window.safeAreaInsets == insets)
        let guide = stage.window.safeAreaLayoutGuide.layoutFrame
        #expect(guide == stage.window.bounds.inset(by: insets))
        // A view covering the bottom half only overlaps the home indicator's inset.
        let half = UIView(
            frame: CGRect(
                x: 0, y: device.size.height / 2, width: device.size.width,
                height: device.size.height / 2))
        stage.window.addSubview(half)
        #expect(half.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: insets.bottom, right: 0))
        // Off screen: no insets.
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
    }

    @Test("a view partly inside the status bar area gets the part it overlaps")
    func partialOverlap() throws {
        let stage = try Stage(device: .iPhone15)
        let v = UIView(frame: CGRect(x: 0, y: 40, width: 393, height: 100))
        stage.window.addSubview(v)
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
    }

    @Test("a controller's additionalSafeAreaInsets and a navigation bar grow its view's safe area; callbacks fire")
    func controllerInsets() throws {
        final class Screen: UIViewController {
            var log: [String] = []
            override func viewSafeAreaInsetsDidChange() { log.append("insets \(view.safeAreaInsets.top)") }
            override func viewLayoutMarginsDidChange() { log.append("margins") }
        }
        let stage = try Stage(device: .iPhone15)
        let screen = Screen()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(screen.log == ["insets 59.0"])
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
        stage.window.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 84, right: 0))
        #expect(screen.log.last == "margins" && screen.log.contains("insets 69.0"))
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(screen.additionalSafeAreaInsets.bottom == 50)
        #expect(stage.clock.diagnostics.last?.contains("additionalSafeAreaInsets must be finite") == true)

        let stage2 = try Stage(device: .iPhone15)
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        stage2.window.rootViewController = navigation
        stage2.window.layoutIfNeeded()
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: stage2.window)
        #expect(child.view.safeAreaInsets.top == bar.maxY)
        #expect(child.view.safeAreaLayoutGuide.layoutFrame.minY == bar.maxY)
    }

    @Test("layout margins: defaults, the margins guide, safe area and superview margins")
    func margins() throws {
        let stage = try Stage(device: .iPhone15)
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let root: UIView = controller.view
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        // Margins are measured from the safe area by default.
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 59, width: 393 - 32, height: 852 - 59 - 34))
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 361, height: 852))
        let plain = UIView(frame: CGRect(x: 4, y: 100, width: 200, height: 100))
        root.addSubview(plain)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        plain.preservesSuperviewLayoutMargins = true
        #expect(plain.layoutMarginsGuide.layoutFrame.minX == 12)  // the root's 16 reaches 12 into it
        plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 30)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 30))
        // The readable content guide is the margins guide, at most 672 wide and centred.
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 84))
    }

    @Test("constraints to the safe area and margins guides follow them")
    func guidesInConstraints() throws {
        let stage = try Stage(device: .iPhone15)
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let root: UIView = controller.view
        let content = constrainedView(in: root)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(root.layoutGuides.count == 1 && spacer.owningView === root)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            spacer.leadingAnchor.constraint(equalTo: content.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 100),
            spacer.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        stage.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 59, width: 393 - 32 - 100, height: 852 - 59 - 34))
        #expect(spacer.layoutFrame == CGRect(x: 277, y: 0, width: 100, height: 1))
        controller.additionalSafeAreaInsets.top = 41
        stage.window.layoutIfNeeded()
        #expect(content.frame.minY == 100)
    }
}
