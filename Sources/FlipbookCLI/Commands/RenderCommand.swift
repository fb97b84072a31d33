import ArgumentParser
import Flipbook
import Foundation
import UIKitCompat

/// `flipbook render [IDS…]`: renders scenarios to PNG sequences with a manifest each.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render scenarios to PNG frames: DIR/<id>/frame-0000.png … and DIR/<id>/manifest.json.",
        discussion: """
            Renders every built-in scenario when no id is given (`flipbook list` shows them). Each scenario's \
            folder is replaced only once all its frames are written; on an error nothing partial is left.
            """
    )

    @Argument(help: "Scenario ids (all when none is given).")
    var ids: [String] = []

    @Option(name: .customLong("out"), help: "The output folder.")
    var outputDirectory = "output/frames"

    @Option(parsing: .unconditional,
            help: "Frames per second to sample at, instead of each scenario's own (0 < fps ≤ 1000).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Pixels per point, instead of the device's (0 < scale ≤ 4).")
    var scale: Double?

    @Option(help: ArgumentHelp("The device to run on instead of each scenario's own.",
                               valueName: Device.presets.map(\.presetName).joined(separator: "|")))
    var device: String?

    @Option(parsing: .unconditional, help: "Worker threads painting and encoding frames (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var variantOptions: VariantOptions

    func validate() throws {
        if let device, Device.preset(named: device) == nil {
            throw ValidationError("unknown device '\(device)'; known: \(Device.presets.map(\.presetName).joined(separator: ", "))")
        }
        guard (1...RenderSettings.maximumJobs).contains(jobs) else {
            throw ValidationError("--jobs must be 1…\(RenderSettings.maximumJobs), got \(jobs)")
        }
        do {
            try ScenarioOverrides(framesPerSecond: fps, scale: scale).validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let scenarios = try CommandScenarios.current().select(ids, variants: variantOptions.selected())
        let settings = RenderSettings(
            outputDirectory: outputDirectory,
            overrides: ScenarioOverrides(framesPerSecond: fps, device: device.flatMap(Device.preset(named:)), scale: scale),
            jobs: jobs)
        let result = try await MainActor.run {
            try ScenarioRenderer(settings: settings, progress: ProgressDisplay()).render(scenarios)
        }
        print("rendered \(result.frameCount) frames of \(result.scenarios.count) scenario\(result.scenarios.count == 1 ? "" : "s") into \(outputDirectory)")
    }
}
