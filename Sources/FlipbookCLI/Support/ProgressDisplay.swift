import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows a render's progress on a stream: a bar with the frame rate and an ETA, redrawn in place, when the
/// stream is a terminal; otherwise one plain line per finished scenario (for logs and CI).
///
/// It reads the wall clock, for the rate and the ETA only; nothing it does reaches the rendered files. A
/// command-line concern: the library reports progress through `RenderProgress` (Flipbook) and draws nothing.
public final class ProgressDisplay: RenderProgress, @unchecked Sendable {
    /// How progress is shown: `bar`, one line redrawn in place with the rate and an ETA (for a terminal), or `lines`, a
    /// line at the start and one per finished scenario (for logs and CI).
    public enum Style: Sendable {
        /// One line redrawn in place with the rate and an ETA, for a terminal.
        case bar
        /// A line at the start and one per finished scenario, for logs and CI.
        case lines
    }

    private let lock = NSLock()
    private let descriptor: Int32
    /// How progress is shown; chosen at creation.
    public let style: Style
    private var totalFrames = 0
    private var totalScenarios = 0
    private var framesDone = 0
    private var scenariosDone = 0
    private var current: ScenarioID?
    private var started = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private let width = 28

    /// Progress on `descriptor` (stderr by default), as a bar when it is a terminal (`isatty`).
    public init(descriptor: Int32 = 2, style: Style? = nil) {
        self.descriptor = descriptor
        self.style = style ?? (isatty(descriptor) == 1 ? .bar : .lines)
    }

    /// Starts the count: notes the totals and the start time; in `lines` style prints one line with the totals.
    public func begin(scenarios: Int, frames: Int) {
        lock.withLock {
            totalFrames = frames
            totalScenarios = scenarios
            started = .now
            if style == .lines {
                emit("rendering \(frames) frames of \(scenarios) scenario\(scenarios == 1 ? "" : "s")\n")
            }
        }
    }

    /// Counts a frame; in `bar` style redraws the bar, at most every 80 ms and always for the last frame.
    public func frameWritten(_ scenario: ScenarioID) {
        lock.withLock {
            framesDone += 1
            current = scenario
            guard style == .bar else { return }
            let now = ContinuousClock.now
            if let last = lastDraw, now - last < .milliseconds(80), framesDone < totalFrames { return }
            lastDraw = now
            emit(
                "\r"
                    + ProgressDisplay.bar(
                        done: framesDone, total: totalFrames, elapsed: seconds(since: started),
                        width: width, label: scenario.rawValue) + "\u{1B}[K")
        }
    }

    /// Counts a finished scenario; in `lines` style prints a line naming it, its frame count and its folder (its
    /// control characters escaped, as in error messages: a folder named with ESC does not recolour the terminal).
    public func scenarioFinished(_ scenario: ScenarioID, frames: Int, folder: String) {
        lock.withLock {
            scenariosDone += 1
            if style == .lines {
                emit(
                    "[\(scenariosDone)/\(totalScenarios)] \(scenario): \(frames) frame\(frames == 1 ? "" : "s") → "
                        + "\(QuotedText.oneLine(folder))\n"
                )
            }
        }
    }

    /// Ends the display: in `bar` style moves to a new line once a bar has been drawn.
    public func end() {
        lock.withLock {
            if style == .bar, lastDraw != nil { emit("\n") }
        }
    }

    /// One line of the bar: `[#####-----]  50%  12/24 frames  30.0 fps  ETA 0:01  label`.
    static func bar(done: Int, total: Int, elapsed: Double, width: Int, label: String) -> String {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var eta = "--:--"
        if rate > 0 {
            let remaining = Int((Double(total - done) / rate).rounded(.up))
            eta = "\(remaining / 60):" + (remaining % 60 < 10 ? "0" : "") + "\(remaining % 60)"
        }
        let fps = String(format: "%.1f", rate)
        return
            "[\(bar)] \(String(repeating: " ", count: 3 - percent.count))\(percent)%  \(done)/\(total) frames  \(fps) "
            + "fps  ETA \(eta)  \(label)"
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    private func emit(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}
