import Foundation

/// UIKit's `UISnapBehavior`: pulls an item to ``snapPoint`` with a damped spring, turning it back upright,
/// until it rests there. ``damping`` (0.5 by default) is the spring's damping ratio: lower values overshoot and
/// oscillate more (see ``UIKitChoices/snapFrequency``).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem

    /// Snaps `item` to `point` (in the reference view's coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// Where the item's centre goes.
    open var snapPoint: CGPoint { didSet { behaviorDidChange() } }
    /// The damping ratio, 0 to 1 (0.5 by default).
    open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicsWorld) {
        guard let body = world.body(for: item), body.inverseMass > 0 else { return }
        let omega = 2 * Double.pi * UIKitChoices.current.snapFrequency
        let zeta = Double(min(1, max(0, damping)))
        let mass = 1 / body.inverseMass
        let pull = (Vec2(snapPoint) - body.position) * (omega * omega) - body.velocity * (2 * zeta * omega)
        body.force += pull * mass
        if body.inverseInertia > 0 {
            // The same spring turns the item back to no rotation (the nearest upright angle).
            let turn = remainder(body.angle, 2 * Double.pi)
            body.torque += (-turn * omega * omega - body.angularVelocity * 2 * zeta * omega) / body.inverseInertia
        }
    }
}
