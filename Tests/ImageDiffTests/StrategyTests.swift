import Testing
@testable import ImageDiff
import Raster

@Suite struct StrategyTests {
    static let base = TestImages.grey(width: 4, height: 3, [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120])

    @Test func identicalImagesTakeTheFastPath() {
        let copy = Image(width: 4, height: 3, premultipliedRGBA: Self.base.pixels)
        for strategy in [ComparisonStrategy.exact, .channelTolerance(3), .pixelmatch(), .ciede2000()] {
            let result = strategy.compare(Self.base, copy)
            #expect(result.outcome == .identical, "\(strategy.name)")
            #expect(result.statistics == DifferenceStatistics(totalPixels: 12))
            #expect(result.passed)
        }
    }

    @Test func exactCountsEveryChangedPixelIncludingAlpha() {
        var actual = Self.base
        actual[x: 1, y: 0] = Pixel(r: 21, g: 20, b: 20, a: 255)
        actual[x: 3, y: 2] = Pixel(r: 119, g: 119, b: 119, a: 254)  // alpha alone (nearly)
        let result = ComparisonStrategy.exact.compare(Self.base, actual)
        #expect(result.outcome == .different)
        #expect(result.statistics?.mismatchedPixels == 2)
        #expect(result.statistics?.totalPixels == 12)
        #expect(result.statistics?.mismatchedShare == 2.0 / 12.0)
        #expect(result.statistics?.maxChannelDelta == 1)
        #expect(result.statistics?.boundingBox == PixelRect(x: 1, y: 0, width: 3, height: 3))
        #expect(result.statistics?.regionCount == 2)
    }

    @Test func limitsOnCountAndShare() {
        var actual = Self.base
        actual[x: 0, y: 0] = Pixel(r: 255, g: 255, b: 255, a: 255)
        actual[x: 2, y: 2] = Pixel(r: 255, g: 255, b: 255, a: 255)
        let exact = ComparisonStrategy.exact
        #expect(exact.compare(Self.base, actual).outcome == .different)
        #expect(exact.limited(to: .init(maxPixels: 2)).compare(Self.base, actual).outcome == .withinTolerance)
        #expect(exact.limited(to: .init(maxPixels: 1)).compare(Self.base, actual).outcome == .different)
        #expect(exact.limited(to: .init(maxShare: 2.0 / 12.0)).compare(Self.base, actual).outcome == .withinTolerance)
        #expect(exact.limited(to: .init(maxShare: 0.1)).compare(Self.base, actual).outcome == .different)
        // Both limits must hold.
        #expect(exact.limited(to: .init(maxPixels: 5, maxShare: 0.1)).compare(Self.base, actual).outcome == .different)
        #expect(DifferenceLimits.none.allows(mismatched: 0, of: 0))
        #expect(!DifferenceLimits.none.allows(mismatched: 1, of: 100))
    }

    @Test func channelToleranceIsPerChannelAndInclusive() {
        let expected = TestImages.image(
            4, 1, [100, 100, 100, 255, 100, 100, 100, 255, 100, 100, 100, 255, 100, 100, 100, 255])
        let actual = TestImages.image(
            4, 1, [102, 100, 100, 255, 100, 97, 100, 255, 100, 100, 103, 255, 100, 100, 100, 252])
        let result = ComparisonStrategy.channelTolerance(2).compare(expected, actual)
        #expect(result.statistics?.changedPixels == 4)
        #expect(result.statistics?.mismatchedPixels == 3)  // Δ 2 passes; Δ 3 in green, blue, alpha do not
        #expect(result.statistics?.maxChannelDelta == 3)
        #expect(result.statistics?.boundingBox == PixelRect(x: 1, y: 0, width: 3, height: 1))
        #expect(ComparisonStrategy.channelTolerance(3).compare(expected, actual).outcome == .withinTolerance)
    }

    @Test func translucentPixelsAreComparedStraight() {
        // Premultiplied (50, 0, 0, 100) and (51, 0, 0, 100) are straight 128 and 130: a delta of 2, not 1.
        let expected = Image(width: 1, height: 1, premultipliedRGBA: [50, 0, 0, 100])
        let actual = Image(width: 1, height: 1, premultipliedRGBA: [51, 0, 0, 100])
        let result = ComparisonStrategy.channelTolerance(1).compare(expected, actual)
        #expect(result.statistics?.maxChannelDelta == 2)
        #expect(result.outcome == .different)
    }

