import Foundation

/// Which recorded frames a scenario keeps (writes as PNG, compares with fixtures). Frames that are not kept
/// are still simulated — time passes through them — but never painted.
public enum FrameSelection: Sendable, Hashable, CustomStringConvertible {
    /// Every frame.
    case all
    /// Frames 0, k, 2k, … and always the last frame (the settled state).
    case every(Int)
    /// The frames at these times (seconds after the first action; negative times fall in the lead-in), each
    /// rounded to the nearest frame. A time after the recording ended is an error.
    case times([TimeInterval])

    public var description: String {
        switch self {
        case .all: return "all"
        case .every(let k): return "every \(k)"
        case .times(let times): return "at " + times.map { "\($0) s" }.joined(separator: ", ")
        }
    }

    /// Reads a selection back from its ``description`` (as a manifest stores it: `all`, `every 6`,
    /// `at 0.1 s, 0.25 s`); nil when `text` is not one.
    public init?(description text: String) {
        if text == "all" {
            self = .all
        } else if text.hasPrefix("every "), let k = Int(text.dropFirst(6)), k >= 1 {
            self = .every(k)
        } else if text.hasPrefix("at ") {
            var times: [TimeInterval] = []
            for part in text.dropFirst(3).split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = part.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasSuffix(" s"), let time = Double(trimmed.dropLast(2)), time.isFinite else { return nil }
                times.append(time)
            }
            guard !times.isEmpty else { return nil }
            self = .times(times)
        } else {
            return nil
        }
    }

    /// Problems with the selection itself (before any frame is known), or nil.
    func problem(framesPerSecond fps: Double, leadInFrames: Int) -> String? {
        switch self {
        case .all:
            return nil
        case .every(let k):
            return k >= 1 ? nil : "keep every k-th frame needs k ≥ 1, got \(k)"
        case .times(let times):
            if times.isEmpty { return "keep at times needs at least one time" }
            for time in times {
                guard time.isFinite else { return "keep time \(time) is not a finite number" }
                if FrameSelection.index(ofTime: time, framesPerSecond: fps, leadInFrames: leadInFrames) < 0 {
                    return
                        "keep time \(time) s is before the first recorded frame (\(leadInFrames) lead-in frames at "
                        + "\(fps) fps)"
                }
            }
            return nil
        }
    }

    /// The frame index nearest to `time` (seconds after the first action), halves rounding up. A time beyond
    /// ±2⁵⁰ frames (far outside any recording) gives an index that far out, which callers refuse; before, the
    /// conversion trapped (`--keep at:1e300`, `docs --strip-times 1e300` crashed the tool).
    static func index(ofTime time: TimeInterval, framesPerSecond fps: Double, leadInFrames: Int) -> Int {
        let exact = time * fps
        let nearest = exact.rounded()
        let frames = abs(exact - nearest) < 1e-9 ? nearest : (exact + 0.5).rounded(.down)
        let bound = Double(1 << 50)
        return leadInFrames + Int(frames.isNaN ? bound : min(bound, max(-bound, frames)))
    }

    /// Whether frame `index` is kept; `isLast` says whether it is the final recorded frame.
    func keeps(_ index: Int, isLast: Bool, timeIndices: Set<Int>) -> Bool {
        switch self {
        case .all: return true
        case .every(let k): return isLast || index % k == 0
        case .times: return timeIndices.contains(index)
        }
    }
}
