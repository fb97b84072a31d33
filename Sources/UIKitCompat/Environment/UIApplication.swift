import Foundation

/// UIKit's `UIApplication`: `UIApplication.shared` answers for the current ``Stage`` — its window, its
/// window scene and its ``StageEnvironment`` settings.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// Whether the app is in the foreground and receiving events (`active`, always on a stage), in the foreground
        /// but not receiving events (`inactive`), or off screen (`background`).
        case active, inactive, background
    }

    /// The application object.
    public static let shared = UIApplication()

    override init() { super.init() }

    /// The stage's window (none without a stage).
    open var windows: [UIWindow] { Stage.current.map { [$0.window] } ?? [] }

    /// The stage's window once it is key.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The stage's window scene.
    open var connectedScenes: Set<UIScene> { Stage.current.map { [$0.windowScene] } ?? [] }

    /// Scenes are supported by the simulated app; it has exactly one.
    open var supportsMultipleScenes: Bool { false }

    /// The simulated app is always in the foreground.
    open var applicationState: State { .active }

    /// Whether the app keeps the screen awake (kept; nothing sleeps on a stage).
    open var isIdleTimerDisabled: Bool {
        get { StageEnvironment.current.isIdleTimerDisabled }
        set { StageEnvironment.current.isIdleTimerDisabled = newValue }
    }

    /// The app's layout direction (the current stage's ``Stage/layoutDirection``; left to right without one).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Stage.current?.layoutDirection.interfaceDirection ?? .leftToRight
    }

    /// The user's text size (``StageEnvironment/preferredContentSizeCategory``).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        StageEnvironment.current.preferredContentSizeCategory
    }

    /// The status bar's frame in the key window (deprecated in UIKit for the window scene's
    /// ``UIStatusBarManager/statusBarFrame``, which it returns; zero without a stage).
    open var statusBarFrame: CGRect {
        Stage.current?.windowScene.statusBarManager?.statusBarFrame ?? .zero
    }

    /// Whether the deciding controller hides the status bar (the window scene's status bar manager). Setting it
    /// (deprecated in UIKit) is ignored and reported: ``UIKitChoices/statusBarAppearanceIsViewControllerBased``.
    open var isStatusBarHidden: Bool {
        get { Stage.current?.windowScene.statusBarManager?.isStatusBarHidden ?? false }
        set { ignoreStatusBarSetting("isStatusBarHidden = \(newValue)") }
    }

    /// The style the deciding controller prefers (the window scene's status bar manager). Setting it (deprecated
    /// in UIKit) is ignored and reported: ``UIKitChoices/statusBarAppearanceIsViewControllerBased``.
    open var statusBarStyle: UIStatusBarStyle {
        get { Stage.current?.windowScene.statusBarManager?.statusBarStyle ?? .default }
        set { ignoreStatusBarSetting("statusBarStyle = .\(newValue)") }
    }

    /// Deprecated in UIKit: ignored and reported, as ``isStatusBarHidden``'s setter.
    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        ignoreStatusBarSetting("setStatusBarHidden(\(hidden), with: .\(animation))")
    }

    /// Deprecated in UIKit: ignored and reported, as ``statusBarStyle``'s setter.
    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        ignoreStatusBarSetting("setStatusBarStyle(.\(statusBarStyle), animated: \(animated))")
    }

    /// What UIKit does with an app-wide status bar setting under view-controller-based status bar appearance.
    private func ignoreStatusBarSetting(_ setting: String) {
        VirtualClock.current.report(
            "UIApplication.\(setting) is ignored: the status bar's appearance is view-controller based "
                + "(override prefersStatusBarHidden/preferredStatusBarStyle and call setNeedsStatusBarAppearanceUpdate)"
        )
    }

    /// The stage's interface orientation (portrait without a stage).
    open var statusBarOrientation: UIInterfaceOrientation {
        Stage.current?.windowScene.interfaceOrientation ?? .portrait
    }

    /// Kept for app code: no badge is drawn on a stage.
    open var applicationIconBadgeNumber = 0

    /// The stage simulates one app that opens no other: `canOpenURL(_:)` answers false.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing (the stage has no other app) and calls `completion` with false, as UIKit does for a URL
    /// no app handles.
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// The last responder of the chain.
    open override var next: UIResponder? { nil }
}
