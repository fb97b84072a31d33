import Foundation

/// UIKit's `UIPushBehavior`: a force on its items, continuous (every step while ``active``) or instantaneous (one
/// impulse when activated, then ``active`` turns false). A magnitude of 1 accelerates a 100 × 100 item of
/// density 1 by 100 points/s² (continuous) or gives it 100 points/s (instantaneous), as UIKit documents; heavier
/// items move less.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// UIKit's `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        /// A force applied on every step while active.
        case continuous
        /// One impulse, applied at the next step after activation.
        case instantaneous
    }

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// Whether an instantaneous push waits for the next step.
    private var impulsePending: Bool
    /// The push's mode.
    public let mode: Mode

    /// A push on `items` in `mode`, active with no force until given one.
    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        impulsePending = mode == .instantaneous
        super.init()
    }

    /// The items pushed.
    open var items: [UIDynamicItem] { list.items }
    /// Adds `item`.
    open func addItem(_ item: UIDynamicItem) {
        list.add(item)
        behaviorDidChange()
    }
    /// Removes `item`.
    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
        behaviorDidChange()
    }

    /// Whether the push acts (true from creation); setting it true again re-arms an instantaneous push.
    open var active = true {
        didSet {
            if active && mode == .instantaneous { impulsePending = true }
            behaviorDidChange()
        }
    }
    /// The force, in UIKit's units ((0, 0) by default).
    open var pushDirection = CGVector.zero {
        didSet {
            if mode == .instantaneous && active { impulsePending = true }
            behaviorDidChange()
        }
    }
    /// The force's angle in radians.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The force's size.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// Sets the force from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Applies the force at `offset` from `item`'s centre (which also turns it); the centre by default.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }
    /// The offset set for `item` (zero by default).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var dynamicItems: [UIDynamicItem] { list.items }

    /// Whether the push keeps the world from resting (a continuous active push with a force).
    var keepsMoving: Bool { active && mode == .continuous && magnitude > 0 }

    /// The force or impulse in world units (UIKit's unit is 100 points/s² on a body of mass 1).
    private var worldForce: Vec2 { Vec2(pushDirection) * 100 }

    private func point(for item: UIDynamicItem, body: DynamicBody) -> Vec2 {
        let offset = targetOffsetFromCenter(for: item)
        return Vec2(x: Double(offset.horizontal), y: Double(offset.vertical)).rotated(by: body.angle)
    }

    override func applyForces(in world: DynamicsWorld) {
        guard keepsMoving else { return }
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.force += worldForce
            body.torque += point(for: item, body: body).cross(worldForce)
        }
    }

    /// Gives an armed instantaneous push's impulse, once.
    func applyInstantaneousImpulse(in world: DynamicsWorld) {
        guard mode == .instantaneous, active, impulsePending else { return }
        impulsePending = false
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.applyImpulse(worldForce, at: point(for: item, body: body))
        }
        // UIKit turns an instantaneous push off once it has acted.
        active = false
    }
}
