import Foundation

/// A precomputed coverage image (a blurred shadow), stored as runs of equal 8-bit coverage per row so that its
/// flat interior composites as constant spans.
final class CoverageMask: Sendable {
    let width: Int
    let height: Int
    private let rowStart: [Int32]
    private let runs: [Span]
    /// Rows whose runs differ from the row above (row 0 always).
    let changedRows: [Int32]

    /// The bytes the mask holds (for caches that bound their size).
    var byteCount: Int {
        runs.count * MemoryLayout<Span>.stride + (rowStart.count + changedRows.count) * MemoryLayout<Int32>.stride
    }

    /// - Parameter values: `width × height` coverage values in 0…1, quantised to 8 bits.
    ///
    /// Each row is quantised once into bytes; a row whose bytes equal the row above's takes that row's runs (and
    /// is not a changed row: equal bytes are equal runs, and different bytes different runs, since the runs
    /// are the row's maximal stretches of one nonzero level); the others are split into runs 8 bytes at a time.
    convenience init(width: Int, height: Int, values: [Float]) {
        precondition(values.count >= width * height, "\(values.count) values for \(width)×\(height)")
        var rowStart: [Int32] = [0]
        rowStart.reserveCapacity(height + 1)
        var runs: [Span] = []
        var changed: [Int32] = []
        var levels = [UInt8](repeating: 0, count: width + 8)
        var above = [UInt8](repeating: 0, count: width + 8)
        values.withUnsafeBufferPointer { v in
            for y in 0..<height {
                let row = v.baseAddress! + y * width
                // Values equal to the row above's (a blurred shape's straight sides) quantise alike.
                let same =
                    y > 0 && memcmp(row, row - width, width * MemoryLayout<Float>.stride) == 0
                    || levels.withUnsafeMutableBufferPointer { l in
                        // Blend.coverage8 without branches or conversion checks (vectorised), the same byte for
                        // every Float: NaN and values ≤ 0 clamp to 0, values ≥ 1 to 1 (infinities too). t is in
                        // 0.5…255.5; adding 2²³ rounds it to a whole number r, one less when that rounded up, is
                        // ⌊t⌋ (as Int32(t) truncates), and ⌊t⌋ + 2²³ holds it in its low mantissa bits.
                        for x in 0..<width {
                            let f = row[x]
                            let t = Swift.min(f > 0 ? f : 0, 1) * 255 + 0.5
                            let r = (t + 8_388_608) - 8_388_608
                            let whole = r > t ? r - 1 : r
                            l[x] = UInt8(truncatingIfNeeded: (whole + 8_388_608).bitPattern)
                        }
                        return y > 0
                            && above.withUnsafeBufferPointer { memcmp(l.baseAddress!, $0.baseAddress!, width) == 0 }
                    }
                if same {
                    let start = Int(rowStart[y - 1]), end = Int(rowStart[y])
                    for k in start..<end { runs.append(runs[k]) }
                } else {
                    changed.append(Int32(y))
                    levels.withUnsafeBufferPointer { l in
                        let bytes = UnsafeRawPointer(l.baseAddress!)
                        var x = 0
                        while x < width {
                            let q = l[x]
                            let eight = UInt64(q) &* 0x0101_0101_0101_0101
                            var end = x + 1
                            while end + 8 <= width && bytes.loadUnaligned(fromByteOffset: end, as: UInt64.self) == eight
                            {
                                end += 8
                            }
                            while end < width && l[end] == q { end += 1 }
                            if q > 0 { runs.append(Span(x0: Int32(x), x1: Int32(end), coverage: Float(q) / 255)) }
                            x = end
                        }
                    }
                    swap(&levels, &above)
                }
                rowStart.append(Int32(runs.count))
            }
        }
        self.init(width: width, height: height, rowStart: rowStart, runs: runs, changedRows: changed)
    }

