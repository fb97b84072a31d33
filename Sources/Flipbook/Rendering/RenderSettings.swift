import Foundation
import PNG

/// How `flipbook render` renders: where to, with which overrides, on how many workers.
public struct RenderSettings: Sendable {
    /// Frames go to `<outputDirectory>/<id>/frame-0000.png …` with `manifest.json` beside them.
    public var outputDirectory: String
    /// Frame rate, device and scale that replace each scenario's own (none by default).
    public var overrides: ScenarioOverrides
    /// Worker threads that paint and encode (the stage runs on the main actor beside them).
    public var jobs: Int
    /// The most frames alive at once (queued or being painted); 2 × jobs when nil.
    public var queueCapacity: Int?
    /// How frames are compressed (`PNGCompression.fast` by default; lossless either way).
    public var compression: PNGCompression

    /// Settings; by default `output/frames`, no overrides, one job per processor, a queue of 2 × jobs and fast
    /// compression. They are checked when a render starts: jobs must be 1…``maximumJobs`` and the queue capacity at
    /// least the number of jobs.
    public init(
        outputDirectory: String = "output/frames", overrides: ScenarioOverrides = ScenarioOverrides(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, queueCapacity: Int? = nil,
        compression: PNGCompression = .fast
    ) {
        self.outputDirectory = outputDirectory
        self.overrides = overrides
        self.jobs = jobs
        self.queueCapacity = queueCapacity
        self.compression = compression
    }

    /// The most workers accepted.
    public static let maximumJobs = 256

    /// Why `jobs` is not an accepted number of workers (`jobs must be 1…256, got 0`), or nil: the one rule for
    /// rendering, checking and docs alike.
    public static func problem(jobs: Int) -> String? {
        (1...maximumJobs).contains(jobs) ? nil : "jobs must be 1…\(maximumJobs), got \(jobs)"
    }

    func validate() throws(RenderError) {
        if let problem = Self.problem(jobs: jobs) { throw .invalidSetting(problem) }
        if let capacity = queueCapacity, capacity < jobs {
            throw .invalidSetting("the queue capacity (\(capacity)) must be at least the number of jobs (\(jobs))")
        }
        do { try overrides.validate() } catch { throw .invalidSetting(error.description) }
    }
}
