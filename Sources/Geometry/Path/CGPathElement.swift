import Foundation

#if !canImport(CoreGraphics)
/// The kind of a path element (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// One point: where a new subpath starts.
    case moveToPoint = 0
    /// One point: the end of a straight line.
    case addLineToPoint = 1
    /// Two points: the control point, then the end point.
    case addQuadCurveToPoint = 2
    /// Three points: the two control points, then the end point.
    case addCurveToPoint = 3
    /// No points: a line back to the subpath's start.
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock` hands it out: its type and its points (valid only during
/// the call).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points (see ``CGPathElementType`` for how many).
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` whose points are read from `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Which points a filled path covers (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Points with a non-zero winding number.
    case winding = 0
    /// Points crossed by an odd number of edges on any ray.
    case evenOdd = 1
}

/// How the open ends of a stroke are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Squared off at the end point.
    case butt = 0
    /// A half disc of the line's width around the end point.
    case round = 1
    /// Squared off half the line's width beyond the end point.
    case square = 2
}

/// How a stroke turns at the corners of a path (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// The outer edges extended until they meet, unless that is longer than the miter limit (then beveled).
    case miter = 0
    /// A disc sector around the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}
#endif
