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
    public var perform: @MainActor (Screens, Stage) throws -> Void

    public init(time: TimeInterval, name: String, perform: @escaping @MainActor (Screens, Stage) throws -> Void) {
        self.time = time
        self.name = name
        self.perform = perform
    }

    /// An action at `time` working on the scenario's screens.
    public static func at(_ time: TimeInterval, _ name: String = "action",
                          _ perform: @escaping @MainActor (Screens) throws -> Void) -> ScenarioAction {
        ScenarioAction(time: time, name: name) { screens, _ in try perform(screens) }
    }

    /// An action at `time` that also needs the stage (its window, clock or device).
    public static func at(_ time: TimeInterval, _ name: String = "action",
                          withStage perform: @escaping @MainActor (Screens, Stage) throws -> Void) -> ScenarioAction {
        ScenarioAction(time: time, name: name, perform: perform)
    }

    /// The same action with its screens type forgotten (what ``Scenario`` stores).
    func erased() -> ScenarioAction<Any> {
        let perform = self.perform
        return ScenarioAction<Any>(time: time, name: name) { screens, stage in
            try perform(screens as! Screens, stage)
        }
    }
}
