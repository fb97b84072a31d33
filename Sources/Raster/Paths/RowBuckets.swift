/// The edges of a scan converter listed per pixel row they cross (each row's active edges), shared by
/// ``PolygonCoverage`` and ``PathCoverage``: a counting sort by row, which keeps a row's edges in the order of
/// their indices.
struct RowBuckets: Sendable {
    /// The first listed row: rows `firstRow ..< firstRow + rowStart.count − 1` are listed.
    private(set) var firstRow = 0
    /// Row `r` (relative to `firstRow`) holds `edges[rowStart[r] ..< rowStart[r + 1]]`.
    private var rowStart: [Int32] = []
    private var edges: [Int32] = []

    /// No rows.
    init() {}

    /// Lists `count` edges over rows `first ..< last`; `rows(i)` gives the rows edge `i` crosses, relative to
    /// `first` (an empty range for none).
    init(count: Int, first: Int, last: Int, rows: (Int) -> Range<Int>) {
        firstRow = first
        let rowCount = last - first
        var counts = [Int32](repeating: 0, count: rowCount + 1)
        for i in 0..<count { for r in rows(i) { counts[r] += 1 } }
        rowStart = [Int32](repeating: 0, count: rowCount + 1)
        var total: Int32 = 0
        for r in 0..<rowCount { rowStart[r] = total; total += counts[r] }
        rowStart[rowCount] = total
        edges = [Int32](repeating: 0, count: Int(total))
        var fill = rowStart
        for i in 0..<count {
            for r in rows(i) { edges[Int(fill[r])] = Int32(i); fill[r] += 1 }
        }
    }

    /// The positions in ``edges`` of row `y`'s edges (empty outside the listed rows).
    @inline(__always)
    func range(ofRow y: Int) -> Range<Int> {
        let r = y - firstRow
        guard r >= 0, r + 1 < rowStart.count else { return 0..<0 }
        return Int(rowStart[r])..<Int(rowStart[r + 1])
    }

    /// Calls `body` with the edge indices of all rows (index `k` of a row's ``range(ofRow:)``).
    @inline(__always)
    func withEdges<R>(_ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        try edges.withUnsafeBufferPointer(body)
    }
}
