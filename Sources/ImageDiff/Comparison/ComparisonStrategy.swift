import Foundation
import Pixels

/// A way to compare two images, as a value: a per-pixel metric with its options, the limits on how many
/// pixels may differ, and the style of the diff image.
///
/// Build one with a factory — `.exact`, `.channelTolerance(_:)`, `.pixelmatch(threshold:includeAA:)`,
/// `.ciede2000(justNoticeable:)` — and adjust it with `limited(to:)` and `styled(_:)`.
///
/// Every strategy takes the same path: different sizes give `.sizeMismatch` naming both; equal bytes
/// give `.identical` after one byte compare with no per-pixel work; otherwise rows whose bytes are equal
/// are skipped with a byte compare, pixels whose bytes are equal with a word compare, and only changed
/// pixels reach the metric.
///
/// Metrics see straight (unpremultiplied) RGBA: `Image` is premultiplied, so each translucent pixel a
/// metric reads is unpremultiplied with `Premultiplication`'s rounding — exactly the bytes the PNG encoder
/// writes. A metric defined on PNG files (pixelmatch) thus gives here what it gives on the written files.
/// Opaque pixels, the usual case for frames, need no conversion.
public struct ComparisonStrategy: Sendable, Hashable, CustomStringConvertible {
    /// The per-pixel metric and its settings.
    public var metric: MetricSettings
    /// How many mismatched pixels still pass.
    public var limits: DifferenceLimits
    /// How the diff image is painted.
    public var style: DiffStyle
    /// Threads a comparison may use, in horizontal bands (1 by default: callers that compare many frames
    /// already run in parallel). The result does not depend on it.
    public var threadCount: Int = 1

    /// A strategy from its parts; the factories (`.exact`, `.pixelmatch(…)`, …) are the usual spelling.
    public init(metric: MetricSettings, limits: DifferenceLimits = .none, style: DiffStyle = .pixelmatch) {
        self.metric = metric
        self.limits = limits
        self.style = style
    }

    /// A short name for reports: `exact`, `channel`, `pixelmatch`, `ciede2000`.
    public var name: String { metric.metric.rawValue }

    /// The metric with its settings and the limits, e.g. `pixelmatch(threshold: 0.1), at most 10 pixels`.
    public var description: String {
        var parts = [metric.description]
        if let maxPixels = limits.maxPixels { parts.append("at most \(maxPixels) pixels") }
        if let maxShare = limits.maxShare { parts.append("at most \(maxShare * 100) % of pixels") }
        return parts.joined(separator: ", ")
    }

    /// The same strategy on up to `threadCount` threads.
    public func threads(_ threadCount: Int) -> ComparisonStrategy {
        var copy = self
        copy.threadCount = max(1, threadCount)
        return copy
    }

    /// The same strategy with other limits.
    public func limited(to limits: DifferenceLimits) -> ComparisonStrategy {
        var copy = self
        copy.limits = limits
        return copy
    }

    /// The same strategy with another diff image style.
    public func styled(_ style: DiffStyle) -> ComparisonStrategy {
        var copy = self
        copy.style = style
        return copy
    }

    /// Compares `actual` with `expected` and, if asked, paints a diff image.
    public func compare(_ expected: Image, _ actual: Image, diffImage kind: DiffImageKind = .none) -> ImageComparison {
        compare(expected, actual, diffImage: kind, details: true)
    }

    /// The verdict and the pixel counts alone: the same outcome and the same mismatched, anti-aliased and changed
    /// pixels as ``compare(_:_:diffImage:)``, without the rest of the statistics (largest channel delta and ΔE,
    /// bounding box, regions: zero or empty, and ``ImageComparison/countedOnly`` says so). For callers that
    /// compare many failing frames and need the details of a few.
    public func count(_ expected: Image, _ actual: Image) -> ImageComparison {
        compare(expected, actual, diffImage: .none, details: false)
    }

    private func compare(_ expected: Image, _ actual: Image, diffImage kind: DiffImageKind, details: Bool)
        -> ImageComparison
    {
        let expectedSize = ImageSize(width: expected.width, height: expected.height)
        let actualSize = ImageSize(width: actual.width, height: actual.height)
        guard expectedSize == actualSize else {
            let strip = kind == .strip ? ComparisonStrip.make(expected: expected, diff: nil, actual: actual) : nil
            return ImageComparison(
                strategy: name, outcome: .sizeMismatch(expected: expectedSize, actual: actualSize),
                statistics: nil, diffImage: strip)
        }
        let width = expected.width, height = expected.height
        let paint = kind != .none

        // Counting skips the whole-image compare: its row compares find equal images as well (no changed pixel),
        // without going over the equal rows at the top of two differing frames twice.
        if details && ComparisonStrategy.bytesEqual(expected.pixels, actual.pixels) {
            var diff: Image?
            if paint {
                let bytes = expected.pixels.withUnsafeBufferPointer {
                    ComparisonEngine.identicalDiffImage($0.baseAddress!, width: width, height: height, style: style)
                }
                diff = Image(width: width, height: height, premultipliedRGBA: bytes)
            }
            var result = ImageComparison.identical(strategy: name, width: width, height: height)
            result.diffImage = ComparisonStrategy.picture(kind, expected, diff, actual)
            return result
        }

        let measurement = expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                metric.measure(
                    PixelPair(width: width, height: height, expected: e.baseAddress!, actual: a.baseAddress!),
                    style: style, paint: paint, threads: threadCount, details: details)
            }
        }
        let statistics = measurement.statistics
        if !details && statistics.changedPixels == 0 {
            return ImageComparison.identical(strategy: name, width: width, height: height)
        }
        let outcome: ImageComparison.Outcome =
            limits.allows(mismatched: statistics.mismatchedPixels, of: statistics.totalPixels)
            ? .withinTolerance : .different
        // Painted pixels are opaque or transparent black, for which straight and premultiplied agree.
        let diff = measurement.diffImage.map { Image(width: width, height: height, premultipliedRGBA: $0) }
        var result = ImageComparison(
            strategy: name, outcome: outcome, statistics: statistics,
            diffImage: ComparisonStrategy.picture(kind, expected, diff, actual))
        result.countedOnly = !details
        return result
    }

    private static func picture(_ kind: DiffImageKind, _ expected: Image, _ diff: Image?, _ actual: Image) -> Image? {
        switch kind {
        case .none: nil
        case .diff: diff
        case .strip: ComparisonStrip.make(expected: expected, diff: diff, actual: actual)
        }
    }

    /// Whether the two buffers hold the same bytes (one `memcmp`): the exact match every comparison tries
    /// first, for callers that choose what to ask of ``compare(_:_:diffImage:)`` by it.
    public static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
            }
        }
    }
}
