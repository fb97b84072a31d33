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
        // Counted into rowStart[r + 1], summed into each row's start, then advanced as the row is listed (and
        // moved back a row at the end): one array besides the list.
        var starts = [Int32](repeating: 0, count: rowCount + 1)
        var total = 0
        starts.withUnsafeMutableBufferPointer { s in
            for i in 0..<count {
                let r = rows(i)
                precondition(r.isEmpty || (r.lowerBound >= 0 && r.upperBound <= rowCount), "row out of range")
                for k in r { s[k + 1] += 1 }
            }
            for r in 0..<rowCount { s[r + 1] += s[r] }
            total = Int(s[rowCount])
        }
        edges = [Int32](unsafeUninitializedCapacity: total) { list, listed in
            starts.withUnsafeMutableBufferPointer { s in
                for i in 0..<count {
                    for k in rows(i) { list[Int(s[k])] = Int32(i); s[k] += 1 }
                }
                // Each row's cursor stopped at the next row's start: shift them back into starts.
                var r = rowCount
                while r > 0 { s[r] = s[r - 1]; r -= 1 }
                s[0] = 0
            }
            listed = total
        }
        rowStart = starts
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
