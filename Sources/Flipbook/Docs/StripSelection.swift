import Foundation

/// Which frames of a recording a filmstrip shows.
public enum StripSelection: Sendable, Hashable, CustomStringConvertible {
    /// `n` frames spread evenly from the first action's frame to the frame at which everything settled,
    /// both included (one frame: the one halfway). Fewer when the transition has fewer frames.
    case evenly(Int)
    /// The frames nearest these times (seconds after the first action), in the order given.
    case times([TimeInterval])

    public var description: String {
        switch self {
        case .evenly(let n): return "\(n) frames"
        case .times(let times): return "at " + times.map { Filmstrip.label(forTime: $0) }.joined(separator: ", ")
        }
    }

    /// Problems with the selection itself, or nil; named by the field (`strip.evenly`, `strip.times`).
    func problem() -> String? {
        switch self {
        case .evenly(let n):
            return (1...DocsSettings.maximumStripFrames).contains(n)
                ? nil : "strip.evenly must be 1…\(DocsSettings.maximumStripFrames), got \(n)"
        case .times(let times):
            if times.isEmpty { return "strip.times needs at least one time" }
            if times.count > DocsSettings.maximumStripFrames {
                return "strip.times takes at most \(DocsSettings.maximumStripFrames) times, got \(times.count)"
            }
            if let bad = times.first(where: { !$0.isFinite }) { return "strip.times: \(bad) is not a finite number" }
            return nil
        }
    }

    /// The recorded frame indices to show, without repeats, for a recording with `summary`.
    func indices(in summary: RecordingSummary) throws(DocsError) -> [Int] {
        var result: [Int] = []
        switch self {
        case .evenly(let n):
            let first = summary.firstActionFrame, span = summary.settledFrame - summary.firstActionFrame
            if n == 1 {
                result = [first + span / 2]
            } else {
                for i in 0..<n {
                    let index = first + Int((Double(i * span) / Double(n - 1)).rounded())
                    if !result.contains(index) { result.append(index) }
                }
            }
        case .times(let times):
            let fps = summary.framesPerSecond
            let lastTime = Double(summary.frameCount - 1 - summary.firstActionFrame) / fps
            let firstTime = -Double(summary.firstActionFrame) / fps
            for time in times {
                let index = FrameSelection.index(
                    ofTime: time, framesPerSecond: fps, leadInFrames: summary.firstActionFrame)
                guard index >= 0, index < summary.frameCount else {
                    throw .invalidSetting(
                        "strip.times: \(time) s is outside the recording of \(summary.scenario) "
                            + "(\(Filmstrip.label(forTime: firstTime)) to \(Filmstrip.label(forTime: lastTime)))")
                }
                if !result.contains(index) { result.append(index) }
            }
        }
        return result
    }
}
