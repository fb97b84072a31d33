import Foundation

/// Exact area coverage of any closed contours under a fill rule (non-zero or even-odd): a pixel's coverage is
/// the area of the filled region inside it, whatever the contours do (overlap, cross themselves, wind twice).
///
/// A scanline rasterizer. The edges crossing a row are kept from row to row (``ActiveEdges``: each edge is listed
/// at the first row it crosses), clipped to the row, and sorted by their left end, ties in the order of the
/// contours (any fixed order gives the same coverage up to the rounding of the sums, and this one the same bytes
/// every run, however the rows are asked for). They are cut into groups whose x ranges
/// overlap; between two groups lies a band of the row that no edge enters, so the winding number is constant
/// there and known by counting groups from the left. Each group then adds to an accumulation buffer (the cells
/// of ``AreaAccumulation``, over the pixels the group touches only) the change of the *filled indicator* — 1
/// where the rule fills, 0 elsewhere — across each of its edges, times the height the edge covers:
///
/// - a group of one edge, or of one chain of edges of the same direction one above the other (the common case:
///   an outline passing through the row), changes the winding once, so every edge of it carries the same change
///   of indicator;
/// - any other group (a curve's top, a self-intersection, overlapping contours) is cut into horizontal strips at
///   every end point and every crossing of two of its edges; within a strip no two edges cross, so walking them
///   left to right from the group's winding gives the indicator's change at each.
///
/// The running sum of the cells is then exactly each pixel's filled area, not a clamped sum of windings, and
/// between groups the coverage is the exact 0 or 1 of the band: a row comes out as a few spans however wide the
/// path is, at a cost that follows the edges in the row. For the compositor's sweeps, a run of edge pixels on a
/// row crossed by a sloped edge becomes one level span over their 8-bit levels (``CoverageLevels``) instead of a
/// span per pixel.
struct PathCoverage: Sendable {
    /// The edges and the rows they cross, shared by every copy.
    let outline: Outline
    private let evenOdd: Bool
    /// The pixels the contours touch (clamped to the canvas rows).
    private(set) var box = PixelBox.empty
    /// Cuts crossing strips at every crossing, as if no edge were interior (``InteriorEdges``): for tests that
    /// check the cheaper cuts against it.
    var cutsAtEveryCrossing = false

    /// An edge from its top (`xa`, `ya`) to its bottom (`xb`, `yb`); `direction` +1 downwards, −1 upwards, 0 for
    /// a horizontal edge (which winds nothing but still separates the bands either side of a group).
    struct Edge: Sendable {
        var xa: Double, ya: Double, xb: Double, yb: Double, dxdy: Double, direction: Int32
    }

    /// The edges, in the order of the contours, and the edges listed at the first row they cross (in that order),
    /// in one object: a draw item's coverage is copied at every row it paints, which then costs one reference
    /// count instead of one per array.
    final class Outline: Sendable {
        let edges: [Edge]
        let starts: RowBuckets
        /// The rows `first ..< last` are listed.
        let first: Int, last: Int
        init(edges: [Edge] = [], starts: RowBuckets = RowBuckets(), first: Int = 0, last: Int = 0) {
            self.edges = edges; self.starts = starts; self.first = first; self.last = last
        }
    }

    /// Coordinates are clamped to ±2²⁴ pixels (far beyond any canvas), which keeps contours closed and the
    /// arithmetic finite.
    static let limit = 16_777_216.0

