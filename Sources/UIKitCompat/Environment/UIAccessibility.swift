import Foundation

/// Accessibility settings an animator may check: the current stage's (``StageEnvironment``), off by default.
/// A scenario turns one on in its setup: `stage.environment.isReduceMotionEnabled = true`.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether the user asked for less motion (animators commonly fade instead of sliding).
    public static var isReduceMotionEnabled: Bool { StageEnvironment.current.isReduceMotionEnabled }
    /// Whether VoiceOver is on.
    public static var isVoiceOverRunning: Bool { StageEnvironment.current.isVoiceOverRunning }
    /// Whether the user asked for less transparency.
    public static var isReduceTransparencyEnabled: Bool { StageEnvironment.current.isReduceTransparencyEnabled }
    /// Whether the user asked for bold text.
    public static var isBoldTextEnabled: Bool { StageEnvironment.current.isBoldTextEnabled }

    /// UIKit's `UIAccessibility.Notification`: what an app tells assistive technologies changed.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's value of the notification.
        public var rawValue: UInt32
        /// A notification with UIKit's value `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared (VoiceOver moves to the argument, or the first element).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (VoiceOver moves to the argument).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is to be announced.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies that something changed: recorded in the stage's
    /// ``StageEnvironment/accessibilityNotifications`` while VoiceOver runs; nothing happens otherwise, as in
    /// UIKit. The argument (an element to focus, or a string to announce) is not kept.
    public static func post(notification: Notification, argument: Any?) {
        guard isVoiceOverRunning else { return }
        StageEnvironment.current.accessibilityNotifications.append(notification)
    }
}
