import Foundation
import Pixels

/// What comparing an expected image with an actual one found.
public struct ImageComparison: Sendable {
    /// The verdict.
    public enum Outcome: Sendable, Hashable {
        /// Every byte is equal.
        case identical
        /// Some pixels differ, but the strategy's tolerance and limits accept them.
        case withinTolerance
        /// More pixels differ than the strategy's limits allow.
        case different
        /// The images do not have the same size; nothing was compared pixel by pixel.
        case sizeMismatch(expected: ImageSize, actual: ImageSize)
    }

    /// The name of the strategy that compared, such as `pixelmatch`.
    public var strategy: String
    /// The verdict: identical, within tolerance, different, or a size mismatch.
    public var outcome: Outcome
    /// The numbers; for a size mismatch, `nil`.
    public var statistics: DifferenceStatistics?
    /// The diff image that was asked for, if any (see `DiffImageKind`).
    public var diffImage: Image?
    /// True when only the pixels were counted (``ComparisonStrategy/count(_:_:)``): `statistics` then has the
    /// mismatched, anti-aliased and changed pixels, and nothing else measured.
    public var countedOnly = false

    /// How ``summary`` ends when ``countedOnly``: `; counted only`.
    public static let countedOnlySuffix = "; counted only"

    /// A comparison result with the given parts, taken as they are.
    public init(strategy: String, outcome: Outcome, statistics: DifferenceStatistics?, diffImage: Image? = nil) {
        self.strategy = strategy
        self.outcome = outcome
        self.statistics = statistics
        self.diffImage = diffImage
    }

    /// The result for two images of `width` × `height` whose every byte is equal, without a diff image.
    public static func identical(strategy: String, width: Int, height: Int) -> ImageComparison {
        ImageComparison(
            strategy: strategy, outcome: .identical,
            statistics: DifferenceStatistics(totalPixels: width * height))
    }

    /// True when the images match under the strategy (`identical` or `withinTolerance`).
    public var passed: Bool {
        switch outcome {
        case .identical, .withinTolerance: true
        case .different, .sizeMismatch: false
        }
    }

    /// One line in plain units, for a terminal or a test failure. For example:
    /// `different (pixelmatch): 1203 of 3013524 pixels (0.0399 %), largest channel delta 255,
    /// largest ΔE 41.2, 3 regions in x 10…40, y 5…9 (31×5)`.
    public var summary: String {
        switch outcome {
        case .sizeMismatch(let expected, let actual):
            return "size mismatch: expected \(expected), actual \(actual)"
        case .identical:
            return "identical (\(strategy)): \(statistics?.totalPixels ?? 0) pixels"
        case .withinTolerance, .different:
            let verdict = outcome == .different ? "different" : "within tolerance"
            guard let s = statistics else { return "\(verdict) (\(strategy))" }
            var text = "\(verdict) (\(strategy)): \(s.mismatchedPixels) of \(s.totalPixels) pixels"
            text += " (\(String(format: "%.4f", s.mismatchedShare * 100)) %)"
            if s.antialiasedPixels > 0 { text += ", \(s.antialiasedPixels) anti-aliased ignored" }
            text += ", \(s.changedPixels) changed at all"
            if countedOnly { return text + ImageComparison.countedOnlySuffix }
            text += ", largest channel delta \(s.maxChannelDelta)"
            text += ", largest ΔE \(String(format: "%.2f", s.maxDeltaE))"
            if let box = s.boundingBox {
                text += ", \(s.regionCount) region\(s.regionCount == 1 ? "" : "s") in \(box)"
            }
            return text
        }
    }
}
