import Foundation
import PNG
import Raster

/// `manifest.json` beside a scenario's frames: what was rendered and with which settings.
///
/// Keys are snake_case; the encoding is stable (sorted keys), and nothing in it depends on the machine, the
/// time or the number of jobs, so the same render gives the same bytes.
public struct RenderManifest: Codable, Sendable, Equatable {
    public var scenario: ScenarioID
    public var summary: String
    public var device: String
    /// The window in points.
    public var width: Double
    public var height: Double
    public var scale: Double
    /// Each frame's size in pixels (`round(points × scale)`).
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var fps: Double
    /// Frames recorded (kept or not).
    public var frameCount: Int
    public var firstActionFrame: Int
    public var settledFrame: Int
    public var settings: Settings
    public var frames: [FrameEntry]

    public struct Settings: Codable, Sendable, Equatable {
        public var leadInFrames: Int
        public var holdFrames: Int
        public var maximumDuration: Double
        /// `all`, `every K`, or `at T s, …`.
        public var keep: String
        /// The PNG compression: `fast`, `small` or `level L`.
        public var compression: String

        public init(leadInFrames: Int, holdFrames: Int, maximumDuration: Double, keep: String, compression: String) {
            self.leadInFrames = leadInFrames
            self.holdFrames = holdFrames
            self.maximumDuration = maximumDuration
            self.keep = keep
            self.compression = compression
        }

        enum CodingKeys: String, CodingKey {
            case leadInFrames = "lead_in_frames", holdFrames = "hold_frames"
            case maximumDuration = "maximum_duration", keep, compression
        }
    }

    public struct FrameEntry: Codable, Sendable, Equatable {
        public var index: Int
        /// Seconds after the first action (negative in the lead-in).
        public var time: Double
        public var file: String
    }

    enum CodingKeys: String, CodingKey {
        case scenario, summary, device, width, height, scale
        case pixelWidth = "pixel_width", pixelHeight = "pixel_height"
        case fps, frameCount = "frame_count", firstActionFrame = "first_action_frame"
        case settledFrame = "settled_frame", settings, frames
    }

    /// The file name of frame `index`: `frame-0000.png` (more digits past 9999).
    public static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    public static let fileName = "manifest.json"

    init(scenario: Scenario, recording: RecordingSummary, compression: PNGCompression) {
        self.scenario = scenario.id
        summary = scenario.summary
        device = recording.device.name
        width = Double(recording.device.size.width)
        height = Double(recording.device.size.height)
        scale = Double(recording.device.scale)
        (pixelWidth, pixelHeight) = PixelGrid.pixelSize(of: recording.device.size, scale: CGFloat(scale))
        fps = recording.framesPerSecond
        frameCount = recording.frameCount
        firstActionFrame = recording.firstActionFrame
        settledFrame = recording.settledFrame
        settings = Settings(
            leadInFrames: scenario.recording.leadInFrames, holdFrames: scenario.recording.holdFrames,
            maximumDuration: scenario.recording.maximumDuration, keep: scenario.keep.description,
            compression: RenderManifest.name(of: compression))
        frames = recording.keptFrames.map {
            FrameEntry(index: $0.index, time: $0.time, file: RenderManifest.fileName(forFrame: $0.index))
        }
    }

    static func name(of compression: PNGCompression) -> String {
        if compression == .fast { return "fast" }
        if compression == .small { return "small" }
        return "level \(compression.level)"
    }

    /// The manifest as JSON: pretty-printed, sorted keys, ending with a newline.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads a manifest written by ``encoded()``.
    public static func decode(_ bytes: [UInt8]) throws -> RenderManifest {
        try JSONDecoder().decode(RenderManifest.self, from: Data(bytes))
    }
}
