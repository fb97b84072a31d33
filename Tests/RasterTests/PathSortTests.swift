import Foundation
import Testing
import TestSupport

@testable import Raster

/// The orders the path scan converter relies on: its merge sort of keys must give exactly the order of a stable
/// sort, and its row lists must list each edge in every row it crosses, in the order of the edges.
@Suite struct PathSortTests {
    /// Keys with many ties (whole and half values) and runs in either direction, at sizes around the insertion
    /// runs (16) and the merge passes: the order must be the one of sorting by (key, index), which is what any
    /// stable sort gives.
    @Test func theMergeSortIsStable() {
        var random = SplitMix64(state: 21)
        for n in [0, 1, 2, 15, 16, 17, 31, 33, 100, 257, 1000] {
            for shape in 0..<3 {
                let values: [Double] = (0..<n).map { i in
                    switch shape {
                    case 0: return (random.double(0, 20) * 2).rounded() / 2  // ties
                    case 1: return Double(n - i) + (i % 7 == 0 ? 0.5 : 0)  // descending with bumps
                    default: return Double(i / 3)  // ascending runs of equal keys
                    }
                }
                var keys = values.enumerated().map { PieceKey(lo: $0.element, index: Int32($0.offset)) }
                var scratch = keys
                let sorted = keys.withUnsafeMutableBufferPointer { k in
                    scratch.withUnsafeMutableBufferPointer { s -> [Int32] in
                        guard n > 0 else { return [] }
                        let out = PieceKey.stableSort(k.baseAddress!, count: n, scratch: s.baseAddress!)
                        return (0..<n).map { out[$0].index }
                    }
                }
                let expected = values.indices.sorted { (values[$0], $0) < (values[$1], $1) }.map { Int32($0) }
                #expect(sorted == expected, "n = \(n), shape \(shape)")
            }
        }
    }

    /// Every edge appears in each row of its range and nowhere else, rows in order of the edges.
    @Test func rowBucketsListEveryEdgeInItsRows() {
        var random = SplitMix64(state: 5)
        let rowCount = 40
        let ranges: [Range<Int>] = (0..<300).map { _ in
            let a = Int(random.double(0, Double(rowCount))), b = Int(random.double(0, Double(rowCount + 1)))
            return a < b ? a..<b : 0..<0
        }
        let buckets = RowBuckets(count: ranges.count, first: 10, last: 10 + rowCount) { ranges[$0] }
        for r in 0..<rowCount {
            let listed = buckets.withEdges { list in buckets.range(ofRow: 10 + r).map { list[$0] } }
            let expected = ranges.indices.filter { ranges[$0].contains(r) }.map { Int32($0) }
            #expect(listed == expected, "row \(r)")
        }
        #expect(buckets.range(ofRow: 9).isEmpty && buckets.range(ofRow: 10 + rowCount).isEmpty)
    }
}