    /// - Parameters:
    ///   - contours: closed polygons in canvas pixels (each implicitly closed); fewer than 3 points add nothing.
    ///   - evenOdd: the even-odd rule instead of non-zero winding.
    ///   - rows: the canvas height; rows outside `0..<rows` are never asked for.
    init(contours: [[Point]], evenOdd: Bool, rows: Int) {
        self.evenOdd = evenOdd
        var minY = Double.infinity, maxY = -Double.infinity, minX = Double.infinity, maxX = -Double.infinity
        var count = 0
        for contour in contours where contour.count >= 3 { count += contour.count }
        // Written in place (no append's checks, no `Point` built per end: this runs once per edge of every path).
        let edges = [Edge](unsafeUninitializedCapacity: count) { out, written in
            let l = PathCoverage.limit
            var n = 0
            for contour in contours where contour.count >= 3 {
                contour.withUnsafeBufferPointer { points in
                    let start = n
                    let bounds = (minY, maxY, minX, maxX)
                    let m = points.count
                    var px = min(l, max(-l, points[0].x)), py = min(l, max(-l, points[0].y))
                    for i in 0..<m {
                        let next = points[i + 1 == m ? 0 : i + 1]
                        // A non-finite point leaves the contour out (it would open it): its edges are taken back.
                        guard next.x.isFinite && next.y.isFinite else {
                            n = start
                            (minY, maxY, minX, maxX) = bounds
                            return
                        }
                        let qx = min(l, max(-l, next.x)), qy = min(l, max(-l, next.y))
                        defer { px = qx; py = qy }
                        if py == qy {
                            guard px != qx else { continue }
                            (out.baseAddress! + n).initialize(
                                to: Edge(xa: min(px, qx), ya: py, xb: max(px, qx), yb: py, dxdy: 0, direction: 0))
                            n += 1
                            continue
                        }
                        let (ax, ay, bx, by, dir): (Double, Double, Double, Double, Int32) =
                            py < qy ? (px, py, qx, qy, 1) : (qx, qy, px, py, -1)
                        (out.baseAddress! + n).initialize(
                            to: Edge(xa: ax, ya: ay, xb: bx, yb: by, dxdy: (bx - ax) / (by - ay), direction: dir))
                        n += 1
                        minY = min(minY, ay); maxY = max(maxY, by)
                        minX = min(minX, ax, bx); maxX = max(maxX, ax, bx)
                    }
                }
            }
            written = n
        }
        guard minY < maxY else { outline = Outline(); return }
        let first = Int(max(0, min(Double(rows), floorFast(minY))))
        let last = Int(max(0, min(Double(rows), ceilFast(maxY))))
        guard first < last else { outline = Outline(); return }
        box = PixelBox(x0: Int(floorFast(minX)), y0: first, x1: Int(ceilFast(maxX)), y1: last)
        // Each edge's rows (relative to `first`; it is listed at the first), found once: the buckets ask twice,
        // to count and to list.
        let bands = UnsafeMutablePointer<(Int32, Int32)>.allocate(capacity: edges.count)
        defer { bands.deallocate() }
        let top = Double(first), bottom = Double(last)
        edges.withUnsafeBufferPointer { edges in
            for (i, e) in edges.enumerated() {
                if e.direction == 0 {
                    // Only a horizontal edge strictly inside a row separates anything in it.
                    let r = floorFast(e.ya)
                    let inside = r != e.ya && r >= top && r < bottom
                    bands[i] = inside ? (Int32(Int(r) - first), Int32(Int(r) - first + 1)) : (0, 0)
                    continue
                }
                let a = Int32(Int(max(top, min(bottom, floorFast(e.ya)))) - first)
                let b = Int32(Int(max(top, min(bottom, ceilFast(e.yb)))) - first)
                bands[i] = a < b ? (a, b) : (0, 0)
            }
        }
        outline = Outline(
            edges: edges,
            starts: RowBuckets(count: edges.count, first: first, last: last) {
                let (a, b) = bands[$0]
                return Int(a)..<Int(a < b ? a + 1 : a)
            }, first: first, last: last)
    }