    /// A mask from rows of runs already quantised to multiples of 1/255.
    convenience init(width: Int, height: Int, rowStart: [Int32], runs: [Span]) {
        var changed: [Int32] = []
        for r in 0..<height {
            let a = Int(rowStart[r])..<Int(rowStart[r + 1])
            if r == 0 { changed.append(0); continue }
            let b = Int(rowStart[r - 1])..<Int(rowStart[r])
            if a.count != b.count || !zip(a, b).allSatisfy({ runs[$0] == runs[$1] }) { changed.append(Int32(r)) }
        }
        self.init(width: width, height: height, rowStart: rowStart, runs: runs, changedRows: changed)
    }

    private init(width: Int, height: Int, rowStart: [Int32], runs: [Span], changedRows: [Int32]) {
        self.width = width
        self.height = height
        self.rowStart = rowStart
        self.runs = runs
        self.changedRows = changedRows
    }

    /// Appends row `y` of the mask placed with its top-left pixel at (`dx`, `dy`), clipped to `0..<canvasWidth`.
    ///
    /// The runs of a row are maximal (neighbours differ in coverage or leave a gap), so only the first one
    /// appended can merge with a span already in `out`; the runs between the first and the last visible ones
    /// lie wholly on the canvas and are copied as they are, moved by `dx`.
    func spans(row y: Int, dx: Int, dy: Int, canvasWidth: Int, into out: inout [Span]) {
        let r = y - dy
        guard r >= 0, r < height else { return }
        // Mask columns lo..<hi are on the canvas.
        let lo = -dx, hi = canvasWidth - dx
        var first = Int(rowStart[r]), end = Int(rowStart[r + 1])
        while first < end && Int(runs[first].x1) <= lo { first += 1 }
        while end > first && Int(runs[end - 1].x0) >= hi { end -= 1 }
        guard first < end else { return }
        @inline(__always) func placed(_ k: Int) -> Span {
            var s = runs[k]
            s.x0 = Int32(max(0, Int(s.x0) + dx)); s.x1 = Int32(min(canvasWidth, Int(s.x1) + dx))
            return s
        }
        SpanMath.append(placed(first), to: &out)
        guard end - first > 1 else { return }
        let start = out.count
        out.append(contentsOf: runs[(first + 1)..<(end - 1)])
        if dx != 0 {
            let shift = Int32(dx)
            out.withUnsafeMutableBufferPointer { b in
                for i in start..<b.count { b[i].x0 += shift; b[i].x1 += shift }
            }
        }
        SpanMath.append(placed(end - 1), to: &out)
    }
}

/// A coverage that is the product of a horizontal and a vertical profile: a blurred axis-aligned rectangle.
struct SeparableCoverage: Sendable {
    /// Runs of the horizontal profile in canvas pixels.
    var columns: [Span]
    /// The vertical profile for rows `firstRow ..< firstRow + rows.count`.
    var firstRow: Int
    var rows: [Float]

    func spans(row y: Int, width: Int, into out: inout [Span]) {
        let r = y - firstRow
        guard r >= 0, r < rows.count else { return }
        let v = rows[r]
        guard v > 0 else { return }
        for var s in columns {
            let x0 = max(0, s.x0), x1 = min(Int32(width), s.x1)
            guard x0 < x1 else { continue }
            s.x0 = x0; s.x1 = x1; s.coverage *= v
            SpanMath.append(s, to: &out)
        }
    }
}

/// Where a draw item's coverage comes from.
enum Coverage: Sendable {
    case rect(RectCoverage)
    case polygon(PolygonCoverage)
    case mask(CoverageMask, dx: Int, dy: Int)
    case separable(SeparableCoverage)
    /// A path's contours under a fill rule (fills and stroke outlines).
    case path(PathCoverage)

