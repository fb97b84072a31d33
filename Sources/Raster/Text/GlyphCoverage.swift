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
        var x0: Double, y0: Double, x1: Double, y1: Double   // y0 < y1
        var winding: Int                                     // +1 when the polygon runs down (y increasing)
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

    /// Fills the union (nonzero rule) of `polygons` (closed; pixel coordinates, y down) into the coverage,
    /// replacing what was there.
    mutating func fill(_ polygons: [[GlyphVector]]) {
        var edges: [Edge] = []
        var flats: [Flat] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                if a.y == b.y {
                    flats.append(Flat(y: a.y, minX: min(a.x, b.x), maxX: max(a.x, b.x)))
                    continue
                }
                if a.y < b.y {
                    edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1))
                } else {
                    edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
                }
            }
        }
        guard !edges.isEmpty, width > 0, height > 0 else { return }
        edges.sort { $0.y0 < $1.y0 || ($0.y0 == $1.y0 && ($0.x0 < $1.x0 || ($0.x0 == $1.x0 && $0.y1 < $1.y1))) }
        flats.sort { $0.y < $1.y || ($0.y == $1.y && $0.minX < $1.minX) }
        var nextFlat = 0

        var accumulator = [Double](repeating: 0, count: width + 2)
        var active: [Int] = []
        var next = 0
        let firstRow = max(0, Int(edges[0].y0.rounded(.down)))
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
            fillRow(row, edges: edges, active: active, flats: flats[nextFlat..<rowFlats], accumulator: &accumulator)
        }
    }

    private mutating func fillRow(_ row: Int, edges: [Edge], active: [Int], flats: ArraySlice<Flat>,
                                  accumulator acc: inout [Double]) {
        let top = Double(row), bottom = top + 1
        var pieces: [Piece] = []
        pieces.reserveCapacity(active.count)
        for i in active {
            let e = edges[i]
            let t = max(e.y0, top), b = min(e.y1, bottom)
            guard b > t else { continue }
            let xt = e.x(at: t), xb = e.x(at: b)
            pieces.append(Piece(edge: i, top: t, bottom: b, xTop: xt, xBottom: xb, minX: min(xt, xb), maxX: max(xt, xb)))
        }
        // Horizontal edges inside the row join the clusters they connect (they carry no winding).
        for f in flats {
            pieces.append(Piece(edge: -1, top: f.y, bottom: f.y, xTop: f.minX, xBottom: f.maxX, minX: f.minX, maxX: f.maxX))
        }
        pieces.sort { $0.minX < $1.minX || ($0.minX == $1.minX && $0.edge < $1.edge) }
        for i in 0..<acc.count { acc[i] = 0 }

        // The winding number left of the current cluster. Between clusters it is the same at every height
        // of the row: inside a cluster the windings of edges meeting at a vertex cancel.
        var carry = 0
        var start = 0
        while start < pieces.count {
            var end = start + 1
            var reach = pieces[start].maxX
            while end < pieces.count && pieces[end].minX <= reach {
                reach = max(reach, pieces[end].maxX)
                end += 1
            }
            carry = fillCluster(pieces[start..<end], edges: edges, top: top, bottom: bottom, winding: carry,
                                accumulator: &acc)
            start = end
        }

        var sum = 0.0
        let base = row * width
        for x in 0..<width {
            sum += acc[x]
            let c = min(1, max(0, sum))
            values[base + x] = UInt8((c * 255).rounded())
        }
    }

    /// Adds one cluster's coverage to the row; `winding` is the winding number to its left. Returns the
    /// winding number to its right.
    private func fillCluster(_ cluster: ArraySlice<Piece>, edges: [Edge], top: Double, bottom: Double,
                             winding carry: Int, accumulator acc: inout [Double]) -> Int {
        // Band limits: the row, edge ends inside it, and crossings.
        var cuts: [Double] = [top, bottom]
        // The cluster's net winding (constant over the row): ∫ Σ windings dy over a row of height 1.
        var net = 0.0
        for p in cluster where p.edge >= 0 { net += Double(edges[p.edge].winding) * (p.bottom - p.top) }
        for p in cluster where p.edge >= 0 {
            if p.top > top { cuts.append(p.top) }
            if p.bottom < bottom { cuts.append(p.bottom) }
        }
        let list = cluster.filter { $0.edge >= 0 }
        for i in 0..<list.count {
            let a = list[i]
            for j in (i + 1)..<list.count {
                let b = list[j]
                if b.minX >= a.maxX { break }   // sorted by minX: no later piece can cross a
                let y0 = max(a.top, b.top), y1 = min(a.bottom, b.bottom)
                guard y1 > y0 else { continue }
                let ea = edges[a.edge], eb = edges[b.edge]
                let d0 = ea.x(at: y0) - eb.x(at: y0), d1 = ea.x(at: y1) - eb.x(at: y1)
                if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                    let y = y0 + (y1 - y0) * (d0 / (d0 - d1))
                    if y > y0 && y < y1 { cuts.append(y) }
                }
            }
        }
        cuts.sort()

        var band: [(x0: Double, x1: Double, mid: Double, winding: Int)] = []
        band.reserveCapacity(list.count)
        var k = 0
        while k + 1 < cuts.count {
            let s0 = cuts[k], s1 = cuts[k + 1]
            k += 1
            guard s1 - s0 > 1e-12 else { continue }
            band.removeAll(keepingCapacity: true)
            for p in list where p.top <= s0 && p.bottom >= s1 {
                let e = edges[p.edge]
                let x0 = e.x(at: s0), x1 = e.x(at: s1)
                band.append((x0, x1, x0 + x1, e.winding))
            }
            band.sort { $0.mid < $1.mid || ($0.mid == $1.mid && $0.winding > $1.winding) }
            var winding = carry
            for piece in band {
                let before = winding
                winding += piece.winding
                if before == 0 && winding != 0 {
                    addBoundary(piece.x0, piece.x1, height: s1 - s0, sign: 1, into: &acc)
                } else if before != 0 && winding == 0 {
                    addBoundary(piece.x0, piece.x1, height: s1 - s0, sign: -1, into: &acc)
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
