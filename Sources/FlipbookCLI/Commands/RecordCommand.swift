import ArgumentParser
import Flipbook
import Foundation

/// `flipbook record [IDS…]`: renders scenarios and writes their fixtures.
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render scenarios and write their fixtures (Fixtures/<id>/frame-NNNN.png and manifest.json).",
        discussion: """
            Each fixture folder is replaced as a whole once all its frames are written: a run that is \
            interrupted leaves every fixture either as it was or completely new. With --fixture-format apng \
            each fixture is one animated PNG, Fixtures/<id>.png (every kept frame, lossless, and the manifest), \
            written to a temporary file and renamed into place.

            --mode all (the default) rewrites every fixture; failed rewrites those that differ or are missing \
            (under the comparison options); missing writes only those that do not exist. all and failed also \
            replace a damaged fixture (a truncated manifest, a missing frame, a frame that is not a PNG). \
            Exit status: 0 when every scenario's fixture is written or already matches, 1 when some scenario \
            differs and was not rewritten, 2 on an error.

            Running record is itself the request to write: it writes when CI is set too, and does not read \
            FLIPBOOK_RECORD (the CI rule and FLIPBOOK_RECORD apply to verify and assertTransition).
            """
    )

    @OptionGroup var options: VerificationOptions

    @Option(help: ArgumentHelp("Which fixtures to write: all, failed or missing.", valueName: "mode"))
    var mode: RecordMode = .all

    @OptionGroup(title: "Comparison (for --mode failed)")
    var comparison: ComparisonOptions

    func validate() throws {
        if mode == .never { throw ValidationError("--mode never writes nothing; use flipbook verify --record never") }
    }

    func run() async throws {
        var settings = try VerifySettings(
            fixtures: options.fixtureStore, reportDirectory: options.report,
            strategy: comparison.strategy(default: .exact),
            record: RecordSetting(mode: mode, source: .explicit), overrides: options.overrides,
            keep: options.parsedKeep(), jobs: options.jobs,
            command: "record", shard: options.parsedShard(), digestCache: options.digestCacheFolder)
        settings.decodesFixtures = options.decodeFixtures
        try await options.run(settings: settings) { report in
            report.scenarios.allSatisfy { $0.status == .passed || $0.fixtureWritten }
        }
    }
}
