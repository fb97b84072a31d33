import Foundation

/// The app-wide settings and records of one ``Stage`` that UIKit keeps in the application, the device and
/// the accessibility settings: what ``UIApplication/shared``, ``UIDevice/current`` and ``UIAccessibility`` read,
/// and what haptics and status-bar updates leave behind for tests to read.
///
/// Set the accessibility settings in a scenario's setup (`stage.environment.isReduceMotionEnabled = true`);
/// app code reads them through UIKit's spellings.
@preconcurrency @MainActor
public final class StageEnvironment {
    /// The environment of the current stage (a default one when there is no stage).
    public static var current: StageEnvironment { Stage.current?.environment ?? detached }
    private static let detached = StageEnvironment()

    /// An environment with UIKit's defaults: accessibility settings off, the large text size, the simulated system
    /// version, nothing recorded.
    public init() {}

    // MARK: Settings

    /// `UIAccessibility.isReduceMotionEnabled` (off by default).
    public var isReduceMotionEnabled = false
    /// `UIAccessibility.isVoiceOverRunning` (off by default).
    public var isVoiceOverRunning = false
    /// `UIAccessibility.isReduceTransparencyEnabled` (off by default).
    public var isReduceTransparencyEnabled = false
    /// `UIAccessibility.isBoldTextEnabled` (off by default).
    public var isBoldTextEnabled = false
    /// `UIApplication.shared.preferredContentSizeCategory` (`.large`, the system default). Set it through
    /// ``Stage/preferredContentSizeCategory``, which also gives the window's traits the new size.
    public internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// `UIApplication.shared.isIdleTimerDisabled` (kept; nothing sleeps on a stage).
    public var isIdleTimerDisabled = false
    /// `UIDevice.current.systemVersion` (see ``UIKitChoices/simulatedSystemVersion``).
    public var systemVersion = UIKitChoices.current.simulatedSystemVersion

    // MARK: Records

    /// The haptics played, in order, with their virtual times (they are recorded, not felt).
    public internal(set) var haptics: [HapticEvent] = []

    /// The notifications `UIAccessibility.post(notification:argument:)` delivered, in order: only while
    /// ``isVoiceOverRunning`` (UIKit sends nothing to assistive technologies that are off).
    public internal(set) var accessibilityNotifications: [UIAccessibility.Notification] = []

    /// Every `setNeedsStatusBarAppearanceUpdate()`, in order: when, and the style and visibility then in force.
    public internal(set) var statusBarAppearanceUpdates: [StatusBarAppearance] = []

    /// The first responder of the stage's window.
    weak var firstResponder: UIResponder?
    /// The simulated keyboard's frame in the window while a text input is first responder (see `SimulatedKeyboard`).
    var keyboardFrame: CGRect?
    /// True while a text input becomes first responder, so that the one it replaces keeps the keyboard up.
    var isHandingOverKeyboard = false
    /// The app's appearance proxies (`UINavigationBar.appearance()`, …).
    let appearance = AppearanceRegistry()
    /// UIKit's graphics context stack (``UIGraphicsPushContext(_:)``): the last is current.
    var graphicsContexts: [CGContext] = []
    /// Where and when the last touch lifted, and its tap count (for `UITouch.tapCount`).
    var lastTouchUp: (time: TimeInterval, location: CGPoint, tapCount: Int)?
    /// `UIApplication.beginIgnoringInteractionEvents()` calls not yet balanced by an end.
    var ignoredInteractionEventsDepth = 0
}

/// One haptic played by a feedback generator, at a virtual time.
public struct HapticEvent: Sendable, Equatable {
    /// What was played.
    public enum Kind: Sendable, Equatable {
        /// `UIImpactFeedbackGenerator.impactOccurred(intensity:)`: the generator's style and the intensity (0…1).
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: Double)
        /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// `UISelectionFeedbackGenerator.selectionChanged()`.
        case selection
    }

    /// The stage clock's time when it was played.
    public var time: TimeInterval
    /// What was played.
    public var kind: Kind

    /// A haptic of `kind` at `time`.
    public init(time: TimeInterval, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}

/// The status bar's appearance at one `setNeedsStatusBarAppearanceUpdate()` (the status bar is not drawn).
public struct StatusBarAppearance: Sendable, Equatable {
    /// The stage clock's time of the update.
    public var time: TimeInterval
    /// The style the controller that decides (see ``UIStatusBarManager``) prefers.
    public var style: UIStatusBarStyle
    /// Whether that controller hides the status bar.
    public var isHidden: Bool
    /// The animation it asks for.
    public var animation: UIStatusBarAnimation

    /// An update at `time` with the given style, visibility and animation.
    public init(time: TimeInterval, style: UIStatusBarStyle, isHidden: Bool, animation: UIStatusBarAnimation) {
        self.time = time
        self.style = style
        self.isHidden = isHidden
        self.animation = animation
    }
}
