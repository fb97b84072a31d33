import ArgumentParser
import Flipbook
import Foundation

/// `flipbook merge-reports DIR… --out DIR`: joins the reports of shards into one.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report folders of several shards (flipbook verify --shard i/n) into one.",
        discussion: """
            Reads DIR/report.json of each folder, checks that they used the same comparison and fixtures and \
            that no scenario appears twice, and writes one report folder (report.json, junit.xml, summary.txt \
            and every shard's images). Exit status: 0 when every scenario passed, 1 when some did not, 2 on an \
            error or when some scenario could not be checked.
            """
    )

    @Argument(help: ArgumentHelp("The shards' report folders.", valueName: "DIR"))
    var folders: [String]

    @Option(help: ArgumentHelp("The merged report folder (replaced as a whole).", valueName: "DIR"))
    var out: String

    func validate() throws {
        if folders.isEmpty { throw ValidationError("give at least one report folder to merge") }
    }

    func run() throws {
        let program = InvokedProgram.current()
        let report = try ReportMerger.merge(folders, into: out, approve: ApproveInvocation(program: program))
        var summary = TerminalSummary(report, reportDirectory: out)
        summary.program = InvokedProgram.name()
        summary.approveProgram = program
        print(summary.text, terminator: "")
        if report.hasErrors { throw ExitCode(ExitStatus.error) }
        if !report.passed {
            throw DifferencesFound("\(report.problems.count) of \(report.totals.scenarios) scenarios did not pass")
        }
    }
}
