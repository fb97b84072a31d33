import Files
import Foundation
import GIF
import PNG
import Raster
import UIKitCompat

/// Makes docs imagery of scenarios: per scenario a filmstrip (`<id>-filmstrip.png`), an animated PNG of every
/// frame (`<id>.png`) and, when asked, a GIF (`<id>.gif`) — what `flipbook docs` writes.
///
/// 1. Settings are checked and every scenario is played once without painting (a dry run): a scenario that
///    fails, or a strip time outside its recording, is reported before anything is written.
/// 2. Each scenario plays again on the main actor; worker threads (``FramePipeline``) paint each frame at
///    `scale × supersampling` and shrink it to `scale` (``AreaDownscale``) as it arrives; the frames are then
///    appended in order to the APNG writer (delta frames, delays from the frame rate, loop count) and the
///    GIF writer, and the filmstrip's frames are kept (small). No full-size frame outlives its job, and at
///    most the pipeline's capacity of frames exist at once.
/// 3. When a scenario's frames are done, the filmstrip (``Filmstrip``) is painted and the three files are
///    moved into place, each atomically; on an error the unfinished scenario leaves no file behind.
///
/// The files are byte-identical for any number of jobs.
public struct DocsRenderer: Sendable {
    /// Where the files go and how they are made.
    public var settings: DocsSettings

    /// A renderer with `settings`; they are checked when ``render(_:finished:)`` starts.
    public init(settings: DocsSettings) {
        self.settings = settings
    }

    /// What was written for one scenario.
    public struct Output: Sendable, Equatable {
        /// The scenario's id.
        public var id: ScenarioID
        /// Paths of the files written.
        public var filmstrip: String
        /// The animated PNG (`<id>.png`).
        public var animation: String
        /// The GIF (`<id>.gif`), when ``DocsSettings/gif`` asked for one.
        public var gif: String?
        /// Frames in the animation (recorded frames; the end pause repeats the last).
        public var frameCount: Int
        /// The recorded frame indices in the filmstrip.
        public var stripFrames: [Int]
        /// Pixel size of each frame.
        public var frameWidth: Int
        /// The height of each frame in pixels.
        public var frameHeight: Int
        /// File sizes in bytes.
        public var filmstripBytes: Int
        /// The animated PNG's size in bytes.
        public var animationBytes: Int
        /// The GIF's size in bytes, when one was written.
        public var gifBytes: Int?
    }

    /// Renders `scenarios` in order; `finished` is called after each scenario's files are in place.
    @MainActor
    public func render(_ scenarios: [Scenario], finished: (Output) -> Void = { _ in }) throws -> [Output] {
        try settings.validate()
        let overrides = ScenarioOverrides(
            framesPerSecond: settings.framesPerSecond,
            scale: settings.scale * Double(settings.supersampling))
        let resolved = try scenarios.map { scenario throws(ScenarioError) -> Scenario in
            var result = try overrides.applied(to: scenario)
            result.keep = .all
            return result
        }
        let player = ScenarioPlayer()
        let summaries = try resolved.map { try player.play($0, painting: false) }
        let strips = try summaries.map { summary throws(DocsError) in try settings.strip.indices(in: summary) }
        // Each filmstrip's size is known before any frame is painted: one too large is refused here.
        for (scenario, strip) in zip(resolved, strips) {
            let frame = frameSize(of: scenario)
            let layout = FilmstripLayout(
                count: strip.count, frameWidth: frame.width, frameHeight: frame.height,
                style: style(of: scenario, frameWidth: frame.width))
            if let problem = Filmstrip.sizeProblem(of: layout) {
                throw DocsError.invalidFilmstrip("\(scenario.id): \(problem)")
            }
        }
        let output = try OutputDirectory.prepare(settings.outputDirectory)
        for scenario in resolved {
            for path in paths(scenario.id, root: output.root).all {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw DocsError.unwritable(path, "it is a folder")
                }
            }
        }
        var outputs: [Output] = []
        for (position, scenario) in resolved.enumerated() {
            let result = try render(
                scenario, summary: summaries[position], strip: strips[position],
                paths: paths(scenario.id, root: output.root), player: player)
            finished(result)
            outputs.append(result)
        }
        return outputs
    }

    /// The pixel size of `scenario`'s output frames, at ``DocsSettings/scale``.
    private func frameSize(of scenario: Scenario) -> (width: Int, height: Int) {
        let pixels = PixelGrid.pixelSize(of: scenario.device.size, scale: CGFloat(settings.scale))
        return (max(1, pixels.width), max(1, pixels.height))
    }

    /// How `scenario`'s filmstrip looks, for frames `frameWidth` pixels wide.
    private func style(of scenario: Scenario, frameWidth: Int) -> FilmstripStyle {
        FilmstripStyle(
            columns: settings.columns, background: settings.background,
            outline: settings.outline
                ? DeviceOutline.outline(
                    of: scenario.device, pixelsPerPoint: CGFloat(frameWidth) / scenario.device.size.width) : nil)
    }

    private func paths(_ id: ScenarioID, root: String) -> DocsPaths {
        DocsPaths(
            filmstrip: root + "/\(id.rawValue)-filmstrip.png", animation: root + "/\(id.rawValue).png",
            gif: settings.gif ? root + "/\(id.rawValue).gif" : nil)
    }

    @MainActor
    private func render(
        _ scenario: Scenario, summary: RecordingSummary, strip: [Int], paths: DocsPaths,
        player: ScenarioPlayer
    ) throws -> Output {
        let (width, height) = frameSize(of: scenario)
        let duration = DocsSettings.frameDuration(framesPerSecond: summary.framesPerSecond)
        let sink = DocsSink(
            settings: settings, width: width, height: height, duration: duration, paths: paths,
            strip: Set(strip))
        let delivery = OrderedDelivery()
        let rasterizer = Rasterizer()
        let id = scenario.id
        let pipeline = FramePipeline(jobs: settings.jobs)
        _ = try pipeline.run(
            produce: { submit in
                let replay = try player.play(scenario) { frame in
                    try submit(DocsFrameJob(index: frame.index, tree: frame.tree))
                }
                if replay != summary {
                    throw ScenarioError.nondeterministic(id, planned: summary.frameCount, played: replay.frameCount)
                }
            },
            process: { (job: DocsFrameJob) in
                let painted = rasterizer.render(job.tree)
                let image = AreaDownscale.downscale(
                    painted, width: min(width, painted.width),
                    height: min(height, painted.height))
                try delivery.deliver(job.index) {
                    do {
                        try sink.append(image, index: job.index, opaque: job.tree.backgroundColor.alpha >= 1)
                    } catch let error as DocsError {
                        throw error
                    } catch {
                        throw RenderError.frameFailed(id, frame: job.index, "\(error)")
                    }
                }
            })
        let stripFrames = strip.map { index in
            Filmstrip.Frame(image: sink.stripImages[index]!, time: summary.keptFrames[index].time)
        }
        let style = style(of: scenario, frameWidth: width)
        let sheet: Image
        do {
            sheet = try Filmstrip(frames: stripFrames, style: style).render(threads: settings.jobs)
        } catch {
            throw DocsError.invalidFilmstrip(error.problem)
        }
        let sheetBytes: [UInt8]
        do {
            sheetBytes = try PNGEncoder(compression: .small).encode(sheet)
        } catch {
            throw DocsError.unwritable(paths.filmstrip, "\(error)")
        }
        let pauseFrames = Int((settings.endPause * summary.framesPerSecond).rounded())
        let (animationBytes, gifBytes) = try sink.finish(pauseFrames: pauseFrames)
        do {
            try AtomicFile.write(sheetBytes, to: paths.filmstrip)
        } catch {
            throw DocsError.unwritable(paths.filmstrip, error.reason)
        }
        return Output(
            id: id, filmstrip: paths.filmstrip, animation: paths.animation, gif: paths.gif,
            frameCount: summary.frameCount, stripFrames: strip, frameWidth: width, frameHeight: height,
            filmstripBytes: sheetBytes.count, animationBytes: animationBytes, gifBytes: gifBytes)
    }
}

