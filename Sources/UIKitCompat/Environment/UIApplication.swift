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

    /// The last responder of the chain.
    open override var next: UIResponder? { nil }
}
