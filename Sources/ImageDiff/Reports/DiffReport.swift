import Foundation

/// A comparison as one JSON object with snake_case keys, for `flipbook diff --json` and other tools.
///
/// Keys are always present; numbers that do not exist for a size mismatch are `null`:
/// `expected`, `actual` (the inputs' names), `metric`, `threshold` (null for exact), `outcome`
/// (`identical`, `within_tolerance`, `different`, `size_mismatch`), `passed`, `expected_size`,
/// `actual_size` (`{"width", "height"}`), `total_pixels`, `mismatched_pixels`, `mismatched_share`,
/// `antialiased_pixels`, `changed_pixels`, `max_channel_delta`, `max_delta_e`, `bounding_box`
/// (`{"x", "y", "width", "height"}` or null), `region_count`, `regions` (largest first, at most 100:
/// `{"x", "y", "width", "height", "pixel_count"}`), `diff_image` (the path written, or null).
public struct DiffReport: Sendable, Encodable {
    /// The name of the expected image as the report shows it (usually its path).
    public var expected: String
    /// The name of the actual image as the report shows it (usually its path).
    public var actual: String
    /// The name of the metric that compared (a ``Metric`` raw value such as `pixelmatch`).
    public var metric: String
    /// The metric's threshold; nil for `exact`, which has none.
    public var threshold: Double?
    /// The comparison itself: outcome, statistics and diff image.
    public var result: ImageComparison
    /// The size of the expected image.
    public var expectedSize: ImageSize
    /// The size of the actual image.
    public var actualSize: ImageSize
    /// Where the diff image was written, or nil when none was.
    public var diffImagePath: String?

    /// A report of `result`, the comparison of `expected` with `actual`; the values are taken as given.
    public init(
        expected: String, actual: String, metric: String, threshold: Double?, result: ImageComparison,
        expectedSize: ImageSize, actualSize: ImageSize, diffImagePath: String?
    ) {
        self.expected = expected
        self.actual = actual
        self.metric = metric
        self.threshold = threshold
        self.result = result
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.diffImagePath = diffImagePath
    }

    private enum Key: String, CodingKey {
        case expected, actual, metric, threshold, outcome, passed
        case expectedSize = "expected_size", actualSize = "actual_size"
        case totalPixels = "total_pixels", mismatchedPixels = "mismatched_pixels", mismatchedShare = "mismatched_share"
        case antialiasedPixels = "antialiased_pixels", changedPixels = "changed_pixels"
        case maxChannelDelta = "max_channel_delta", maxDeltaE = "max_delta_e"
        case boundingBox = "bounding_box", regionCount = "region_count", regions
        case diffImage = "diff_image"
    }

    private struct Region: Encodable {
        var x: Int, y: Int, width: Int, height: Int
        var pixelCount: Int
        enum CodingKeys: String, CodingKey { case x, y, width, height, pixelCount = "pixel_count" }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        let s = result.statistics
        try c.encode(expected, forKey: .expected)
        try c.encode(actual, forKey: .actual)
        try c.encode(metric, forKey: .metric)
        try c.encode(threshold, forKey: .threshold)
        try c.encode(outcomeName, forKey: .outcome)
        try c.encode(result.passed, forKey: .passed)
        try c.encode(expectedSize, forKey: .expectedSize)
        try c.encode(actualSize, forKey: .actualSize)
        try c.encode(s?.totalPixels, forKey: .totalPixels)
        try c.encode(s?.mismatchedPixels, forKey: .mismatchedPixels)
        try c.encode(s?.mismatchedShare, forKey: .mismatchedShare)
        try c.encode(s?.antialiasedPixels, forKey: .antialiasedPixels)
        try c.encode(s?.changedPixels, forKey: .changedPixels)
        try c.encode(s?.maxChannelDelta, forKey: .maxChannelDelta)
        try c.encode(s?.maxDeltaE, forKey: .maxDeltaE)
        try c.encode(s?.boundingBox, forKey: .boundingBox)
        try c.encode(s?.regionCount, forKey: .regionCount)
        try c.encode(
            s.map {
                $0.regions.map {
                    Region(
                        x: $0.boundingBox.x, y: $0.boundingBox.y, width: $0.boundingBox.width,
                        height: $0.boundingBox.height, pixelCount: $0.pixelCount)
                }
            },
            forKey: .regions)
        try c.encode(diffImagePath, forKey: .diffImage)
    }

    /// `identical`, `within_tolerance`, `different` or `size_mismatch`.
    public var outcomeName: String {
        switch result.outcome {
        case .identical: "identical"
        case .withinTolerance: "within_tolerance"
        case .different: "different"
        case .sizeMismatch: "size_mismatch"
        }
    }

    /// The report as one line of JSON, keys sorted.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers, finite doubles and booleans always encode.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}
