import Foundation

/// A ``VerificationReport`` in one screen of plain text: a line per scenario that did not pass with up to
/// three of its failing frames and their numbers, then the totals and where the report is.
///
///     flipbook verify: 12 scenarios, 480 frames (pixelmatch, threshold 0.1; record never (CI is set))
///     FAILED   push-default: 2 of 40 frames differ
///              frame 12 (0.2 s): different (pixelmatch): 1 of 3013524 pixels (0.0000 %), …, 1 region in x 10…10, y
///              5…5 (1×1)
///     MISSING  pop-default: no fixture in Fixtures/pop-default; not recorded (record mode never (CI is set))
///     NEW      fade-default: no fixture in Fixtures/fade-default; recorded it (record mode missing (default))
///     9 passed, 1 failed, 2 missing (1 recorded as new), 0 re-recorded, 0 errors; 1 fixture written — report:
///     output/report (report.html, report.json, junit.xml)
///     to approve the new frames: the command of each scenario is in output/report/report.html
public struct TerminalSummary: Sendable {
    /// The report summed up.
    public var report: VerificationReport
    /// The report folder named on the last line; nil leaves it out (when no report was written).
    public var reportDirectory: String?
    /// At most this many scenarios are listed, then `… and N more`.
    public var scenarioLimit = 12
    /// At most this many frames are listed per scenario.
    public var frameLimit = 3
    /// The name the header starts with: the program that ran the check (`card-flipbook verify: …` in a package's own
    /// executable, ``VerifySettings/program``); `flipbook` by default.
    public var program = "flipbook"
    /// The program that runs `approve` where the check ran (``ApproveInvocation/program``): with it and a report
    /// folder, a last line says how to approve what failed — the command itself for one scenario, else where
    /// report.html has each one's. Nil: no such line.
    public var approveProgram: String?

    /// The summary of `report`, naming `reportDirectory` when it is given.
    public init(_ report: VerificationReport, reportDirectory: String?) {
        self.report = report
        self.reportDirectory = reportDirectory
    }

    /// The summary: a header line, a line per scenario that did not pass (with its failing frames) up to the limits,
    /// and the totals.
    public var text: String {
        let totals = report.totals
        var lines: [String] = []
        var header = "\(program) \(report.command): \(totals.scenarios) scenario\(totals.scenarios == 1 ? "" : "s"), "
        header += "\(totals.frames) frame\(totals.frames == 1 ? "" : "s"), \(totals.framesCompared) compared "
        header += "(\(report.comparison.summary); record \(report.record))"
        if let shard = report.shard { header += ", shard \(shard)" }
        lines.append(header)
        let problems = report.problems
        for scenario in problems.prefix(scenarioLimit) {
            let label =
                scenario.status == .missing && scenario.fixtureWritten ? "NEW" : TerminalSummary.label(scenario.status)
            lines.append(
                label.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + scenario.id.rawValue + ": " + TerminalSummary.headline(of: scenario))
            for detail in TerminalSummary.details(of: scenario, frameLimit: frameLimit) {
                lines.append("         " + detail)
            }
        }
        if problems.count > scenarioLimit {
            lines.append("… and \(problems.count - scenarioLimit) more (see the report)")
        }
        // A fixture written where there was none is new; "re-recorded" counts fixtures written again (mode all).
        let new = report.scenarios.count { $0.status == .missing && $0.fixtureWritten }
        var footer = "\(totals.passed) passed, \(totals.failed) failed, \(totals.missing) missing"
        if new > 0 { footer += " (\(new) recorded as new)" }
        footer += ", \(totals.recorded) re-recorded, \(totals.errors) error\(totals.errors == 1 ? "" : "s")"
        if totals.fixturesWritten > 0 {
            footer += "; \(totals.fixturesWritten) fixture\(totals.fixturesWritten == 1 ? "" : "s") written"
        }
        if let reportDirectory {
            footer +=
                " — report: \(reportDirectory) (\(HTMLReport.fileName), \(VerificationReport.fileName), "
                + "\(VerificationReport.junitFileName))"
        }
        lines.append(footer)
        if let approveProgram, let reportDirectory {
            let commands = problems.compactMap {
                ApproveCommandLine.command(for: $0, in: report, reportFolder: reportDirectory, program: approveProgram)
            }
            if commands.count == 1 {
                lines.append("to approve the new frames: \(commands[0])")
            } else if commands.count > 1 {
                lines.append(
                    "to approve the new frames: the command of each scenario is in "
                        + "\(reportDirectory)/\(HTMLReport.fileName)")
            }
        }
        // Strings from a report.json (a shard's, for merge-reports) may hold control characters: each line is
        // escaped per Unicode scalar, so none reaches the terminal.
        return lines.map(QuotedText.oneLine).joined(separator: "\n") + "\n"
    }

    static func label(_ status: ScenarioReport.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "FAILED"
        case .missing: "MISSING"
        case .recorded: "RECORDED"
        case .error: "ERROR"
        }
    }

    /// One line on what happened to the scenario.
    public static func headline(of scenario: ScenarioReport) -> String {
        switch scenario.status {
        case .passed:
            return "\(scenario.frames.count) frame\(scenario.frames.count == 1 ? "" : "s") match"
        case .error, .missing:
            return scenario.message ?? scenario.status.rawValue
        case .failed, .recorded:
            let failed = scenario.failedFrames.count
            var parts: [String] = []
            if !scenario.layoutDifferences.isEmpty { parts.append(scenario.layoutDifferences.joined(separator: "; ")) }
            if failed > 0 || parts.isEmpty {
                parts.append(
                    "\(failed) of \(scenario.frames.count) frame\(scenario.frames.count == 1 ? "" : "s") "
                        + "differ\(failed == 1 ? "s" : "")"
                )
            }
            if scenario.status == .recorded {
                parts.append(scenario.fixtureWritten ? "recorded (record mode all)" : "not recorded")
            } else if scenario.fixtureWritten {
                parts.append("recorded the new frames")
            }
            return parts.joined(separator: "; ")
        }
    }

    /// A line per failing frame (at most `frameLimit`, then how many more).
    public static func details(of scenario: ScenarioReport, frameLimit: Int) -> [String] {
        guard scenario.status == .failed || scenario.status == .recorded else { return [] }
        let failed = scenario.failedFrames
        var lines = failed.prefix(frameLimit).map { frame in
            "frame \(frame.index) (\(ReportNumbers.format(frame.time)) s): \(frame.summary)"
        }
        if failed.count > frameLimit {
            lines.append("… \(failed.count - frameLimit) more frame\(failed.count - frameLimit == 1 ? "" : "s")")
        }
        return lines
    }
}