    @Test func aSizeMismatchIsItsOwnResultNamingBothSizes() {
        let expected = Image(width: 4, height: 3), actual = Image(width: 4, height: 5)
        for strategy in [ComparisonStrategy.exact, .channelTolerance(3), .pixelmatch(), .ciede2000()] {
            let result = strategy.compare(expected, actual, diffImage: .diff)
            #expect(
                result.outcome
                    == .sizeMismatch(expected: ImageSize(width: 4, height: 3), actual: ImageSize(width: 4, height: 5)))
            #expect(!result.passed)
            #expect(result.statistics == nil)
            #expect(result.diffImage == nil)
            #expect(result.summary == "size mismatch: expected 4×3, actual 4×5")
        }
    }

    @Test func regionsAreEightConnectedAndOrderedBySize() {
        var values = [UInt8](repeating: 0, count: 10 * 6)
        // A diagonal of three pixels (one region through corners), a 2×2 block, and a lone pixel.
        for (x, y) in [(0, 0), (1, 1), (2, 2), (6, 1), (7, 1), (6, 2), (7, 2), (9, 5)] { values[y * 10 + x] = 255 }
        let result = ComparisonStrategy.exact.compare(
            TestImages.grey(width: 10, height: 6, [UInt8](repeating: 0, count: 60)),
            TestImages.grey(width: 10, height: 6, values))
        let s = result.statistics!
        #expect(s.mismatchedPixels == 8)
        #expect(s.regionCount == 3)
        #expect(
            s.regions == [
                DifferenceRegion(boundingBox: PixelRect(x: 6, y: 1, width: 2, height: 2), pixelCount: 4),
                DifferenceRegion(boundingBox: PixelRect(x: 0, y: 0, width: 3, height: 3), pixelCount: 3),
                DifferenceRegion(boundingBox: PixelRect(x: 9, y: 5, width: 1, height: 1), pixelCount: 1),
            ])
        #expect(s.boundingBox == PixelRect(x: 0, y: 0, width: 10, height: 6))
    }

    @Test func aUShapeJoinsIntoOneRegion() {
        // Two arms that meet only at the bottom row: one region, found although the arms start apart.
        var values = [UInt8](repeating: 0, count: 5 * 4)
        for y in 0..<4 { values[y * 5] = 255; values[y * 5 + 4] = 255 }
        for x in 0..<5 { values[3 * 5 + x] = 255 }
        let s = ComparisonStrategy.exact.compare(
            TestImages.grey(width: 5, height: 4, [UInt8](repeating: 0, count: 20)),
            TestImages.grey(width: 5, height: 4, values)
        ).statistics!
        #expect(s.regionCount == 1)
        #expect(s.regions.first?.pixelCount == 11)
    }

    @Test func summaryStatesTheNumbers() {
        var actual = Self.base
        actual[x: 2, y: 1] = Pixel(r: 255, g: 255, b: 255, a: 255)
        let summary = ComparisonStrategy.pixelmatch().compare(Self.base, actual).summary
        #expect(summary.hasPrefix("different (pixelmatch): 1 of 12 pixels (8.3333 %)"))
        #expect(summary.contains("largest channel delta 185"))
        #expect(summary.contains("1 region in x 2…2, y 1…1 (1×1)"))
    }
}

