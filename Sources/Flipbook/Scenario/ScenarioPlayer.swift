import Foundation
import Raster
import UIKitCompat

/// One kept frame of a scenario: its index in the recording, its time in seconds after the first action
/// (negative in the lead-in) and the window's render tree.
public struct RecordedFrame: Sendable, Equatable {
    /// The frame's index in the recording, from 0.
    public var index: Int
    /// Seconds after the first action (negative in the lead-in).
    public var time: TimeInterval
    /// The window's render tree at that time (frames reach `play`'s body only when painting).
    public var tree: RenderTree
}

/// What a scenario recorded, known once it has been played.
public struct RecordingSummary: Sendable, Equatable {
    /// The scenario that was played.
    public var scenario: ScenarioID
    /// The device it was played on.
    public var device: Device
    /// Frames per second of the recording.
    public var framesPerSecond: Double
    /// Frames recorded, kept or not.
    public var frameCount: Int
    /// The index of the frame at the first action's time.
    public var firstActionFrame: Int
    /// The first frame at which everything had settled.
    public var settledFrame: Int
    /// The kept frames: index and time (seconds after the first action).
    public var keptFrames: [KeptFrame]

    /// A kept frame's index in the recording and its time in seconds after the first action.
    public struct KeptFrame: Sendable, Hashable {
        /// The frame's index in the recording, from 0.
        public var index: Int
        /// Seconds after the first action (negative in the lead-in).
        public var time: TimeInterval
    }
}

/// Plays a scenario on a fresh ``Stage``, frame by frame, on the main actor.
///
/// - The setup runs at virtual time 0. Actions are scheduled on the stage's clock; when the first action is
///   earlier than the lead-in allows, the whole script is shifted later so that the lead-in frames fit.
/// - Frame k is sampled at `start + k / fps` (computed, never accumulated; see ``samplingDelay``); frame
///   `leadInFrames` is at the first action's time, after the action has run. Before each frame the window is laid out,
///   whether the frame is kept or not, so which frames are kept never changes what they show.
/// - The recording ends `holdFrames` frames after the first frame at which the stage has settled (every
///   action has run, nothing is animating or scheduled, no transition is in flight: `Stage.isSettled`), or
///   fails with ``ScenarioError/neverSettles(_:after:)`` after ``RecordingRules/maximumDuration``, or with
///   ``ScenarioError/transitionFailed(_:_:)`` as soon as an animator is found never to complete its
///   transition.
@MainActor
public struct ScenarioPlayer {
    /// A player; it holds no state, each play starts on a fresh stage.
    public init() {}

    /// How long after its nominal time a frame is sampled: a nanosecond, so that what is due at the frame's
    /// time up to floating-point rounding has happened (a 0.2 s animation started at 0.05 s ends at
    /// 0.25000000000000006 s, and is complete in the frame at 0.25 s). Frame times in summaries and manifests
    /// are the nominal ones.
    public static let samplingDelay: TimeInterval = 1e-9

    /// Plays `scenario`, handing every kept frame to `body` in order, and returns what was recorded. With
    /// `painting: false` no render tree is built (a dry run that counts frames); the summary is the same.
    @discardableResult
    public func play(
        _ scenario: Scenario, painting: Bool = true,
        _ body: (RecordedFrame) throws -> Void = { _ in }
    ) throws -> RecordingSummary {
        try run(scenario, painting: painting, body).summary
    }

