/// Exact anti-aliased coverage of polygons under the nonzero winding rule: each pixel gets the area of the
/// pixel square that the filled region covers, rounded to 8 bits.
///
/// The method, per pixel row: the edges crossing the row are cut to it and grouped into clusters whose x
/// ranges overlap (separate glyphs never interact). Within a cluster the row is split into bands at every
/// edge end and every crossing of two edges, so that inside a band the edges keep their left-to-right
/// order. Walking a band from left to right and counting windings tells which edges bound the filled
/// region (winding 0 → non-zero, and back); each bounding edge adds the exact area to its right within the
/// band, pixel by pixel, into a running-difference row, and a prefix sum gives the coverage. Everything is
/// sequential double arithmetic in a fixed order, so the result is the same on every run.
struct GlyphCoverage {
    let width: Int
    let height: Int
    /// Coverage, one byte per pixel, rows top to bottom (0 = none, 255 = full).
    private(set) var values: [UInt8]

    init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        values = [UInt8](repeating: 0, count: width * height)
    }

    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double  // y0 < y1
        var winding: Int  // +1 when the polygon runs down (y increasing)
        @inline(__always) func x(at y: Double) -> Double {
            y <= y0 ? x0 : (y >= y1 ? x1 : x0 + (x1 - x0) * ((y - y0) / (y1 - y0)))
        }
    }

    /// A horizontal edge: no winding, but it ties together the edges it connects.
    private struct Flat {
        var y: Double, minX: Double, maxX: Double
    }

    /// A piece of an edge within the current row: from `top` to `bottom` (absolute y), x at either end.
    private struct Piece {
        var edge: Int
        var top: Double, bottom: Double
        var xTop: Double, xBottom: Double
        var minX: Double, maxX: Double
    }

    /// Buffers reused from row to row.
    private struct Scratch {
        var pieces: [Piece] = []
        var cuts: [Double] = []
        var band: [BandEdge] = []
        var accumulator: [Double]
    }

    /// An edge across one band: x at the band's top and bottom.
    private struct BandEdge {
        var x0: Double, x1: Double, key: Double, winding: Int
    }

    /// Fills the union (nonzero rule) of `polygons` (closed; pixel coordinates, y down) into the coverage,
    /// replacing what was there.
    mutating func fill(_ polygons: [[GlyphVector]]) {
        var edges: [Edge] = []
        var flats: [Flat] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[i + 1 == poly.count ? 0 : i + 1]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                if a.y == b.y {
                    flats.append(Flat(y: a.y, minX: min(a.x, b.x), maxX: max(a.x, b.x)))
                } else if a.y < b.y {
                    edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1))
                } else {
                    edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
                }
            }
        }
        for i in values.indices { values[i] = 0 }
        guard !edges.isEmpty, width > 0, height > 0 else { return }
        edges.sort { $0.y0 < $1.y0 || ($0.y0 == $1.y0 && ($0.x0 < $1.x0 || ($0.x0 == $1.x0 && $0.y1 < $1.y1))) }
        flats.sort { $0.y < $1.y || ($0.y == $1.y && $0.minX < $1.minX) }

        var scratch = Scratch(accumulator: [Double](repeating: 0, count: width + 2))
        var active: [Int] = []
        var next = 0, nextFlat = 0
        // Glyphs may start below the bitmap (a label shorter than its line): then no row has coverage.
        let firstRow = max(0, Int(edges[0].y0.rounded(.down)))
        guard firstRow < height else { return }
        for row in firstRow..<height {
            let top = Double(row), bottom = top + 1
            active.removeAll { edges[$0].y1 <= top }
            while next < edges.count && edges[next].y0 < bottom {
                if edges[next].y1 > top { active.append(next) }
                next += 1
            }
            while nextFlat < flats.count && flats[nextFlat].y < top { nextFlat += 1 }
            var rowFlats = nextFlat
            while rowFlats < flats.count && flats[rowFlats].y < bottom { rowFlats += 1 }
            if active.isEmpty {
                if next == edges.count { break }
                continue
            }
            fillRow(row, edges: edges, active: active, flats: flats[nextFlat..<rowFlats], scratch: &scratch)
        }
    }

    private mutating func fillRow(
        _ row: Int, edges: [Edge], active: [Int], flats: ArraySlice<Flat>,
        scratch: inout Scratch
    ) {
        let top = Double(row), bottom = top + 1
        scratch.pieces.removeAll(keepingCapacity: true)
        var lowest = Double.infinity, highest = -Double.infinity
        for i in active {
            let e = edges[i]
            let t = max(e.y0, top), b = min(e.y1, bottom)
            guard b > t else { continue }
            let xt = e.x(at: t), xb = e.x(at: b)
            let lo = min(xt, xb), hi = max(xt, xb)
            lowest = min(lowest, lo); highest = max(highest, hi)
            scratch.pieces.append(Piece(edge: i, top: t, bottom: b, xTop: xt, xBottom: xb, minX: lo, maxX: hi))
        }
        guard !scratch.pieces.isEmpty, highest >= 0, lowest < Double(width) else { return }
        // Horizontal edges inside the row join the clusters they connect (they carry no winding).
        for f in flats {
            scratch.pieces.append(
                Piece(
                    edge: -1, top: f.y, bottom: f.y, xTop: f.minX, xBottom: f.maxX,
                    minX: f.minX, maxX: f.maxX))
        }
        scratch.pieces.sort { $0.minX < $1.minX || ($0.minX == $1.minX && $0.edge < $1.edge) }
        // Only the pixels between the leftmost and rightmost edge can change.
        let first = max(0, Int(lowest.rounded(.down)))
        let last = min(width, Int(highest.rounded(.down)) + 2)
        for i in first...last { scratch.accumulator[i] = 0 }

        // The winding number left of the current cluster. Between clusters it is the same at every height
        // of the row: inside a cluster the windings of edges meeting at a vertex cancel.
        var carry = 0
        var start = 0
        let count = scratch.pieces.count
        while start < count {
            var end = start + 1
            var reach = scratch.pieces[start].maxX
            while end < count && scratch.pieces[end].minX <= reach {
                reach = max(reach, scratch.pieces[end].maxX)
                end += 1
            }
            carry = fillCluster(start..<end, edges: edges, top: top, bottom: bottom, winding: carry, scratch: &scratch)
            start = end
        }

        var sum = 0.0
        let base = row * width
        scratch.accumulator.withUnsafeBufferPointer { acc in
            values.withUnsafeMutableBufferPointer { out in
                for x in first..<min(last, width) {
                    sum += acc[x]
                    let c = sum <= 0 ? 0 : (sum >= 1 ? 1 : sum)
                    out[base + x] = UInt8(c * 255 + 0.5)
                }
            }
        }
    }

    /// Adds one cluster's coverage to the row; `winding` is the winding number to its left. Returns the
    /// winding number to its right.
    private func fillCluster(
        _ range: Range<Int>, edges: [Edge], top: Double, bottom: Double,
        winding carry: Int, scratch: inout Scratch
    ) -> Int {
        // Band limits: the row, edge ends inside it, and crossings.
        scratch.cuts.removeAll(keepingCapacity: true)
        scratch.cuts.append(top)
        scratch.cuts.append(bottom)
        // The cluster's net winding (constant over the row): ∫ Σ windings dy over a row of height 1.
        var net = 0.0
        for k in range {
            let p = scratch.pieces[k]
            guard p.edge >= 0 else { continue }
            net += Double(edges[p.edge].winding) * (p.bottom - p.top)
            if p.top > top { scratch.cuts.append(p.top) }
            if p.bottom < bottom { scratch.cuts.append(p.bottom) }
        }
        for i in range {
            let a = scratch.pieces[i]
            guard a.edge >= 0 else { continue }
            var j = i + 1
            while j < range.upperBound {
                let b = scratch.pieces[j]
                j += 1
                if b.minX >= a.maxX { break }  // sorted by minX: no later piece can cross a
                guard b.edge >= 0 else { continue }
                let y0 = max(a.top, b.top), y1 = min(a.bottom, b.bottom)
                guard y1 > y0 else { continue }
                let ea = edges[a.edge], eb = edges[b.edge]
                let d0 = ea.x(at: y0) - eb.x(at: y0), d1 = ea.x(at: y1) - eb.x(at: y1)
                if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                    let y = y0 + (y1 - y0) * (d0 / (d0 - d1))
                    if y > y0 && y < y1 { scratch.cuts.append(y) }
                }
            }
        }
        if scratch.cuts.count > 2 { scratch.cuts.sort() }

        var k = 0
        while k + 1 < scratch.cuts.count {
            let s0 = scratch.cuts[k], s1 = scratch.cuts[k + 1]
            k += 1
            guard s1 - s0 > 1e-12 else { continue }
            scratch.band.removeAll(keepingCapacity: true)
            for i in range {
                let p = scratch.pieces[i]
                guard p.edge >= 0, p.top <= s0, p.bottom >= s1 else { continue }
                let e = edges[p.edge]
                let x0 = s0 == p.top ? p.xTop : e.x(at: s0)
                let x1 = s1 == p.bottom ? p.xBottom : e.x(at: s1)
                scratch.band.append(BandEdge(x0: x0, x1: x1, key: x0 + x1, winding: e.winding))
            }
            scratch.band.sort { $0.key < $1.key || ($0.key == $1.key && $0.winding > $1.winding) }
            var winding = carry
            for piece in scratch.band {
                let before = winding
                winding += piece.winding
                if before == 0 && winding != 0 {
                    addBoundary(piece.x0, piece.x1, height: s1 - s0, sign: 1, into: &scratch.accumulator)
                } else if before != 0 && winding == 0 {
                    addBoundary(piece.x0, piece.x1, height: s1 - s0, sign: -1, into: &scratch.accumulator)
                }
            }
        }
        return carry + Int(net.rounded())
    }

    /// Adds `sign` × the area right of the line from `xa` (band top) to `xb` (band bottom), within a band of
    /// the given height, to each pixel of the row, as running differences.
    @inline(__always)
    private func addBoundary(_ xa: Double, _ xb: Double, height dy: Double, sign: Double, into acc: inout [Double]) {
        let lo = min(xa, xb), hi = max(xa, xb)
        if hi < 0 {
            acc[0] += sign * dy
            return
        }
        if lo >= Double(width) { return }
        let first = max(Int(lo.rounded(.down)), -1)
        let last = min(Int(hi.rounded(.down)), width)
        var previous = 0.0
        var i = first
        while i <= last {
            // Mean over the band of clamp(i + 1 − x, 0, 1), x running linearly from lo to hi.
            let u0 = Double(i + 1) - hi, u1 = Double(i + 1) - lo
            let mean: Double
            if u1 - u0 < 1e-9 {
                mean = min(1, max(0, (u0 + u1) / 2))
            } else {
                mean = (GlyphCoverage.rampIntegral(u1) - GlyphCoverage.rampIntegral(u0)) / (u1 - u0)
            }
            let v = dy * mean
            acc[max(i, 0)] += sign * (v - previous)
            previous = v
            i += 1
        }
        if last + 1 <= width { acc[last + 1] += sign * (dy - previous) }
    }

    /// ∫₀ᵘ clamp(t, 0, 1) dt.
    @inline(__always)
    private static func rampIntegral(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u <= 1 { return u * u / 2 }
        return u - 0.5
    }
}
