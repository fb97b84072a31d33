import Foundation

/// Exact area coverage of any closed contours under a fill rule (non-zero or even-odd): a pixel's coverage is
/// the area of the filled region inside it, whatever the contours do (overlap, cross themselves, wind twice).
///
/// Each pixel row is cut into horizontal strips at every edge end point and every crossing of two edges inside
/// the row. Within a strip no two edges cross, so sorting them by x and counting windings left to right gives the
/// filled intervals as trapezoids, bounded by one edge on the left and one on the right. Each trapezoid adds its
/// left edge's swept area and subtracts its right edge's (the accumulation of ``PolygonCoverage``, whose cells
/// summed along the row give each pixel's covered area). Since the trapezoids of a strip never overlap, the sums
/// are exact, not clamped approximations, so anti-aliasing along self-intersections and overlapping strokes is
/// as exact as along a rectangle's edge.
struct PathCoverage: Sendable {
    private var edges: [Edge] = []
    private let evenOdd: Bool
    /// For rows `firstRow ..< firstRow + rowStart.count − 1`, the edges crossing each row (as in
    /// ``PolygonCoverage``).
    private var firstRow = 0
    private var rowStart: [Int32] = []
    private var rowEdges: [Int32] = []
    /// The pixels the contours touch (clamped to the canvas rows).
    private(set) var box = PixelBox.empty

    private struct Edge: Sendable {
        var x0: Double, y0: Double, y1: Double, dxdy: Double, direction: Double
    }

    /// - Parameters:
    ///   - contours: closed polygons in canvas pixels (each implicitly closed); fewer than 3 points add nothing.
    ///   - evenOdd: the even-odd rule instead of non-zero winding.
    ///   - rows: the canvas height; rows outside `0..<rows` are never asked for.
    init(contours: [[Point]], evenOdd: Bool, rows: Int) {
        self.evenOdd = evenOdd
        var minY = Double.infinity, maxY = -Double.infinity, minX = Double.infinity, maxX = -Double.infinity
        let limit = 16_777_216.0
        for contour in contours where contour.count >= 3 {
            for i in 0..<contour.count {
                let p = contour[i], q = contour[(i + 1) % contour.count]
                guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite,
                    abs(p.x) < limit, abs(p.y) < limit, abs(q.x) < limit, abs(q.y) < limit
                else { continue }
                let (a, b, dir) = p.y < q.y ? (p, q, 1.0) : (q, p, -1.0)
                edges.append(Edge(x0: a.x, y0: a.y, y1: b.y, dxdy: (b.x - a.x) / (b.y - a.y), direction: dir))
                minY = min(minY, a.y); maxY = max(maxY, b.y)
                minX = min(minX, a.x, b.x); maxX = max(maxX, a.x, b.x)
            }
        }
        guard !edges.isEmpty else { return }
        let first = Int(max(0, min(Double(rows), floorFast(minY))))
        let last = Int(max(0, min(Double(rows), ceilFast(maxY))))
        guard first < last else { edges = []; return }
        firstRow = first
        box = PixelBox(x0: Int(floorFast(minX)), y0: first, x1: Int(ceilFast(maxX)), y1: last)
        let count = last - first
        func rowRange(_ e: Edge) -> Range<Int> {
            let a = Int(max(Double(first), min(Double(last), floorFast(e.y0))))
            let b = Int(max(Double(first), min(Double(last), ceilFast(e.y1))))
            return a < b ? (a - first)..<(b - first) : 0..<0
        }
        var counts = [Int32](repeating: 0, count: count + 1)
        for e in edges { for r in rowRange(e) { counts[r] += 1 } }
        rowStart = [Int32](repeating: 0, count: count + 1)
        var total: Int32 = 0
        for r in 0..<count { rowStart[r] = total; total += counts[r] }
        rowStart[count] = total
        rowEdges = [Int32](repeating: 0, count: Int(total))
        var fill = rowStart
        for (index, e) in edges.enumerated() {
            for r in rowRange(e) { rowEdges[Int(fill[r])] = Int32(index); fill[r] += 1 }
        }
    }

