import Foundation
import UIKitCompat

/// Something a scenario does at a virtual time: push a screen, start an animation, move a finger.
///
/// `Screens` is what the scenario's setup returned (the views or controllers the actions work on). Times are
/// seconds after the script starts; the action runs on the stage's clock exactly then, between the clock's
/// other events of that instant in the order they were scheduled. Actions at the same time run in the order
/// they are listed; otherwise the order of the list does not matter (actions are sorted by time).
public struct ScenarioAction<Screens>: Sendable {
    /// Seconds after the start of the script (≥ 0).
    public var time: TimeInterval
    /// A few words for error messages ("push detail", "release the pan").
    public var name: String
    /// What the action does, on the main actor, with the setup's screens and the stage.
    public var perform: @MainActor (Screens, Stage) throws -> Void
    /// Set for an expectation (``expect(at:_:fileID:line:_:)``): checked in the frame at ``time``, never
    /// scheduled on the clock, so adding one changes no frame.
    var expectation: ScenarioExpectation<Screens>?

    /// An action at `time` named `name` that runs `perform`.
    public init(time: TimeInterval, name: String, perform: @escaping @MainActor (Screens, Stage) throws -> Void) {
        self.time = time
        self.name = name
        self.perform = perform
    }

    /// An expectation: `condition` must hold in the frame at `time` (seconds after the first action, rounded
    /// to the nearest frame, as ``FrameSelection/times(_:)`` rounds), read after the frame is laid out — the
    /// presentation state a frame shows (`view.layer.presentation()`) and the model state alike. It changes
    /// nothing and takes no part in when the recording starts or settles. When it does not hold, playing the
    /// scenario fails with ``ScenarioError/expectationFailed(_:time:frame:expectation:)``, naming the
    /// scenario, the time and `description` (by default the file and line of the expectation).
    ///
    /// ```swift
    /// .expect(at: 0.15, "the card is on its way") { card in
    ///     (card.layer.presentation()?.frame.minY ?? 0) < 700
    /// }
    /// ```
    public static func expect(
        at time: TimeInterval, _ description: String? = nil, fileID: String = #fileID,
        line: Int = #line,
        _ condition: @escaping @MainActor (Screens) throws -> Bool
    ) -> ScenarioAction {
        let text = description ?? "the expectation at \(fileID):\(line)"
        var action = ScenarioAction(time: time, name: "expect " + text) { _, _ in }
        action.expectation = ScenarioExpectation(description: text) { screens, _ in try condition(screens) }
        return action
    }

    /// An action at `time` working on the scenario's screens.
    public static func at(
        _ time: TimeInterval, _ name: String = "action",
        _ perform: @escaping @MainActor (Screens) throws -> Void
    ) -> ScenarioAction {
        ScenarioAction(time: time, name: name) { screens, _ in try perform(screens) }
    }

    /// An action at `time` that also needs the stage (its window, clock or device).
    public static func at(
        _ time: TimeInterval, _ name: String = "action",
        withStage perform: @escaping @MainActor (Screens, Stage) throws -> Void
    ) -> ScenarioAction {
        ScenarioAction(time: time, name: name, perform: perform)
    }

    /// The same action with its screens type forgotten (what ``Scenario`` stores).
    func erased() -> ScenarioAction<Any> {
        let perform = self.perform
        var erased = ScenarioAction<Any>(time: time, name: name) { screens, stage in
            try perform(screens as! Screens, stage)
        }
        if let expectation {
            let holds = expectation.holds
            erased.expectation = ScenarioExpectation<Any>(description: expectation.description) { screens, stage in
                try holds(screens as! Screens, stage)
            }
        }
        return erased
    }
}

/// The condition of an expectation and the words that name it.
struct ScenarioExpectation<Screens>: Sendable {
    var description: String
    var holds: @MainActor (Screens, Stage) throws -> Bool
}
