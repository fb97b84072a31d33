import Foundation

/// Turns a ``ShapeContent``'s fill and stroke into exact-area coverage on a canvas, given the map from the
/// layer's bounds space to canvas pixels.
///
/// Curves are flattened within ``tolerance`` pixels (measured on the canvas, so a scaled-up layer gets finer
/// segments), compensated (`FlatteningCompensation`): the points move outwards so that a fill's polygon keeps the
/// curve's area, a stroke's centre line its length, and round joins and caps their sectors' area, to second
/// order — a circle keeps its area within a thousandth from a radius of 2 pixels up. Strokes are built in the
/// layer's own space (a non-uniformly scaled layer gets a non-uniformly scaled line, as in Core Graphics), then
/// mapped.
enum PathRasterizer {
    /// The flattening tolerance in canvas pixels.
    static let tolerance = Double(ShapeContent.flatteningTolerance)

    /// The coverage of the path filled with `rule`; nil when it covers nothing on the canvas.
    static func fill(_ path: VectorPath, evenOdd: Bool, map: Homography, rows: Int) -> PathCoverage? {
        let contours: [[Point]]
        if let affine = affine(map) {
            contours = path.flattened(tolerance: tolerance, transform: affine, compensated: true).map(\.points)
        } else {
            contours = path.flattened(tolerance: tolerance / max(1e-9, 4 * scale(of: map)), compensated: true).map {
                map.map($0.points)
            }
        }
        let coverage = PathCoverage(contours: contours, evenOdd: evenOdd, rows: rows)
        return coverage.box.isEmpty ? nil : coverage
    }

    /// The coverage of the path stroked as `shape` says (width, caps, joins, dashes, start and end); nil when
    /// nothing is drawn.
    static func stroke(_ shape: ShapeContent, map: Homography, rows: Int) -> PathCoverage? {
        let contours = strokeOutline(shape, map: map)
        guard !contours.isEmpty else { return nil }
        let coverage = PathCoverage(contours: contours, evenOdd: false, rows: rows)
        return coverage.box.isEmpty ? nil : coverage
    }

    /// The stroke's outline contours in canvas pixels (their non-zero fill is the stroke).
    static func strokeOutline(_ shape: ShapeContent, map: Homography) -> [[Point]] {
        guard shape.lineWidth > 0, shape.strokeStart < shape.strokeEnd else { return [] }
        let pixels = scale(of: map)
        guard pixels > 0, pixels.isFinite else { return [] }
        let local = tolerance / (map.isAffine ? pixels : 4 * pixels)
        let lines = PathDasher.pieces(
            shape.path.flattened(tolerance: local, forStroking: true, compensated: true),
            pattern: shape.lineDashPattern.map { Double($0) },
            phase: Double(shape.lineDashPhase),
            start: Double(shape.strokeStart), end: Double(shape.strokeEnd))
        let style = StrokeGeometry(
            lineWidth: Double(shape.lineWidth), lineCap: shape.lineCap,
            lineJoin: shape.lineJoin, miterLimit: Double(shape.miterLimit))
        return PathStroker.outline(lines, style: style, tolerance: local, compensated: true).map { map.map($0) }
    }

    /// The affine part of `map` as a Core Graphics transform, when it is affine.
    static func affine(_ map: Homography) -> CGAffineTransform? {
        guard map.isAffine else { return nil }
        let n = map.normalized
        return CGAffineTransform(a: n.a, b: n.b, c: n.c, d: n.d, tx: n.tx, ty: n.ty)
    }

    /// The largest stretch `map` gives a unit length (at the origin for perspective maps).
    static func scale(of map: Homography) -> Double {
        let n = map.normalized
        return max(hypot(n.a, n.b), hypot(n.c, n.d))
    }

    /// How far a stroke reaches beyond its path's control points, in the path's units.
    static func strokeReach(_ shape: ShapeContent) -> Double {
        let h = Double(shape.lineWidth) / 2
        guard shape.strokeColor != nil, h > 0 else { return 0 }
        let miter = shape.lineJoin == .miter ? max(1, Double(shape.miterLimit)) : 1
        return h * max(miter, 2.0.squareRoot())
    }
}
