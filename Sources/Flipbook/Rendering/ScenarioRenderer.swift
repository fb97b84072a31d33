import Files
import Foundation
import PNG
import Raster
import UIKitCompat

/// Renders scenarios to PNG sequences: `<out>/<id>/frame-0000.png …` and `<out>/<id>/manifest.json`.
///
/// 1. Every scenario is checked and played once without painting (a dry run on the virtual clock): bad
///    settings, a scenario that never settles and a keep time past the end are reported before anything is
///    written, and the dry run gives the frame counts for the progress display.
/// 2. The output folder is created and checked: a render writes only into a folder it made, marked by
///    ``RenderOutputMarker`` (or an empty one), so `--out` at fixtures or one's own files is refused.
/// 3. A ``FramePipeline`` runs: the stage plays each scenario again on the main actor, producing one render
///    tree per kept frame in order; worker threads paint (``Rasterizer``), encode (``PNGEncoder``) and write
///    each frame atomically into the scenario's staging folder. A frame whose tree equals a recently encoded
///    one (lead-in and held frames) is written from the cached bytes (``EncodedFrameCache``). When a scenario's last
///    frame is written, its staging folder replaces `<out>/<id>` (see ``OutputDirectory``).
///
/// Each frame's bytes depend only on its render tree, so the files are the same for any number of jobs.
/// On an error, the scenarios not yet complete leave nothing behind; `<out>/<id>` keeps its previous render.
public struct ScenarioRenderer: Sendable {
    /// Where frames go, the overrides, the number of workers and the PNG compression.
    public var settings: RenderSettings
    /// Told of the render's progress (from worker threads); nil for none.
    public var progress: (any RenderProgress)?

    /// A renderer with `settings` (checked when ``render(_:)`` starts) reporting to `progress`.
    public init(settings: RenderSettings, progress: (any RenderProgress)? = nil) {
        self.settings = settings
        self.progress = progress
    }

    /// One scenario's result.
    public struct RenderedScenario: Sendable, Equatable {
        /// The scenario's id (with the run's overrides applied, the same id).
        public var id: ScenarioID
        /// `<out>/<id>`.
        public var folder: String
        /// The manifest written beside the frames.
        public var manifest: RenderManifest
    }

    /// What a render wrote.
    public struct Result: Sendable, Equatable {
        /// One entry per scenario, in the order given.
        public var scenarios: [RenderedScenario]
        /// Frames written in all.
        public var frameCount: Int
        /// How the frame pipeline ran (jobs processed, most in flight at once).
        public var pipeline: FramePipeline.Statistics
    }

