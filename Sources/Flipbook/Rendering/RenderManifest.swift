import Foundation
import PNG
import Raster

/// `manifest.json` beside a scenario's frames: what was rendered and with which settings.
///
/// Keys are snake_case; the encoding is stable (sorted keys), and nothing in it depends on the machine, the
/// time or the number of jobs, so the same render gives the same bytes.
public struct RenderManifest: Codable, Sendable, Equatable {
    /// The scenario's id.
    public var scenario: ScenarioID
    /// The scenario's one-line summary.
    public var summary: String
    /// The device's name, such as `iPhone 15`.
    public var device: String
    /// The window in points.
    public var width: Double
    /// The window's height in points.
    public var height: Double
    /// Pixels per point (the device's scale, or the one the run overrode it with).
    public var scale: Double
    /// Each frame's size in pixels (`round(points × scale)`).
    public var pixelWidth: Int
    /// Each frame's height in pixels (`round(points × scale)`).
    public var pixelHeight: Int
    /// Frames per second.
    public var fps: Double
    /// Frames recorded (kept or not).
    public var frameCount: Int
    /// The index of the frame at the first action's time (the lead-in frames come before it).
    public var firstActionFrame: Int
    /// The index of the first frame at which everything had settled (the hold frames follow it).
    public var settledFrame: Int
    /// The recording settings the frames were made with.
    public var settings: Settings
    /// The kept frames, in order, each with its time and file name.
    public var frames: [FrameEntry]

    /// The recording settings a render used (`settings` in the manifest): lead-in, hold, time limit, which frames are
    /// kept and the PNG compression.
    public struct Settings: Codable, Sendable, Equatable {
        /// Frames recorded before the first action (`lead_in_frames`).
        public var leadInFrames: Int
        /// Frames recorded after the settled frame (`hold_frames`).
        public var holdFrames: Int
        /// The longest the scenario could run after its first action, in seconds (`maximum_duration`).
        public var maximumDuration: Double
        /// `all`, `every K`, or `at T s, …`.
        public var keep: String
        /// The PNG compression: `fast`, `small` or `level L`.
        public var compression: String

        /// Settings with the given values, taken as they are.
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

    /// One kept frame in the manifest: its index, time and file.
    public struct FrameEntry: Codable, Sendable, Equatable {
        /// The frame's index in the recording (frame 0 is the first lead-in frame, or the first action's frame).
        public var index: Int
        /// Seconds after the first action (negative in the lead-in).
        public var time: Double
        /// The frame's file name beside the manifest (`frame-0012.png`, see ``RenderManifest/fileName(forFrame:)``).
        public var file: String
        /// In a fixture: the ``ManifestDigest`` of the pixels the frame's file decodes to (`pixel_digest`,
        /// `xxh3-128:…`), which a check compares with the painted frame's instead of decoding the file, as long as
        /// the file still has ``fileDigest``. Nil in a render's manifest and in fixtures recorded before digests.
        public var pixelDigest: String?
        /// In a fixture: the ``ManifestDigest`` of the frame's file (`file_digest`; of an animated PNG, its bytes
        /// less the manifest's chunk). A check trusts ``pixelDigest`` only while the file's bytes have this digest.
        public var fileDigest: String?

        enum CodingKeys: String, CodingKey {
            case index, time, file
            case pixelDigest = "pixel_digest", fileDigest = "file_digest"
        }
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

    /// Whether `name` has the form of a frame's file name, `frame-` digits `.png` (no folder in it).
    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.utf8.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The manifest's file name in a scenario's folder: `manifest.json`.
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
