import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Right-to-left layout: semantic content, leading and trailing, mirrored navigation")
@MainActor
struct LayoutDirectionTests {
    static func rightToLeftNavigation(_ root: UIViewController) throws -> (Stage, UINavigationController) {
        let (stage, navigation) = try Fixture.navigationStage(root)
        stage.layoutDirection = .rightToLeft
        return (stage, navigation)
    }

    @Test("the stage's direction reaches every view's traits; semanticContentAttribute forces it for a subtree")
    func effectiveDirection() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 200))
        let outer = UIView(), inner = UIView(), playback = UIView()
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(playback)
        playback.semanticContentAttribute = .playback
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        stage.layoutDirection = .rightToLeft
        #expect(stage.window.traitCollection.layoutDirection == .rightToLeft)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        outer.semanticContentAttribute = .forceLeftToRight
        #expect(inner.traitCollection.layoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    }

    @Test("leading and trailing constraints and margins take the right and left edges right to left")
    func leadingAndTrailing() throws {
        for rtl in [false, true] {
            let stage = try Stage(size: CGSize(width: 300, height: 200))
            stage.layoutDirection = rtl ? .rightToLeft : .leftToRight
            let box = UIView(), child = UIView()
            box.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            stage.window.addSubview(box)
            box.addSubview(child)
            box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.topAnchor.constraint(equalTo: box.topAnchor), child.heightAnchor.constraint(equalToConstant: 20),
            ])
            box.layoutIfNeeded()
            // Left to right: 30 + 10 from the left. Right to left: 30 + 10 from the right, so the constant
            // (a leading offset) moves the view left.
            let expected: CGFloat = rtl ? 300 - 30 - 10 - 50 : 40
            #expect(
                abs(child.frame.minX - expected) < 1e-9, "\(rtl ? "right to left" : "left to right"): \(child.frame)")
            #expect(box.layoutMargins.left == (rtl ? 5 : 30) && box.layoutMargins.right == (rtl ? 30 : 5))
        }
    }

    @Test("a label's natural alignment is right aligned right to left")
    func naturalAlignment() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "Hi"
        stage.window.addSubview(label)
        guard case .text(let ltr) = label.renderContent() else { Issue.record("no text"); return }
        #expect(ltr.alignment == .natural)
        stage.layoutDirection = .rightToLeft
        guard case .text(let rtl) = label.renderContent() else { Issue.record("no text"); return }
        #expect(rtl.alignment == .right)
        label.textAlignment = .center
        guard case .text(let centred) = label.renderContent() else { Issue.record("no text"); return }
        #expect(centred.alignment == .center)
    }

    @Test(
        """
        right-to-left system push: the arriving view starts a full width off the left edge, the covered one moves\
         right
        """
    )
    func mirroredPush() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log, color: Fixture.red)
        let b = LoggingViewController("B", log: log, color: Fixture.blue)
        let (stage, navigation) = try Self.rightToLeftNavigation(a)
        navigation.pushViewController(b, animated: true)
        #expect(Fixture.presentationFrame(b.view).minX == -375)
        #expect(Fixture.presentationFrame(a.view).minX == 0)
        let shadow = navigation.transitionView.subviews[2]
        #expect(shadow.layer.shadowPath == CGPath(rect: CGRect(x: 374, y: 0, width: 1, height: 667), transform: nil))
        try stage.clock.advance(by: 0.25)
        let bx = Fixture.presentationFrame(b.view).minX, ax = Fixture.presentationFrame(a.view).minX
        #expect(bx < 0 && bx > -375)
        // The mirror of the left-to-right rule: the covered view moves right 30 % as far as the arriving one.
        #expect(abs((375 + bx) * 0.3 - ax) < 1e-6)
        try stage.runUntilSettled()
        #expect(b.view.frame.minX == 0 && navigation.transitionView.subviews == [b.view])
        navigation.popViewController(animated: true)
        #expect(Fixture.presentationFrame(a.view).minX == 112.5)
        try stage.clock.advance(by: 0.2)
        #expect(Fixture.presentationFrame(b.view).minX < 0, "the leaving view slides out to the left")
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a])
    }

    @Test("right to left the interactive pop starts at the right edge and follows a leftward swipe")
    func mirroredEdgeSwipe() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log, color: Fixture.red)
        let b = LoggingViewController("B", log: log, color: Fixture.blue)
        let (stage, navigation) = try Self.rightToLeftNavigation(a)
        navigation.pushViewController(b, animated: false)
        // From the left edge nothing happens.
        try stage.perform(.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.3).release())
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a, b])
        #expect(
            navigation.interactivePopGestureRecognizer.map { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges }
                == .right)
        let script = TouchScript.drag(from: CGPoint(x: 371, y: 300), to: CGPoint(x: 121, y: 300), duration: 0.3)
            .hold(0.1).release(velocity: CGVector(dx: -200, dy: 0))
        try stage.perform(script)
        try stage.clock.advance(by: 0.2 + 1e-6)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        let finger = 371 - 250 * 0.2 / 0.3
        #expect(abs(Fixture.presentationFrame(b.view).minX - (finger - 371)) < 1e-6)
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a])
    }

    @Test("right to left the navigation bar is mirrored: back button and chevron on the right")
    func mirroredBar() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: false)
        let bar = navigation.navigationBar
        let ltrBack = try #require(bar.content?.backLabel), ltrChevron = try #require(bar.content?.chevron)
        #expect(ltrBack.frame.minX == 26 && ltrChevron.frame.minX == 8)
        stage.layoutDirection = .rightToLeft
        let back = try #require(bar.content?.backLabel as? UILabel), chevron = try #require(bar.content?.chevron)
        #expect(abs(back.frame.maxX - (375 - 26)) < 1e-9 && back.textAlignment == .right)
        #expect(abs(chevron.frame.maxX - (375 - 8)) < 1e-9, "\(chevron.frame)")
        // The chevron's upper stroke leans the other way: it points right.
        #expect(chevron.subviews[0].transform.b == -ltrChevron.subviews[0].transform.b)
        #expect(abs((bar.content?.backTextLeadingX ?? 0) - (375 - 26)) < 1e-9)
    }
}
