import Foundation

/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// How a change of the status bar's visibility is animated: not at all, by fading, or by sliding; recorded with the
    /// update (the status bar is not drawn).
    case none, fade, slide
}

/// UIKit's `UIStatusBarManager`: where the status bar is and how it looks. Flipbook does not draw a status
/// bar; its frame comes from ``ScreenMetrics`` and its appearance from the controllers, as UIKit resolves it.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private let stage: Stage

    init(stage: Stage) {
        self.stage = stage
        super.init()
    }

    /// The status bar's frame in the window (zero height while hidden).
    open var statusBarFrame: CGRect {
        if isStatusBarHidden { return .zero }
        let metrics = ScreenMetrics.forScreen(size: stage.device.size)
        return CGRect(x: 0, y: 0, width: stage.device.size.width, height: metrics.statusBarHeight)
    }

    /// The style the deciding controller prefers.
    open var statusBarStyle: UIStatusBarStyle {
        UIStatusBarManager.decidingController(in: stage.window, hidden: false)?.preferredStatusBarStyle ?? .default
    }

    /// Whether the deciding controller hides the status bar.
    open var isStatusBarHidden: Bool {
        UIStatusBarManager.decidingController(in: stage.window, hidden: true)?.prefersStatusBarHidden ?? false
    }

    /// The controller whose preference UIKit uses: from the root, the top-most presented controller that
    /// covers the screen (or captures the appearance), then `childForStatusBarStyle`/`childForStatusBarHidden`
    /// as far as they lead.
    static func decidingController(in window: UIWindow, hidden: Bool) -> UIViewController? {
        guard var controller = window.rootViewController else { return nil }
        while let presented = controller.storedPresentedViewController {
            let style = presented.modalPresentationStyle
            let covers = style == .fullScreen || style == .overFullScreen
            guard covers || presented.modalPresentationCapturesStatusBarAppearance else { break }
            controller = presented
        }
        var seen = 0
        while let child = hidden ? controller.childForStatusBarHidden : controller.childForStatusBarStyle,
            child !== controller, seen < 64
        {
            controller = child
            seen += 1
        }
        return controller
    }
}
