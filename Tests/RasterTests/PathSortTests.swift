import Foundation
import Testing
import TestSupport

@testable import Raster

/// The orders the path scan converter relies on: its active edge lists must be sorted by (left end, edge index),
/// which is the order of a stable sort of the row's list of edges, and its row lists must list each edge in every
/// row it crosses, in the order of the edges.
@Suite struct PathSortTests {
    /// Pieces with many ties (whole and half values), lists nearly sorted, reversed and random, at sizes on both
    /// sides of where the insertion sort gives up (a reversed list of 40 does): the order must be the one of
    /// sorting by (left end, edge), and the pieces must come back whole.
    @Test func activeEdgeListsSortByLeftEndThenEdge() {
        var random = SplitMix64(state: 21)
        for n in [0, 1, 2, 15, 16, 17, 31, 33, 100, 257, 1000] {
            for shape in 0..<4 {
                let values: [Double] = (0..<n).map { i in
                    switch shape {
                    case 0: return (random.double(0, 20) * 2).rounded() / 2  // ties
                    case 1: return Double(n - i) + (i % 7 == 0 ? 0.5 : 0)  // descending with bumps
                    case 2: return Double(i / 3)  // ascending runs of equal keys
                    default: return Double(i) + (i % 5 == 0 ? -3.5 : 0)  // nearly sorted: a few move back
                    }
                }
                // Edges numbered out of order, so that ties are broken by the edge, not by the position.
                let edges = (0..<n).map { Int32(($0 * 7919) % max(n, 1)) }
                let list = ActiveEdges(owner: PathCoverage(contours: [], evenOdd: false, rows: 1).outline)
                list.reserve(n)
                for i in 0..<n {
                    let v = values[i]
                    list.pieces[i] = EdgePiece(
                        xa: v, xb: v + 1, ya: Double(i), yb: Double(i) + 0.5, dxdy: 1, lo: v, hi: v + 1, dir: 1,
                        edge: edges[i])
                }
                list.count = n
                list.sort()
                let sorted = (0..<n).map { (list.pieces[$0].lo, list.pieces[$0].edge, list.pieces[$0].ya) }
                let expected = (0..<n).map { (values[$0], edges[$0], Double($0)) }.sorted {
                    ($0.0, $0.1) < ($1.0, $1.1)
                }
                #expect(sorted.elementsEqual(expected, by: ==), "n = \(n), shape \(shape)")
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
