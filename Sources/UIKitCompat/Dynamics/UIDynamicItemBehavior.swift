import Foundation

/// UIKit's `UIDynamicItemBehavior`: the physical properties of its items — elasticity, friction, density,
/// resistance, rotation — and velocities added to them. When several item behaviours hold an item, the one
/// added last wins.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var pendingLinear: [(UIDynamicItem, CGPoint)] = []
    private var pendingAngular: [(UIDynamicItem, CGFloat)] = []

    /// Properties for `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The behaviour for no items yet (add them with `addItem(_:)`), as UIKit's inherited `init()` makes it.
    public convenience override init() { self.init(items: []) }

    /// The items.
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

    /// The share of speed kept along the normal in a collision, 0 (none, the default) to 1 (a perfect bounce).
    open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The friction coefficient of sliding contacts (0 by default).
    open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Mass per area: a 100 × 100 item of density 1 (the default) has mass 1.
    open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// Linear damping (0 by default): velocity shrinks by 1 / (1 + resistance · Δt) per step.
    open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Angular damping (0 by default), as ``resistance``.
    open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The electric charge UIKit's field behaviours act on; kept as a value (no fields here).
    open var charge: CGFloat = 0
    /// Whether the items may turn (true by default).
    open var allowsRotation = true { didSet { behaviorDidChange() } }
    /// Whether the items stay where they are, moved by nothing, while others collide with them (false by default).
    open var isAnchored = false { didSet { behaviorDidChange() } }

    /// Adds `velocity` (points/s) to `item`'s velocity at the next step.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        pendingLinear.append((item, velocity))
        behaviorDidChange()
    }

    /// `item`'s velocity in points/s (zero before the animator has met it).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        var velocity = dynamicAnimator?.world.body(for: item)?.velocity ?? .zero
        for (pending, added) in pendingLinear where pending === item { velocity += Vec2(added) }
        return velocity.point
    }

    /// Adds `velocity` (radians/s) to `item`'s angular velocity at the next step.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        pendingAngular.append((item, velocity))
        behaviorDidChange()
    }

    /// `item`'s angular velocity in radians/s.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        var velocity = dynamicAnimator?.world.body(for: item)?.angularVelocity ?? 0
        for (pending, added) in pendingAngular where pending === item { velocity += Double(added) }
        return CGFloat(velocity)
    }

    override var dynamicItems: [UIDynamicItem] { list.items }

    /// Gives `body` this behaviour's properties.
    func configure(_ body: DynamicBody) {
        body.properties = DynamicItemProperties(
            elasticity: min(1, max(0, elasticity)), friction: max(0, friction), density: max(0, density),
            resistance: max(0, resistance), angularResistance: max(0, angularResistance),
            allowsRotation: allowsRotation, isAnchored: isAnchored)
    }

    /// Adds the velocities asked for since the last step.
    func applyPendingVelocities(in world: DynamicsWorld) {
        for (item, velocity) in pendingLinear { world.makeBody(for: item).velocity += Vec2(velocity) }
        for (item, velocity) in pendingAngular { world.makeBody(for: item).angularVelocity += Double(velocity) }
        pendingLinear.removeAll()
        pendingAngular.removeAll()
    }
}
