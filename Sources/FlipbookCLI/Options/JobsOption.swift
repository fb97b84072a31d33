import ArgumentParser
import Flipbook
import Foundation

/// `--jobs`: worker threads painting frames (and encoding or comparing them), declared once for render, verify,
/// record and docs, checked with the library's rule (``RenderSettings/problem(jobs:)``).
struct JobsOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Worker threads painting frames (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        if let problem = RenderSettings.problem(jobs: jobs) { throw ValidationError(SettingFlags.flagged(problem)) }
    }
}