    /// Appends the spans of row `y` (pixels `0..<width`) to `out`.
    func spans(row y: Int, width: Int, into out: inout [Span], scratch: inout CoverageScratch) {
        guard y >= outline.first && y < outline.last else { return }
        // The row's pieces, sorted by left end (and edge): carried from the row above when this thread asked for
        // it last, else clipped from the row's list.
        // Held by the table, which nothing asks again during this row: no reference counted here.
        unowned(unsafe) let active = scratch.activeEdges.edges(of: outline)
        let sloped = advance(active, to: y)
        let n = active.count
        guard n > 0 else { return }
        if scratch.paths.cellCapacity < width + 2 {
            scratch.paths = PathScanBuffers(cells: width + 2)
        }
        let cells = scratch.paths.cells, spanBuffer = scratch.paths.spans
        let pieces = active.pieces
        if sloped { scratch.rowCrossesSlopedEdge = true }
        let top = Double(y), bottom = top + 1
        let w = Double(width)
        // Where the edge pixels' levels go when the row is given as level spans (pixel x at levels[x]).
        var levels: UnsafeMutablePointer<UInt8>? = nil
        var levelOffset = 0
        if scratch.acceptsLevels && scratch.rowCrossesSlopedEdge,
            let offset = scratch.pixelLevels.reserve(width: width)
        {
            levels = scratch.pixelLevels.bytes + offset
            levelOffset = offset
        }
        @inline(__always) func emit(_ x: Int, _ v: Double) { cells[x] += v }
        // inside(w) as a mask: the lowest bit under even-odd, any bit under non-zero.
        let rule: Int32 = evenOdd ? 1 : -1
        var sink = SpanSink(base: spanBuffer)
        var winding: Int32 = 0
        // The open run of cells (the cells of consecutive groups that touch): its first cell, one past its last
        // (kept after the run is flushed: where the band after it starts), and the filled indicator left of it.
        var runStart = -1, runEnd = 0
        var runBase = 0.0
        var g = 0
        while g < n {
            // The group: pieces whose x ranges overlap, closed (pieces meeting at a vertex belong together); they
            // lie together in the sorted list.
            let group = pieces + g
            let lo = group.pointee.lo
            var hi = group.pointee.hi
            var end = g + 1
            while end < n && pieces[end].lo <= hi { hi = max(hi, pieces[end].hi); end += 1 }
            if lo >= w { break }
            let before = winding & rule != 0
            let single = end - g == 1
            // The net winding change is a whole number up to rounding: rounded half away from zero by a
            // conversion (`rounded()` calls into libm on baseline x86-64, once per group). One edge across the
            // whole row changes it by its direction, which is what the rounding gives for ±1 and 0.
            @inline(__always) func rounded(_ net: Double) -> Int32 { Int32(net < 0 ? net - 0.5 : net + 0.5) }
            let after: Int32
            if single {
                let p = group.pointee
                after = winding + (p.ya == top && p.yb == bottom ? p.dir : rounded(Double(p.dir) * (p.yb - p.ya)))
            } else {
                var net = 0.0
                for i in g..<end {
                    let p = pieces[i]
                    net += Double(p.dir) * (p.yb - p.ya)
                }
                after = winding + rounded(net)
            }
            if hi > 0 {
                // ⌊max(0, lo)⌋ and ⌊min(w, hi)⌋ + 2 (0 < hi, lo < w, w whole): truncations, as both are ≥ 0.
                let c0 = lo > 0 ? Int(lo) : 0, c1 = Int(min(w, hi)) + 2
                if runStart < 0 || c0 >= runEnd {
                    // A new run: the band before it is all filled or all empty.
                    PathCoverage.flush(
                        cells, from: runStart, to: runEnd, base: runBase, endingWith: before, width: width,
                        levels: levels, levelOffset: levelOffset, into: &sink)
                    if before && runEnd < c0 {
                        sink.append(Span(x0: Int32(runEnd), x1: Int32(min(c0, width)), coverage: 1))
                    }
                    runStart = c0
                    runBase = before ? 1 : 0
                }
                runEnd = max(runEnd, c1)
                let m = end - g
                if single || PathCoverage.isChain(group, 0..<m) {
                    let change = Double((after & rule != 0 ? 1 : 0) - (before ? 1 : 0))
                    if change != 0 {
                        if single {
                            let p = group.pointee
                            AreaAccumulation.accumulate(p.xa, p.xb, change * (p.yb - p.ya), width: w, emit: emit)
                        } else {
                            for i in 0..<m {
                                let p = group[i]
                                AreaAccumulation.accumulate(
                                    p.xa, p.xb, change * (p.yb - p.ya), width: w, emit: emit)
                            }
                        }
                    }
                } else if !fillUncrossed(group, 0..<m, winding: winding, width: w, emit: emit) {
                    fillGroup(group, 0..<m, winding: winding, width: w, scratch: &scratch, emit: emit)
                }
            }
            winding = after
            g = end
        }
        let filled = inside(winding)
        PathCoverage.flush(
            cells, from: runStart, to: runEnd, base: runBase, endingWith: filled, width: width, levels: levels,
            levelOffset: levelOffset, into: &sink)
        if filled && runEnd < width {
            // Stopped at the canvas's right edge inside the filled region.
            sink.append(Span(x0: Int32(runEnd), x1: Int32(width), coverage: 1))
        }
        out.append(contentsOf: UnsafeBufferPointer(start: sink.base, count: sink.count))
    }

