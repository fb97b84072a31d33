import Foundation
import Geometry
import Testing

@testable import Flipbook

/// The scale an `approve` command repeats is the shortest one that renders the report's frame size, not the
/// quotient of pixels and points (which `--scale 0.25` makes 0.24936… on a 393-point device).
@Suite("approve's command line: the scale it repeats")
struct ApproveCommandLineTests {
    @Test(
        arguments: [
            // (points, pixels, scale in the command)
            (CGSize(width: 393, height: 852), (98, 213), 0.25),
            (CGSize(width: 393, height: 852), (1179, 2556), 3.0),
            (CGSize(width: 393, height: 852), (786, 1704), 2.0),
            (CGSize(width: 375, height: 667), (375, 667), 1.0),
            (CGSize(width: 393, height: 852), (39, 85), 0.1),
            (CGSize(width: 430, height: 932), (1075, 2330), 2.5),
        ])
    func theShortestScaleThatRendersTheFrameSize(points: CGSize, pixels: (Int, Int), expected: Double) throws {
        let scale = try #require(ApproveCommandLine.scale(rendering: points, at: pixels))
        #expect(scale == expected)
        let rendered = PixelGrid.pixelSize(of: points, scale: CGFloat(scale))
        #expect(rendered.width == pixels.0 && rendered.height == pixels.1)
    }

    @Test func aSizeNoScaleRendersFallsBackToTheQuotientOrNothing() {
        // 100 × 300 pixels from 393 × 852 points: no scale gives both, so the quotient is said (approve then
        // refuses it as other settings, naming the sizes).
        #expect(ApproveCommandLine.scale(rendering: CGSize(width: 393, height: 852), at: (100, 300)) == 100.0 / 393)
        #expect(ApproveCommandLine.scale(rendering: CGSize(width: 393, height: 852), at: (0, 0)) == nil)
        #expect(ApproveCommandLine.scale(rendering: CGSize(width: 393, height: 852), at: (100_000, 9)) == nil)
    }
}
