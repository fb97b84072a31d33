import Foundation

/// Exact area coverage of polygons (one or more closed contours, non-zero winding taken as |winding| ≤ 1).
///
/// Each edge, clipped to a pixel row, adds to the cells it crosses the signed area it sweeps to its right: the
/// part inside the cell goes to that cell, the rest to the cell after it. The running sum of those cells along
/// the row is then the exact covered area of each pixel (for contours that do not overlap themselves; an inner
/// contour of opposite direction subtracts, which is how borders are made). Between the cells an edge touches
/// the coverage is constant, so a row comes out as a few spans however wide the shape is.
struct PolygonCoverage: Sendable {
    private var edges: [Edge] = []
    /// The edges crossing each row.
    private var rows = RowBuckets()

    private struct Edge: Sendable {
        var x0: Double, y0: Double, y1: Double, dxdy: Double, direction: Double
    }

    /// - Parameter rows: the canvas height; rows outside `0..<rows` are never asked for.
    init(contours: [[Point]], rows: Int) {
        var minY = Double.infinity, maxY = -Double.infinity
        for contour in contours where contour.count >= 3 {
            for i in 0..<contour.count {
                let p = contour[i], q = contour[(i + 1) % contour.count]
                guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { continue }
                let (a, b, dir) = p.y < q.y ? (p, q, 1.0) : (q, p, -1.0)
                edges.append(Edge(x0: a.x, y0: a.y, y1: b.y, dxdy: (b.x - a.x) / (b.y - a.y), direction: dir))
                minY = min(minY, a.y); maxY = max(maxY, b.y)
            }
        }
        guard !edges.isEmpty else { return }
        // Rows of the canvas the polygon reaches.
        let first = Int(max(0, min(Double(rows), floorFast(max(minY, -1)))))
        let last = Int(max(0, min(Double(rows), ceilFast(min(maxY, Double(rows) + 1)))))
        guard first < last else { edges = []; return }
        let edges = self.edges
        self.rows = RowBuckets(count: edges.count, first: first, last: last) { i in
            let e = edges[i]
            let a = Int(max(Double(first), min(Double(last), floorFast(max(e.y0, -1)))))
            let b = Int(max(Double(first), min(Double(last), ceilFast(min(e.y1, Double(rows) + 1)))))
            return a < b ? (a - first)..<(b - first) : 0..<0
        }
    }

    /// Appends the spans of row `y` (pixels `0..<width`) to `out`.
    func spans(row y: Int, width: Int, into out: inout [Span], scratch: inout CoverageScratch) {
        let range = rows.range(ofRow: y)
        guard !range.isEmpty else { return }
        scratch.cells.removeAll(keepingCapacity: true)
        let top = Double(y), bottom = top + 1, w = Double(width)
        rows.withEdges { rowEdges in
            for k in range {
                let e = edges[Int(rowEdges[k])]
                let ya = max(e.y0, top), yb = min(e.y1, bottom)
                guard yb > ya else { continue }
                let xa = e.x0 + (ya - e.y0) * e.dxdy, xb = e.x0 + (yb - e.y0) * e.dxdy
                AreaAccumulation.accumulate(xa, xb, (yb - ya) * e.direction, width: w) {
                    scratch.cells.append((Int32(truncatingIfNeeded: $0), $1))
                }
            }
        }
        PolygonCoverage.resolve(&scratch.cells, width: width, into: &out)
    }

    /// Turns accumulation cells into spans: sorted by x, summed, the running sum is the coverage.
    static func resolve(_ cells: inout [(x: Int32, v: Double)], width: Int, into out: inout [Span]) {
        let n = cells.count
        guard n > 0 else { return }
        // Insertion sort: rows hold few cells, nearly in order.
        cells.withUnsafeMutableBufferPointer { c in
            for i in 1..<n {
                let item = c[i]
                var j = i - 1
                while j >= 0 && c[j].x > item.x { c[j + 1] = c[j]; j -= 1 }
                c[j + 1] = item
            }
            var sum = 0.0
            var i = 0
            let limit = Int32(width)
            while i < n {
                let x = c[i].x
                while i < n && c[i].x == x { sum += c[i].v; i += 1 }
                let next = i < n ? min(c[i].x, limit) : limit
                guard x < limit else { break }
                let coverage = min(1, abs(sum))
                if coverage > 1e-9 && next > x {
                    SpanMath.append(Span(x0: x, x1: next, coverage: Float(coverage)), to: &out)
                }
                if i >= n { break }
            }
        }
    }
}