    /// Renders `scenarios` in the order given, as described above, and returns what was written.
    ///
    /// - Throws: ``RenderError`` for bad settings, an unwritable output folder or a frame that could not be painted or
    /// written; ``ScenarioError`` for a scenario that cannot be played, never settles or plays differently the second
    /// time.
    @MainActor
    public func render(_ scenarios: [Scenario]) throws -> Result {
        try settings.validate()
        let resolved = try scenarios.map { scenario throws(ScenarioError) in
            try settings.overrides.applied(to: scenario)
        }
        let player = ScenarioPlayer()
        let recordings = try resolved.map { try player.play($0, painting: false) }
        let manifests = zip(resolved, recordings).map {
            RenderManifest(scenario: $0, recording: $1, compression: settings.compression)
        }
        try RenderOutputMarker.check(settings.outputDirectory)
        let output = try OutputDirectory.prepare(settings.outputDirectory)
        for scenario in resolved { try output.checkDestination(scenario.id) }
        try RenderOutputMarker.mark(output.root)

        let tracker = CompletionTracker(remaining: recordings.map(\.keptFrames.count))
        let progress = self.progress
        let rasterizer = Rasterizer()
        let encoder = PNGEncoder(compression: settings.compression)
        let cache = EncodedFrameCache(capacity: 2 * settings.jobs)
        let buffers = FrameBuffers(limit: settings.jobs)
        let ids = resolved.map(\.id)
        let total = tracker.total
        progress?.begin(scenarios: resolved.count, frames: total)
        defer { progress?.end() }

        let pipeline = FramePipeline(jobs: settings.jobs, capacity: settings.queueCapacity)
        let statistics: FramePipeline.Statistics
        do {
            statistics = try pipeline.run(
                produce: { submit in
                    for (position, scenario) in resolved.enumerated() {
                        let staging = try output.makeStaging(scenario.id)
                        tracker.staged(position)
                        do {
                            try AtomicFile.write(
                                try manifests[position].encoded(), to: staging + "/" + RenderManifest.fileName)
                        } catch {
                            // A FileError's description names the path again: its reason alone.
                            let reason = (error as? FileError)?.reason ?? "\(error)"
                            throw RenderError.unwritableOutput(staging + "/" + RenderManifest.fileName, reason)
                        }
                        let planned = recordings[position].keptFrames
                        var played = 0
                        let summary = try player.play(scenario) { frame in
                            guard played < planned.count, planned[played].index == frame.index else {
                                throw ScenarioError.nondeterministic(
                                    scenario.id, planned: planned.count, played: played + 1)
                            }
                            played += 1
                            try submit(
                                FrameJob(
                                    scenario: position, frame: frame.index, tree: frame.tree,
                                    path: staging + "/" + RenderManifest.fileName(forFrame: frame.index)))
                        }
                        if summary != recordings[position] {
                            throw ScenarioError.nondeterministic(
                                scenario.id, planned: planned.count,
                                played: summary.keptFrames.count)
                        }
                    }
                },
                process: { (job: FrameJob) in
                    do {
                        let bytes: [UInt8]
                        if let cached = cache.bytes(for: job.tree) {
                            bytes = cached
                        } else {
                            let image = buffers.paint(job.tree, with: rasterizer)
                            defer { buffers.recycle(image) }
                            bytes = try encoder.encode(
                                image, knownOpaque: Rasterizer.paintsOnlyOpaquePixels(job.tree))
                            cache.insert(bytes, for: job.tree)
                        }
                        try AtomicFile.write(bytes, to: job.path)
                    } catch {
                        throw RenderError.frameFailed(ids[job.scenario], frame: job.frame, "\(error)")
                    }
                    progress?.frameWritten(ids[job.scenario])
                    if tracker.frameWritten(job.scenario) {
                        try output.commit(ids[job.scenario])
                        tracker.committed(job.scenario)
                        progress?.scenarioFinished(
                            ids[job.scenario], frames: recordings[job.scenario].keptFrames.count,
                            folder: output.destination(ids[job.scenario]))
                    }
                })
        } catch {
            for position in tracker.uncommitted() { output.discard(ids[position]) }
            throw error
        }
        let rendered = resolved.indices.map {
            RenderedScenario(id: ids[$0], folder: output.destination(ids[$0]), manifest: manifests[$0])
        }
        return Result(scenarios: rendered, frameCount: total, pipeline: statistics)
    }
}

/// One frame on its way through the pipeline.
struct FrameJob: Sendable {
    var scenario: Int
    var frame: Int
    var tree: RenderTree
    var path: String
}

/// Counts the frames each scenario still has to write, and which scenarios have a staging folder or are done.
final class CompletionTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [Int]
    private var staged: Set<Int> = []
    private var done: Set<Int> = []
    let total: Int

    init(remaining: [Int]) {
        self.remaining = remaining
        total = remaining.reduce(0, +)
    }

    func staged(_ scenario: Int) { lock.withLock { _ = staged.insert(scenario) } }

    /// True when this was the scenario's last frame.
    func frameWritten(_ scenario: Int) -> Bool {
        lock.withLock {
            remaining[scenario] -= 1
            return remaining[scenario] == 0
        }
    }

    func committed(_ scenario: Int) { lock.withLock { _ = done.insert(scenario) } }

    func uncommitted() -> [Int] { lock.withLock { staged.subtracting(done).sorted() } }
}
