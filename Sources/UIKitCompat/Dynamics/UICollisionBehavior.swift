import Foundation

/// UIKit's `UICollisionBehaviorDelegate`: told when contacts begin and end (once per contact, checked after every
/// display frame's step). Every method is optional. A boundary made from the reference view's bounds has a nil
/// identifier, as in UIKit.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// Two items touched, at `p`.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item touched a boundary, at `p`.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
}

/// UIKit's `UICollisionBehavior`: its items collide with each other and with boundaries — the reference view's
/// bounds (``translatesReferenceBoundsIntoBoundary``), segments and closed paths — bouncing by their
/// elasticity and sliding by their friction (``UIDynamicItemBehavior``). Items collide as their
/// `collisionBoundsType` says: turned rectangles, ellipses or convex paths.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// UIKit's `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Sendable, Hashable {
        /// The option set's bits.
        public let rawValue: UInt
        /// The mode with `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: ~0)
    }

    private var list: DynamicItemList
    private var boundaries: [(identifier: NSCopying, segments: [(Vec2, Vec2)])] = []
    /// The contacts seen at the last report.
    private var contacts: [ContactKey: ReportedContact] = [:]

    /// Collisions among `items`.
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

    /// What collides (`.everything` by default).
    open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }
    /// Told when contacts begin and end.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Whether the reference view's bounds (inset by ``setTranslatesReferenceBoundsIntoBoundary(with:)``'s insets)
    /// are a boundary (false by default).
    open var translatesReferenceBoundsIntoBoundary = false { didSet { behaviorDidChange() } }
    private var referenceInsets = UIEdgeInsets.zero

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds the edges of `bezierPath` as a boundary named `identifier` (a closed path: every edge; curves flattened).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let points = DynamicBody.polygon(of: bezierPath.cgPath)
        guard points.count >= 2 else { return }
        var segments: [(Vec2, Vec2)] = []
        for i in 0..<(points.count - 1) { segments.append((points[i], points[i + 1])) }
        if points.count > 2 { segments.append((points[points.count - 1], points[0])) }
        setBoundary(identifier, segments)
    }

    /// Adds the segment from `p1` to `p2` as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        setBoundary(identifier, [(Vec2(p1), Vec2(p2))])
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { DynamicsBoundaryName(of: $0.identifier) == DynamicsBoundaryName(of: identifier) }
        behaviorDidChange()
    }

    /// Removes every boundary added by identifier (the reference bounds stay as set).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        behaviorDidChange()
    }

    /// The identifiers of the boundaries added, in order.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// The boundary named `identifier` as a path, or nil.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        guard
            let boundary = boundaries.first(where: {
                DynamicsBoundaryName(of: $0.identifier) == DynamicsBoundaryName(of: identifier)
            })
        else { return nil }
        let path = UIBezierPath()
        for (index, segment) in boundary.segments.enumerated() {
            if index == 0 { path.move(to: segment.0.point) }
            path.addLine(to: segment.1.point)
        }
        return path
    }

    private func setBoundary(_ identifier: NSCopying, _ segments: [(Vec2, Vec2)]) {
        let name = DynamicsBoundaryName(of: identifier)
        boundaries.removeAll { DynamicsBoundaryName(of: $0.identifier) == name }
        boundaries.append((identifier, segments))
        behaviorDidChange()
    }

    override var dynamicItems: [UIDynamicItem] { list.items }

    /// One contact found in the world: the bodies (nil first for a boundary), the contact, and its key.
    private struct Found {
        var a: DynamicBody?
        var b: DynamicBody
        var contact: DynamicsWorld.Contact
        var key: String
        var identifier: NSCopying?
    }

    /// Every current contact of the behaviour's items.
    private func findContacts(in world: DynamicsWorld, referenceBounds: CGRect?) -> [Found] {
        let bodies = list.items.compactMap { world.body(for: $0) }
        let shapes = bodies.map(\.worldShape)
        var found: [Found] = []
        if collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i {
                    guard bodies[i].inverseMass + bodies[j].inverseMass > 0,
                        let contact = DynamicsWorld.contact(between: shapes[i], and: shapes[j])
                    else { continue }
                    found.append(Found(a: bodies[i], b: bodies[j], contact: contact, key: "\(i)-\(j)"))
                }
            }
        }
        guard collisionMode.contains(.boundaries) else { return found }
        for (i, body) in bodies.enumerated() where body.inverseMass > 0 {
            if translatesReferenceBoundsIntoBoundary, let bounds = referenceBounds {
                let inset = bounds.inset(by: referenceInsets)
                // One contact per edge the item reaches past; all four edges are the one boundary (nil).
                for (edge, contact) in DynamicsWorld.contact(of: shapes[i], inside: inset) {
                    found.append(Found(a: nil, b: body, contact: contact, key: "\(i)|bounds\(edge)"))
                }
            }
            for (index, boundary) in boundaries.enumerated() {
                for (s, segment) in boundary.segments.enumerated() {
                    guard
                        let contact = DynamicsWorld.contact(
                            of: shapes[i], withSegmentFrom: segment.0, to: segment.1)
                    else { continue }
                    found.append(
                        Found(
                            a: nil, b: body, contact: contact, key: "\(i)|\(index).\(s)",
                            identifier: boundary.identifier))
                }
            }
        }
        return found
    }

    /// The current contacts of the behaviour's items, their bodies set.
    func contacts(in world: DynamicsWorld, referenceBounds: CGRect?) -> [DynamicsWorld.Contact] {
        findContacts(in: world, referenceBounds: referenceBounds).map { found in
            var contact = found.contact
            contact.a = found.a
            contact.b = found.b
            return contact
        }
    }

    /// Tells the delegate about contacts that began or ended since the last frame, in the order of the items.
    func reportContacts(in world: DynamicsWorld, referenceBounds: CGRect?) {
        var now: [ContactKey: ReportedContact] = [:]
        for found in findContacts(in: world, referenceBounds: referenceBounds) {
            // One report per item pair or item and boundary: the edges of one boundary count once.
            let key = ContactKey(
                first: ObjectIdentifier(found.a?.item ?? found.b.item),
                second: found.a == nil ? nil : ObjectIdentifier(found.b.item),
                boundary: found.a == nil ? found.identifier.map { DynamicsBoundaryName(of: $0).text } ?? "" : nil)
            if now[key] == nil {
                now[key] = ReportedContact(
                    order: found.key, first: found.a?.item ?? found.b.item, second: found.a == nil ? nil : found.b.item,
                    identifier: found.identifier, point: found.contact.point.point)
            }
        }
        for (key, contact) in now.sorted(by: { $0.value.order < $1.value.order }) where contacts[key] == nil {
            if let second = contact.second {
                collisionDelegate?.collisionBehavior(
                    self, beganContactFor: contact.first, with: second, at: contact.point)
            } else {
                collisionDelegate?.collisionBehavior(
                    self, beganContactFor: contact.first, withBoundaryIdentifier: contact.identifier, at: contact.point)
            }
        }
        for (key, contact) in contacts.sorted(by: { $0.value.order < $1.value.order }) where now[key] == nil {
            if let second = contact.second {
                collisionDelegate?.collisionBehavior(self, endedContactFor: contact.first, with: second)
            } else {
                collisionDelegate?.collisionBehavior(
                    self, endedContactFor: contact.first, withBoundaryIdentifier: contact.identifier)
            }
        }
        contacts = now
    }
}

/// Which contact: an item pair, or an item and a boundary (by name; "" for the reference bounds).
struct ContactKey: Hashable {
    var first: ObjectIdentifier
    var second: ObjectIdentifier?
    var boundary: String?
}

/// A contact as reported to the delegate.
@MainActor
struct ReportedContact {
    /// Orders reports by the items' order in the behaviour.
    var order: String
    var first: UIDynamicItem
    var second: UIDynamicItem?
    var identifier: NSCopying?
    var point: CGPoint
}

/// A boundary identifier's text, to compare identifiers (UIKit compares them with `isEqual`).
struct DynamicsBoundaryName: Equatable {
    let text: String

    init(of identifier: NSCopying) {
        // A Swift `String` is not `NSCopying` on Linux: string identifiers arrive as `NSString`.
        if let string = identifier as? NSString {
            text = string as String
        } else if let object = identifier as? NSObject {
            text = object.description
        } else {
            text = String(describing: identifier)
        }
    }
}
