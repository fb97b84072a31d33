import Foundation

/// UIKit's `UIAttachmentBehavior`: ties a point of an item to an anchor point or to a point of another item, at
/// ``length`` (the distance when made). With ``frequency`` 0 (the default) the tie is rigid; otherwise it is a
/// spring of that frequency (Hz) and damping ratio ``damping`` (0 to 1), as UIKit documents. Points off the
/// centre turn the items.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// UIKit's `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        /// Two items tied together.
        case items
        /// An item tied to an anchor point.
        case anchor
    }

    private let first: UIDynamicItem
    private let second: UIDynamicItem?
    private let firstOffset: UIOffset
    private let secondOffset: UIOffset

    /// Ties `item`'s centre to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Ties the point `offset` from `item`'s centre (in its own turned coordinates) to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        first = item
        second = nil
        firstOffset = offset
        secondOffset = .zero
        anchorPoint = point
        attachedBehaviorType = .anchor
        length = CGFloat((UIAttachmentBehavior.point(of: item, offset: offset) - Vec2(point)).length)
        super.init()
    }

    /// Ties the centres of two items.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Ties a point of `item1` to a point of `item2`, each an offset from its item's centre.
    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        first = item1
        second = item2
        firstOffset = offset1
        secondOffset = offset2
        anchorPoint = .zero
        attachedBehaviorType = .items
        let a = UIAttachmentBehavior.point(of: item1, offset: offset1)
        let b = UIAttachmentBehavior.point(of: item2, offset: offset2)
        length = CGFloat((a - b).length)
        super.init()
    }

    /// The point `offset` from `item`'s centre, in the item's own (turned) coordinates.
    private static func point(of item: UIDynamicItem, offset: UIOffset) -> Vec2 {
        let angle = atan2(Double(item.transform.b), Double(item.transform.a))
        return Vec2(item.center) + Vec2(x: Double(offset.horizontal), y: Double(offset.vertical)).rotated(by: angle)
    }

    /// The tied items (one with an anchor, two otherwise).
    open var items: [UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }
    /// Whether the tie is to an anchor or between items.
    public let attachedBehaviorType: AttachmentType
    /// The anchor point (for an anchor attachment); moving it drags the item (a common pan-to-drag technique).
    open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }
    /// The distance kept between the tied points.
    open var length: CGFloat { didSet { behaviorDidChange() } }
    /// The spring's damping ratio (0 by default).
    open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The spring's frequency in Hz; 0 (the default) is a rigid tie.
    open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The torque resisting rotation about the tie (iOS 9); kept as a value.
    open var frictionTorque: CGFloat = 0
    /// The range of lengths a sliding attachment allows (iOS 9); kept as a value.
    open var attachmentRange: ClosedRange<CGFloat> = -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude

    override var dynamicItems: [UIDynamicItem] { items }

    /// The tie's two ends: each body (nil for the anchor), its point in the world and that point from its centre.
    private func ends(in world: DynamicsWorld) -> (
        a: DynamicBody?, pa: Vec2, ra: Vec2, b: DynamicBody, pb: Vec2, rb: Vec2
    )? {
        guard let firstBody = world.body(for: first) else { return nil }
        let rFirst = Vec2(x: Double(firstOffset.horizontal), y: Double(firstOffset.vertical)).rotated(
            by: firstBody.angle)
        if let second {
            guard let secondBody = world.body(for: second) else { return nil }
            let rSecond = Vec2(x: Double(secondOffset.horizontal), y: Double(secondOffset.vertical)).rotated(
                by: secondBody.angle)
            return (secondBody, secondBody.position + rSecond, rSecond, firstBody, firstBody.position + rFirst, rFirst)
        }
        return (nil, Vec2(anchorPoint), .zero, firstBody, firstBody.position + rFirst, rFirst)
    }

    /// The spring's force (frequency > 0), independent of mass: m_eff (ω²·stretch + 2ζω·closing speed).
    override func applyForces(in world: DynamicsWorld) {
        guard frequency > 0, let e = ends(in: world) else { return }
        let delta = e.pb - e.pa
        let distance = delta.length
        guard distance > 1e-9 else { return }
        let axis = delta * (1 / distance)
        let k = effectiveMass(e, axis: axis)
        guard k > 0 else { return }
        let omega = 2 * Double.pi * Double(frequency)
        let zeta = Double(max(0, damping))
        let relative = e.b.velocity(at: e.rb) - (e.a.map { $0.velocity(at: e.ra) } ?? .zero)
        let magnitude = (omega * omega * (distance - Double(length)) + 2 * zeta * omega * relative.dot(axis)) / k
        let force = axis * -magnitude
        e.b.force += force
        e.b.torque += e.rb.cross(force)
        if let a = e.a {
            a.force -= force
            a.torque -= e.ra.cross(force)
        }
    }

    /// 1 / (the inverse masses the tie moves along `axis`).
    private func effectiveMass(
        _ e: (a: DynamicBody?, pa: Vec2, ra: Vec2, b: DynamicBody, pb: Vec2, rb: Vec2), axis: Vec2
    ) -> Double {
        let a = e.a
        return (a?.inverseMass ?? 0) + e.b.inverseMass + pow(e.ra.cross(axis), 2) * (a?.inverseInertia ?? 0)
            + pow(e.rb.cross(axis), 2) * e.b.inverseInertia
    }

    /// Whether the rigid tie holds the two points together (a pin, solved in both directions) rather than at a
    /// distance along the line between them.
    private var isPin: Bool { length < 0.5 }

    /// A rigid tie cancels the ends' speed apart or together (a pin: all their relative speed).
    func solveVelocity(in world: DynamicsWorld) {
        guard frequency <= 0, let e = ends(in: world) else { return }
        let relative = e.b.velocity(at: e.rb) - (e.a.map { $0.velocity(at: e.ra) } ?? .zero)
        if isPin {
            let impulse = solvePin(e, error: relative * -1)
            e.b.applyImpulse(impulse, at: e.rb)
            e.a?.applyImpulse(impulse * -1, at: e.ra)
            return
        }
        let delta = e.pb - e.pa
        let distance = delta.length
        guard distance > 1e-9 else { return }
        let axis = delta * (1 / distance)
        let k = effectiveMass(e, axis: axis)
        guard k > 0 else { return }
        let j = -relative.dot(axis) / k
        e.b.applyImpulse(axis * j, at: e.rb)
        e.a?.applyImpulse(axis * -j, at: e.ra)
    }

    /// A rigid tie puts the ends back at ``length`` (a pin: together), moving and turning the items.
    func solvePosition(in world: DynamicsWorld) {
        guard frequency <= 0, let e = ends(in: world) else { return }
        let delta = e.pb - e.pa
        if isPin {
            let correction = solvePin(e, error: delta * -1)
            UIAttachmentBehavior.shift(e.b, by: correction, at: e.rb)
            if let a = e.a { UIAttachmentBehavior.shift(a, by: correction * -1, at: e.ra) }
            return
        }
        let distance = delta.length
        guard distance > 1e-9 else { return }
        let axis = delta * (1 / distance)
        let k = effectiveMass(e, axis: axis)
        guard k > 0 else { return }
        let lambda = -(distance - Double(length)) / k
        UIAttachmentBehavior.shift(e.b, by: axis * lambda, at: e.rb)
        if let a = e.a { UIAttachmentBehavior.shift(a, by: axis * -lambda, at: e.ra) }
    }

    /// The impulse P on the second end (minus P on the first) that changes the ends' relative motion by `error`:
    /// the 2 × 2 system K·P = error of a pin joint.
    private func solvePin(
        _ e: (a: DynamicBody?, pa: Vec2, ra: Vec2, b: DynamicBody, pb: Vec2, rb: Vec2), error: Vec2
    ) -> Vec2 {
        let mA = e.a?.inverseMass ?? 0, iA = e.a?.inverseInertia ?? 0
        let mB = e.b.inverseMass, iB = e.b.inverseInertia
        let ra = e.ra, rb = e.rb
        let k11 = mA + mB + iA * ra.y * ra.y + iB * rb.y * rb.y
        let k12 = -iA * ra.x * ra.y - iB * rb.x * rb.y
        let k22 = mA + mB + iA * ra.x * ra.x + iB * rb.x * rb.x
        let det = k11 * k22 - k12 * k12
        guard abs(det) > 1e-12 else { return .zero }
        return Vec2(x: (k22 * error.x - k12 * error.y) / det, y: (k11 * error.y - k12 * error.x) / det)
    }

    /// Moves and turns `body` as an impulse `p` at `r` would change its velocity.
    private static func shift(_ body: DynamicBody, by p: Vec2, at r: Vec2) {
        body.position += p * body.inverseMass
        body.angle += r.cross(p) * body.inverseInertia
    }
}