    /// Brings `active` to row `y` (one of the outline's rows) and sorts it. From row `y − 1` it carries the pieces
    /// down, dropping the edges that end above `y` and adding those that start on it; from an earlier row it keeps
    /// the edges still active and adds those that started since; otherwise it starts from the outline's first row.
    /// True when a piece is not vertical across the whole row (or is horizontal).
    private func advance(_ active: ActiveEdges, to y: Int) -> Bool {
        let top = Double(y), bottom = top + 1
        var sloped = false
        // Whether the pieces are known to be in order (only carried ones, none passing another).
        var sorted = true
        outline.edges.withUnsafeBufferPointer { edges in
            var n = 0
            // Clips edge `index` to the row as the piece `n`.
            @inline(__always) func clip(_ index: Int32) {
                let e = edges[Int(index)]
                let piece: EdgePiece
                if e.direction == 0 {
                    piece = EdgePiece(
                        xa: e.xa, xb: e.xb, ya: e.ya, yb: e.ya, dxdy: 0, lo: e.xa, hi: e.xb, dir: 0, edge: index)
                    sloped = true
                } else {
                    let ya = max(e.ya, top), yb = min(e.yb, bottom)
                    guard yb > ya else { return }
                    let xa = ya == e.ya ? e.xa : e.xa + (ya - e.ya) * e.dxdy
                    let xb = yb == e.yb ? e.xb : e.xa + (yb - e.ya) * e.dxdy
                    piece = EdgePiece(
                        xa: xa, xb: xb, ya: ya, yb: yb, dxdy: e.dxdy, lo: min(xa, xb), hi: max(xa, xb),
                        dir: e.direction, edge: index)
                    if e.dxdy != 0 || ya != top || yb != bottom { sloped = true }
                }
                active.pieces[n] = piece
                n += 1
                sorted = false
            }
            // Whether edge `index` still crosses row `y` (a horizontal edge lies in one row; another's rows end at
            // ⌈yb⌉), knowing that it crossed an earlier one.
            @inline(__always) func continues(_ e: Edge) -> Bool { e.direction != 0 && e.yb > top }
            let p = active.pieces
            let from: Int
            if active.row == y - 1 {
                // The carried pieces keep their order unless two of them pass (or meet: ties are the sort's).
                var previous = -Double.infinity
                for i in 0..<active.count {
                    let index = p[i].edge
                    let e = edges[Int(index)]
                    guard continues(e) else { continue }
                    // The edge started above `top`: its piece starts at `top`, where the piece above ended.
                    let yb = min(e.yb, bottom)
                    let xa = p[i].xb
                    let xb = yb == e.yb ? e.xb : e.xa + (yb - e.ya) * e.dxdy
                    let lo = min(xa, xb)
                    p[n] = EdgePiece(
                        xa: xa, xb: xb, ya: top, yb: yb, dxdy: e.dxdy, lo: lo, hi: max(xa, xb), dir: e.direction,
                        edge: index)
                    if e.dxdy != 0 || yb != bottom { sloped = true }
                    if lo <= previous { sorted = false }
                    previous = lo
                    n += 1
                }
                from = y
            } else if active.row >= outline.first && active.row < y {
                for i in 0..<active.count where continues(edges[Int(p[i].edge)]) { clip(p[i].edge) }
                from = active.row + 1
            } else {
                from = outline.first
            }
            active.count = n
            outline.starts.withEdges { list in
                for r in from...y {
                    let range = outline.starts.range(ofRow: r)
                    guard !range.isEmpty else { continue }
                    active.reserve(n + range.count)
                    for k in range where r == y || continues(edges[Int(list[k])]) { clip(list[k]) }
                    active.count = n
                }
            }
        }
        active.row = y
        if !sorted { active.sort() }
        return sloped
    }

