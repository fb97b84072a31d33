import ArgumentParser
import Flipbook

/// `--fps`: the frame rate that replaces each scenario's own, declared once for every command that plays
/// scenarios (render, verify, record and approve through ``OverrideOptions``; docs) and checked with the
/// library's rule (``ScenarioOverrides/problem(framesPerSecond:)``).
struct FrameRateOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: """
            Frames per second to sample at, instead of each scenario's own \
            (0 < fps ≤ \(Int(ScenarioOverrides.maximumFramesPerSecond))).
            """)
    var fps: Double?

    func validate() throws {
        if let problem = fps.flatMap(ScenarioOverrides.problem(framesPerSecond:)) {
            throw ValidationError(SettingFlags.flagged(problem))
        }
    }
}
