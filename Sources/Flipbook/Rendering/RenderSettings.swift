import Foundation
import PNG

/// How `flipbook render` renders: where to, with which overrides, on how many workers.
public struct RenderSettings: Sendable {
    /// Frames go to `<outputDirectory>/<id>/frame-0000.png …` with `manifest.json` beside them.
    public var outputDirectory: String
    public var overrides: ScenarioOverrides
    /// Worker threads that paint and encode (the stage runs on the main actor beside them).
    public var jobs: Int
    /// The most frames alive at once (queued or being painted); 2 × jobs when nil.
    public var queueCapacity: Int?
    public var compression: PNGCompression

    public init(outputDirectory: String = "output/frames", overrides: ScenarioOverrides = ScenarioOverrides(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, queueCapacity: Int? = nil,
                compression: PNGCompression = .fast) {
        self.outputDirectory = outputDirectory
        self.overrides = overrides
        self.jobs = jobs
        self.queueCapacity = queueCapacity
        self.compression = compression
    }

    /// The most workers accepted.
    public static let maximumJobs = 256

    func validate() throws(RenderError) {
        guard (1...Self.maximumJobs).contains(jobs) else {
            throw .invalidSetting("--jobs must be 1…\(Self.maximumJobs), got \(jobs)")
        }
        if let capacity = queueCapacity, capacity < jobs {
            throw .invalidSetting("the queue capacity (\(capacity)) must be at least the number of jobs (\(jobs))")
        }
        do { try overrides.validate() } catch { throw .invalidSetting(error.description) }
    }
}
