import Foundation

/// One subpath flattened to straight segments: its points in order and whether it is closed (a closed polyline
/// ends with a segment back to its first point, which is not repeated).
package struct Polyline: Sendable, Equatable {
    package var points: [Point]
    package var isClosed: Bool
    /// A one-point polyline that was drawn (a line or curve back to its own start, or a zero-length dash), not
    /// just moved to: round and square caps draw it as a dot.
    package var isZeroLength: Bool
    /// Per point, true where it lies inside a flattened curve (not at a corner of the path): a stroke turns
    /// there with a round join whatever its join style, as the curve's own offset does. Empty when no point is.
    package var smooth: [Bool]
    /// The unit direction the line leaves its first point in, when that is not its first segment's (a dash
    /// starting inside a curve: the curve's tangent there); nil for the segment's own.
    package var startDirection: Point?
    /// The unit direction the line arrives at its last point in, when that is not its last segment's.
    package var endDirection: Point?

    package init(
        points: [Point], isClosed: Bool, isZeroLength: Bool = false, smooth: [Bool] = [],
        startDirection: Point? = nil, endDirection: Point? = nil
    ) {
        self.points = points
        self.isClosed = isClosed
        self.isZeroLength = isZeroLength
        self.smooth = smooth
        self.startDirection = startDirection
        self.endDirection = endDirection
    }

    /// Whether point `i` is inside a curve.
    @inline(__always)
    package func isSmooth(_ i: Int) -> Bool { i < smooth.count && smooth[i] }

    /// The length of its segments, the closing one included when closed.
    package var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += distance(points[i - 1], points[i]) }
        if isClosed { total += distance(points[points.count - 1], points[0]) }
        return total
    }
}

@inline(__always)
package func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}