    /// Emits the run of cells `start ..< end` (none when `start` is negative) as pixels, the running sum starting
    /// at `base`, and zeroes the cells. `indicator` is the band's right of the run, which its last cell has.
    /// With `levels`, the pixels' 8-bit levels go to `levels[x]` and the run becomes one level span
    /// (``CoverageLevels``, at `levelOffset`): the byte the compositor would make of each pixel's span.
    @inline(__always)
    private static func flush(
        _ cells: UnsafeMutablePointer<Double>, from start: Int, to end: Int, base: Double, endingWith indicator: Bool,
        width: Int, levels: UnsafeMutablePointer<UInt8>?, levelOffset: Int, into out: inout SpanSink
    ) {
        guard start >= 0 else { return }
        var sum = base
        let visibleEnd = min(end, width)
        var x = start
        if let levels {
            // Blend.coverage8(Float(c)) without its two tests, which a c already in 0…1 passes (0 and 1 give 0
            // and 255 either way); the last cell takes the indicator.
            let stop = min(end - 1, visibleEnd)
            while x < stop {
                sum += cells[x]
                cells[x] = 0
                let c = min(1, max(0, sum))
                levels[x] = UInt8(truncatingIfNeeded: Int32(Float(c) * 255 + 0.5))
                x += 1
            }
            if x < visibleEnd {
                cells[x] = 0
                levels[x] = indicator ? 255 : 0
                x += 1
            }
            out.appendLevels(Span.levels(x0: Int32(start), x1: Int32(visibleEnd), offset: levelOffset))
        }
        while x < visibleEnd {
            sum += cells[x]
            cells[x] = 0
            let c = x == end - 1 ? (indicator ? 1 : 0) : min(1, max(0, sum))
            if c > 1e-9 { out.append(Span(x0: Int32(x), x1: Int32(x + 1), coverage: Float(c))) }
            x += 1
        }
        while x < end { cells[x] = 0; x += 1 }
    }

    /// True when the pieces are one chain of edges of the same direction, one above the other: the winding
    /// changes once across them wherever a horizontal line crosses the row.
    private static func isChain(_ pieces: UnsafeMutablePointer<EdgePiece>, _ range: Range<Int>) -> Bool {
        let dir = pieces[range.lowerBound].dir
        guard dir != 0 else { return false }
        var height = 0.0, top = Double.infinity, bottom = -Double.infinity
        for i in range {
            let p = pieces[i]
            guard p.dir == dir else { return false }
            height += p.yb - p.ya
            top = min(top, p.ya); bottom = max(bottom, p.yb)
        }
        // Overlapping height intervals would add up to more than the span they cover.
        return height <= bottom - top + 1e-9
    }

    /// The most pieces a group may have for ``fillUncrossed``, whose work grows with their square.
    private static let pairwiseLimit = 24

