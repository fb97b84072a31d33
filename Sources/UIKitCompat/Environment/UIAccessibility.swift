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
}
