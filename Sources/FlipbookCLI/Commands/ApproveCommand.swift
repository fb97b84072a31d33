import ArgumentParser
import Flipbook
import Foundation
import UIKitCompat

/// `flipbook approve REPORT [IDS…]`: the actual frames of failed scenarios in a report become their fixtures.
struct ApproveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract:
            "Write the actual frames of failed scenarios in a report folder (or a zip of one) as their new fixtures.",
        discussion: """
            REPORT is a report folder written by flipbook verify (or merge-reports), or a .zip of one such as a \
            CI artifact download. Scenarios that failed or had no fixture are approved — those whose ids match \
            one of the given ids or globs (* and ?), or all of them. Each fixture is replaced as a whole, as \
            record does, under the same per-fixture lock (Fixtures/.<id>.lock: a record or approve of the same \
            fixture running meanwhile is waited for); frames that passed keep the fixture's file. The report \
            must have been made against the same --fixtures, with the same comparison options and the same \
            --fps, --scale and --device: otherwise nothing is written. Only <id>/actual/frame-NNNN.png and report.json\
             are read from the \
            report (and extracted from a zip), as regular files, never through a symbolic link.
            """
    )

    @Argument(help: ArgumentHelp("The report folder, or a .zip holding one.", valueName: "REPORT"))
    var report: String

    @Argument(
        help: ArgumentHelp("Scenario ids or globs to approve (all failed ones when none is given).", valueName: "ids"))
    var ids: [String] = []

    @Option(help: ArgumentHelp("The fixtures folder the report was checked against.", valueName: "DIR"))
    var fixtures = "Fixtures"

    @Flag(name: .customLong("dry-run"), help: "List what would be written, and write nothing.")
    var dryRun = false

    @OptionGroup(title: "Settings (as the check that made the report)")
    var overrideOptions: OverrideOptions

    @OptionGroup(title: "Comparison (as the check that made the report)")
    var comparison: ComparisonOptions

    func validate() throws {
        if report.isEmpty { throw ValidationError("REPORT: the path is empty") }
    }

    func run() async throws {
        let strategy = try comparison.strategy(default: .exact)
        let description = ComparisonDescription(strategy)
        let overrides = overrideOptions.overrides
        let unpacked = try ReportArchive.open(report)
        defer { unpacked.removeExtracted() }
        do {
            try await approve(from: unpacked, comparison: description, overrides: overrides)
        } catch {
            // From a zip, the files it names are entries of the zip (the temporary folder is gone).
            throw unpacked.naming(error)
        }
    }

    /// Approves what the report in `unpacked` holds.
    private func approve(
        from unpacked: ReportArchive, comparison description: ComparisonDescription, overrides: ScenarioOverrides
    ) async throws {
        let approval = ReportApproval(
            report: unpacked.folder, fixtures: FixtureStore(root: fixtures),
            comparison: description, overrides: overrides)
        let registry = try CommandScenarios.current()
        let read = try approval.readReport()
        let chosen = approval.approvable(read, patterns: ids)
        if chosen.isEmpty {
            print("nothing to approve in \(report)" + (ids.isEmpty ? "" : " matching \(ids.joined(separator: " "))"))
            return
        }
        // From a zip, only the actual frames of the chosen scenarios are extracted.
        try unpacked.extractFrames(of: chosen.map(\.id), layout: read.layout)
        // The lock record takes on each fixture, held from reading the fixture to replacing it (a dry run
        // writes nothing, lock files included).
        let locks = dryRun ? [] : try approval.lockFixtures(chosen.map(\.id))
        defer { for lock in locks { lock.release() } }
        var plans: [ReportApproval.Plan] = []
        for scenario in chosen {
            guard let source = registry[scenario.id] else {
                throw ValidationError("\(report) has scenario \(scenario.id), which is not one of these scenarios")
            }
            plans.append(try await MainActor.run { try approval.plan(scenario, in: read, source: source) })
        }
        for plan in plans {
            let frames = plan.manifest.frames.count
            let line =
                "\(plan.fixture): \(plan.approvedFrames) of \(frames) frame\(frames == 1 ? "" : "s") from the report"
            if dryRun {
                print("would write " + line)
            } else {
                try approval.write(plan)
                print("wrote " + line)
            }
        }
    }
}