@Suite struct ThreadingTests {
    @Test func resultsDoNotDependOnTheThreadCount() {
        // A tall scene so that several bands of 64+ rows exist; discs cross band boundaries.
        let (w, h) = (90, 400)
        var discs: [(cx8: Int, cy8: Int, r8: Int, color: [Int])] = []
        var random = TestImages.Generator(seed: 4242)
        for _ in 0..<40 {
            discs.append(
                (
                    random.next(UInt32(8 * w)), random.next(UInt32(8 * h)), 16 + random.next(120),
                    [random.next(256), random.next(256), random.next(256)]
                ))
        }
        let moved = discs.enumerated().map { i, d in
            i % 3 == 0 ? (cx8: d.cx8 + 8, cy8: d.cy8 + 3, r8: d.r8, color: d.color) : d
        }
        let background: [UInt8] = [250, 250, 250, 255]
        let expected = TestImages.image(
            w, h, TestImages.scene(width: w, height: h, background: background, discs: discs))
        let actual = TestImages.image(w, h, TestImages.scene(width: w, height: h, background: background, discs: moved))
        for strategy in [ComparisonStrategy.pixelmatch(), .exact, .ciede2000(), .channelTolerance(4)] {
            let single = strategy.compare(expected, actual, diffImage: .diff)
            #expect((single.statistics?.regionCount ?? 0) > 3, "\(strategy.name): the scene has regions to merge")
            for threads in [2, 3, 7] {
                let parallel = strategy.threads(threads).compare(expected, actual, diffImage: .diff)
                #expect(parallel.statistics == single.statistics, "\(strategy.name) on \(threads) threads")
                #expect(parallel.diffImage == single.diffImage, "\(strategy.name) diff on \(threads) threads")
            }
        }
    }
}

@Suite struct EdgeCaseTests {
    @Test func emptyAndSinglePixelImages() {
        let empty = Image(width: 0, height: 0)
        let result = ComparisonStrategy.pixelmatch().compare(empty, Image(width: 0, height: 0), diffImage: .strip)
        #expect(result.outcome == .identical)
        #expect(result.statistics?.mismatchedShare == 0)
        // A single pixel has no neighbours: never anti-aliased.
        let one = TestImages.grey(width: 1, height: 1, [0]), other = TestImages.grey(width: 1, height: 1, [255])
        #expect(ComparisonStrategy.pixelmatch().compare(one, other).statistics?.mismatchedPixels == 1)
        // A one-row image: every pixel is on the edge.
        let row = TestImages.grey(width: 5, height: 1, [0, 64, 128, 192, 255])
        let changed = TestImages.grey(width: 5, height: 1, [0, 64, 30, 192, 255])
        #expect(ComparisonStrategy.pixelmatch().compare(row, changed).statistics?.mismatchedPixels == 1)
    }
}

/// Strategies are values configured by their arguments: the metric, its settings and the limits travel with
/// the strategy, so a report or an approval describes exactly the comparison that ran.
@Suite("Strategies carry their settings")
struct StrategySettingsTests {
    @Test(
        "each factory's metric and threshold",
        arguments: [
            (ComparisonStrategy.exact, MetricSettings.exact, nil as Double?, "exact"),
            (.channelTolerance(3), .channelTolerance(3), 3, "channel(3)"),
            (
                .pixelmatch(threshold: 0.2), .pixelmatch(threshold: 0.2, includeAA: false), 0.2,
                "pixelmatch(threshold: 0.2)"
            ),
            (
                .pixelmatch(threshold: 0.1, includeAA: true), .pixelmatch(threshold: 0.1, includeAA: true), 0.1,
                "pixelmatch(threshold: 0.1, includeAA)"
            ),
            (.ciede2000(justNoticeable: 2.3), .ciede2000(justNoticeable: 2.3), 2.3, "ciede2000(justNoticeable: 2.3)"),
        ])
    func factories(strategy: ComparisonStrategy, metric: MetricSettings, threshold: Double?, description: String) {
        #expect(strategy.metric == metric)
        #expect(strategy.metric.threshold == threshold)
        #expect(strategy.description == description)
        #expect(strategy.name == metric.metric.rawValue)
    }

    @Test("Metric.strategy gives the same value as the factory, defaults included")
    func byName() throws {
        #expect(try Metric.pixelmatch.strategy() == .pixelmatch(threshold: 0.1))
        #expect(try Metric.channel.strategy(threshold: 4) == .channelTolerance(4))
        #expect(try Metric.ciede2000.strategy() == .ciede2000(justNoticeable: 1.0))
        #expect(try Metric.exact.strategy() == .exact)
    }

    @Test("limits are part of the value and of its description")
    func limits() {
        let strict = ComparisonStrategy.pixelmatch(threshold: 0.1)
        let lenient = strict.limited(to: DifferenceLimits(maxPixels: 10))
        #expect(strict != lenient)
        #expect(lenient.description == "pixelmatch(threshold: 0.1), at most 10 pixels")
    }
}
