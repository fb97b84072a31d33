import Foundation
import UIKitCompat

/// The `approve` command that makes one scenario's actual frames in a report folder its new fixture, as
/// `report.html` shows it for every scenario that failed or had no fixture (ready to copy into a shell), started
/// as the check that made the report was (``ApproveInvocation``: `flipbook`, `swift run card-flipbook`, the plugin).
///
/// `approve` refuses a report made with other fixtures, another comparison or other settings, so the command
/// repeats all of them from the report: `--fixtures` unless it is the default `Fixtures`; the comparison
/// (`--metric`, `--threshold`, `--max-pixels`, `--max-share`) unless it is the default exact one; and the
/// frame rate, device and scale the frames were rendered at (`--fps`, and `--device` and `--scale` when the
/// device is a preset), which are no-ops when they are the scenario's own and required when the check
/// replaced them. Words are quoted for a POSIX shell where needed.
///
///     flipbook approve output/report push-default --fps 60 --device iphone-15 --scale 3
public enum ApproveCommandLine {
    /// The default program: the built-in tool (``ApproveInvocation/builtIn``). A package's own executable
    /// (`FlipbookCommand.main`) takes the same arguments.
    public static let program = ApproveInvocation.builtIn.program

    /// The command approving `scenario` of `report` from the report folder at `reportFolder`, starting with
    /// `program` (shell words, used as they are); nil when the scenario has nothing to approve (it passed, was
    /// recorded — its fixture written by this check — or has no rendered frames).
    public static func command(
        for scenario: ScenarioReport, in report: VerificationReport,
        reportFolder: String, program: String = program
    ) -> String? {
        guard scenario.status == .failed || scenario.status == .missing, !scenario.fixtureWritten,
            let actual = scenario.actual
        else {
            return nil
        }
        var words = ["approve", reportFolder, scenario.id.rawValue]
        if report.fixtures != "Fixtures" { words += ["--fixtures", report.fixtures] }
        let comparison = report.comparison
        if comparison.metric != "exact" || comparison.threshold != nil {
            words += ["--metric", comparison.metric]
        }
        if let threshold = comparison.threshold { words += ["--threshold", number(threshold)] }
        if let maxPixels = comparison.maxPixels { words += ["--max-pixels", String(maxPixels)] }
        if let maxShare = comparison.maxShare { words += ["--max-share", number(maxShare)] }
        words += ["--fps", number(actual.fps)]
        if let device = Device.presets.first(where: { $0.name == actual.device }) {
            words += ["--device", VariantNames.name(of: device)]
            let scale = Double(actual.pixelWidth) / Double(device.size.width)
            if scale.isFinite, scale > 0 { words += ["--scale", number(scale)] }
        }
        return ([program] + words.map(quoted)).joined(separator: " ")
    }

    /// `value` as the shortest text that reads back as the same number (`60`, not `60.0`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `word` as one word of a POSIX shell: as it is when it holds only characters no shell treats specially,
    /// else in single quotes (a quote inside as `'\''`).
    public static func quoted(_ word: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=+,@%".unicodeScalars)
        if !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
