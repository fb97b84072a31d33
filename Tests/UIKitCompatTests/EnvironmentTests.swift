import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Environment: application, scene, device, status bar, haptics, accessibility, corner spellings")
@MainActor
struct EnvironmentTests {
    @Test("UIApplication.shared answers for the current stage")
    func application() throws {
        let stage = try Stage(device: .iPhone15)
        let app = UIApplication.shared
        #expect(app.windows == [stage.window] && app.keyWindow === stage.window)
        #expect(app.connectedScenes.count == 1 && app.connectedScenes.first === stage.windowScene)
        #expect(app.applicationState == .active && app.preferredContentSizeCategory == .large)
        app.isIdleTimerDisabled = true
        #expect(stage.environment.isIdleTimerDisabled)
        stage.preferredContentSizeCategory = .accessibilityLarge
        #expect(app.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(stage.window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        let other = try Stage(device: .iPhoneSE)
        #expect(app.windows == [other.window] && !app.isIdleTimerDisabled)
    }

    @Test("UIDevice.current follows the device preset; the scene gives screen, orientation and status bar frame")
    func deviceAndScene() throws {
        let phone = try Stage(device: .iPhone15)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemVersion == UIKitChoices.current.simulatedSystemVersion)
        #expect(phone.windowScene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(phone.windowScene.interfaceOrientation == .portrait && phone.windowScene.screen.scale == 3)
        let pad = try Stage(device: .iPad)
        pad.environment.systemVersion = "18.1"
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.name == "iPad")
        #expect(UIDevice.current.systemVersion == "18.1")
        let wide = try Stage(size: CGSize(width: 900, height: 400))
        #expect(wide.windowScene.interfaceOrientation.isLandscape && UIDevice.current.orientation.isLandscape)
    }

    final class Styled: UIViewController {
        var style = UIStatusBarStyle.darkContent
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    final class Container: UIViewController {
        let child = Styled()
        override var childForStatusBarStyle: UIViewController? { child }
    }

    @Test("status bar: the root or its designated child decides; a full-screen presented controller takes over")
    func statusBar() throws {
        let stage = try Stage(device: .iPhoneSE)
        let root = Container()
        stage.window.rootViewController = root
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.environment.statusBarAppearanceUpdates.last?.style == .darkContent)
        let modal = Styled()
        modal.style = .lightContent
        modal.hidden = true
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        try stage.clock.runUntilIdle()
        modal.setNeedsStatusBarAppearanceUpdate()
        let last = try #require(stage.environment.statusBarAppearanceUpdates.last)
        #expect(last.style == .lightContent && last.isHidden && last.animation == .fade)
        #expect(stage.windowScene.statusBarManager?.statusBarFrame == .zero)
        #expect(UIApplication.shared.statusBarFrame == .zero && UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test("UIApplication's status bar frame and orientation are the window scene's; the app opens no URL")
    func applicationStatusBar() throws {
        let phone = try Stage(device: .iPhone15)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(UIApplication.shared.statusBarFrame == phone.windowScene.statusBarManager?.statusBarFrame)
        #expect(UIApplication.shared.statusBarOrientation == .portrait && !UIApplication.shared.isStatusBarHidden)
        _ = try Stage(size: CGSize(width: 900, height: 400))
        #expect(UIApplication.shared.statusBarOrientation.isLandscape)
        let url = try #require(URL(string: "https://example.com"))
        #expect(!UIApplication.shared.canOpenURL(url))
        var opened: Bool?
        UIApplication.shared.open(url, options: [:]) { opened = $0 }
        #expect(opened == false)
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
    }

    final class Labelled: UIView {
        override var accessibilityLabel: String? {
            get { "Card " + (super.accessibilityLabel ?? "") }
            set { super.accessibilityLabel = newValue }
        }
    }

    @Test("accessibility properties are kept on views and controllers and can be overridden")
    func accessibilityProperties() {
        let view = Labelled()
        view.accessibilityLabel = "one"
        view.accessibilityTraits = [.button, .selected]
        view.isAccessibilityElement = true
        #expect(view.accessibilityLabel == "Card one" && view.accessibilityTraits.contains(.selected))
        #expect(UIView().isAccessibilityElement == false && UIView().accessibilityTraits == .none)
        let controller = UIViewController()
        controller.accessibilityIdentifier = "root"
        #expect(controller.accessibilityIdentifier == "root")
    }

    @Test("haptics are recorded with the virtual time; intensities are clamped; NaN is reported")
    func haptics() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        try stage.clock.advance(to: 0.5)
        impact.impactOccurred(intensity: 3)
        impact.impactOccurred(intensity: .nan)
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(
            stage.environment.haptics == [
                HapticEvent(time: 0, kind: .impact(.heavy, intensity: 1)),
                HapticEvent(time: 0.5, kind: .impact(.heavy, intensity: 1)),
                HapticEvent(time: 0.5, kind: .impact(.heavy, intensity: 1)),
                HapticEvent(time: 0.5, kind: .notification(.warning)),
                HapticEvent(time: 0.5, kind: .selection),
            ])
        #expect(stage.clock.diagnostics.last?.contains("impactOccurred(intensity:)") == true)
    }

    @Test("accessibility settings come from the stage's environment")
    func accessibility() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        stage.environment.isReduceMotionEnabled = true
        stage.environment.isVoiceOverRunning = true
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVoiceOverRunning)
        _ = try Stage(size: CGSize(width: 100, height: 100))
        #expect(!UIAccessibility.isReduceMotionEnabled)
    }

    @Test("UIRectCorner converts to the layer's CACornerMask, which rounds only those corners")
    func corners() throws {
        #expect(UIRectCorner([.topLeft, .bottomRight]).cornerMask == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(UIRectCorner.allCorners.cornerMask == CACornerMask.all)
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        stage.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        card.layer.cornerRadius = 40
        card.layer.maskedCorners = UIRectCorner.topLeft.cornerMask
        stage.window.addSubview(card)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 1, y: 1].r == 255 && image[x: 98, y: 1].r == 0 && image[x: 1, y: 98].r == 0)
    }
}