/// The files of one scenario.
struct DocsPaths {
    var filmstrip: String, animation: String, gif: String?
    var all: [String] { [filmstrip, animation] + (gif.map { [$0] } ?? []) }
}

/// One frame on its way to the docs writers.
struct DocsFrameJob: Sendable {
    var index: Int
    var tree: RenderTree
}

/// The writers of one scenario and the filmstrip frames kept so far. Used only inside
/// ``OrderedDelivery/deliver(_:_:)`` (one frame at a time, in order) and after the pipeline has finished.
final class DocsSink: @unchecked Sendable {
    let settings: DocsSettings
    let width: Int, height: Int
    let duration: (numerator: Int, denominator: Int)
    private let paths: DocsPaths
    private let strip: Set<Int>
    private var animation: AnimatedPNGWriter?
    private var gif: GIFWriter?
    private var last: Image?
    private(set) var stripImages: [Int: Image] = [:]

    init(
        settings: DocsSettings, width: Int, height: Int, duration: (numerator: Int, denominator: Int),
        paths: DocsPaths, strip: Set<Int>
    ) {
        self.settings = settings
        self.width = width
        self.height = height
        self.duration = duration
        self.paths = paths
        self.strip = strip
    }

    func append(_ image: Image, index: Int, opaque: Bool) throws {
        if animation == nil {
            animation = try AnimatedPNGWriter(
                url: URL(fileURLWithPath: paths.animation), width: width, height: height,
                options: .init(
                    frameDurationNumerator: duration.numerator, frameDurationDenominator: duration.denominator,
                    loopCount: settings.loopCount, compression: .small, isOpaque: opaque))
            if let path = paths.gif {
                gif = try GIFWriter(
                    url: URL(fileURLWithPath: path), width: width, height: height,
                    options: .init(
                        frameDurationNumerator: duration.numerator,
                        frameDurationDenominator: duration.denominator,
                        loopCount: settings.loopCount))
            }
        }
        try animation!.append(image)
        try gif?.append(image)
        if strip.contains(index) { stripImages[index] = image }
        last = image
    }

    /// Repeats the last frame `pauseFrames` times, then moves the files into place. Returns their sizes.
    func finish(pauseFrames: Int) throws -> (animation: Int, gif: Int?) {
        guard let animation, let last else { throw DocsError.unwritable(paths.animation, "no frame was recorded") }
        for _ in 0..<pauseFrames {
            try animation.append(last)
            try gif?.append(last)
        }
        let animationSummary = try animation.finish()
        let gifSummary = try gif?.finish()
        return (animationSummary.byteCount, gifSummary?.byteCount)
    }
}
