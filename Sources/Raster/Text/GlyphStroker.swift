/// Turns glyph strokes into closed polygons (their outlines) in pixel space, for `GlyphCoverage`.
///
/// A stroke's outline is the set of points within the pen radius of its centre line. Each smooth run of the
/// centre line becomes one polygon: the offset line on one side, a round cap, the offset line on the other
/// side backwards, another round cap. Where the centre line turns sharply (more than 60°) the run is split
/// and the two runs' round caps overlap into a round join. Every polygon winds the same way, so under the
/// nonzero rule overlapping pieces unite; a ring (closed stroke) is an outer and an inner loop.
struct GlyphStroker {
    /// Maps design units (y up) to pixels (y down): `px = origin + (u·scale, −v·scale)`.
    var origin: GlyphVector
    var scale: Double
    /// Flattening tolerance of the round caps, in pixels.
    var tolerance: Double = 0.04

    func polygons(for stroke: GlyphStroke) -> [[GlyphVector]] {
        let radius = stroke.radius * scale
        guard radius > 0 else { return [] }
        var pts: [GlyphVector] = []
        pts.reserveCapacity(stroke.points.count)
        for p in stroke.points {
            let q = GlyphVector(origin.x + p.x * scale, origin.y - p.y * scale)
            if let last = pts.last, (q - last).length < 1e-7 { continue }
            pts.append(q)
        }
        if stroke.isClosed, pts.count > 1, (pts[0] - pts[pts.count - 1]).length < 1e-7 { pts.removeLast() }
        guard !pts.isEmpty else { return [] }
        if pts.count == 1 { return [disc(pts[0], radius)] }
        if stroke.isClosed && pts.count >= 3 && !hasSharpCorner(pts, closed: true) {
            return ring(pts, radius)
        }
        if stroke.isClosed { pts.append(pts[0]) }
        var result: [[GlyphVector]] = []
        var start = 0
        for i in 1..<pts.count - 1 where isSharp(pts[i - 1], pts[i], pts[i + 1]) {
            result.append(capsule(Array(pts[start...i]), radius))
            start = i
        }
        result.append(capsule(Array(pts[start...]), radius))
        return result
    }

    // MARK: Pieces

    private func isSharp(_ a: GlyphVector, _ b: GlyphVector, _ c: GlyphVector) -> Bool {
        let d0 = b - a, d1 = c - b
        // cos(turn) < 0.5 ⇔ the direction turns by more than 60°.
        return d0.dot(d1) < 0.5 * d0.length * d1.length
    }

    private func hasSharpCorner(_ pts: [GlyphVector], closed: Bool) -> Bool {
        let n = pts.count
        for i in 0..<n where isSharp(pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]) { return true }
        return false
    }

    /// The unit normal (quarter turn of the direction) of segment a→b.
    private func normal(_ a: GlyphVector, _ b: GlyphVector) -> GlyphVector {
        let d = b - a
        return d.perpendicular * (1 / d.length)
    }

    /// The offset direction at a vertex between two segments with unit normals n0, n1, scaled so that the
    /// offset lines stay at distance 1 from both segments (a miter; the turn here is at most 60°).
    private func miter(_ n0: GlyphVector, _ n1: GlyphVector) -> GlyphVector {
        let sum = n0 + n1
        let len = sum.length
        guard len > 1e-9 else { return n1 }
        let bisector = sum * (1 / len)
        let cosHalf = bisector.dot(n1)
        return bisector * (1 / max(cosHalf, 0.5))
    }

    /// Offsets of a polyline (open) at each vertex, unit-distance.
    private func offsets(_ pts: [GlyphVector]) -> [GlyphVector] {
        let n = pts.count
        var normals: [GlyphVector] = []
        normals.reserveCapacity(n - 1)
        for i in 0..<n - 1 { normals.append(normal(pts[i], pts[i + 1])) }
        var result: [GlyphVector] = [normals[0]]
        for i in 1..<n - 1 { result.append(miter(normals[i - 1], normals[i])) }
        result.append(normals[n - 2])
        return result
    }

    /// An open run with round caps at both ends.
    private func capsule(_ pts: [GlyphVector], _ radius: Double) -> [GlyphVector] {
        let n = pts.count
        let off = offsets(pts)
        var poly: [GlyphVector] = []
        poly.reserveCapacity(2 * n + 40)
        for i in 0..<n { poly.append(pts[i] + off[i] * radius) }
        let endDir = (pts[n - 1] - pts[n - 2]) * (1 / (pts[n - 1] - pts[n - 2]).length)
        appendCap(&poly, center: pts[n - 1], normal: normal(pts[n - 2], pts[n - 1]), direction: endDir, radius: radius)
        for i in stride(from: n - 1, through: 0, by: -1) { poly.append(pts[i] - off[i] * radius) }
        let startDir = (pts[0] - pts[1]) * (1 / (pts[0] - pts[1]).length)
        appendCap(&poly, center: pts[0], normal: normal(pts[1], pts[0]), direction: startDir, radius: radius)
        return poly
    }

    /// The half circle from `center + normal·r` round through `center + direction·r` to `center − normal·r`,
    /// without its two end points (they are the offset lines' ends).
    private func appendCap(
        _ poly: inout [GlyphVector], center: GlyphVector, normal: GlyphVector,
        direction: GlyphVector, radius: Double
    ) {
        let k = GlyphTrig.segmentCount(degrees: 180, radius: radius, tolerance: tolerance)
        guard k > 1 else { return }
        for i in 1..<k {
            let (c, s) = GlyphTrig.cosSin(degrees: 180 * Double(i) / Double(k))
            poly.append(center + normal * (radius * c) + direction * (radius * s))
        }
    }

    private func disc(_ center: GlyphVector, _ radius: Double) -> [GlyphVector] {
        let k = GlyphTrig.segmentCount(degrees: 360, radius: radius, tolerance: tolerance)
        var poly: [GlyphVector] = []
        poly.reserveCapacity(k)
        // Same winding as the capsules: angles decreasing on screen (y down).
        for i in 0..<k {
            let (c, s) = GlyphTrig.cosSin(degrees: -360 * Double(i) / Double(max(k, 3)))
            poly.append(center + GlyphVector(radius * c, radius * s))
        }
        return poly
    }

    /// A closed, smooth centre line: outer and inner loops.
    private func ring(_ pts: [GlyphVector], _ radius: Double) -> [[GlyphVector]] {
        let n = pts.count
        var normals: [GlyphVector] = []
        normals.reserveCapacity(n)
        for i in 0..<n { normals.append(normal(pts[i], pts[(i + 1) % n])) }
        var a: [GlyphVector] = [], b: [GlyphVector] = []
        a.reserveCapacity(n); b.reserveCapacity(n)
        for i in 0..<n {
            let m = miter(normals[(i + n - 1) % n], normals[i])
            a.append(pts[i] + m * radius)
            b.append(pts[i] - m * radius)
        }
        return [a, b.reversed()]
    }
}
