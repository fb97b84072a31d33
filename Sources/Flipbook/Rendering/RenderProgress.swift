/// Receives a render's progress. Methods may be called from worker threads, so implementations must be
/// thread-safe; they never influence what is rendered.
public protocol RenderProgress: Sendable {
    /// Before the first frame: how many scenarios and kept frames there are in all.
    func begin(scenarios: Int, frames: Int)
    /// One frame of `scenario` has been written.
    func frameWritten(_ scenario: ScenarioID)
    /// Every frame of `scenario` and its manifest are in place in `folder`.
    func scenarioFinished(_ scenario: ScenarioID, frames: Int, folder: String)
    /// The render ended (successfully or not).
    func end()
}
