import Testing
@testable import ImageDiff
import Raster

@Suite struct PixelmatchTests {
    /// Option sets of the reference table, in column order.
    static let variants: [(threshold: Double, includeAA: Bool, style: DiffStyle)] = [
        (0.1, false, DiffStyle()),
        (0.05, false, DiffStyle()),
        (0.1, true, DiffStyle()),
        (0.2, false, DiffStyle(alpha: 0.5, aaColor: RGB(0, 0, 255), diffColorAlt: RGB(0, 255, 0))),
        (0.1, false, DiffStyle(diffMask: true)),
    ]

    /// Counts and FNV-1a hashes of the diff image that pixelmatch 7 (JavaScript, writing into a
    /// `Uint8Array`) returns for the same straight RGBA bytes, per variant. `inputs` are the hashes of
    /// the two inputs' straight bytes, so a generator drift shows as such.
    static let reference: [(name: String, inputs: (UInt32, UInt32), results: [(Int, UInt32)])] = [
        (
            "disc-shift", (0xf3c69545, 0x56a9efc5),
            [(4, 0x9b0ca5bd), (4, 0x1a42924d), (100, 0x427945dd), (4, 0xcaa15729), (4, 0x7ff2ec3d)]
        ),
        (
            "disc-subpixel", (0x4093e7f5, 0x47b28c0d),
            [(0, 0x2690dcad), (0, 0x3ce2ea1d), (44, 0xc94539f5), (0, 0x21de7335), (0, 0xa1a8b5c5)]
        ),
        (
            "noise-opaque", (0xd3385100, 0x56617407),
            [(69, 0xce8fc55b), (98, 0x8fb307dc), (69, 0xce8fc55b), (0, 0x96ffc403), (69, 0x61819cfb)]
        ),
        (
            "noise-translucent", (0xe0df47fd, 0x036380dc),
            [(53, 0x3bbce61a), (128, 0x551dacd7), (53, 0x3bbce61a), (0, 0x72cb159e), (53, 0x2e83a7bb)]
        ),
        (
            "border", (0xeaf820c1, 0x312aebed),
            [(37, 0x2349a726), (38, 0x516e5e15), (37, 0x2349a726), (0, 0x0c60042b), (37, 0xe565d67b)]
        ),
        (
            "ui-shift", (0x693e911d, 0x7e7acc9d),
            [(80, 0x456fd605), (80, 0xd6e350e5), (320, 0x8baebeb5), (80, 0x6ffcc271), (80, 0xbc04e4e5)]
        ),
    ]

    @Test(arguments: 0..<reference.count)
    func matchesPixelmatchCountsAndDiffImages(_ row: Int) {
        let (name, inputs, results) = Self.reference[row]
        let (expected, actual) = TestImages.pair(name)
        #expect(TestImages.fnv1a(expected.unpremultipliedRGBA()) == inputs.0, "\(name): expected image bytes")
        #expect(TestImages.fnv1a(actual.unpremultipliedRGBA()) == inputs.1, "\(name): actual image bytes")
        for (variant, result) in zip(Self.variants, results) {
            let strategy = ComparisonStrategy.pixelmatch(
                threshold: variant.threshold, includeAA: variant.includeAA,
                style: variant.style)
            let comparison = strategy.compare(expected, actual, diffImage: .diff)
            let label = "\(name) threshold \(variant.threshold) includeAA \(variant.includeAA)"
            #expect(comparison.statistics?.mismatchedPixels == result.0, "\(label): count")
            #expect(comparison.diffImage.map { TestImages.fnv1a($0.pixels) } == result.1, "\(label): diff image")
            #expect(comparison.passed == (result.0 == 0), "\(label): verdict")
        }
    }

    @Test func aFlatAreaChangeIsNotAntialiasing() {
        var values = [UInt8](repeating: 200, count: 25)
        let expected = TestImages.grey(width: 5, height: 5, values)
        values[12] = 20
        let result = ComparisonStrategy.pixelmatch().compare(expected, TestImages.grey(width: 5, height: 5, values))
        #expect(result.outcome == .different)
        #expect(result.statistics?.mismatchedPixels == 1)
        #expect(result.statistics?.antialiasedPixels == 0)
        #expect(result.statistics?.boundingBox == PixelRect(x: 2, y: 2, width: 1, height: 1))
    }