    /// Appends the spans of row `y` (pixels `0..<width`) to `out`.
    func spans(row y: Int, width: Int, into out: inout [Span], scratch: inout CoverageScratch) {
        let r = y - firstRow
        guard r >= 0, r + 1 < rowStart.count else { return }
        let first = Int(rowStart[r]), last = Int(rowStart[r + 1])
        guard first < last else { return }
        scratch.cells.removeAll(keepingCapacity: true)
        scratch.pieces.removeAll(keepingCapacity: true)
        scratch.levels.removeAll(keepingCapacity: true)
        let top = Double(y), bottom = top + 1
        for k in first..<last {
            let e = edges[Int(rowEdges[k])]
            let ya = max(e.y0, top), yb = min(e.y1, bottom)
            guard yb > ya else { continue }
            scratch.pieces.append(
                EdgePiece(
                    ya: ya, yb: yb, x0: e.x0 - e.y0 * e.dxdy, dxdy: e.dxdy,
                    direction: e.direction))
            scratch.levels.append(ya); scratch.levels.append(yb)
        }
        guard !scratch.pieces.isEmpty else { return }
        PathCoverage.sortUnique(&scratch.levels)
        let w = Double(width)
        var strip: [StripEdge] = []
        swap(&strip, &scratch.strip)
        for i in 1..<scratch.levels.count {
            let s0 = scratch.levels[i - 1], s1 = scratch.levels[i]
            strip.removeAll(keepingCapacity: true)
            for p in scratch.pieces where p.ya <= s0 && p.yb >= s1 {
                strip.append(StripEdge(top: p.x0 + s0 * p.dxdy, bottom: p.x0 + s1 * p.dxdy, direction: p.direction))
            }
            fillStrip(&strip, s0, s1, depth: 0, width: w, cells: &scratch.cells)
        }
        swap(&strip, &scratch.strip)
        PolygonCoverage.resolve(&scratch.cells, width: width, into: &out)
    }

    /// Fills one strip `[s0, s1]` whose edges all span it: splits it where edges cross, then adds the filled
    /// trapezoids.
    private func fillStrip(
        _ strip: inout [StripEdge], _ s0: Double, _ s1: Double, depth: Int, width: Double,
        cells: inout [(x: Int32, v: Double)]
    ) {
        guard strip.count >= 2 else { return }
        PathCoverage.sortByMiddle(&strip)
        var crossing = false
        for i in 1..<strip.count where strip[i].top < strip[i - 1].top || strip[i].bottom < strip[i - 1].bottom {
            crossing = true
            break
        }
        if crossing && depth < 2 {
            // Where edges cross inside the strip, as fractions of its height.
            var cuts: [Double] = []
            for i in 0..<strip.count {
                for j in (i + 1)..<strip.count {
                    let a = strip[i], b = strip[j]
                    let dTop = a.top - b.top, dBottom = a.bottom - b.bottom
                    guard (dTop < 0 && dBottom > 0) || (dTop > 0 && dBottom < 0) else { continue }
                    let t = dTop / (dTop - dBottom)
                    if t > 0 && t < 1 { cuts.append(t) }
                }
            }
            if !cuts.isEmpty {
                PathCoverage.sortUnique(&cuts)
                var previous = 0.0
                var sub: [StripEdge] = []
                sub.reserveCapacity(strip.count)
                for t in cuts + [1] where t > previous {
                    sub.removeAll(keepingCapacity: true)
                    for e in strip {
                        let dx = e.bottom - e.top
                        sub.append(
                            StripEdge(
                                top: e.top + dx * previous, bottom: t == 1 ? e.bottom : e.top + dx * t,
                                direction: e.direction))
                    }
                    let a = s0 + (s1 - s0) * previous, b = t == 1 ? s1 : s0 + (s1 - s0) * t
                    fillStrip(&sub, a, b, depth: depth + 1, width: width, cells: &cells)
                    previous = t
                }
                return
            }
        }
        let h = s1 - s0
        var winding = 0.0
        var left = 0
        for i in 0..<strip.count {
            let wasInside = inside(winding)
            winding += strip[i].direction
            let isInside = inside(winding)
            if !wasInside && isInside {
                left = i
            } else if wasInside && !isInside {
                let l = strip[left], r = strip[i]
                PolygonCoverage.accumulate(l.top, l.bottom, h, width: width, into: &cells)
                PolygonCoverage.accumulate(r.top, r.bottom, -h, width: width, into: &cells)
            }
        }
    }

    @inline(__always)
    private func inside(_ winding: Double) -> Bool {
        evenOdd ? Int(winding) & 1 != 0 : winding != 0
    }

    /// Insertion sort by the x at the strip's middle (strips hold few edges, nearly in order row to row).
    private static func sortByMiddle(_ a: inout [StripEdge]) {
        a.withUnsafeMutableBufferPointer { b in
            for i in 1..<b.count {
                let item = b[i], key = item.top + item.bottom
                var j = i - 1
                while j >= 0 && b[j].top + b[j].bottom > key { b[j + 1] = b[j]; j -= 1 }
                b[j + 1] = item
            }
        }
    }

    private static func sortUnique(_ a: inout [Double]) {
        guard a.count > 1 else { return }
        a.sort()
        var n = 1
        for i in 1..<a.count where a[i] != a[n - 1] { a[n] = a[i]; n += 1 }
        a.removeLast(a.count - n)
    }
}

/// An edge clipped to one pixel row: `x = x0 + y · dxdy` for `y` in `ya…yb`.
struct EdgePiece: Sendable {
    var ya: Double, yb: Double, x0: Double, dxdy: Double, direction: Double
}

/// An edge across one strip: its x at the strip's top and bottom.
struct StripEdge: Sendable {
    var top: Double, bottom: Double, direction: Double
}
