import Foundation

/// How much a scenario records around its actions.
///
/// Recording starts `leadInFrames` frames before the first action and goes on until the stage has settled
/// (see ``ScenarioPlayer``), then `holdFrames` more. A scenario that has not settled `maximumDuration`
/// seconds after its first action is an error naming it, never an endless recording.
public struct RecordingRules: Sendable, Hashable, Codable {
    /// Frames before the first action (showing the screens as set up).
    public var leadInFrames: Int
    /// Frames after the frame at which everything settled (showing the final state).
    public var holdFrames: Int
    /// The longest a scenario may run after its first action before it counts as never settling.
    public var maximumDuration: TimeInterval

    /// Rules with the given values: by default no lead-in, no hold frames and at most 30 seconds to settle. Negative
    /// counts or a duration that is not finite and positive fail when the scenario is checked.
    public init(leadInFrames: Int = 0, holdFrames: Int = 0, maximumDuration: TimeInterval = 30) {
        self.leadInFrames = leadInFrames
        self.holdFrames = holdFrames
        self.maximumDuration = maximumDuration
    }

    /// Problems with the values, or nil.
    func problem() -> String? {
        if leadInFrames < 0 { return "lead-in frames must be ≥ 0, got \(leadInFrames)" }
        if holdFrames < 0 { return "hold frames must be ≥ 0, got \(holdFrames)" }
        if !(maximumDuration.isFinite && maximumDuration > 0) {
            return "maximum duration must be finite and > 0, got \(maximumDuration)"
        }
        return nil
    }

    enum CodingKeys: String, CodingKey {
        case leadInFrames = "lead_in_frames"
        case holdFrames = "hold_frames"
        case maximumDuration = "maximum_duration"
    }
}
