import Foundation
import Testing
import TestSupport
@testable import Raster

/// Crossing strips are cut only where an edge that may bound the filled region crosses another
/// (``InteriorEdges``): the coverage must be the one of cutting at every crossing.
@Suite struct InteriorEdgesTests {
    /// Wide round-joined strokes of random curves, which bend tighter than their half width: their inner sides
    /// fold into bundles of crossing spokes (the strips this is for), and the cheaper cuts must give the same
    /// pixels as cutting at every crossing, to rounding.
    @Test func wideStrokesCoverTheSameWithFewerCuts() {
        var g = SplitMix64(seed: 2109)
        let size = 96
        var worst = 0.0, compared = 0
        for _ in 0..<40 {
            let path = CGMutablePath()
            func point() -> CGPoint { CGPoint(x: g.double(20, 76), y: g.double(20, 76)) }
            path.move(to: point())
            for _ in 0..<3 { path.addCurve(to: point(), control1: point(), control2: point()) }
            let shape = ShapeContent(
                path: path.vectorPath, fillColor: nil, strokeColor: .white, lineWidth: g.double(8, 30),
                lineCap: .round, lineJoin: .round)
            guard var coverage = PathRasterizer.stroke(shape, map: .identity, rows: size) else { continue }
            let cheap = PathCoverageTests.total(coverage, size: size).pixels
            coverage.cutsAtEveryCrossing = true
            let plain = PathCoverageTests.total(coverage, size: size).pixels
            for (a, b) in zip(cheap, plain) { worst = max(worst, abs(a - b)) }
            compared += 1
        }
        #expect(compared == 40)
        #expect(worst < 1e-6, "largest difference \(worst)")
    }
}
