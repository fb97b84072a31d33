import ArgumentParser
import Flipbook
import Foundation

/// `flipbook verify [IDS…]`: renders scenarios and compares every kept frame with its fixture.
struct VerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract:
            "Render scenarios and compare every kept frame with the fixtures in Fixtures/<id>/ (or Fixtures/<id>.png).",
        discussion: """
            Exit status: 0 when every scenario matches its fixture, 1 when any differs (a frame, the frame \
            count, the fps, the size) or has no fixture, 2 on an error (a scenario that throws, an unreadable \
            fixture, a bad option).

            Record modes (--record, else the FLIPBOOK_RECORD environment variable): missing (the default: a \
            missing fixture is written, and the check fails), failed (also rewrite fixtures that differ), all \
            (rewrite every fixture), never. When CI is set and no mode is given, nothing is written.

            With --fixture-format apng each fixture is one animated PNG, Fixtures/<id>.png, compared frame by \
            frame and reported per frame as folder fixtures are.

            The report folder gets report.json, junit.xml, summary.txt and, for scenarios that did not pass, \
            the expected, actual and diff images of their frames.
            """
    )

    @OptionGroup var options: VerificationOptions

    @Option(
        help: ArgumentHelp(
            "When to write fixtures: all, failed, missing or never (default: FLIPBOOK_RECORD, else never when CI is "
                + "set, else missing).",
            valueName: "mode"))
    var record: RecordMode?

    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    func run() async throws {
        let setting: RecordSetting
        do {
            setting = try RecordSetting.resolve(explicit: record)
        } catch {
            throw ValidationError(error.description)
        }
        var settings = try VerifySettings(
            fixtures: options.fixtureStore, reportDirectory: options.report,
            strategy: comparison.strategy(default: .exact),
            record: setting, overrides: options.overrides,
            keep: options.parsedKeep(), jobs: options.jobs, command: "verify",
            shard: options.parsedShard(), digestCache: options.digestCacheFolder)
        settings.decodesFixtures = options.decodeFixtures
        try await options.run(settings: settings) { $0.passed }
    }
}
