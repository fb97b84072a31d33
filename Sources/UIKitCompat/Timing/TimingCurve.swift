import Foundation

/// How an animation's progress follows the fraction of its duration: a value, composed into animations.
///
/// Every UIKit timing option maps to one of these: the named curves and custom control points to
/// ``cubic(_:)``, springs (including the private curve 7) to ``spring(_:span:)``.
public enum TimingCurve: Sendable, Hashable {
    /// Progress equals the fraction of the duration.
    case linear
    /// A cubic Bézier curve (`CAMediaTimingFunction`).
    case cubic(CubicBezier)
    /// A damped spring: the first `span` seconds of the spring's own motion are stretched onto the animation's
    /// duration (for a spring that runs in real time, the animation's duration equals `span`).
    case spring(DampedSpring, span: Double)

    /// UIKit's `.easeInOut`, the default of `UIView.animate`.
    public static let easeInOut = TimingCurve.cubic(.easeInEaseOut)
    /// UIKit's `.easeIn`: the Bézier (0.42, 0) (1, 1), slow at the start.
    public static let easeIn = TimingCurve.cubic(.easeIn)
    /// UIKit's `.easeOut`: the Bézier (0, 0) (0.58, 1), slow at the end.
    public static let easeOut = TimingCurve.cubic(.easeOut)

    /// The progress at `fraction` of the duration. Fractions are clamped to 0…1; progress is exactly 0 at 0 and
    /// 1 at 1, and may leave 0…1 in between (springs, overshooting Bézier curves).
    public func progress(at fraction: Double) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .linear: return fraction
        case .cubic(let bezier): return bezier.progress(at: fraction)
        case .spring(let spring, let span): return spring.value(at: fraction * span)
        }
    }

    /// The first fraction of the duration at which the curve reaches `progress` (sampled, then bisected), or
    /// nil if it never does.
    public func fraction(forProgress progress: Double) -> Double? {
        switch self {
        case .linear:
            return progress.isFinite && progress >= 0 && progress <= 1 ? progress : nil
        case .cubic(let bezier):
            return bezier.fraction(forProgress: progress)
        case .spring:
            guard progress.isFinite else { return nil }
            if progress <= 0 { return progress == 0 ? 0 : nil }
            let samples = 512
            var previous = 0.0
            for i in 1...samples {
                let f = Double(i) / Double(samples)
                if self.progress(at: f) >= progress {
                    var low = previous, high = f
                    for _ in 0..<60 {
                        let mid = (low + high) / 2
                        if self.progress(at: mid) >= progress { high = mid } else { low = mid }
                    }
                    return high
                }
                previous = f
            }
            return nil
        }
    }
}

extension TimingCurve {
    /// A spring that runs in real time from 0 to rest: the curve and the duration it needs (its settling
    /// time, by ``UIKitChoices/springSettlingThreshold``).
    @MainActor
    public static func settlingSpring(_ spring: DampedSpring) -> (curve: TimingCurve, duration: TimeInterval) {
        let settle = spring.settlingTime(threshold: UIKitChoices.current.springSettlingThreshold)
        let duration = settle.isFinite ? settle : UIKitChoices.current.undampedSpringDuration
        return (.spring(spring, span: duration), duration)
    }

    /// A spring of damping ratio `dampingRatio` fitted to `duration` (UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:` and `UISpringTimingParameters(dampingRatio:…)`).
    /// How the duration maps to stiffness is uncertain in UIKit; see ``UIKitChoices/springFitsDuration``.
    @MainActor
    public static func fittedSpring(dampingRatio: Double, initialVelocity: Double, duration: TimeInterval)
        -> TimingCurve
    {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, UIKitChoices.current.minimumDampingRatio), 1e3) : 1
        // A reference spring of response 1 s; its settling time (without velocity) is stretched onto `duration`.
        let reference = DampedSpring(dampingRatio: ratio, response: 1)
        var span = reference.settlingTime(threshold: UIKitChoices.current.springSettlingThreshold)
        if !span.isFinite || span <= 0 { span = 1 }
        // UIKit's velocity is in distances per second of real time; in the spring's own time it is scaled by
        // duration / span.
        let velocity = initialVelocity.isFinite ? initialVelocity * duration / span : 0
        return .spring(reference.withInitialVelocity(velocity), span: span)
    }

    /// UIKit's private animation curve 7 (keyboard and system transitions): the spring
    /// ``UIKitChoices/privateCurveSpring``, run until settled and stretched onto
    /// ``UIKitChoices/privateCurveDuration`` (or onto the passed duration when that choice is nil).
    @MainActor
    public static func privateCurve7(passedDuration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        let choices = UIKitChoices.current
        let spring = choices.privateCurveSpring
        var span = spring.settlingTime(threshold: choices.springSettlingThreshold)
        if !span.isFinite || span <= 0 { span = 1 }
        return (.spring(spring, span: span), choices.privateCurveDuration ?? passedDuration)
    }
}
