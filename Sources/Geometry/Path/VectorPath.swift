import Foundation

/// A path as a value: the elements of a `CGPath` (moves, lines, quadratic and cubic Bézier curves, closes) in
/// order, with no reference semantics. It is what crosses threads in a render tree; `CGPath` converts to it with
/// ``CoreGraphics/CGPath/vectorPath`` and back with ``cgPath``.
public struct VectorPath: Sendable, Hashable {
    /// One step of a path, with Core Graphics' meaning (`CGPathElementType`).
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case moveTo(CGPoint)
        /// A straight line from the current point.
        case lineTo(CGPoint)
        /// A quadratic Bézier curve from the current point to the first point, bent towards `control`.
        case quadCurveTo(CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point to the first point.
        case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, which ends the subpath.
        case closeSubpath

        /// The element with every point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .moveTo(let p): return .moveTo(p.applying(t))
            case .lineTo(let p): return .lineTo(p.applying(t))
            case .quadCurveTo(let p, let c): return .quadCurveTo(p.applying(t), control: c.applying(t))
            case .curveTo(let p, let c1, let c2):
                return .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }

        /// The element's points in Core Graphics' order (controls first, end point last).
        public var points: [CGPoint] {
            switch self {
            case .moveTo(let p), .lineTo(let p): return [p]
            case .quadCurveTo(let p, let c): return [c, p]
            case .curveTo(let p, let c1, let c2): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }
    }

    /// The elements in drawing order.
    public var elements: [Element]

    /// A path of these elements (empty by default).
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// True when the path has no elements (as `CGPath.isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// The path with every point mapped by `t` (curves stay curves: affine maps keep Bézier form).
    public func applying(_ t: CGAffineTransform) -> VectorPath {
        VectorPath(elements: elements.map { $0.applying(t) })
    }

    /// The number of points the elements hold (what scene limits count).
    public var pointCount: Int {
        elements.reduce(0) { $0 + $1.points.count }
    }

    /// The point the next element starts from: the end of the last element, or after a close the subpath's
    /// first point; `.zero` for an empty path (as `CGPath.currentPoint`).
    public var currentPoint: CGPoint {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p): current = p; start = p
            case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included (`CGPath.boundingBox`);
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = PointBox()
        for element in elements { for p in element.points { box.add(p) } }
        return box.rect
    }

    /// The smallest rectangle holding the path as drawn, without control points (`CGPath.boundingBoxOfPath`):
    /// each curve contributes its end points and its extrema. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = PointBox()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                current = p; start = p; box.add(p)
            case .lineTo(let p):
                box.add(p); current = p
            case .quadCurveTo(let p, let c):
                // Raise to a cubic: the same curve.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                box.addCubic(current, c1, c2, p); current = p
            case .curveTo(let p, let c1, let c2):
                box.addCubic(current, c1, c2, p); current = p
            case .closeSubpath:
                current = start
            }
        }
        return box.rect
    }
}

/// A growing axis-aligned box of points.
private struct PointBox {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    /// Adds a cubic's end points and the points where its derivative vanishes in x or y.
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0); add(p3)
        for t in PointBox.extrema(Double(p0.x), Double(p1.x), Double(p2.x), Double(p3.x))
            + PointBox.extrema(Double(p0.y), Double(p1.y), Double(p2.y), Double(p3.y))
        {
            let u = 1 - t
            let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
            add(
                CGPoint(
                    x: b0 * Double(p0.x) + b1 * Double(p1.x) + b2 * Double(p2.x) + b3 * Double(p3.x),
                    y: b0 * Double(p0.y) + b1 * Double(p1.y) + b2 * Double(p2.y) + b3 * Double(p3.y)))
        }
    }

    /// Parameters in (0, 1) where the cubic's coordinate a…d has a zero derivative.
    static func extrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = (b − a)(1 − t)² + 2(c − b)(1 − t)t + (d − c)t² = A t² + B t + C
        let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa)); roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
