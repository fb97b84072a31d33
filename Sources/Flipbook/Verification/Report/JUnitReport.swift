/// A ``VerificationReport`` as JUnit XML (`junit.xml`), the format CI services show as test results: one
/// `<testcase>` per scenario (class name `flipbook.<command>`), a `<failure>` with the numbers for one that
/// failed, was missing or was recorded, an `<error>` for one that could not be checked.
public struct JUnitReport: Sendable {
    /// The report the XML describes.
    public var report: VerificationReport

    /// The JUnit form of `report`.
    public init(_ report: VerificationReport) {
        self.report = report
    }

    /// The XML document (UTF-8, ending with a newline).
    public var xml: String {
        let totals = report.totals
        let failures = totals.failed + totals.missing + totals.recorded
        let suite = "flipbook \(report.command)" + (report.shard.map { " (shard \($0))" } ?? "")
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"flipbook\" tests=\"\(totals.scenarios)\" failures=\"\(failures)\" "
                + "errors=\"\(totals.errors)\">",
            "  <testsuite name=\"\(escape(suite))\" tests=\"\(totals.scenarios)\" failures=\"\(failures)\" "
                + "errors=\"\(totals.errors)\" skipped=\"0\">",
            "    <properties>",
            "      <property name=\"comparison\" value=\"\(escape(report.comparison.summary))\"/>",
            "      <property name=\"record\" value=\"\(escape(report.record.description))\"/>",
            "      <property name=\"fixtures\" value=\"\(escape(report.fixtures))\"/>",
            "    </properties>",
        ]
        for scenario in report.scenarios {
            let open =
                "    <testcase classname=\"flipbook.\(escape(report.command))\" "
                + "name=\"\(escape(scenario.id.rawValue))\""
            let details = TerminalSummary.details(of: scenario, frameLimit: 50).joined(separator: "\n")
            switch scenario.status {
            case .passed:
                lines.append(open + "/>")
            case .error:
                lines.append(open + ">")
                lines.append("      <error message=\"\(escape(scenario.message ?? "error"))\" type=\"error\"/>")
                lines.append("    </testcase>")
            case .failed, .missing, .recorded:
                lines.append(open + ">")
                lines.append(
                    "      <failure message=\"\(escape(TerminalSummary.headline(of: scenario)))\" "
                        + "type=\"\(scenario.status.rawValue)\">"
                        + escape(details) + "</failure>")
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text made safe for XML attributes and content (``MarkupText/escape(_:)``, by Unicode scalar).
    func escape(_ text: String) -> String { MarkupText.escape(text) }
}
