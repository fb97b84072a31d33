import Foundation

/// UIKit's `UIFeedbackGenerator`: haptics are recorded in the stage's ``StageEnvironment/haptics`` with the
/// virtual time, not felt.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the engine; nothing to ready on a stage.
    open func prepare() {}

    func record(_ kind: HapticEvent.Kind) {
        StageEnvironment.current.haptics.append(HapticEvent(time: VirtualClock.current.now, kind: kind))
    }
}

/// UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// The feel of an impact, recorded with the haptic: `light`, `medium`, `heavy` (collisions of small to large
        /// objects), `soft` (flexible) or `rigid` (hard).
        case light, medium, heavy, soft, rigid
    }

    /// The style each impact is played with.
    public let style: FeedbackStyle

    /// A generator whose impacts have `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A `.medium` generator.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() { record(.impact(style, intensity: 1)) }

    /// Plays an impact at `intensity`, clamped to 0…1 (a NaN is recorded as 1 and reported; see
    /// ``UIKitChoices/hapticIntensityClamped``).
    open func impactOccurred(intensity: CGFloat) {
        var value = Double(intensity)
        if value.isNaN {
            VirtualClock.current.report("impactOccurred(intensity:) got NaN; played at intensity 1")
            value = 1
        }
        record(.impact(style, intensity: min(1, max(0, value))))
    }
}

/// UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// The outcome the haptic reports: a task succeeded, produced a warning, or failed.
        case success, warning, error
    }

    /// Plays the haptic of a task's outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}

/// UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the haptic of a changed selection.
    open func selectionChanged() { record(.selection) }
}
