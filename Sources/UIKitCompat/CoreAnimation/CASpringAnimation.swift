import Foundation

/// Core Animation's `CASpringAnimation`: a basic animation whose progress follows a damped spring in real
/// time (``DampedSpring``, the same solution UIKit's spring timing uses).
///
/// The spring runs for `duration` seconds (a shorter duration cuts it off; set the duration to
/// ``settlingDuration`` to run it until it settles). The timing function is not used.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring (1 by default; must be > 0).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default; must be > 0).
    open var stiffness: CGFloat = 100
    /// The damping (10 by default; must be ≥ 0).
    open var damping: CGFloat = 10
    /// The initial velocity in distances per second (0 by default; positive moves toward the end value).
    open var initialVelocity: CGFloat = 0
    /// Kept for app code: over-damped springs are always allowed here.
    open var allowsOverdamping = true

    /// The spring of iOS 17's `perceptualDuration` and `bounce`.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = DampedSpring(duration: perceptualDuration, bounce: Double(bounce))
        mass = spring.mass; stiffness = spring.stiffness; damping = spring.damping
    }

    /// The time the spring needs to settle, in seconds: when it stays within
    /// ``UIKitChoices/springSettlingThreshold`` of the distance from its end (Core Animation's own estimate is
    /// not documented).
    open var settlingDuration: CFTimeInterval {
        let settle = spring.settlingTime(threshold: UIKitChoices.current.springSettlingThreshold)
        return settle.isFinite ? settle : UIKitChoices.current.undampedSpringDuration
    }

    /// The spring as the model's ``DampedSpring``.
    var spring: DampedSpring {
        DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity; allowsOverdamping = other.allowsOverdamping
    }

    /// The spring's value at `fraction` of the duration (seconds into the spring's own motion).
    override func eased(_ fraction: Double) -> Double { spring.value(at: fraction * cycleDuration) }
}
