import Foundation
import Geometry
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
            if let scale = scale(rendering: device.size, at: (actual.pixelWidth, actual.pixelHeight)) {
                words += ["--scale", number(scale)]
            }
        }
        return ([program] + words.map(quoted)).joined(separator: " ")
    }

    /// The scale, with the fewest decimals (up to 6), at which a device of `size` points renders exactly `pixels`:
    /// frames of 393 points rendered at `--scale 0.25` are 98 pixels wide, which is 0.249363… × 393, and the
    /// command says `--scale 0.25`, not the quotient. Falls back to the quotient when no short scale fits; nil when
    /// that is not a valid scale either.
    static func scale(rendering size: CGSize, at pixels: (width: Int, height: Int)) -> Double? {
        let quotient = Double(pixels.width) / Double(size.width)
        guard quotient.isFinite, quotient > 0 else { return nil }
        for decimals in 0...6 {
            let step = pow(10, Double(decimals))
            let candidate = (quotient * step).rounded() / step
            guard PixelGrid.isValid(scale: candidate) else { continue }
            let size = PixelGrid.pixelSize(of: size, scale: CGFloat(candidate))
            if size.width == pixels.width, size.height == pixels.height { return candidate }
        }
        return PixelGrid.isValid(scale: quotient) ? quotient : nil
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