    /// A group none of whose pieces cross or touch another inside the row (the two sides of a stroke, a curve's
    /// top): the winding just left of a piece cannot change along it, so each piece's change of indicator is
    /// the one at its middle height, found by counting the pieces left of it there. False (nothing added) when
    /// two pieces cross or touch, or the group holds a horizontal piece or is large.
    private func fillUncrossed(
        _ p: UnsafeMutablePointer<EdgePiece>, _ range: Range<Int>, winding: Int32, width: Double,
        emit: (Int, Double) -> Void
    ) -> Bool {
        guard range.count <= PathCoverage.pairwiseLimit else { return false }
        @inline(__always) func x(_ e: EdgePiece, _ y: Double) -> Double {
            y == e.ya ? e.xa : y == e.yb ? e.xb : e.xa + (y - e.ya) * e.dxdy
        }
        for i in range {
            let a = p[i]
            guard a.dir != 0 else { return false }
            for j in (i + 1)..<range.upperBound {
                let b = p[j]
                let lo = max(a.ya, b.ya), hi = min(a.yb, b.yb)
                guard hi > lo else { continue }
                let d0 = x(a, lo) - x(b, lo), d1 = x(a, hi) - x(b, hi)
                if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) || (d0 == 0 && d1 == 0) { return false }
                // Meeting at a height where both end (a shared vertex, or both cut by the row) is no crossing;
                // anywhere else (one ends on the other, or they run together) it is.
                if d0 == 0 && !(lo == a.ya && lo == b.ya) { return false }
                if d1 == 0 && !(hi == a.yb && hi == b.yb) { return false }
            }
        }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: range.count) { changes -> Bool in
            for i in range {
                let a = p[i]
                let mid = (a.ya + a.yb) * 0.5, xa = x(a, mid)
                var left = winding
                for j in range where j != i {
                    let b = p[j]
                    guard b.ya <= mid && mid < b.yb else { continue }
                    let xb = x(b, mid)
                    // Too close to order reliably: the strips decide.
                    if abs(xb - xa) < 1e-9 { return false }
                    if xb < xa { left += b.dir }
                }
                changes[i - range.lowerBound] = (inside(left + a.dir) ? 1.0 : 0) - (inside(left) ? 1 : 0)
            }
            for i in range where changes[i - range.lowerBound] != 0 {
                let a = p[i]
                AreaAccumulation.accumulate(
                    a.xa, a.xb, changes[i - range.lowerBound] * (a.yb - a.ya), width: width, emit: emit)
            }
            return true
        }
    }

    /// A group whose edges may cross or overlap: cut into strips at every end point, each strip walked from
    /// `winding`, the indicator's change at each edge accumulated.
    private func fillGroup(
        _ pieces: UnsafeMutablePointer<EdgePiece>, _ range: Range<Int>, winding: Int32, width: Double,
        scratch: inout CoverageScratch, emit: (Int, Double) -> Void
    ) {
        var levels = scratch.levels
        var strip = scratch.strip
        var order = scratch.order
        var active = scratch.active
        scratch.levels = []; scratch.strip = []; scratch.order = []; scratch.active = []
        defer { scratch.levels = levels; scratch.strip = strip; scratch.order = order; scratch.active = active }
        levels.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        for i in range where pieces[i].dir != 0 {
            levels.append(pieces[i].ya); levels.append(pieces[i].yb)
            order.append(Int32(i))
        }
        guard levels.count >= 2 else { return }
        PathCoverage.sortUnique(&levels)
        order.sort { pieces[Int($0)].ya < pieces[Int($1)].ya }
        active.removeAll(keepingCapacity: true)
        var next = 0
        for l in 1..<levels.count {
            let s0 = levels[l - 1], s1 = levels[l]
            while next < order.count && pieces[Int(order[next])].ya <= s0 { active.append(order[next]); next += 1 }
            active.removeAll { pieces[Int($0)].yb <= s0 }
            strip.removeAll(keepingCapacity: true)
            for i in active {
                let p = pieces[Int(i)]
                let xt = s0 == p.ya ? p.xa : p.xa + (s0 - p.ya) * p.dxdy
                let xbot = s1 == p.yb ? p.xb : p.xa + (s1 - p.ya) * p.dxdy
                strip.append(StripEdge(top: xt, bottom: xbot, direction: p.dir, piece: i))
            }
            strip.withUnsafeMutableBufferPointer { edges in
                fillStrip(edges, s0, s1, winding: winding, depth: 0, width: width, emit: emit)
            }
            // The strip comes back in order of its edges' middles: the next strip starts from that order, which
            // changes only where edges cross, so sorting it again costs little.
            active.removeAll(keepingCapacity: true)
            for e in strip { active.append(e.piece) }
        }
    }

    /// Fills one strip `[s0, s1]` whose edges all span it: splits it where edges cross, then adds the change of
    /// the filled indicator at each edge, walking from `winding`. The strip is left in order of its edges'
    /// middles; the sub-strips and crossings live in temporary memory (no allocation per strip).
    ///
    /// Under the non-zero rule the edges inside the filled region all along (``InteriorEdges``) are found first,
    /// and the strip is cut only where an edge that is not one of them crosses another; `interior` passes those
    /// flags to the sub-strips (indexed by their edges' `piece`, their position in the strip), whose own cuts
    /// follow the same rule.
    private func fillStrip(
        _ strip: UnsafeMutableBufferPointer<StripEdge>, _ s0: Double, _ s1: Double, winding: Int32, depth: Int,
        interior: UnsafePointer<Bool>? = nil, width: Double, emit: (Int, Double) -> Void
    ) {
        guard !strip.isEmpty else { return }
        PathCoverage.sortByMiddle(strip)
        var crossing = false
        for i in 1..<strip.count where strip[i].top < strip[i - 1].top || strip[i].bottom < strip[i - 1].bottom {
            crossing = true
            break
        }
        if crossing && depth < 2 {
            let m = strip.count
            let pairs = m * (m - 1) / 2
            let split = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * pairs + 1) { memory -> Bool in
                // Where edges cross inside the strip, as fractions of its height (the cuts), and every crossing
                // pair with where it crosses.
                let cuts = memory.baseAddress!, crossings = cuts + pairs + 1
                var count = 0
                @inline(__always) func crossingPoint(_ a: StripEdge, _ b: StripEdge) -> Double? {
                    let dTop = a.top - b.top, dBottom = a.bottom - b.bottom
                    guard (dTop < 0 && dBottom > 0) || (dTop > 0 && dBottom < 0) else { return nil }
                    return dTop / (dTop - dBottom)
                }
                if let interior {
                    // A sub-strip: only crossings with an edge that may bound the region need cuts.
                    for i in 0..<m where !interior[Int(strip[i].piece)] {
                        for j in 0..<m where j != i && (j > i || interior[Int(strip[j].piece)]) {
                            guard let t = crossingPoint(strip[min(i, j)], strip[max(i, j)]) else { continue }
                            if t > 0 && t < 1 { cuts[count] = t; count += 1 }
                        }
                    }
                } else if evenOdd || cutsAtEveryCrossing {
                    for i in 0..<m {
                        for j in (i + 1)..<m {
                            guard let t = crossingPoint(strip[i], strip[j]) else { continue }
                            if t > 0 && t < 1 { cuts[count] = t; count += 1 }
                        }
                    }
                } else {
                    var found = 0
                    let first = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * pairs)
                    defer { first.deallocate() }
                    let second = first + pairs
                    for i in 0..<m {
                        for j in (i + 1)..<m {
                            guard let t = crossingPoint(strip[i], strip[j]) else { continue }
                            first[found] = Int32(i); second[found] = Int32(j); crossings[found] = t
                            found += 1
                        }
                    }
                    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: m)
                    defer { flags.deallocate() }
                    let any = InteriorEdges.mark(
                        strip, winding: winding, first: first, second: second, t: crossings, count: found,
                        interior: flags)
                    for k in 0..<found {
                        let t = crossings[k]
                        guard t > 0 && t < 1, !any || !(flags[Int(first[k])] && flags[Int(second[k])]) else {
                            continue
                        }
                        cuts[count] = t; count += 1
                    }
                    if any {
                        // Nothing to cut: the walk below is exact (the interior edges cross only each other).
                        guard count > 0 else { return false }
                        splitStrip(
                            strip, s0, s1, cuts: cuts, count: count, winding: winding, depth: depth,
                            interior: UnsafePointer(flags), width: width, emit: emit)
                        return true
                    }
                }
                guard count > 0 else { return false }
                splitStrip(
                    strip, s0, s1, cuts: cuts, count: count, winding: winding, depth: depth, interior: nil,
                    width: width, emit: emit)
                return true
            }
            if split { return }
        }
        let h = s1 - s0
        var w = winding
        for e in strip {
            let was = inside(w)
            w += e.direction
            let now = inside(w)
            guard was != now else { continue }
            AreaAccumulation.accumulate(e.top, e.bottom, now ? h : -h, width: width, emit: emit)
        }
    }

    /// Cuts `strip` at the `count` heights `cuts` (fractions of its height, unsorted) and fills each sub-strip;
    /// `interior` (indexed by position in `strip`) is passed on to them.
    private func splitStrip(
        _ strip: UnsafeMutableBufferPointer<StripEdge>, _ s0: Double, _ s1: Double, cuts: UnsafeMutablePointer<Double>,
        count: Int, winding: Int32, depth: Int, interior: UnsafePointer<Bool>?, width: Double,
        emit: (Int, Double) -> Void
    ) {
        var count = PathCoverage.sortUnique(UnsafeMutableBufferPointer(start: cuts, count: count))
        cuts[count] = 1
        count += 1
        withUnsafeTemporaryAllocation(of: StripEdge.self, capacity: strip.count) { sub in
            // A sub-strip's `piece` is its edge's index in `strip`. Each sub-strip starts from the order the one
            // above it was left in (sorted by its middles), which differs from it only by the crossings at the cut
            // between them: sorting it again costs little, where starting every sub-strip from the strip's order
            // would cost as many moves as the crossings above it.
            for i in 0..<strip.count {
                sub.initializeElement(at: i, to: StripEdge(top: 0, bottom: 0, direction: 0, piece: Int32(i)))
            }
            var previous = 0.0
            for k in 0..<count {
                let t = cuts[k]
                guard t > previous else { continue }
                for j in 0..<strip.count {
                    let i = Int(sub[j].piece), e = strip[i]
                    let dx = e.bottom - e.top
                    sub[j] = StripEdge(
                        top: e.top + dx * previous, bottom: t == 1 ? e.bottom : e.top + dx * t,
                        direction: e.direction, piece: Int32(i))
                }
                let a = s0 + (s1 - s0) * previous, b = t == 1 ? s1 : s0 + (s1 - s0) * t
                fillStrip(
                    UnsafeMutableBufferPointer(rebasing: sub[0..<strip.count]), a, b, winding: winding,
                    depth: depth + 1, interior: interior, width: width, emit: emit)
                previous = t
            }
        }
    }

    @inline(__always)
    private func inside(_ winding: Int32) -> Bool {
        evenOdd ? winding & 1 != 0 : winding != 0
    }

    /// Insertion sort by the x at the strip's middle (strips hold few edges).
    private static func sortByMiddle(_ b: UnsafeMutableBufferPointer<StripEdge>) {
        guard b.count > 1 else { return }
        for i in 1..<b.count {
            let item = b[i], key = item.top + item.bottom
            var j = i - 1
            while j >= 0 && b[j].top + b[j].bottom > key { b[j + 1] = b[j]; j -= 1 }
            b[j + 1] = item
        }
    }

    private static func sortUnique(_ a: inout [Double]) {
        let n = a.withUnsafeMutableBufferPointer { sortUnique($0) }
        a.removeLast(a.count - n)
    }

    /// Sorts `a` and moves its distinct values to its front: their count.
    private static func sortUnique(_ a: UnsafeMutableBufferPointer<Double>) -> Int {
        guard a.count > 1 else { return a.count }
        var a = a
        a.sort()
        var n = 1
        for i in 1..<a.count where a[i] != a[n - 1] { a[n] = a[i]; n += 1 }
        return n
    }
}