    /// Marks (in `marks`, indexed by row, `height + 1` long) the rows where this coverage, limited to `box`, may
    /// differ from the row above. Unmarked rows repeat the previous row exactly.
    func markChangedRows(box: PixelBox, into marks: inout [Bool]) {
        let limit = marks.count - 1
        func mark(_ y: Int) { if y >= 0 && y <= limit { marks[y] = true } }
        func markAll() { for y in max(0, box.y0)...max(0, min(limit, box.y1)) { marks[y] = true } }
        guard !box.isEmpty else { return }
        mark(box.y0); mark(box.y1)
        switch self {
        case .rect(let r):
            guard r.y0.magnitude < 1e9, r.y1.magnitude < 1e9 else { markAll(); return }
            let top = Int(floorFast(r.y0)), bottom = Int(ceilFast(r.y1))
            mark(top); mark(top + 1); mark(bottom - 1); mark(bottom)
        case .mask(let m, _, let dy):
            for r in m.changedRows { mark(Int(r) + dy) }
            mark(dy + m.height)
        case .polygon, .separable, .path:
            markAll()
        }
    }

    /// The pixels outside which this coverage is zero, when cheaply known (nil for polygons).
    var extent: PixelBox? {
        switch self {
        case .rect(let r):
            guard r.x0.magnitude < 1e9, r.y0.magnitude < 1e9, r.x1.magnitude < 1e9, r.y1.magnitude < 1e9 else {
                return nil
            }
            return PixelBox(
                x0: Int(floorFast(r.x0)), y0: Int(floorFast(r.y0)), x1: Int(ceilFast(r.x1)), y1: Int(ceilFast(r.y1)))
        case .mask(let m, let dx, let dy):
            return PixelBox(x0: dx, y0: dy, x1: dx + m.width, y1: dy + m.height)
        case .path(let p):
            return p.box
        case .polygon, .separable:
            return nil
        }
    }

    /// The pixels where this coverage is exactly 1 (nil when not cheaply known): for a rectangle, the whole
    /// pixels inside it.
    var fullyCovered: PixelBox? {
        guard case .rect(let r) = self, r.x0.magnitude < 1e9, r.y0.magnitude < 1e9, r.x1.magnitude < 1e9,
            r.y1.magnitude < 1e9
        else { return nil }
        let box = PixelBox(
            x0: Int(ceilFast(r.x0)), y0: Int(ceilFast(r.y0)), x1: Int(floorFast(r.x1)), y1: Int(floorFast(r.y1)))
        return box.isEmpty ? nil : box
    }

    /// Appends the spans of row `y` (pixels `0..<width`) to `out` as a list of their own: spans already in `out`
    /// belong to other items or clips, so the first new span is never merged into the last old one, even when
    /// they touch with equal coverage (two views side by side).
    func spans(row y: Int, width: Int, into out: inout [Span], scratch: inout CoverageScratch) {
        let start = out.count
        let lastBefore = out.last
        switch self {
        case .rect(let r): r.spans(row: y, width: width, into: &out)
        case .polygon(let p): p.spans(row: y, width: width, into: &out, scratch: &scratch)
        case .mask(let m, let dx, let dy): m.spans(row: y, dx: dx, dy: dy, canvasWidth: width, into: &out)
        case .separable(let s): s.spans(row: y, width: width, into: &out)
        case .path(let p): p.spans(row: y, width: width, into: &out, scratch: &scratch)
        }
        Coverage.separate(&out, from: start, lastBefore: lastBefore)
    }

    /// Splits again the first span appended to `out` from `start` on from the span before it (`lastBefore`, the
    /// last span before appending), which ``SpanMath/append(_:to:)`` merged into that one if they touch with equal
    /// coverage: so the new spans are a list of their own.
    @inline(__always)
    static func separate(_ out: inout [Span], from start: Int, lastBefore: Span?) {
        if let lastBefore, out[start - 1].x1 != lastBefore.x1 {
            out.insert(Span(x0: lastBefore.x1, x1: out[start - 1].x1, coverage: lastBefore.coverage), at: start)
            out[start - 1].x1 = lastBefore.x1
        }
    }
}
