import Foundation

/// Core Animation's `CAAnimationGroup`: animations that run together on the group's time.
///
/// Each animation's `beginTime` is in the group's local time; the group's own timing (duration, timing
/// function, repeats, speed) drives them, and nothing of them shows past the group's duration.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(atElapsed t: Double, to state: inout LayerState, model: LayerState, layer: CALayer) {
        guard let f = cycleFraction(atElapsed: t) else { return }
        let local = eased(f) * cycleDuration
        for animation in animations ?? [] {
            animation.apply(atElapsed: local - animation.beginTime, to: &state, model: model, layer: layer)
        }
    }
}