    @Test func aChangedAntialiasedEdgeIsExcludedUnlessIncluded() {
        // A vertical edge, black | grey | white; the grey column changes brightness.
        let row: [UInt8] = [0, 0, 128, 255, 255, 255]
        let expected = TestImages.grey(width: 6, height: 5, Array([[UInt8]](repeating: row, count: 5).joined()))
        var changed = row
        changed[2] = 60
        let actual = TestImages.grey(width: 6, height: 5, Array([[UInt8]](repeating: changed, count: 5).joined()))

        let excluded = ComparisonStrategy.pixelmatch().compare(expected, actual, diffImage: .diff)
        #expect(excluded.outcome == .withinTolerance)
        #expect(excluded.statistics?.mismatchedPixels == 0)
        #expect(excluded.statistics?.antialiasedPixels == 5)
        #expect(excluded.statistics?.changedPixels == 5)
        // pixelmatch's diff image bytes for the first row: grey 229 (black faded), grey 229, yellow, white…
        #expect(
            Array(excluded.diffImage!.pixels.prefix(24))
                == [
                    229, 229, 229, 255, 229, 229, 229, 255, 255, 255, 0, 255, 255, 255, 255, 255,
                    255, 255, 255, 255, 255, 255, 255, 255,
                ])

        let included = ComparisonStrategy.pixelmatch(includeAA: true).compare(expected, actual)
        #expect(included.statistics?.mismatchedPixels == 5)
        #expect(included.statistics?.regionCount == 1)
        #expect(included.statistics?.boundingBox == PixelRect(x: 2, y: 0, width: 1, height: 5))
    }

    @Test func neighboursAreVisitedXOuterYInner() {
        // Centre (2, 2) = 128 has two black neighbours tying for the largest brightness delta: (1, 3),
        // first in x-outer order, whose black siblings make it decisive, and (2, 1), first in row order,
        // which has none. pixelmatch (x outer) finds anti-aliasing; a row-major scan would not.
        let values: [UInt8] = [
            10, 20, 30, 40, 200,
            15, 100, 0, 150, 210,
            0, 110, 128, 160, 70,
            0, 0, 140, 255, 80,
            0, 45, 50, 60, 90,
        ]
        var changed = values
        changed[12] = 255
        let expected = TestImages.grey(width: 5, height: 5, values),
            actual = TestImages.grey(width: 5, height: 5, changed)
        #expect(ComparisonStrategy.pixelmatch().compare(expected, actual).statistics?.mismatchedPixels == 0)
        #expect(
            ComparisonStrategy.pixelmatch(includeAA: true).compare(expected, actual).statistics?.mismatchedPixels == 1)
    }

    @Test func anImageEdgeCountsAsOneIdenticalNeighbour() {
        // (2, 0) sits on the top edge with two equal neighbours: with the edge counted, three "equal"
        // neighbours rule anti-aliasing out and the pixel counts. In the interior, the same two equal
        // neighbours leave it anti-aliased.
        let edge = TestImages.grey(width: 5, height: 2, [128, 128, 128, 128, 128, 0, 0, 0, 255, 255])
        let edgeChanged = TestImages.grey(width: 5, height: 2, [128, 128, 0, 128, 128, 0, 0, 0, 255, 255])
        #expect(ComparisonStrategy.pixelmatch().compare(edge, edgeChanged).statistics?.mismatchedPixels == 1)

        let interior = TestImages.grey(
            width: 5, height: 3, [0, 0, 0, 0, 0, 128, 128, 128, 128, 128, 255, 255, 255, 255, 255])
        let interiorChanged = TestImages.grey(
            width: 5, height: 3, [0, 0, 0, 0, 0, 128, 128, 200, 128, 128, 255, 255, 255, 255, 255])
        let result = ComparisonStrategy.pixelmatch().compare(interior, interiorChanged)
        #expect(result.statistics?.mismatchedPixels == 0)
        #expect(result.statistics?.antialiasedPixels == 1)
    }

    @Test func siblingsCountTheEdgeOnce() {
        // A corner pixel with two identical neighbours has "3" (edge + 2); an interior pixel with two has 2.
        let corner = TestImages.grey(width: 3, height: 3, [7, 7, 1, 7, 2, 3, 4, 5, 6])
        let interior = TestImages.grey(width: 3, height: 3, [7, 7, 1, 2, 7, 3, 4, 5, 6])
        corner.pixels.withUnsafeBufferPointer { p in
            #expect(AntiAliasing.hasManySiblings(p.baseAddress!, x: 0, y: 0, width: 3, height: 3))
        }
        interior.pixels.withUnsafeBufferPointer { p in
            #expect(!AntiAliasing.hasManySiblings(p.baseAddress!, x: 1, y: 1, width: 3, height: 3))
        }
    }

    @Test func darkerPixelsTakeTheAlternateColour() {
        let expected = TestImages.grey(width: 3, height: 1, [128, 128, 128])
        let actual = TestImages.grey(width: 3, height: 1, [0, 128, 255])
        let style = DiffStyle(diffColor: RGB(255, 0, 0), diffColorAlt: RGB(0, 255, 0))
        let result = ComparisonStrategy.pixelmatch(style: style).compare(expected, actual, diffImage: .diff)
        let diff = result.diffImage!
        #expect(diff[x: 0, y: 0] == Pixel(r: 0, g: 255, b: 0, a: 255))  // actual darker → alternate
        #expect(diff[x: 2, y: 0] == Pixel(r: 255, g: 0, b: 0, a: 255))  // actual lighter → diff colour
        #expect(result.statistics?.mismatchedPixels == 2)

        var delta = 0.0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in delta = YIQ.colorDelta(e.baseAddress!, a.baseAddress!, 0, 0) }
        }
        #expect(delta < 0, "the second image darker gives a negative delta")
        // Without an alternate colour both are red.
        let plain = ComparisonStrategy.pixelmatch().compare(expected, actual, diffImage: .diff).diffImage!
        #expect(plain[x: 0, y: 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func thresholdIsTheSquaredYIQDistance() {
        // Grey 100 → 110: Δy = 10 · (0.29889531 + 0.58662247 + 0.11448223), i and q ≈ 0; |Δ| = 0.5053 · Δy².
        let expected = TestImages.grey(width: 1, height: 1, [100]), actual = TestImages.grey(width: 1, height: 1, [110])
        let delta = 0.5053 * pow2(10 * (0.29889531 + 0.58662247 + 0.11448223))
        let just = (delta / 35215).squareRoot()
        #expect(
            ComparisonStrategy.pixelmatch(threshold: just * 0.999).compare(expected, actual).statistics?
                .mismatchedPixels == 1)
        #expect(
            ComparisonStrategy.pixelmatch(threshold: just * 1.001).compare(expected, actual).statistics?
                .mismatchedPixels == 0)
    }

    @Test func transparentPixelsBlendOverTheByteOffsetCheckerboard() {
        #expect(YIQ.checkerboard(0) == (48, 48, 48))
        #expect(YIQ.checkerboard(4) == (48, 48, 207))  // ⌊4/φ⌋ = 2, ⌊4/φ²⌋ = 1
        #expect(YIQ.checkerboard(12) == (48, 207, 48))  // ⌊12/φ⌋ = 7, ⌊12/φ²⌋ = 4
        // The same transparent change is seen against different backgrounds at different offsets.
        let expected = TestImages.image(2, 1, [255, 255, 255, 128, 255, 255, 255, 128])
        let actual = TestImages.image(2, 1, [255, 255, 255, 0, 255, 255, 255, 0])
        var deltas: [Double] = []
        expected.unpremultipliedRGBA().withUnsafeBufferPointer { e in
            actual.unpremultipliedRGBA().withUnsafeBufferPointer { a in
                deltas = [0, 4].map { YIQ.colorDelta(e.baseAddress!, a.baseAddress!, $0, $0) }
            }
        }
        #expect(deltas[0] != deltas[1])
        #expect(deltas[0] < 0 && deltas[1] < 0, "white over a dark background is lighter than the background")
    }

    private func pow2(_ x: Double) -> Double { x * x }
}
