import ImageDiff

/// One kept frame in a ``ScenarioReport``: how it compared with the fixture's frame, in plain numbers, and
/// where its images are (relative to the report folder; nil when not written — images are written only for
/// scenarios that did not pass).
public struct FrameReport: Codable, Sendable, Equatable {
    /// How the frame compared; stored in `report.json` under the raw values (`within_tolerance`, …).
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// Every byte equal.
        case identical
        /// Some pixels differ, within the tolerance and limits.
        case withinTolerance = "within_tolerance"
        /// More pixels differ than the limits allow.
        case different
        /// The fixture's frame has another size (``FrameReport/expectedSize``, ``FrameReport/actualSize``).
        case sizeMismatch = "size_mismatch"
        /// Rendered, but the fixture has no such frame (or there is no fixture).
        case missingExpected = "missing_expected"
        /// In the fixture, but not rendered (the scenario now keeps other frames, or is shorter).
        case missingActual = "missing_actual"
        /// Not compared, because the frame rates differ (frame k is at another time on each side).
        case notCompared = "not_compared"

        /// Whether the frame passed: ``identical`` or ``withinTolerance``.
        public var passed: Bool { self == .identical || self == .withinTolerance }

        /// Whether a fixture frame and a rendered frame were compared.
        public var wasCompared: Bool {
            switch self {
            case .identical, .withinTolerance, .different, .sizeMismatch: true
            case .missingExpected, .missingActual, .notCompared: false
            }
        }
    }

    /// The frame's index in the recording (`frame-0012.png` is frame 12).
    public var index: Int
    /// Seconds after the scenario's first action (negative in the lead-in).
    public var time: Double
    /// How the frame compared with the fixture's frame.
    public var status: Status
    /// The fixture's frame as a file path (`Fixtures/<id>/frame-0012.png`), when the fixture has it.
    public var fixtureFile: String?
    /// The fixture's frame as copied into the report folder.
    public var expectedImage: String?
    /// The rendered frame as written into the report folder.
    public var actualImage: String?
    /// The pixelmatch-style diff image.
    public var diffImage: String?
    /// For a failing frame whose actual image the report does not hold (a differing frame only counted, past the
    /// first few): the digest of its pixels (``ReportDigest``), by which `flipbook approve` checks the frame it
    /// paints again in its place.
    public var actualDigest: String?
    /// The size of the fixture's frame in pixels, when it was read.
    public var expectedSize: ImageSize?
    /// The size of the rendered frame in pixels, when it was compared.
    public var actualSize: ImageSize?
    /// The numbers of the comparison (nil when nothing was compared pixel by pixel).
    public var totalPixels: Int?
    /// The pixels the comparison counted as different (`DifferenceStatistics.mismatchedPixels`).
    public var mismatchedPixels: Int?
    /// ``mismatchedPixels`` as a share of ``totalPixels``, 0…1.
    public var mismatchedShare: Double?
    /// The pixels pixelmatch excluded as anti-aliasing (0 for other metrics).
    public var antialiasedPixels: Int?
    /// The pixels that differ in any byte, by any amount.
    public var changedPixels: Int?
    /// The largest difference of one straight 8-bit channel over the changed pixels, 0…255.
    public var maxChannelDelta: Int?
    /// The largest CIEDE2000 colour difference over the changed pixels.
    public var maxDeltaE: Double?
    /// The rectangle holding every mismatched pixel.
    public var boundingBox: PixelRect?
    /// How many connected regions of mismatched pixels there are, and the largest (at most ``regionListLimit``).
    public var regionCount: Int?
    /// The largest connected regions of mismatched pixels, largest first.
    public var regions: [Region]?
    /// One line in plain units (the comparison's summary).
    public var summary: String

    /// How many regions a frame report lists at most.
    public static let regionListLimit = 20

    /// One connected region of mismatched pixels: its bounding box in pixels and how many mismatched pixels it holds
    /// (`pixel_count` in JSON).
    public struct Region: Codable, Sendable, Equatable {
        /// The region's bounding box: left column, top row, width and height, in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// How many mismatched pixels the region holds.
        public var pixelCount: Int

        /// A region with the given bounding box and pixel count.
        public init(x: Int, y: Int, width: Int, height: Int, pixelCount: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.pixelCount = pixelCount
        }

        enum CodingKeys: String, CodingKey { case x, y, width, height, pixelCount = "pixel_count" }
    }

    /// A frame that was not compared pixel by pixel (or whose numbers are filled in later), with its status and
    /// one-line summary; every number, size and image is nil.
    public init(index: Int, time: Double, status: Status, summary: String) {
        self.index = index
        self.time = time
        self.status = status
        self.summary = summary
    }

    /// A frame that was compared, with the comparison's numbers.
    public init(index: Int, time: Double, comparison: ImageComparison, expectedSize: ImageSize, actualSize: ImageSize) {
        let status: Status =
            switch comparison.outcome {
            case .identical: .identical
            case .withinTolerance: .withinTolerance
            case .different: .different
            case .sizeMismatch: .sizeMismatch
            }
        self.init(index: index, time: time, status: status, summary: comparison.summary)
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        if let s = comparison.statistics {
            totalPixels = s.totalPixels
            mismatchedPixels = s.mismatchedPixels
            mismatchedShare = s.mismatchedShare
            antialiasedPixels = s.antialiasedPixels
            changedPixels = s.changedPixels
            // Counted only: nothing else was measured.
            if comparison.countedOnly { return }
            maxChannelDelta = s.maxChannelDelta
            maxDeltaE = s.maxDeltaE
            boundingBox = s.boundingBox
            regionCount = s.regionCount
            regions = s.regions.prefix(FrameReport.regionListLimit).map {
                Region(
                    x: $0.boundingBox.x, y: $0.boundingBox.y, width: $0.boundingBox.width,
                    height: $0.boundingBox.height, pixelCount: $0.pixelCount)
            }
        }
    }

    /// Keeps only the counts of a frame measured in full (pixels, mismatched, anti-aliased and changed) and says
    /// so, as ``ComparisonStrategy/count(_:_:)`` would have given them: for a differing frame that lost its place
    /// among the first ones measured in full (``VerifySettings/diffImagesPerScenario``) to a frame checked later.
    mutating func keepCountsOnly(strategy: String) {
        guard let total = totalPixels, let mismatched = mismatchedPixels, let changed = changedPixels else { return }
        let outcome: ImageComparison.Outcome = status == .different ? .different : .withinTolerance
        var counted = ImageComparison(
            strategy: strategy, outcome: outcome,
            statistics: DifferenceStatistics(
                totalPixels: total, mismatchedPixels: mismatched, antialiasedPixels: antialiasedPixels ?? 0,
                changedPixels: changed))
        counted.countedOnly = true
        summary = counted.summary
        (maxChannelDelta, maxDeltaE, boundingBox, regionCount, regions) = (nil, nil, nil, nil, nil)
    }

    /// How the summary of a differing frame neither decoded nor counted ends
    /// (``undecoded(index:time:strategy:size:)``).
    public static let notCountedSuffix = "; not counted (one differing pixel decides)"

    /// A differing frame past the first few measured in full, under a strategy one differing pixel decides: the
    /// verdict and the frame's size alone (the fixture's file was not decoded, nothing was counted).
    static func undecoded(index: Int, time: Double, strategy: String, size: ImageSize) -> FrameReport {
        var frame = FrameReport(
            index: index, time: time, status: .different, summary: "different (\(strategy))" + notCountedSuffix)
        (frame.expectedSize, frame.actualSize, frame.totalPixels) = (size, size, size.width * size.height)
        return frame
    }

    /// Keeps only what ``undecoded(index:time:strategy:size:)`` gives of a differing frame measured in full: for
    /// one that lost its place among the first ones to a frame checked later.
    mutating func keepVerdictOnly(strategy: String) {
        keepCountsOnly(strategy: strategy)
        (mismatchedPixels, mismatchedShare, antialiasedPixels, changedPixels) = (nil, nil, nil, nil)
        summary = "different (\(strategy))" + Self.notCountedSuffix
    }

    enum CodingKeys: String, CodingKey {
        case index, time, status, summary, regions
        case fixtureFile = "fixture_file", expectedImage = "expected_image", actualImage = "actual_image"
        case diffImage = "diff_image", actualDigest = "actual_digest", expectedSize = "expected_size", actualSize =
            "actual_size"
        case totalPixels = "total_pixels", mismatchedPixels = "mismatched_pixels", mismatchedShare = "mismatched_share"
        case antialiasedPixels = "antialiased_pixels", changedPixels = "changed_pixels"
        case maxChannelDelta = "max_channel_delta", maxDeltaE = "max_delta_e", boundingBox = "bounding_box"
        case regionCount = "region_count"
    }

    /// The frame's images by kind, as named in their paths (`<kind>/frame-NNNN.png`, ``ReportLayout``).
    static var imageKinds: [(kind: String, image: WritableKeyPath<FrameReport, String?>)] {
        [
            ("expected", \.expectedImage), ("actual", \.actualImage), ("diff", \.diffImage),
        ]
    }
}
