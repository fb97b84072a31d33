import ArgumentParser
import Flipbook
import Foundation
import Raster

/// `flipbook docs [IDS…]`: filmstrips, animated PNGs and GIFs of scenarios, for READMEs and design reviews.
struct DocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write docs imagery: DIR/<id>-filmstrip.png, DIR/<id>.png (animated) and with --gif DIR/<id>.gif.",
        discussion: """
            Makes pictures of every built-in scenario when no id is given (`flipbook list` shows them). Frames \
            are painted at --scale × --supersampling and shrunk to --scale; the animated PNG and GIF play at \
            the scenario's frame rate (or --fps), only changed rectangles stored per frame. Every file is \
            written to a temporary file and renamed into place; on an error nothing partial is left.
            """
    )

    @Argument(help: "Scenario ids (all when none is given).")
    var ids: [String] = []

    @Option(name: .customLong("out"), help: "The output folder.")
    var outputDirectory = "output/docs"

    @Option(
        parsing: .unconditional,
        help: "Output pixels per point: \(PixelGrid.scaleRequirement), and so must be --scale × --supersampling.")
    var scale: Double = 0.5

    @Option(parsing: .unconditional, help: "Paint at scale × this and shrink by area averaging (1…4).")
    var supersampling: Int = 2

    @OptionGroup var frameRate: FrameRateOption

    @Option(
        name: .customLong("strip-frames"), parsing: .unconditional,
        help: "Filmstrip frames, spread from the first action to the settled frame (1…64).")
    var stripFrames: Int?

    @Option(
        name: .customLong("strip-times"),
        help: ArgumentHelp(
            "Filmstrip frames at these times, seconds after the first action, comma-separated.", valueName: "T,T,…"))
    var stripTimes: String?

    @Option(parsing: .unconditional, help: "Filmstrip frames per row (default: one row).")
    var columns: Int?

    @Flag(inversion: .prefixedNo, help: "Draw a device outline with rounded screen corners around filmstrip frames.")
    var outline = true

    @Option(help: ArgumentHelp("The filmstrip's background colour.", valueName: "#RRGGBB"))
    var background = "#F2F2F7"

    @Option(parsing: .unconditional, help: "How many times the animations play; 0 means forever.")
    var loop: Int = 0

    @Option(
        name: .customLong("end-pause"), parsing: .unconditional,
        help: "Seconds the last frame stays before the animation repeats.")
    var endPause: Double = 1

    @Flag(help: "Write a GIF too.")
    var gif = false

    @OptionGroup var workers: JobsOption

    @OptionGroup var variantOptions: VariantOptions

    @Flag(
        help: ArgumentHelp(
            "Write one contact sheet per scenario instead, DIR/<id>-variants.png: a row per variant (--variants or "
                + "--matrix; else the scenario and the variants it declares), a column per filmstrip frame."))
    var contactSheet = false

    func settings() throws -> DocsSettings {
        if stripFrames != nil && stripTimes != nil {
            throw ValidationError("give --strip-frames or --strip-times, not both")
        }
        var strip = StripSelection.evenly(stripFrames ?? 5)
        if let stripTimes {
            let parts = stripTimes.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var times: [Double] = []
            for part in parts {
                guard let time = Double(part), time.isFinite else {
                    throw ValidationError("--strip-times: '\(part)' is not a number of seconds (in '\(stripTimes)')")
                }
                times.append(time)
            }
            strip = .times(times)
        }
        guard let color = Self.color(hex: background) else {
            throw ValidationError("--background must be a colour as #RRGGBB, got '\(background)'")
        }
        let settings = DocsSettings(
            outputDirectory: outputDirectory, scale: scale, supersampling: supersampling,
            framesPerSecond: frameRate.fps, strip: strip, columns: columns, outline: outline,
            background: color, loopCount: loop, endPause: endPause, gif: gif, jobs: workers.jobs)
        do {
            try settings.validate()
        } catch {
            throw ValidationError(SettingFlags.flagged(error.description))
        }
        return settings
    }

    func validate() throws {
        _ = try settings()
    }

    /// `--contact-sheet`: each chosen scenario across its variants, one sheet each.
    private func writeContactSheets(settings: DocsSettings) async throws {
        let registry = try CommandScenarios.current()
        let chosen = try registry.select(ids, variants: [.default])
        let asked = try variantOptions.selected()
        try await MainActor.run {
            for scenario in chosen {
                let variants = asked ?? [.default] + scenario.variants
                let path = outputDirectory + "/\(scenario.id.rawValue)-variants.png"
                let bytes = try VariantContactSheet(settings: settings).write(scenario, variants: variants, to: path)
                print("\(scenario.id): \(variants.count) variants → \(path) (\(Self.size(bytes)))")
            }
        }
    }

    /// `#RRGGBB` (the `#` optional) as an opaque colour.
    static func color(hex: String) -> Color? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return Color(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
    }

    func run() async throws {
        let settings = try settings()
        if contactSheet {
            try await writeContactSheets(settings: settings)
            return
        }
        // Docs imagery is of each scenario as declared unless variants are asked for.
        let scenarios = try CommandScenarios.current().select(ids, variants: variantOptions.selected() ?? [.default])
        let outputs = try await MainActor.run {
            try DocsRenderer(settings: settings).render(scenarios) { output in
                var files =
                    "\(output.filmstrip) (\(Self.size(output.filmstripBytes))), "
                    + "\(output.animation) (\(Self.size(output.animationBytes)))"
                if let gif = output.gif, let bytes = output.gifBytes { files += ", \(gif) (\(Self.size(bytes)))" }
                FileHandle.standardError.write(
                    Data(
                        ("\(output.id): \(output.frameCount) frames \(output.frameWidth)×\(output.frameHeight) → "
                            + "\(files)\n").utf8))
            }
        }
        print("wrote docs imagery of \(outputs.count) scenario\(outputs.count == 1 ? "" : "s") into \(outputDirectory)")
    }

    static func size(_ bytes: Int) -> String {
        bytes < 10_000 ? "\(bytes) B" : "\((bytes + 500) / 1000) kB"
    }
}
