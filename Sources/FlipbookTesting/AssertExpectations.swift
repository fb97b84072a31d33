import Flipbook
import Foundation

/// Plays `scenario` without painting — the fast path for behaviour checks — and reports a test failure when
/// one of its expectations (`.expect(at:) { … }`) does not hold or the scenario fails to play; the failure
/// names the scenario, the time and the expectation.
///
/// ```swift
/// @Test @MainActor func cardEndsOnScreen() throws {
///     let played = try #require(assertExpectations(.cardSlidesIn))
///     let card = try #require(played.screens(as: UIView.self))
///     #expect(card.frame.minY == 300)                     // the state the recording ended in
/// }
/// ```
///
/// - Returns: the played scenario (its summary, stage and what its setup built, as the recording left them),
///   or nil when playing failed.
@MainActor
@discardableResult
public func assertExpectations(
    _ scenario: Scenario,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
) -> PlayedScenario? {
    do {
        return try ScenarioPlayer().run(scenario)
    } catch {
        TestFailure.report("\(error)", attachments: [], fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}