/// An edge clipped to one pixel row: from (`xa`, `ya`) to (`xb`, `yb`), its x range `lo…hi`, its direction
/// (0 for a horizontal edge inside the row), and the edge's index.
struct EdgePiece: Sendable {
    var xa: Double, xb: Double, ya: Double, yb: Double, dxdy: Double, lo: Double, hi: Double, dir: Int32, edge: Int32
}

/// An edge across one strip: its x at the strip's top and bottom, and the piece it belongs to.
struct StripEdge: Sendable {
    var top: Double, bottom: Double, direction: Int32, piece: Int32
}

/// Per-thread working memory of ``PathCoverage``: a row's accumulation cells (all zero between rows) and its spans,
/// as raw buffers so that a row costs no copies, reference counting or exclusivity checks. Replaced by a larger
/// one when a row needs more.
final class PathScanBuffers {
    let cellCapacity: Int
    let cells: UnsafeMutablePointer<Double>
    /// A row's spans, written here and appended to the caller's list at once (a row has at most one per cell).
    let spans: UnsafeMutablePointer<Span>

    init(cells: Int) {
        cellCapacity = max(1, cells)
        self.cells = .allocate(capacity: cellCapacity)
        self.cells.initialize(repeating: 0, count: cellCapacity)
        spans = .allocate(capacity: cellCapacity)
    }

    deinit {
        cells.deallocate()
        spans.deallocate()
    }
}

/// A row's spans written into raw memory, merged as ``SpanMath/append(_:to:)`` merges them: without the
/// uniqueness and capacity checks of appending to an array pixel by pixel.
struct SpanSink {
    let base: UnsafeMutablePointer<Span>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<Span>) { self.base = base }

    @inline(__always)
    mutating func append(_ span: Span) {
        guard span.x0 < span.x1, span.coverage > 0 else { return }
        if count > 0, base[count - 1].x1 == span.x0, base[count - 1].coverage == span.coverage {
            base[count - 1].x1 = span.x1
        } else {
            base[count] = span
            count += 1
        }
    }

    /// Appends a level span (``CoverageLevels``), merged with nothing.
    @inline(__always)
    mutating func appendLevels(_ span: Span) {
        guard span.x0 < span.x1 else { return }
        base[count] = span
        count += 1
    }
}
