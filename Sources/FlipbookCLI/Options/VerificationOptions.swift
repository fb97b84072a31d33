import ArgumentParser
import Flipbook
import Foundation
import UIKitCompat

/// The options `flipbook verify` and `flipbook record` share: which scenarios, where the fixtures and the
/// report are, which frames, how many workers.
struct VerificationOptions: ParsableArguments {
    @Argument(help: "Scenario ids (all when none is given; `list` names them).")
    var ids: [String] = []

    @Option(help: ArgumentHelp("The fixtures folder: <DIR>/<id>/frame-NNNN.png and manifest.json.", valueName: "DIR"))
    var fixtures = "Fixtures"

    @Option(
        help: ArgumentHelp(
            "How fixtures are stored: frames (<DIR>/<id>/frame-NNNN.png and manifest.json) or apng (one animated PNG, "
                + "<DIR>/<id>.png, holding every kept frame and the manifest).",
            valueName: "frames|apng"))
    var fixtureFormat: FixtureFormat = .frames

    @Option(
        help: ArgumentHelp(
            "The report folder (report.json, junit.xml, summary.txt, images of what failed); replaced as a whole.",
            valueName: "DIR"))
    var report = "output/report"

    @Option(
        help: ArgumentHelp(
            "Check only part i of n (1 ≤ i ≤ n): scenarios dealt round robin in id order.", valueName: "i/n"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Which frames to render, compare and record, instead of each scenario's own: all, every:K, at:T1,T2,… "
                + "(seconds after the first action).",
            valueName: "selection"))
    var keep: String?

    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup var workers: JobsOption

    /// Worker threads painting and comparing frames.
    var jobs: Int { workers.jobs }

    @Option(
        help: ArgumentHelp(
            "The folder where this machine notes the frames it found in fixture files, under a secret key, so that a "
                + "file read before is not decoded again (default: $XDG_CACHE_HOME/flipbook/digests, else "
                + "~/.cache/flipbook/digests).",
            valueName: "DIR"))
    var digestCache: String?

    @Flag(help: "Decode every fixture file (no digest cache).")
    var noDigestCache = false

    @Flag(
        help: ArgumentHelp(
            "Decode every fixture file and compare it pixel by pixel, after checking that each manifest's digests "
                + "agree with its files (a disagreement fails the scenario): no frame is decided by a digest."))
    var decodeFixtures = false

    @OptionGroup var variantOptions: VariantOptions

    func validate() throws {
        if noDigestCache, digestCache != nil {
            throw ValidationError("--digest-cache and --no-digest-cache exclude each other")
        }
        // A cache that cannot be used is ignored (as if empty): a path that is not a folder is refused here, by
        // name, instead of being ignored without a word (a link to a folder is fine).
        if let digestCache {
            var status = stat()
            if digestCache.isEmpty {
                throw ValidationError("--digest-cache: the folder path is empty")
            }
            if stat(digestCache, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                throw ValidationError(
                    "--digest-cache \(digestCache): it exists and is not a folder")
            }
            // A folder another user owns, or others may write, is refused by name (the check would ignore it).
            if case .unwritable(_, let reason)? = FixtureDigestCache.problem(with: digestCache) {
                throw ValidationError("--digest-cache \(QuotedText.oneLine(digestCache)): \(reason)")
            }
        }
        _ = try parsedShard()
        _ = try parsedKeep()
    }

    /// The digest cache's folder: --digest-cache, else the default; nil with --no-digest-cache.
    var digestCacheFolder: String? { noDigestCache ? nil : digestCache ?? FixtureDigestCache.defaultFolder }

    /// The fixtures folder in the chosen format.
    var fixtureStore: FixtureStore { FixtureStore(root: fixtures, format: fixtureFormat) }

    /// The settings that replace each scenario's own (a fixture records them in its manifest, and a check
    /// with other settings reports the difference).
    var overrides: ScenarioOverrides { overrideOptions.overrides }

    func parsedShard() throws -> Shard? {
        do {
            return try shard.map { text throws(VerificationError) in try Shard(parsing: text) }
        } catch {
            throw ValidationError(SettingFlags.flagged(error.description))
        }
    }

    /// `all`, `every:K`, `at:T1,T2,…`.
    func parsedKeep() throws -> FrameSelection? {
        guard let keep else { return nil }
        let bad = ValidationError("--keep \"\(keep)\" is not all, every:K (K ≥ 1) or at:T1,T2,… (seconds)")
        if keep == "all" { return .all }
        if keep.hasPrefix("every:") {
            guard let k = Int(keep.dropFirst(6)), k >= 1 else { throw bad }
            return .every(k)
        }
        if keep.hasPrefix("at:") {
            let times = keep.dropFirst(3).split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !times.isEmpty, times.allSatisfy({ $0?.isFinite == true }) else { throw bad }
            return .times(times.map { $0! })
        }
        throw bad
    }

    /// The chosen built-in scenarios in their variants, narrowed to the shard (which deals variants, each
    /// with its own id, like scenarios).
    func scenarios() throws -> [Scenario] {
        let chosen = try CommandScenarios.current().select(ids, variants: variantOptions.selected())
        return try parsedShard()?.select(chosen) ?? chosen
    }

    /// Runs the check on the main actor with a progress display, prints the summary, and maps the result to
    /// the exit status: 0 when `succeeded`, 1 when the check found problems, 2 when a scenario could not be checked.
    func run(settings: VerifySettings, succeeded: (VerificationReport) -> Bool) async throws {
        var settings = settings
        // report.html's approve commands start as this command line was started (`swift run <name>`, the plugin).
        settings.approve = ApproveInvocation(program: InvokedProgram.current())
        // The summary is headed with this program's own name (`card-flipbook verify: …`).
        settings.program = InvokedProgram.name()
        let scenarios = try scenarios()
        let report = try await MainActor.run {
            try ScenarioVerifier(settings: settings, progress: ProgressDisplay()).verify(scenarios)
        }
        var summary = TerminalSummary(report, reportDirectory: settings.reportDirectory)
        summary.approveProgram = settings.approve.program
        summary.program = settings.program
        print(summary.text, terminator: "")
        if report.hasErrors {
            ExitStatus.printError(
                "\(report.totals.errors) scenario\(report.totals.errors == 1 ? "" : "s") could not be checked: "
                    + report.scenarios.filter { $0.status == .error }.map { "\($0.id): \($0.message ?? "error")" }
                    .joined(separator: "; "))
            throw ExitCode(ExitStatus.error)
        }
        if !succeeded(report) {
            let problems = report.problems
            throw DifferencesFound(
                "\(problems.count) of \(report.totals.scenarios) scenarios did not pass: "
                    + problems.prefix(8).map { "\($0.id) (\($0.status.rawValue))" }.joined(separator: ", ")
                    + (problems.count > 8 ? ", …" : ""))
        }
    }
}

extension RecordMode: ExpressibleByArgument {}
extension FixtureFormat: ExpressibleByArgument {}
