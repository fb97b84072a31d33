import Testing
@testable import Raster

/// The glyph rasterizer's exact area coverage under the nonzero rule.
@Suite struct TextCoverageTests {
    func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> [GlyphVector] {
        let p = [GlyphVector(x0, y0), GlyphVector(x1, y0), GlyphVector(x1, y1), GlyphVector(x0, y1)]
        return clockwise ? p : p.reversed()
    }

    func fill(_ polygons: [[GlyphVector]], width: Int = 6, height: Int = 4) -> GlyphCoverage {
        var c = GlyphCoverage(width: width, height: height)
        c.fill(polygons)
        return c
    }

    @Test func fractionalRectangleGetsExactAreaPerPixel() {
        let c = fill([square(1.25, 0.5, 3.75, 2.25)])
        // Columns: x 1 covers 0.75, x 2 covers 1, x 3 covers 0.75. Rows: y 0 covers 0.5, y 1 covers 1, y 2 0.25.
        let columns = [0, 0.75, 1, 0.75, 0, 0], rows = [0.5, 1, 0.25, 0]
        for y in 0..<4 {
            for x in 0..<6 {
                let expected = UInt8((columns[x] * rows[y] * 255).rounded())
                #expect(c.values[y * 6 + x] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func quarterPixelSquareGivesQuarterCoverage() {
        let c = fill([square(2, 1, 2.5, 1.5)])
        #expect(c.values[1 * 6 + 2] == 64)  // round(0.25 · 255)
        #expect(c.values.reduce(0) { $0 + Int($1) } == 64)
    }

    @Test func overlappingShapesUniteInsteadOfAdding() {
        // Two half-pixel-wide strips overlapping by a quarter pixel inside pixel (2, 1): the union covers 0.75.
        let c = fill([square(2, 1, 2.5, 2), square(2.25, 1, 2.75, 2)])
        #expect(c.values[1 * 6 + 2] == UInt8((0.75 * 255).rounded()))
        // Same winding nested: nonzero keeps the inner square filled.
        let nested = fill([square(0, 0, 4, 4), square(1, 1, 3, 3)], width: 4, height: 4)
        #expect(nested.values.allSatisfy { $0 == 255 })
    }

    @Test func oppositeWindingCutsAHole() {
        let c = fill([square(0, 0, 4, 4), square(1, 1, 3, 3, clockwise: false)], width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let inHole = (1...2).contains(x) && (1...2).contains(y)
                #expect(c.values[y * 4 + x] == (inHole ? 0 : 255), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func diagonalEdgeCoverageSumsToTheTriangleArea() {
        // A right triangle with legs 5: area 12.5 pixels; each pixel on the diagonal is half covered.
        let c = fill([[GlyphVector(0, 0), GlyphVector(5, 5), GlyphVector(0, 5)]], width: 6, height: 6)
        let total = Double(c.values.reduce(0) { $0 + Int($1) }) / 255
        #expect(abs(total - 12.5) < 0.02)
        for i in 0..<5 { #expect(c.values[i * 6 + i] == 128, "diagonal pixel \(i)") }  // round(127.5)
    }

    @Test func crossingEdgesAreResolvedWithinAPixel() {
        // A bow tie whose two lobes wind oppositely meet inside pixel (2, 2); nonzero fills both lobes, and
        // the total is the exact area of the two triangles (2 · ½ · 4 · 2 = 8).
        let bowTie = [GlyphVector(0.5, 0.5), GlyphVector(4.5, 4.5), GlyphVector(4.5, 0.5), GlyphVector(0.5, 4.5)]
        let c = fill([bowTie], width: 5, height: 5)
        let total = Double(c.values.reduce(0) { $0 + Int($1) }) / 255
        #expect(abs(total - 8) < 0.03)
    }

    @Test func shapesOutsideTheImageAreClipped() {
        let c = fill([square(-10, -3, 2.5, 1.5), square(5.5, 3.5, 40, 40)])
        #expect(c.values[0] == 255 && c.values[1] == 255 && c.values[2] == 128)
        #expect(c.values[1 * 6 + 0] == 128)
        #expect(c.values[3 * 6 + 5] == 64)
        #expect(c.values[3 * 6 + 4] == 0)
    }
}
