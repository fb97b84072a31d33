import Foundation
import Testing
import TestSupport

@testable import Raster

/// ``ActiveEdges``: a path's rows asked for one after the other (its edges carried from row to row) must give
/// exactly the spans, levels and flags of each row asked for on its own (clipped from the row's list).
@Suite struct ActiveEdgesTests {
    /// One row as the compositor asks for it (levels accepted), with its level spans spelled out as the levels they
    /// point at, and whether the row was flagged as crossed by a sloped edge.
    static func row(
        _ coverage: PathCoverage, _ y: Int, width: Int, scratch: inout CoverageScratch
    ) -> (spans: [Span], levels: [[UInt8]], sloped: Bool) {
        var spans: [Span] = []
        scratch.pixelLevels.reset()
        scratch.rowCrossesSlopedEdge = false
        scratch.acceptsLevels = true
        coverage.spans(row: y, width: width, into: &spans, scratch: &scratch)
        scratch.acceptsLevels = false
        let levels = spans.filter(\.hasLevels).map { s in
            (Int(s.x0)..<Int(s.x1)).map { scratch.pixelLevels.bytes[s.levelOffset + $0] }
        }
        // Level spans point at offsets that depend on what else the row holds: compared through `levels`.
        return (
            spans.map { $0.hasLevels ? Span(x0: $0.x0, x1: $0.x1, coverage: -1) : $0 }, levels,
            scratch.rowCrossesSlopedEdge
        )
    }

    /// The pieces `scratch` holds for `coverage`'s row `y`, as the bits of their fields (none when it holds
    /// another row's: `y` is outside the path's rows).
    static func pieces(_ coverage: PathCoverage, _ y: Int, _ scratch: CoverageScratch) -> [[UInt64]] {
        let list = scratch.activeEdges.edges(of: coverage.outline)
        guard list.row == y else { return [] }
        return (0..<list.count).map { i in
            let p = list.pieces[i]
            return [p.xa, p.xb, p.ya, p.yb, p.dxdy, p.lo, p.hi].map(\.bitPattern) + [
                UInt64(bitPattern: Int64(p.dir)), UInt64(p.edge),
            ]
        }
    }

    /// Random contours: points on and off the pixel grid (vertices on row boundaries, horizontal and vertical
    /// edges), some beyond the canvas on every side, self-intersecting, overlapping each other, with few and many
    /// points.
    static func contours(_ random: inout SplitMix64, size: Int) -> [[Point]] {
        let s = Double(size)
        return (0..<Int(random.double(1, 6))).map { _ in
            let count = Int(random.double(3, 40))
            var points: [Point] = []
            for _ in 0..<count {
                func coordinate() -> Double {
                    switch Int(random.double(0, 4)) {
                    case 0: return random.double(-0.3 * s, 1.3 * s).rounded()  // on the grid, maybe off canvas
                    case 1: return (random.double(0, s) * 4).rounded() / 4
                    default: return random.double(-0.1 * s, 1.1 * s)
                    }
                }
                var p = Point(x: coordinate(), y: coordinate())
                // Now and then the same y as the point before (a horizontal edge) or the same x (a vertical one).
                if let last = points.last, random.double(0, 1) < 0.2 { p.y = last.y }
                if let last = points.last, random.double(0, 1) < 0.1 { p.x = last.x }
                points.append(p)
            }
            return points
        }
    }

    @Test func consecutiveRowsGiveWhatEachRowGivesAlone() {
        var random = SplitMix64(state: 12)
        let size = 48
        for trial in 0..<120 {
            let coverage = PathCoverage(
                contours: Self.contours(&random, size: size), evenOdd: trial % 2 == 1, rows: size)
            var carried = CoverageScratch()
            // Rows in order, with a gap now and then (the list is then built again from the row's own list).
            let skip = Int(random.double(5, 30))
            for y in 0..<size where y % skip != skip - 1 {
                let sequential = Self.row(coverage, y, width: size, scratch: &carried)
                var fresh = CoverageScratch()
                let alone = Self.row(coverage, y, width: size, scratch: &fresh)
                #expect(sequential.spans == alone.spans, "trial \(trial) row \(y)")
                #expect(sequential.levels == alone.levels, "trial \(trial) row \(y)")
                #expect(sequential.sloped == alone.sloped, "trial \(trial) row \(y)")
                // The pieces themselves, bit for bit (a difference below a Float's precision would not show in
                // the spans of this row, but could in another's bytes).
                let kept = Self.pieces(coverage, y, carried), built = Self.pieces(coverage, y, fresh)
                #expect(kept == built, "trial \(trial) row \(y)")
                if sequential.spans != alone.spans || sequential.levels != alone.levels || kept != built { return }
            }
        }
    }

    /// More paths than the table has slots, asked for row by row in turn through one scratch (as the compositor
    /// does for a row's items): each keeps or rebuilds its list, and every row is what it is alone.
    @Test func manyPathsTakingTurnsKeepTheirOwnEdges() {
        var random = SplitMix64(state: 77)
        let size = 40
        let paths = (0..<300).map { k in
            PathCoverage(contours: Self.contours(&random, size: size), evenOdd: k % 3 == 0, rows: size)
        }
        var shared = CoverageScratch()
        var mismatches = 0
        for y in 0..<size {
            for (k, coverage) in paths.enumerated() {
                let turn = Self.row(coverage, y, width: size, scratch: &shared)
                var fresh = CoverageScratch()
                let alone = Self.row(coverage, y, width: size, scratch: &fresh)
                if turn.spans != alone.spans || turn.levels != alone.levels {
                    mismatches += 1
                    Issue.record("path \(k) row \(y)")
                }
            }
            if mismatches > 0 { return }
        }
    }
}
