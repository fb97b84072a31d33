import Foundation

/// UIKit's `UIGravityBehavior`: accelerates its items in ``gravityDirection``; a direction of length 1 (the
/// default, straight down) is 1000 points/s², UIKit's "UIKit gravity", whatever the items' mass.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    /// Gravity on `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Gravity on no items yet.
    public convenience override init() { self.init(items: []) }

    /// The items gravity pulls.
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

    /// The acceleration in units of 1000 points/s²: (0, 1) by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { behaviorDidChange() } }
    /// The direction's angle in radians (clockwise from the positive x axis, as y points down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The direction's length.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// Sets the direction from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld) {
        let acceleration = Vec2(gravityDirection) * 1000
        for item in list.items {
            guard let body = world.body(for: item), body.inverseMass > 0 else { continue }
            body.force += acceleration * (1 / body.inverseMass)
        }
    }
}
