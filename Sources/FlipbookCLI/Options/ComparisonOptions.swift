import ArgumentParser
import Foundation
import ImageDiff

/// The comparison options `flipbook diff`, `verify` and `record` share: the metric, its threshold, the
/// limits, and the diff image's style.
struct ComparisonOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "exact, channel, pixelmatch or ciede2000 (default: pixelmatch for diff, exact for verify and record).",
            valueName: "metric"))
    var metric: Metric?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The metric's tolerance: pixelmatch 0…1 (0.1); channel 0…255 levels (0); ciede2000 ΔE (1.0).",
            valueName: "T"))
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "pixelmatch: count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(
        name: .customLong("max-pixels"), parsing: .unconditional,
        help: ArgumentHelp("Still pass with up to this many differing pixels.", valueName: "N"))
    var maxPixels: Int?

    @Option(
        name: .customLong("max-share"), parsing: .unconditional,
        help: ArgumentHelp("Still pass with up to this share (0…1) of pixels differing.", valueName: "S"))
    var maxShare: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Opacity of the faded expected image in the diff, 0…1.", valueName: "A"))
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels.", valueName: "R,G,B"))
    var aaColor: String = "255,255,0"

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels.", valueName: "R,G,B"))
    var diffColor: String = "255,0,0"

    @Option(
        name: .customLong("diff-color-alt"),
        help: ArgumentHelp(
            "Colour of differing pixels where the actual image is darker (default: --diff-color).",
            valueName: "R,G,B"))
    var diffColorAlt: String?

    @Flag(name: .customLong("diff-mask"), help: "Paint only the differences, over a transparent background.")
    var diffMask = false

    func validate() throws {
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw ValidationError("--alpha \(alpha) is outside 0…1")
        }
        if let threshold, !(threshold.isFinite && threshold >= 0) {
            throw ValidationError("--threshold \(threshold) is out of range: expected a finite number, 0 or more")
        }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels \(maxPixels) is negative") }
        if let maxShare, !(maxShare.isFinite && (0...1).contains(maxShare)) {
            throw ValidationError("--max-share \(maxShare) is outside 0…1")
        }
        if includeAA, let metric, metric != .pixelmatch {
            throw ValidationError("--include-aa applies only to --metric pixelmatch")
        }
    }

    /// The metric chosen, or the command's default.
    func metric(default defaultMetric: Metric) -> Metric { metric ?? defaultMetric }

    /// The strategy these options describe; a bad value is a usage error naming it.
    func strategy(default defaultMetric: Metric) throws -> ComparisonStrategy {
        let metric = metric(default: defaultMetric)
        if includeAA && metric != .pixelmatch {
            throw ValidationError("--include-aa applies only to --metric pixelmatch")
        }
        do {
            let style = DiffStyle(
                alpha: alpha, aaColor: try RGB(parsing: aaColor), diffColor: try RGB(parsing: diffColor),
                diffColorAlt: try diffColorAlt.map { try RGB(parsing: $0) }, diffMask: diffMask)
            return try metric.strategy(
                threshold: threshold, includeAA: includeAA, style: style,
                limits: DifferenceLimits(maxPixels: maxPixels, maxShare: maxShare))
        } catch {
            throw ValidationError(String(describing: error))
        }
    }
}

extension Metric: ExpressibleByArgument {}
