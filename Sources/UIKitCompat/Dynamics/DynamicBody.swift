import Foundation

/// A point or vector of the dynamics world, in points (Double for exact, repeatable arithmetic).
struct Vec2: Equatable {
    var x: Double
    var y: Double

    static let zero = Vec2(x: 0, y: 0)
    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec2, k: Double) -> Vec2 { Vec2(x: a.x * k, y: a.y * k) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    static func -= (a: inout Vec2, b: Vec2) { a = a - b }
    func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
    /// The z of the 3D cross product.
    func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    /// This vector turned a quarter turn (clockwise on screen, y down).
    var perpendicular: Vec2 { Vec2(x: -y, y: x) }
    var normalized: Vec2 {
        let l = length
        return l > 1e-12 ? self * (1 / l) : .zero
    }
    func rotated(by angle: Double) -> Vec2 {
        let c = cos(angle), s = sin(angle)
        return Vec2(x: c * x - s * y, y: s * x + c * y)
    }
    /// ω × r for an angular velocity ω about the z axis.
    static func cross(_ w: Double, _ r: Vec2) -> Vec2 { Vec2(x: -w * r.y, y: w * r.x) }

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    init(_ vector: CGVector) { self.init(x: Double(vector.dx), y: Double(vector.dy)) }
    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
}

/// The physical state of one dynamic item: position (its centre), velocity, rotation, and the properties its
/// item behaviours give it.
@MainActor
final class DynamicBody {
    let item: UIDynamicItem
    var position: Vec2
    var velocity = Vec2.zero
    var angle: Double
    var angularVelocity: Double = 0
    /// The force and torque gathered for the current substep.
    var force = Vec2.zero
    var torque: Double = 0
    var properties = DynamicItemProperties()
    /// The collision shape around the centre, unrotated: a convex polygon, counter-clockwise on screen.
    private(set) var shape: [Vec2] = []
    private(set) var mass: Double = 1
    private(set) var inertia: Double = 1

    init(item: UIDynamicItem) {
        self.item = item
        position = Vec2(item.center)
        angle = 0
        readState()
    }

    /// Reads the item's centre, rotation (from its transform) and shape.
    func readState() {
        position = Vec2(item.center)
        let t = item.transform
        angle = atan2(Double(t.b), Double(t.a))
        shape = DynamicBody.shape(of: item)
        updateMass()
    }

    /// 1 / mass (0 for an anchored item).
    var inverseMass: Double { properties.isAnchored ? 0 : 1 / mass }
    /// 1 / moment of inertia (0 for an anchored item or one that may not rotate).
    var inverseInertia: Double { properties.isAnchored || !properties.allowsRotation ? 0 : 1 / inertia }

    /// Mass from density and area: a 100 × 100 item of density 1 weighs 1 (UIKit's unit, which makes a push of
    /// magnitude 1 accelerate it by 100 points/s²); inertia that of the polygon about its centre.
    func updateMass() {
        let density = max(1e-6, Double(properties.density))
        var area = 0.0, second = 0.0
        for i in shape.indices {
            let a = shape[i], b = shape[(i + 1) % shape.count]
            let c = a.cross(b)
            area += c / 2
            second += c * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
        }
        area = abs(area)
        if area < 1e-6 {
            let size = item.bounds.size
            area = max(1, Double(size.width * size.height))
            second = area * area / 6
        }
        mass = density * area / 10_000
        inertia = max(1e-9, density * abs(second) / 10_000)
    }

    /// The shape's corners in the world, turned and placed.
    var worldShape: [Vec2] { shape.map { $0.rotated(by: angle) + position } }

    /// The velocity of the body's point at `r` from its centre.
    func velocity(at r: Vec2) -> Vec2 { velocity + Vec2.cross(angularVelocity, r) }

    /// Applies `impulse` at `r` from the centre.
    func applyImpulse(_ impulse: Vec2, at r: Vec2) {
        velocity += impulse * inverseMass
        angularVelocity += r.cross(impulse) * inverseInertia
    }

    /// Writes the centre and rotation to the item.
    func write() {
        item.center = position.point
        if properties.allowsRotation || angle != 0 {
            item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
        }
    }

    /// The item's collision polygon around its centre.
    static func shape(of item: UIDynamicItem) -> [Vec2] {
        let size = item.bounds.size
        let w = Double(size.width) / 2, h = Double(size.height) / 2
        switch item.collisionBoundsType {
        case .rectangle:
            return [Vec2(x: -w, y: -h), Vec2(x: w, y: -h), Vec2(x: w, y: h), Vec2(x: -w, y: h)]
        case .ellipse:
            let n = UIKitChoices.current.ellipseCollisionSides
            return (0..<n).map { i in
                let t = 2 * Double.pi * Double(i) / Double(n)
                return Vec2(x: w * cos(t), y: h * sin(t))
            }
        case .path:
            let points = DynamicBody.polygon(of: item.collisionBoundingPath.cgPath)
            return points.count >= 3 ? points : shape(ofRectangle: w, h)
        }
    }

    private static func shape(ofRectangle w: Double, _ h: Double) -> [Vec2] {
        [Vec2(x: -w, y: -h), Vec2(x: w, y: -h), Vec2(x: w, y: h), Vec2(x: -w, y: h)]
    }

    /// The points of a path, curves sampled at eighths, the closing point dropped.
    static func polygon(of path: CGPath) -> [Vec2] {
        var points: [Vec2] = []
        var current = Vec2.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint, .addLineToPoint:
                current = Vec2(e.points[0])
                points.append(current)
            case .addQuadCurveToPoint:
                let c = Vec2(e.points[0]), end = Vec2(e.points[1]), start = current
                for k in 1...8 {
                    let t = Double(k) / 8, u = 1 - t
                    points.append(start * (u * u) + c * (2 * u * t) + end * (t * t))
                }
                current = end
            case .addCurveToPoint:
                let c1 = Vec2(e.points[0]), c2 = Vec2(e.points[1]), end = Vec2(e.points[2]), start = current
                for k in 1...8 {
                    let t = Double(k) / 8, u = 1 - t
                    points.append(
                        start * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t))
                }
                current = end
            case .closeSubpath:
                break
            @unknown default:
                break
            }
        }
        if let first = points.first, let last = points.last, points.count > 1, (first - last).length < 1e-9 {
            points.removeLast()
        }
        // Counter-clockwise on screen (y down) is a negative signed area in these coordinates: keep one winding.
        var area = 0.0
        for i in points.indices { area += points[i].cross(points[(i + 1) % points.count]) }
        return area < 0 ? points.reversed() : points
    }
}

/// The properties UIDynamicItemBehavior gives an item (UIKit's defaults).
struct DynamicItemProperties {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false
}
