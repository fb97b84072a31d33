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

    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup var workers: JobsOption

    @OptionGroup var variantOptions: VariantOptions

    func run() async throws {
        let scenarios = try CommandScenarios.current().select(ids, variants: variantOptions.selected())
        let settings = RenderSettings(
            outputDirectory: outputDirectory,
            overrides: overrideOptions.overrides,
            jobs: workers.jobs)
        let result = try await MainActor.run {
            try ScenarioRenderer(settings: settings, progress: ProgressDisplay()).render(scenarios)
        }
        print(
            "rendered \(result.frameCount) frames of \(result.scenarios.count) "
                + "scenario\(result.scenarios.count == 1 ? "" : "s") into \(outputDirectory)"
        )
    }
}
