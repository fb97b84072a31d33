import Foundation

/// UIKit's `UIDynamicItem`: what a dynamic animator moves — a centre, bounds for its size, and a transform it
/// turns. `UIView` adopts it; a custom item (a layout attribute, a model object) adopts it with these three
/// properties. The animator reads the centre and rotation when it first meets the item (or on
/// `updateItem(usingCurrentState:)`) and writes them on every step.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's bounds: their size is its size for mass and collisions.
    var bounds: CGRect { get }
    /// The item's transform: the animator sets it to the item's rotation.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides with (`.rectangle` by default).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex path, around the item's centre, it collides with when ``collisionBoundsType`` is `.path`.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`: the item collides with its bounds.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path.
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// UIKit's `UIDynamicItemCollisionBoundsType`: the shape an item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// Its bounds, turned with it.
    case rectangle
    /// The ellipse inscribed in its bounds (a polygon of ``UIKitChoices/ellipseCollisionSides`` sides here).
    case ellipse
    /// Its `collisionBoundingPath`: a convex polygon around its centre (curves are flattened).
    case path
}

extension UIView: UIDynamicItem {}