    /// Plays `scenario` as ``play(_:painting:_:)`` does and returns, with the summary, the stage and what the
    /// setup built, in the state the recording ended in (settled, after the hold frames). Without painting
    /// (the default) no render tree is built: the fast way to check behaviour — expectations
    /// (``ScenarioAction/expect(at:_:fileID:line:_:)``) and the final state — without pixels.
    public func run(
        _ scenario: Scenario, painting: Bool = false,
        _ body: (RecordedFrame) throws -> Void = { _ in }
    ) throws -> PlayedScenario {
        let id = scenario.id
        if let problem = scenario.problem() { throw ScenarioError.invalidScenario(id, problem) }
        let fps = scenario.framesPerSecond
        guard fps.isFinite, fps > 0 else {
            throw ScenarioError.invalidScenario(id, "frames per second must be finite and > 0, got \(fps)")
        }
        let rules = scenario.recording
        let leadIn = rules.leadInFrames
        if let problem = scenario.keep.problem(framesPerSecond: fps, leadInFrames: leadIn) {
            throw ScenarioError.invalidScenario(id, problem)
        }
        var timeIndices = Set<Int>()
        if case .times(let times) = scenario.keep {
            for time in times {
                timeIndices.insert(FrameSelection.index(ofTime: time, framesPerSecond: fps, leadInFrames: leadIn))
            }
        }

        // Global model state a scenario may change; restored so that scenarios never affect one another.
        let savedChoices = UIKitChoices.current
        let savedAnimationsEnabled = UIView.areAnimationsEnabled
        defer {
            UIKitChoices.current = savedChoices
            UIView.setAnimationsEnabled(savedAnimationsEnabled)
        }

        if let problem = FrameSizeLimit.problem(device: scenario.device) {
            throw ScenarioError.invalidScenario(id, problem)
        }
        let stage: Stage
        do {
            stage = try Stage(device: scenario.device)
            stage.userInterfaceStyle = scenario.userInterfaceStyle
            stage.layoutDirection = scenario.layoutDirection
            stage.preferredContentSizeCategory = scenario.preferredContentSizeCategory
        } catch {
            throw ScenarioError.invalidScenario(id, "\(error)")
        }
        // App code's Timer, DispatchQueue.main and DispatchTime.now() run on the stage's clock during the play.
        return try stage.play {
            let screens: Any
            do {
                screens = try scenario.setup(stage)
            } catch {
                throw ScenarioError.failed(id, step: "setup", message: "\(error)")
            }

            let actions = scenario.actions.enumerated()
                .filter { $0.element.expectation == nil }
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
            // Expectations by the frame they are checked in, in the order listed.
            var expectations: [Int: [ScenarioAction<Any>]] = [:]
            for action in scenario.actions where action.expectation != nil {
                let frame = FrameSelection.index(ofTime: action.time, framesPerSecond: fps, leadInFrames: leadIn)
                expectations[frame, default: []].append(action)
            }
            let firstTime = actions.first?.time ?? 0
            let leadInDuration = Double(leadIn) / fps
            let start = firstTime >= leadInDuration ? firstTime - leadInDuration : 0
            let firstActionClock = start + leadInDuration
            let failure = ActionFailure()
            for action in actions {
                stage.clock.asyncAfter(deadline: firstActionClock + (action.time - firstTime)) {
                    guard failure.message == nil else { return }
                    do {
                        try action.perform(screens, stage)
                    } catch {
                        failure.message = "action '\(action.name)' at \(action.time) s: \(error)"
                    }
                }
            }

            let lastAllowedFrame = leadIn + Int((rules.maximumDuration * fps).rounded(.up))
            var settledFrame: Int?
            var kept: [RecordingSummary.KeptFrame] = []
            var index = 0
            while true {
                do {
                    try stage.clock.advance(to: start + Double(index) / fps + ScenarioPlayer.samplingDelay)
                } catch {
                    throw ScenarioError.failed(id, step: "running the clock", message: "\(error)")
                }
                if let message = failure.message { throw ScenarioError.failed(id, step: "an action", message: message) }
                UIView.performWithoutAnimation { stage.window.layoutIfNeeded() }
                if let error = stage.transitionErrors.first { throw ScenarioError.transitionFailed(id, error) }
                for action in expectations[index] ?? [] {
                    try check(
                        action, screens: screens, stage: stage, scenario: id, frame: index, leadIn: leadIn, fps: fps)
                }
                if settledFrame == nil, index >= leadIn, stage.isSettled { settledFrame = index }
                let isLast = settledFrame.map { index == $0 + rules.holdFrames } ?? false
                if scenario.keep.keeps(index, isLast: isLast, timeIndices: timeIndices) {
                    let time = Double(index - leadIn) / fps
                    kept.append(.init(index: index, time: time))
                    if painting { try body(RecordedFrame(index: index, time: time, tree: stage.renderTree())) }
                }
                if isLast { break }
                if settledFrame == nil, index >= lastAllowedFrame {
                    throw ScenarioError.neverSettles(id, after: rules.maximumDuration)
                }
                index += 1
            }
            // The last recorded frame's time, to the millisecond (0.567 s, not 0.5666666666666667 s).
            let lastFrameTime = (Double(index - leadIn) / fps * 1000).rounded() / 1000
            if let beyond = timeIndices.filter({ $0 > index }).min(), case .times(let times) = scenario.keep {
                let time = times.first {
                    FrameSelection.index(ofTime: $0, framesPerSecond: fps, leadInFrames: leadIn) == beyond
                }!
                throw ScenarioError.keptTimeAfterEnd(id, time: time, lastTime: lastFrameTime)
            }
            if let late = expectations.keys.filter({ $0 > index }).min(), let action = expectations[late]?.first {
                throw ScenarioError.expectationFailed(
                    id, time: action.time, frame: late,
                    expectation: "\(action.expectation!.description): its time is after the last recorded frame "
                        + "(\(lastFrameTime) s)")
            }
            let summary = RecordingSummary(
                scenario: id, device: scenario.device, framesPerSecond: fps,
                frameCount: index + 1, firstActionFrame: leadIn, settledFrame: settledFrame!,
                keptFrames: kept)
            return PlayedScenario(summary: summary, stage: stage, screens: screens)
        }
    }

    /// Checks one expectation in frame `frame`.
    private func check(
        _ action: ScenarioAction<Any>, screens: Any, stage: Stage, scenario id: ScenarioID, frame: Int,
        leadIn: Int, fps: Double
    ) throws {
        guard let expectation = action.expectation else { return }
        let holds: Bool
        var text = expectation.description
        do {
            holds = try expectation.holds(screens, stage)
        } catch {
            holds = false
            text += " threw \(error)"
        }
        if !holds {
            throw ScenarioError.expectationFailed(id, time: action.time, frame: frame, expectation: text)
        }
    }
}

/// A scenario after it has been played (``ScenarioPlayer/run(_:painting:_:)``): what was recorded, the stage
/// and what the setup built, in the state the recording ended in.
@MainActor
public struct PlayedScenario {
    /// What was recorded.
    public var summary: RecordingSummary
    /// The stage the scenario played on: its window, clock and device.
    public var stage: Stage
    /// What the scenario's setup returned.
    public var screens: Any

    /// What the setup returned, as the type it returned; nil when it is not a `Screens`.
    public func screens<Screens>(as type: Screens.Type = Screens.self) -> Screens? {
        screens as? Screens
    }
}

/// The first error thrown by an action (actions run inside the clock, which cannot throw through).
@MainActor
private final class ActionFailure {
    var message: String?
}
