/// A precomputed coverage image (a blurred shadow), stored as runs of equal 8-bit coverage per row so that its
/// flat interior composites as constant spans.
final class CoverageMask: Sendable {
    let width: Int
    let height: Int
    private let rowStart: [Int32]
    private let runs: [Span]

    /// - Parameter values: `width × height` coverage values in 0…1, quantised to 8 bits.
    init(width: Int, height: Int, values: [Float]) {
        self.width = width
        self.height = height
        var rowStart: [Int32] = [0]
        var runs: [Span] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                let q = Blend.coverage8(values[y * width + x])
                var end = x + 1
                while end < width && Blend.coverage8(values[y * width + end]) == q { end += 1 }
                if q > 0 { runs.append(Span(x0: Int32(x), x1: Int32(end), coverage: Float(q) / 255)) }
                x = end
            }
            rowStart.append(Int32(runs.count))
        }
        self.rowStart = rowStart
        self.runs = runs
    }

    /// Appends row `y` of the mask placed with its top-left pixel at (`dx`, `dy`), clipped to `0..<canvasWidth`.
    func spans(row y: Int, dx: Int, dy: Int, canvasWidth: Int, into out: inout [Span]) {
        let r = y - dy
        guard r >= 0, r < height else { return }
        for k in Int(rowStart[r])..<Int(rowStart[r + 1]) {
            var s = runs[k]
            let x0 = max(0, Int(s.x0) + dx), x1 = min(canvasWidth, Int(s.x1) + dx)
            guard x0 < x1 else { continue }
            s.x0 = Int32(x0); s.x1 = Int32(x1)
            SpanMath.append(s, to: &out)
        }
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

    func spans(row y: Int, width: Int, into out: inout [Span], scratch: inout CoverageScratch) {
        switch self {
        case .rect(let r): r.spans(row: y, width: width, into: &out)
        case .polygon(let p): p.spans(row: y, width: width, into: &out, scratch: &scratch)
        case .mask(let m, let dx, let dy): m.spans(row: y, dx: dx, dy: dy, canvasWidth: width, into: &out)
        case .separable(let s): s.spans(row: y, width: width, into: &out)
        }
    }
}
