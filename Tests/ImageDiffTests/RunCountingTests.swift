import Testing
@testable import ImageDiff
import Raster

/// The engine counts runs of changed pixels with one pair of values at a time, and skips the deltas of a pair it
/// has just seen: the numbers must be those of counting pixel by pixel.
@Suite struct RunCountingTests {
    /// Two blocky opaque images: rows of runs of a few colours, each run 1–40 pixels long, and the actual image
    /// the expected one with some runs recoloured and some rows shifted.
    static func pair(seed: UInt64) -> (Image, Image) {
        var random = Generator(state: seed)
        let colours = [
            Pixel(r: 242, g: 242, b: 247, a: 255), Pixel(r: 88, g: 86, b: 214, a: 255),
            Pixel(r: 255, g: 255, b: 255, a: 255), Pixel(r: 250, g: 240, b: 247, a: 255),
        ]
        let (width, height) = (157, 61)
        var expected = Image(width: width, height: height)
        var actual = Image(width: width, height: height)
        for y in 0..<height {
            var x = 0
            while x < width {
                let length = Int(random.next() % 40) + 1
                let colour = colours[Int(random.next() % 4)]
                let recoloured = random.next() % 3 == 0 ? colours[Int(random.next() % 4)] : colour
                for column in x..<min(width, x + length) {
                    expected[x: column, y: y] = colour
                    actual[x: column, y: y] = recoloured
                }
                x += length
            }
            if y % 5 == 0 {  // a shifted row: every run moves right by 3
                for column in stride(from: width - 1, through: 3, by: -1) {
                    actual[x: column, y: y] = actual[x: column - 3, y: y]
                }
            }
        }
        return (expected, actual)
    }

    /// A linear congruential generator: the same images every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
    }

    @Test("changed and mismatched pixels, the channel delta and the box equal a pixel-by-pixel count")
    func countsEqualAPixelByPixelCount() throws {
        for seed in UInt64(1)...6 {
            let (expected, actual) = Self.pair(seed: seed)
            var changed = 0, overTolerance = 0, largest = 0
            var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
            for y in 0..<expected.height {
                for x in 0..<expected.width where expected[x: x, y: y] != actual[x: x, y: y] {
                    let e = expected[x: x, y: y], a = actual[x: x, y: y]
                    let delta = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)))
                    changed += 1
                    largest = max(largest, delta)
                    if delta > 8 { overTolerance += 1 }
                    box = (
                        min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y)
                    )
                }
            }
            try #require(changed > 500)
            let exact = try #require(ComparisonStrategy.exact.compare(expected, actual).statistics)
            #expect(exact.changedPixels == changed, "seed \(seed)")
            #expect(exact.mismatchedPixels == changed, "seed \(seed)")
            #expect(exact.maxChannelDelta == largest, "seed \(seed)")
            let b = try #require(box)
            #expect(
                exact.boundingBox
                    == PixelRect(x: b.minX, y: b.minY, width: b.maxX - b.minX + 1, height: b.maxY - b.minY + 1))
            let tolerant = try #require(ComparisonStrategy.channelTolerance(8).compare(expected, actual).statistics)
            #expect(tolerant.changedPixels == changed, "seed \(seed)")
            #expect(tolerant.mismatchedPixels == overTolerance, "seed \(seed)")
        }
    }

    @Test("the numbers are the same whether a diff image is painted (pixel by pixel) or not (runs)")
    func paintedAndUnpaintedAgree() throws {
        for seed in UInt64(1)...6 {
            let (expected, actual) = Self.pair(seed: seed)
            for strategy in [ComparisonStrategy.exact, .channelTolerance(8), .ciede2000(), .pixelmatch()] {
                let counted = strategy.compare(expected, actual, diffImage: .none).statistics
                let painted = strategy.compare(expected, actual, diffImage: .diff).statistics
                #expect(counted != nil)
                #expect(counted == painted, "\(strategy.name), seed \(seed)")
            }
        }
    }

    /// `count` (what a check does for a failing frame past the first few) gives `compare`'s verdict and counts,
    /// and nothing else.
    @Test("counting gives the verdict and the counts of a full comparison, and says it measured nothing else")
    func countingAgreesWithTheFullComparison() throws {
        for seed in UInt64(1)...6 {
            let (expected, actual) = Self.pair(seed: seed)
            for strategy in [
                ComparisonStrategy.exact, .channelTolerance(8), .ciede2000(), .pixelmatch(),
                .exact.limited(to: DifferenceLimits(maxPixels: 100_000)),
            ] {
                let full = strategy.compare(expected, actual)
                let counted = strategy.count(expected, actual)
                let f = try #require(full.statistics), c = try #require(counted.statistics)
                #expect(counted.outcome == full.outcome, "\(strategy), seed \(seed)")
                #expect(
                    (c.totalPixels, c.mismatchedPixels, c.antialiasedPixels, c.changedPixels)
                        == (f.totalPixels, f.mismatchedPixels, f.antialiasedPixels, f.changedPixels),
                    "\(strategy), seed \(seed)")
                #expect(!full.countedOnly && counted.countedOnly)
                #expect(c.maxChannelDelta == 0 && c.maxDeltaE == 0 && c.boundingBox == nil && c.regions.isEmpty)
                #expect(counted.summary.hasSuffix(ImageComparison.countedOnlySuffix), "\(counted.summary)")
                #expect(!counted.summary.contains("largest"), "\(counted.summary)")
            }
        }
        // Equal images: identical, as compare says.
        let (expected, _) = Self.pair(seed: 1)
        #expect(ComparisonStrategy.exact.count(expected, expected).outcome == .identical)
    }
}
