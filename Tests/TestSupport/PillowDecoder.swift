import Foundation

/// Every frame of an animated image (APNG, GIF) decoded by Pillow through `Tests/Scripts/pillow_frames.py`:
/// an independent reader for the tests. The script installs Pillow when it is missing; when that is
/// impossible ``decode(_:)`` throws, so the calling test fails rather than skips.
public struct PillowDecoder: Sendable {
    public struct Meta: Decodable, Sendable {
        public var format: String
        public var width: Int
        public var height: Int
        public var n_frames: Int
        public var loop: Int?
        /// Milliseconds, one per frame.
        public var durations: [Double?]
        public var pillow: String
    }

    public var meta: Meta
    /// Straight RGBA8, fully composited, one array per frame.
    public var frames: [[UInt8]]

    public static func decode(_ url: URL) throws -> PillowDecoder {
        let script = TestData.repository.appendingPathComponent("Tests/Scripts/pillow_frames.py")
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("pillow-\(UUID().uuidString).raw")
        defer { try? FileManager.default.removeItem(at: raw) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, url.path, raw.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                message: "pillow_frames.py \(url.path) exited with \(process.terminationStatus): "
                    + String(decoding: errData, as: UTF8.self))
        }
        let meta = try JSONDecoder().decode(Meta.self, from: outData)
        let bytes = [UInt8](try Data(contentsOf: raw))
        let frameBytes = meta.width * meta.height * 4
        guard bytes.count == frameBytes * meta.n_frames else {
            throw Failure(message: "expected \(meta.n_frames) frames of \(frameBytes) bytes, got \(bytes.count) bytes")
        }
        let frames = (0..<meta.n_frames).map { Array(bytes[($0 * frameBytes)..<(($0 + 1) * frameBytes)]) }
        return PillowDecoder(meta: meta, frames: frames)
    }

    /// A helper script that failed, with its message.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) {
            self.message = message
        }
    }
}
