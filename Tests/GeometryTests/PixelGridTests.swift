import Foundation
import Geometry
import Testing

/// Points to pixels and the one rule for scales.
@Suite("Pixel grid")
struct PixelGridTests {
    @Test func scalesFromOneHundredthToSixteenAreAccepted() {
        for scale in [0.01, 0.25, 1, 2.5, 3, 16] { #expect(PixelGrid.isValid(scale: scale), "\(scale)") }
        for scale in [0, -1, 0.009, 16.01, .infinity, .nan] { #expect(!PixelGrid.isValid(scale: scale), "\(scale)") }
        #expect(PixelGrid.problem(scale: 3) == nil)
        #expect(PixelGrid.problem(scale: 20) == "scale must be a number from 0.01 to 16, got 20.0")
    }

    @Test func pointsRoundToWholePixelsHalvesAwayFromZero() {
        #expect(PixelGrid.pixels(393, scale: 3) == 1179)
        #expect(PixelGrid.pixels(393, scale: 0.5) == 197)  // 196.5 rounds up
        #expect(PixelGrid.pixelSize(of: CGSize(width: 10.25, height: 3), scale: 2) == (21, 6))  // 20.5 → 21
        #expect(PixelGrid.snapped(10.2, scale: 2) == 10)
        #expect(PixelGrid.snapped(10.3, scale: 2) == 10.5)
        #expect(PixelGrid.snapped(10.3, scale: 3) == CGFloat(31) / 3)
    }
}
