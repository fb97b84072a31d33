/// A run of pixels `x0..<x1` on one row with the same coverage (0…1).
struct Span: Equatable, Sendable {
    var x0: Int32
    var x1: Int32
    var coverage: Float
}

/// Reusable per-thread buffers for scan conversion.
struct CoverageScratch {
    /// Accumulation cells: the change in coverage at pixel `x` from the edges crossing a row.
    var cells: [(x: Int32, v: Double)] = []
    var spans: [Span] = []
    var other: [Span] = []
    /// Path rows (``PathCoverage``): the accumulation cells and the row's spans, and for a group cut into strips
    /// the heights where strips begin and end, its edges in the order of their tops, those spanning the current
    /// strip, and that strip's edges.
    var paths = PathScanBuffers(cells: 0)
    /// Each path's edges on the last row this thread asked for (``ActiveEdges``).
    let activeEdges = ActiveEdgeTable()
    var levels: [Double] = []
    var order: [Int32] = []
    var active: [Int32] = []
    var strip: [StripEdge] = []
    /// Set by ``PathCoverage`` when a row it gave spans for has an edge that is not vertical across the whole
    /// row: such a row of a path almost never repeats, so the compositor neither looks it up in nor stores it
    /// in its ``RowCache`` (the bytes are the same either way). The compositor clears it before each row.
    var rowCrossesSlopedEdge = false
    /// Set by the compositor while it gathers an item's spans that it sweeps itself (no clip multiplies them):
    /// ``PathCoverage`` may then give a row it flags in ``rowCrossesSlopedEdge`` as level spans, its edge pixels'
    /// 8-bit levels written into ``pixelLevels`` (``CoverageLevels``). False for everyone else: plain spans.
    var acceptsLevels = false
    /// The current row's levels of level spans; the compositor resets it before each row.
    let pixelLevels = CoverageLevels()

    init() {
        cells.reserveCapacity(256)
        spans.reserveCapacity(64)
        other.reserveCapacity(64)
    }
}

enum SpanMath {
    /// Replaces `a` with its pointwise product with `b` (both sorted, non-overlapping), dropping empty results.
    static func multiply(_ a: inout [Span], by b: [Span], into out: inout [Span]) {
        out.removeAll(keepingCapacity: true)
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in multiply(pa, pa.indices, pb, pb.indices, into: &out) }
        }
        swap(&a, &out)
    }

    /// Appends to `out` the pointwise product of `a[aRange]` and `b[bRange]` (each sorted, non-overlapping).
    static func multiply(
        _ a: UnsafeBufferPointer<Span>, _ aRange: Range<Int>, _ b: UnsafeBufferPointer<Span>,
        _ bRange: Range<Int>, into out: inout [Span]
    ) {
        var i = aRange.lowerBound, j = bRange.lowerBound
        while i < aRange.upperBound && j < bRange.upperBound {
            let s = a[i], t = b[j]
            let x0 = max(s.x0, t.x0), x1 = min(s.x1, t.x1)
            if x0 < x1 {
                let c = s.coverage * t.coverage
                if c > 0 { out.append(Span(x0: x0, x1: x1, coverage: c)) }
            }
            if s.x1 < t.x1 { i += 1 } else { j += 1 }
        }
    }

    /// Appends a span, merging it with the previous one when they touch and share a coverage.
    @inline(__always)
    static func append(_ span: Span, to out: inout [Span]) {
        guard span.x0 < span.x1, span.coverage > 0 else { return }
        if let last = out.last, last.x1 == span.x0, last.coverage == span.coverage {
            out[out.count - 1].x1 = span.x1
        } else {
            out.append(span)
        }
    }
}
