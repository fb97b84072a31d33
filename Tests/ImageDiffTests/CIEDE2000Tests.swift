import Testing
@testable import ImageDiff
import Raster

@Suite struct CIEDE2000Tests {
    /// The 34 test pairs of Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula:
    /// implementation notes, supplementary test data, and mathematical observations", Table 1.
    static let sharma: [(CIELab, CIELab, Double)] = [
        (CIELab(l: 50, a: 2.6772, b: -79.7751), CIELab(l: 50, a: 0, b: -82.7485), 2.0425),
        (CIELab(l: 50, a: 3.1571, b: -77.2803), CIELab(l: 50, a: 0, b: -82.7485), 2.8615),
        (CIELab(l: 50, a: 2.8361, b: -74.0200), CIELab(l: 50, a: 0, b: -82.7485), 3.4412),
        (CIELab(l: 50, a: -1.3802, b: -84.2814), CIELab(l: 50, a: 0, b: -82.7485), 1.0000),
        (CIELab(l: 50, a: -1.1848, b: -84.8006), CIELab(l: 50, a: 0, b: -82.7485), 1.0000),
        (CIELab(l: 50, a: -0.9009, b: -85.5211), CIELab(l: 50, a: 0, b: -82.7485), 1.0000),
        (CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: -1, b: 2), 2.3669),
        (CIELab(l: 50, a: -1, b: 2), CIELab(l: 50, a: 0, b: 0), 2.3669),
        (CIELab(l: 50, a: 2.4900, b: -0.0010), CIELab(l: 50, a: -2.4900, b: 0.0009), 7.1792),
        (CIELab(l: 50, a: 2.4900, b: -0.0010), CIELab(l: 50, a: -2.4900, b: 0.0010), 7.1792),
        (CIELab(l: 50, a: 2.4900, b: -0.0010), CIELab(l: 50, a: -2.4900, b: 0.0011), 7.2195),
        (CIELab(l: 50, a: 2.4900, b: -0.0010), CIELab(l: 50, a: -2.4900, b: 0.0012), 7.2195),
        (CIELab(l: 50, a: -0.0010, b: 2.4900), CIELab(l: 50, a: 0.0009, b: -2.4900), 4.8045),
        (CIELab(l: 50, a: -0.0010, b: 2.4900), CIELab(l: 50, a: 0.0010, b: -2.4900), 4.8045),
        (CIELab(l: 50, a: -0.0010, b: 2.4900), CIELab(l: 50, a: 0.0011, b: -2.4900), 4.7461),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 50, a: 0, b: -2.5), 4.3065),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 73, a: 25, b: -18), 27.1492),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 61, a: -5, b: 29), 22.8977),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 56, a: -27, b: -3), 31.9030),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 58, a: 24, b: 15), 19.4535),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 50, a: 3.1736, b: 0.5854), 1.0000),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 50, a: 3.2972, b: 0), 1.0000),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 50, a: 1.8634, b: 0.5757), 1.0000),
        (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 50, a: 3.2592, b: 0.3350), 1.0000),
        (CIELab(l: 60.2574, a: -34.0099, b: 36.2677), CIELab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (CIELab(l: 63.0109, a: -31.0961, b: -5.8663), CIELab(l: 62.8187, a: -29.7946, b: -4.0864), 1.2630),
        (CIELab(l: 61.2901, a: 3.7196, b: -5.3901), CIELab(l: 61.4292, a: 2.2480, b: -4.9620), 1.8731),
        (CIELab(l: 35.0831, a: -44.1164, b: 3.7933), CIELab(l: 35.0232, a: -40.0716, b: 1.5901), 1.8645),
        (CIELab(l: 22.7233, a: 20.0904, b: -46.6940), CIELab(l: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
        (CIELab(l: 36.4612, a: 47.8580, b: 18.3852), CIELab(l: 36.2715, a: 50.5065, b: 21.2231), 1.4146),
        (CIELab(l: 90.8027, a: -2.0831, b: 1.4410), CIELab(l: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
        (CIELab(l: 90.9257, a: -0.5406, b: -0.9208), CIELab(l: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
        (CIELab(l: 6.7747, a: -0.2908, b: -2.4247), CIELab(l: 5.8714, a: -0.0985, b: -2.2286), 0.6377),
        (CIELab(l: 2.0776, a: 0.0795, b: -1.1350), CIELab(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    @Test(arguments: 0..<sharma.count)
    func matchesSharmaWuDalal(_ index: Int) {
        let (c1, c2, expected) = Self.sharma[index]
        let forward = CIEDE2000.difference(c1, c2), backward = CIEDE2000.difference(c2, c1)
        #expect(abs(forward - expected) < 0.00005, "pair \(index + 1): \(forward) vs \(expected)")
        #expect(abs(forward - backward) < 1e-9, "pair \(index + 1) is symmetric")
    }

    @Test func convertsSRGBToLab() {
        let white = CIELab(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let black = CIELab(red: 0, green: 0, blue: 0)
        #expect(black.l == 0 && black.a == 0 && black.b == 0)
        // sRGB red in CIELAB (D65): 53.24, 80.09, 67.20.
        let red = CIELab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    }

    @Test func countsOnlyPixelsAboveTheJustNoticeableDifference() {
        // Grey 128 → 129 is far below ΔE 1; 128 → 140 is well above.
        let expected = TestImages.grey(width: 3, height: 1, [128, 128, 128])
        let actual = TestImages.grey(width: 3, height: 1, [129, 140, 128])
        let result = ComparisonStrategy.ciede2000().compare(expected, actual)
        #expect(result.outcome == .different)
        #expect(result.statistics?.mismatchedPixels == 1)
        #expect(result.statistics?.changedPixels == 2)
        #expect(result.statistics?.boundingBox == PixelRect(x: 1, y: 0, width: 1, height: 1))
        let expectedDeltaE = CIEDE2000.difference(
            CIELab(red: 128, green: 128, blue: 128), CIELab(red: 140, green: 140, blue: 140))
        #expect(result.statistics?.maxDeltaE == expectedDeltaE)
        #expect(
            ComparisonStrategy.ciede2000(justNoticeable: expectedDeltaE).compare(expected, actual).outcome
                == .withinTolerance)
    }

    @Test func alphaOnlyChangesAreSeen() {
        let expected = TestImages.image(1, 1, [200, 40, 40, 255]), actual = TestImages.image(1, 1, [200, 40, 40, 200])
        let result = ComparisonStrategy.ciede2000().compare(expected, actual)
        #expect(result.statistics?.mismatchedPixels == 1)
        #expect((result.statistics?.maxDeltaE ?? 0) > 5)
    }

    @Test func deltaE2000IsBoundedByTheEuclideanDistance() {
        // The comparison engine skips ΔE₀₀ when 4.5 · ΔE*ab² cannot exceed the largest found so far.
        var random = TestImages.Generator(seed: 99)
        for _ in 0..<20_000 {
            let c1 = CIELab(red: UInt8(random.next(256)), green: UInt8(random.next(256)), blue: UInt8(random.next(256)))
            var c2 = c1
            if random.next(2) == 0 {
                c2 = CIELab(red: UInt8(random.next(256)), green: UInt8(random.next(256)), blue: UInt8(random.next(256)))
            } else {
                c2.l += Double(random.next(100)) / 50 - 1; c2.a += Double(random.next(100)) / 50 - 1;
                c2.b += Double(random.next(100)) / 50 - 1
            }
            let e76Squared =
                (c1.l - c2.l) * (c1.l - c2.l) + (c1.a - c2.a) * (c1.a - c2.a) + (c1.b - c2.b) * (c1.b - c2.b)
            let e00 = CIEDE2000.difference(c1, c2)
            #expect(e00 * e00 <= 4.5 * e76Squared + 1e-9)
        }
    }

    @Test func largestDeltaEIsTheMaximumOverChangedPixels() {
        for name in ["noise-opaque", "noise-translucent", "ui-shift"] {
            let (expected, actual) = TestImages.pair(name)
            var largest = 0.0
            expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    for k in stride(from: 0, to: e.count, by: 4) where !e[k..<k + 4].elementsEqual(a[k..<k + 4]) {
                        largest = max(largest, PixelDeltaE.difference(e.baseAddress!, a.baseAddress!, k))
                    }
                }
            }
            #expect(ComparisonStrategy.exact.compare(expected, actual).statistics?.maxDeltaE == largest, "\(name)")
            // CIEDE2000 classification agrees with the formula, pixel by pixel, at a few thresholds.
            for threshold in [0.5, 1.0, 2.3, 5.0] {
                var count = 0
                expected.pixels.withUnsafeBufferPointer { e in
                    actual.pixels.withUnsafeBufferPointer { a in
                        for k in stride(from: 0, to: e.count, by: 4)
                        where !e[k..<k + 4].elementsEqual(a[k..<k + 4])
                            && PixelDeltaE.difference(e.baseAddress!, a.baseAddress!, k) > threshold
                        {
                            count += 1
                        }
                    }
                }
                #expect(
                    ComparisonStrategy.ciede2000(justNoticeable: threshold).compare(expected, actual).statistics?
                        .mismatchedPixels
                        == count, "\(name) ΔE \(threshold)")
            }
        }
    }
}
