import Foundation
import UIKitCompat

/// Why a scenario could not be found, validated or played. Every case names the scenario or value at fault.
public enum ScenarioError: Error, Equatable, CustomStringConvertible {
    /// A text that is not a valid scenario id, and why.
    case invalidID(String, String)
    /// Two scenarios of one registry have this id.
    case duplicateID(ScenarioID)
    /// Ids asked for that no scenario has; `known` lists the ids there are.
    case unknownIDs([String], known: [ScenarioID])
    /// A scenario whose definition cannot be played (a bad frame rate, recording rule or keep setting), and why.
    case invalidScenario(ScenarioID, String)
    /// An override or setting with a bad value, named with its value.
    case invalidSetting(String)
    /// The setup or an action threw; the text is the underlying error's.
    case failed(ScenarioID, step: String, message: String)
    /// The scenario was still animating, transitioning or had blocks scheduled `after` seconds after its first action
    /// (its ``RecordingRules/maximumDuration``).
    case neverSettles(ScenarioID, after: TimeInterval)
    /// A time the scenario keeps (`keep: .times(…)`) falls after its last recorded frame at `lastTime`.
    case keptTimeAfterEnd(ScenarioID, time: TimeInterval, lastTime: TimeInterval)
    /// Two plays of the same scenario recorded different numbers of frames (`planned`, then `played`): it depends on
    /// something besides its own clock.
    case nondeterministic(ScenarioID, planned: Int, played: Int)
    /// An expectation (``ScenarioAction/expect(at:_:fileID:line:_:)``) did not hold in the frame at its time;
    /// `expectation` is its description, with the error it threw if it threw one.
    case expectationFailed(ScenarioID, time: TimeInterval, frame: Int, expectation: String)
    /// An animator never called `completeTransition(_:)` (the app would freeze here on a device).
    case transitionFailed(ScenarioID, TransitionError)
    /// A variant name that is not known; `known` lists the names that are.
    case unknownVariant(String, known: [String])
    /// A variant or matrix that cannot be played as written (the text, and why).
    case invalidVariant(String, String)
    /// A variant matrix with more combinations than the limit, without being allowed more.
    case matrixTooLarge(Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidID(let text, let problem):
            return "invalid scenario id \"\(text)\": \(problem)"
        case .duplicateID(let id):
            return "two scenarios have the id \(id)"
        case .unknownIDs(let ids, let known):
            let list = known.prefix(12).map(\.rawValue).joined(separator: ", ") + (known.count > 12 ? ", …" : "")
            return
                "unknown scenario \(ids.count == 1 ? "id" : "ids") \(QuotedText.oneLine(ids.joined(separator: ", "))) "
                + "(known: \(list); "
                + "`flipbook list` shows all)"
        case .invalidScenario(let id, let problem):
            return "scenario \(id): \(problem)"
        case .invalidSetting(let problem):
            return problem
        case .failed(let id, let step, let message):
            return "scenario \(id): \(step) failed: \(message)"
        case .neverSettles(let id, let after):
            return
                "scenario \(id) never settles: animations, transitions or scheduled blocks are still running \(after) "
                + "s after its first action"
        case .keptTimeAfterEnd(let id, let time, let last):
            return "scenario \(id): keep time \(time) s is after the last recorded frame (\(last) s)"
        case .nondeterministic(let id, let planned, let played):
            return "scenario \(id) is not deterministic: a first run recorded \(planned) frames, a second \(played)"
        case .expectationFailed(let id, let time, let frame, let expectation):
            return "scenario \(id): expectation failed at \(time) s (frame \(frame)): \(expectation)"
        case .transitionFailed(let id, let error):
            return "scenario \(id): \(error)"
        case .unknownVariant(let name, let known):
            return "unknown variant \(QuotedText.quoted(name)) (known: \(known.joined(separator: ", ")); "
                + "combine them with +, such as dark+rtl)"
        case .invalidVariant(let text, let problem):
            return "variant \(QuotedText.quoted(text)): \(problem)"
        case .matrixTooLarge(let count, let limit):
            return "the variant matrix has \(count) combinations, more than \(limit); allow a larger matrix "
                + "explicitly or choose fewer variants"
        }
    }
}
