import Testing
@testable import ImageDiff
import Raster

@Suite struct DiffImageTests {
    @Test func unchangedPixelsAreTheExpectedBrightnessFaded() {
        let expected = TestImages.image(3, 1, [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 128])
        var actual = expected
        actual[x: 1, y: 0] = Pixel(r: 0, g: 0, b: 0, a: 255)
        let diff = ComparisonStrategy.exact.compare(expected, actual, diffImage: .diff).diffImage!
        // Black, alpha 0.1: 255 + (0 − 255) · 0.1 · 255 / 255 = 229.5 → 229.
        #expect(diff[x: 0, y: 0] == Pixel(r: 229, g: 229, b: 229, a: 255))
        #expect(diff[x: 1, y: 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        // Translucent red (straight 255, 0, 0, 128): 255 + (76.218… − 255) · 0.1 · 128 / 255 = 246.02… → 246.
        #expect(diff[x: 2, y: 0] == Pixel(r: 246, g: 246, b: 246, a: 255))
    }

    @Test func identicalImagesStillPaintTheFadedImage() {
        let image = TestImages.grey(width: 2, height: 1, [0, 255])
        let diff = ComparisonStrategy.pixelmatch(style: DiffStyle(alpha: 1)).compare(image, image, diffImage: .diff)
            .diffImage!
        #expect(diff.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
        let masked = ComparisonStrategy.pixelmatch(style: DiffStyle(diffMask: true)).compare(
            image, image, diffImage: .diff)
        #expect(masked.diffImage?.pixels == [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func diffMaskPaintsOnlyDifferences() {
        let expected = TestImages.grey(width: 3, height: 1, [10, 10, 10])
        let actual = TestImages.grey(width: 3, height: 1, [10, 250, 10])
        let style = DiffStyle(diffColor: RGB(1, 2, 3), diffMask: true)
        let diff = ComparisonStrategy.exact.styled(style).compare(expected, actual, diffImage: .diff).diffImage!
        #expect(diff.pixels == [0, 0, 0, 0, 1, 2, 3, 255, 0, 0, 0, 0])
    }

    @Test func stripShowsExpectedDiffActual() {
        let expected = TestImages.grey(width: 2, height: 2, [10, 20, 30, 40])
        let actual = TestImages.grey(width: 2, height: 2, [10, 20, 30, 200])
        let result = ComparisonStrategy.exact.compare(expected, actual, diffImage: .strip)
        let strip = result.diffImage!
        #expect(strip.width == 2 * 3 + 4 * 2 && strip.height == 2)
        let diff = ComparisonStrategy.exact.compare(expected, actual, diffImage: .diff).diffImage!
        for y in 0..<2 {
            for x in 0..<2 {
                #expect(strip[x: x, y: y] == expected[x: x, y: y])
                #expect(strip[x: 6 + x, y: y] == diff[x: x, y: y])
                #expect(strip[x: 12 + x, y: y] == actual[x: x, y: y])
            }
            #expect(strip[x: 2, y: y] == ComparisonStrip.defaultSeparator)
            #expect(strip[x: 11, y: y] == ComparisonStrip.defaultSeparator)
        }
        #expect(strip[x: 7, y: 1] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func stripOfASizeMismatchLeavesTheDiffCellEmpty() {
        let expected = TestImages.grey(width: 2, height: 1, [10, 20])
        let actual = TestImages.grey(width: 3, height: 2, [1, 2, 3, 4, 5, 6])
        let strip = ComparisonStrategy.pixelmatch().compare(expected, actual, diffImage: .strip).diffImage!
        #expect(strip.width == 3 * 3 + 8 && strip.height == 2)
        #expect(strip[x: 0, y: 1] == .transparent)  // below the shorter expected image
        #expect(strip[x: 7, y: 0] == .transparent)  // the empty diff cell
        #expect(strip[x: 14, y: 1] == actual[x: 0, y: 1])
    }
}
