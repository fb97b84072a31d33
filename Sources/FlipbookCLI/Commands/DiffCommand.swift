import ArgumentParser
import Files
import Foundation
import ImageDiff
import PNG
import Raster

/// `flipbook diff EXPECTED ACTUAL`: compare two PNG files, print the numbers, optionally write a diff image.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files pixel by pixel.",
        discussion: """
            Exit status: 0 when the images match under the metric (identical, or within the threshold and \
            limits), 1 when they differ (including a size mismatch), 2 on any error.

            Metrics: exact (any changed byte), channel (a straight channel differs by more than --threshold \
            levels, default 0), pixelmatch (pixelmatch 7's YIQ metric with anti-aliasing detection, \
            --threshold 0…1, default 0.1), ciede2000 (CIEDE2000 ΔE above --threshold, default 1.0). \
            Translucent pixels are compared as straight RGBA after a premultiplied round trip, as Flipbook \
            holds images.

            The diff image is pixelmatch's: differences in --diff-color (--diff-color-alt where the actual \
            image is darker), anti-aliasing in --aa-color, the rest the expected image's brightness at \
            --alpha over white; --diff-mask paints differences only, over transparency. With --strip the \
            file shows expected | diff | actual side by side; a size mismatch always writes the strip.
            """
    )

    @Argument(help: "The expected (reference) PNG file.")
    var expected: String

    @Argument(help: "The actual PNG file.")
    var actual: String

    @Option(
        name: .customLong("out"),
        help: ArgumentHelp("Write the diff image here (PNG, written atomically).", valueName: "diff.png"))
    var out: String?

    @Flag(help: "Write expected | diff | actual side by side instead of the diff alone.")
    var strip = false

    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    @Flag(help: "Print one JSON object (snake_case keys) instead of a summary line.")
    var json = false

    @OptionGroup var budget: PixelBudgetOption

    /// The largest image decoded, in pixels.
    var pixelBudget: Int { budget.pixelBudget }

    func run() throws {
        let metric = comparison.metric(default: .pixelmatch)
        let strategy = try comparison.strategy(default: .pixelmatch).threads(
            ProcessInfo.processInfo.activeProcessorCount)

        let decoder = PNGDecoder(pixelBudget: pixelBudget)
        let expectedImage = try decoder.decode(contentsOf: expected).image
        let actualImage = try decoder.decode(contentsOf: actual).image
        let sizesDiffer = expectedImage.width != actualImage.width || expectedImage.height != actualImage.height
        let kind: DiffImageKind = out == nil ? .none : (strip || sizesDiffer ? .strip : .diff)
        let result = strategy.compare(expectedImage, actualImage, diffImage: kind)

        if let out, let picture = result.diffImage {
            let directory = URL(fileURLWithPath: out).deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw ValidationError(
                    "--out \(out): cannot create the folder \(directory.path): "
                        + FileProblem.reason(error, path: directory.path))
            }
            try PNGEncoder().write(picture, to: out)
        }
        if json {
            let report = DiffReport(
                expected: expected, actual: actual, metric: metric.rawValue,
                threshold: strategy.metric.threshold,
                result: result,
                expectedSize: ImageSize(width: expectedImage.width, height: expectedImage.height),
                actualSize: ImageSize(width: actualImage.width, height: actualImage.height),
                diffImagePath: result.diffImage == nil ? nil : out)
            print(report.json())
        } else {
            print(result.summary)
        }
        if !result.passed {
            // The numbers are on standard output already.
            throw DifferencesFound("\(actual) differs from \(expected) (\(metric.rawValue))")
        }
    }
}
