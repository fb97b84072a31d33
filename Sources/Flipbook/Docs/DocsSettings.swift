import Foundation
import Raster

/// How `flipbook docs` makes pictures of scenarios: where to, at what size and rate, which frames go in the
/// filmstrip, and whether a GIF is written too.
public struct DocsSettings: Sendable {
    /// Files go to `<outputDirectory>/<id>-filmstrip.png`, `<id>.png` (animated) and `<id>.gif`.
    public var outputDirectory: String
    /// Output pixels per point (0.5: an iPhone 15's 393 × 852 points become 197 × 426 pixels).
    public var scale: Double
    /// Frames are painted at `scale × supersampling` and shrunk by area averaging (1: painted at `scale`).
    public var supersampling: Int
    /// Frames per second instead of each scenario's own (also the animation's rate).
    public var framesPerSecond: Double?
    /// The filmstrip's frames.
    public var strip: StripSelection
    /// Filmstrip frames per row; nil for one row.
    public var columns: Int?
    /// Draws a device outline (bezel, rounded screen corners) around each filmstrip frame.
    public var outline: Bool
    /// The filmstrip sheet's colour.
    public var background: Color
    /// How many times the animations play; 0 means forever.
    public var loopCount: Int
    /// How long the last frame stays before the animation starts again, in seconds.
    public var endPause: Double
    /// Writes `<id>.gif` too.
    public var gif: Bool
    /// Worker threads painting frames.
    public var jobs: Int

    /// Settings; by default `output/docs`, half a pixel per point painted at twice that and shrunk, each scenario's own
    /// frame rate, five evenly spaced strip frames in one row, outlines on, looping forever with a one-second end
    /// pause, no GIF, and one job per processor. Nothing is checked until ``validate()``.
    public init(
        outputDirectory: String = "output/docs", scale: Double = 0.5, supersampling: Int = 2,
        framesPerSecond: Double? = nil, strip: StripSelection = .evenly(5), columns: Int? = nil,
        outline: Bool = true, background: Color = FilmstripStyle.defaultBackground, loopCount: Int = 0,
        endPause: Double = 1, gif: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.outputDirectory = outputDirectory
        self.scale = scale
        self.supersampling = supersampling
        self.framesPerSecond = framesPerSecond
        self.strip = strip
        self.columns = columns
        self.outline = outline
        self.background = background
        self.loopCount = loopCount
        self.endPause = endPause
        self.gif = gif
        self.jobs = jobs
    }

    /// The most frames a filmstrip may hold, and the most columns it may have: 64.
    public static let maximumStripFrames = 64
    /// The largest supersampling factor: 4.
    public static let maximumSupersampling = 4

    /// Throws ``DocsError/invalidSetting(_:)`` naming the first bad value by its field (`scale`, `loopCount`, …).
    public func validate() throws(DocsError) {
        if let problem = PixelGrid.problem(scale: scale) { throw .invalidSetting(problem) }
        guard (1...Self.maximumSupersampling).contains(supersampling) else {
            throw .invalidSetting("supersampling must be 1…\(Self.maximumSupersampling), got \(supersampling)")
        }
        // Frames are painted at scale × supersampling: that too is a scale the stage must accept.
        let painted = scale * Double(supersampling)
        guard PixelGrid.isValid(scale: painted) else {
            throw .invalidSetting("scale × supersampling must be \(PixelGrid.scaleRequirement), got \(painted)")
        }
        if let problem = framesPerSecond.flatMap(ScenarioOverrides.problem(framesPerSecond:)) {
            throw .invalidSetting(problem)
        }
        if let problem = strip.problem() { throw .invalidSetting(problem) }
        if let columns, !(1...Self.maximumStripFrames).contains(columns) {
            throw .invalidSetting("columns must be 1…\(Self.maximumStripFrames), got \(columns)")
        }
        guard (0...Int(UInt16.max)).contains(loopCount) else {
            throw .invalidSetting("loopCount must be 0 (forever) … \(UInt16.max), got \(loopCount)")
        }
        guard endPause.isFinite, endPause >= 0, endPause <= 60 else {
            throw .invalidSetting("endPause must be 0…60 seconds, got \(endPause)")
        }
        if let problem = RenderSettings.problem(jobs: jobs) { throw .invalidSetting(problem) }
    }

    /// The duration of one frame at `fps` as a fraction that fits 16-bit APNG delays: `1 / fps` for whole
    /// rates, otherwise thousandths (29.97 fps: 1000 / 29970 = 100 / 2997 s); under 1 fps, `1 / fps` seconds in
    /// thousandths of a second (0.0001 fps: 10 000 s), at most 65 535 s. (Under 0.0005 fps the thousandths of the
    /// rate rounded to 0, and docs failed with "frame duration 1/0 s must be positive".)
    static func frameDuration(framesPerSecond fps: Double) -> (numerator: Int, denominator: Int) {
        if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) { return (1, Int(fps)) }
        if fps < 1 {
            var numerator = Int(min(1e12, (1000 / fps).rounded())), denominator = 1000
            var (a, b) = (numerator, denominator)
            while b != 0 { (a, b) = (b, a % b) }
            numerator /= a; denominator /= a
            while numerator > Int(UInt16.max), denominator > 1 { numerator /= 2; denominator /= 2 }
            return (min(numerator, Int(UInt16.max)), denominator)
        }
        var numerator = 1000, denominator = Int((fps * 1000).rounded())
        var (a, b) = (numerator, denominator)
        while b != 0 { (a, b) = (b, a % b) }
        numerator /= a; denominator /= a
        while denominator > Int(UInt16.max) { numerator = max(1, numerator / 2); denominator /= 2 }
        return (numerator, denominator)
    }
}
