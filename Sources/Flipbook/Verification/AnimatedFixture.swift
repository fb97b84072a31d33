import Foundation
import PNG

/// The animated-PNG form of a fixture (``FixtureFormat/animatedPNG``): `Fixtures/<id>.png` holds every kept
/// frame, in order, as one APNG frame each (delta-encoded and lossless: a reader reconstructs every frame
/// exactly), and its render manifest as an `iTXt` chunk named ``manifestKeyword`` before the first frame.
///
/// Frame k of the file is the manifest's kept frame k. Its delay is the time until the next kept frame
/// (`(next index − index) / fps`, the last one frame long), so a viewer plays the fixture at the scenario's
/// pace; a gap longer than the 16-bit delay fields allow is shortened (the manifest keeps the exact times).
enum AnimatedFixture {
    /// The keyword of the `iTXt` chunk holding the manifest's JSON.
    static let manifestKeyword = "flipbook-manifest"

    /// Reads the header and the manifest of the animated PNG at `file`, checking that they agree (size,
    /// frame count, scenario). Frames are read later, one at a time (``AnimatedFixtureFrames``).
    static func load(_ id: ScenarioID, from file: String, pixelBudget: Int) throws(VerificationError) -> Fixture {
        let reader: AnimatedPNGReader
        do {
            reader = try AnimatedPNGReader(
                contentsOf: URL(fileURLWithPath: file),
                limits: AnimatedPNGReader.Limits(pixelBudget: pixelBudget), links: .refuse)
        } catch {
            if case .unreadable = error.kind { throw .unreadableFixture(file, error.reason) }
            throw .damagedFixture(file, "not a readable animated PNG: \(error.reason) (record the fixture again)")
        }
        guard let text = reader.text[manifestKeyword] else {
            throw .damagedFixture(
                file,
                "it has no \(manifestKeyword) text chunk, so it is not a fixture written by "
                    + "flipbook (record the fixture again)")
        }
        let manifest = try FixtureStore.decodeManifest(Array(text.utf8), path: file + " (\(manifestKeyword) chunk)")
        guard manifest.scenario == id else {
            throw .damagedFixture(file, "it is the fixture of scenario \(manifest.scenario), not \(id)")
        }
        try FixtureStore.checkFrames(of: manifest, path: file + " (\(manifestKeyword) chunk)", namesFiles: false)
        guard reader.frameCount == manifest.frames.count else {
            throw .damagedFixture(
                file,
                "it has \(reader.frameCount) frames but its manifest lists "
                    + "\(manifest.frames.count) kept frames")
        }
        guard reader.width == manifest.pixelWidth, reader.height == manifest.pixelHeight else {
            throw .damagedFixture(
                file,
                "its frames are \(reader.width)×\(reader.height) but its manifest says "
                    + "\(manifest.pixelWidth)×\(manifest.pixelHeight)")
        }
        return Fixture(id: id, format: .animatedPNG, path: file, manifest: manifest)
    }

    /// The file digest (``ManifestDigest``) of an animated-PNG fixture's `bytes`: every byte of the file except the
    /// manifest's `iTXt` chunk (its length, type, data and CRC), which holds the digests and so cannot be in them.
    /// Nil when the bytes are not a sequence of whole PNG chunks after the signature (no recorded digest matches
    /// then, and the file is decoded, which reports what is wrong with it).
    static func fileDigest(of bytes: [UInt8]) -> ManifestDigest? {
        guard let spans = PNGChunkSpan.spans(in: bytes) else { return nil }
        var parts: [Range<Int>] = []
        var start = 0
        for span in spans where span.isText(manifestKeyword, in: bytes) {
            parts.append(start..<span.chunk.lowerBound)
            start = span.chunk.upperBound
        }
        parts.append(start..<bytes.count)
        return bytes.withUnsafeBytes { all in
            ManifestDigest.hash(parts.map { UnsafeRawBufferPointer(rebasing: all[$0]) })
        }
    }

    /// How the fixture of `manifest` is written: straight RGBA (translucent frames stay exact), one APNG frame
    /// per kept frame (identical frames are not merged), the manifest as text, playing forever.
    static func writerOptions(for manifest: RenderManifest, compression: PNGCompression) throws
        -> AnimatedPNGWriter.Options
    {
        let (numerator, denominator) = frameDuration(fps: manifest.fps)
        var options = AnimatedPNGWriter.Options(
            frameDurationNumerator: numerator, frameDurationDenominator: denominator,
            loopCount: 0, compression: compression, isOpaque: false)
        options.mergesIdenticalImages = false
        options.text = [manifestKeyword: String(decoding: try manifest.encoded(), as: UTF8.self)]
        return options
    }

    /// Each kept frame's delay in frame durations: the gap to the next kept frame (the last: 1), at most what
    /// one 16-bit delay can hold, so every kept frame stays one APNG frame.
    static func durations(of manifest: RenderManifest) -> [Int] {
        let longest = max(1, Int(UInt16.max) / frameDuration(fps: manifest.fps).numerator)
        let frames = manifest.frames
        return frames.indices.map { k in
            k + 1 < frames.count ? min(longest, max(1, frames[k + 1].index - frames[k].index)) : 1
        }
    }

    /// `1 / fps` s as a fraction with 16-bit terms: exact for whole fps, to a millisecond-fps otherwise.
    static func frameDuration(fps: Double) -> (numerator: Int, denominator: Int) {
        if fps.rounded() == fps, fps >= 1, fps <= Double(UInt16.max) { return (1, Int(fps)) }
        if fps.isFinite, fps > 0, fps * 1000 < Double(Int32.max) {
            var (n, d) = (1000, max(1, Int((fps * 1000).rounded())))
            var (a, b) = (n, d)
            while b != 0 { (a, b) = (b, a % b) }
            (n, d) = (n / a, d / a)
            if n <= Int(UInt16.max), d <= Int(UInt16.max) { return (n, d) }
        }
        return (1, min(Int(UInt16.max), max(1, Int(fps.isFinite ? fps.rounded() : 60))))
    }
}
