import Files
import Foundation
import PNG
import Pixels

/// Checks that a fixture's manifest digests (``ManifestDigest``) agree with its files, by decoding them: for each
/// kept frame with digests, the file digest against the file's bytes and the pixel digest against the decoded
/// frame. A check trusts a pixel digest for a file whose bytes have the recorded file digest, so a manifest edited
/// to hold another frame's pixel digest would pass a changed frame; this audit is what catches it
/// (`flipbook verify --decode-fixtures`, ``VerifySettings/decodesFixtures``, and this repository's own test of
/// its `Fixtures/`).
///
/// Frames recorded without digests (older fixtures) have nothing to audit.
public enum FixtureDigestAudit {
    /// The first disagreement between `fixture`'s manifest digests and its files, as
    /// ``VerificationError/damagedFixture(_:_:)`` naming the manifest, the frame, the field and the file, such as
    /// `fixture Fixtures/x/manifest.json: frame 12: pixel digest xxh3-128:… does not match frame-0012.png (edited
    /// manifest or replaced file; re-record)`; a file that cannot be read is reported as such.
    public static func check(_ fixture: Fixture, pixelBudget: Int = PNGDecoder.defaultPixelBudget)
        throws(VerificationError)
    {
        switch fixture.format {
        case .frames: try checkFolder(fixture, pixelBudget: pixelBudget)
        case .animatedPNG: try checkAnimated(fixture, pixelBudget: pixelBudget)
        }
    }

    private static func checkFolder(_ fixture: Fixture, pixelBudget: Int) throws(VerificationError) {
        let manifestPath = fixture.folder + "/" + RenderManifest.fileName
        for entry in fixture.manifest.frames {
            guard let recorded = fixture.digests(ofFrame: entry.index) else { continue }
            let path = fixture.folder + "/" + entry.file
            let bytes: [UInt8]
            let image: Image
            do {
                bytes = try RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
                image = try PNGDecoder(pixelBudget: pixelBudget).decode(bytes, name: path).image
            } catch {
                throw .damagedFixture(path, "frame \(entry.index) cannot be read: \(reason(error))")
            }
            try agree(
                recorded, file: ManifestDigest.of(file: bytes), pixels: ManifestDigest.of(pixels: image),
                manifest: manifestPath, frame: entry.index, name: entry.file)
        }
    }

    private static func checkAnimated(_ fixture: Fixture, pixelBudget: Int) throws(VerificationError) {
        let manifestPath = fixture.path + " (\(AnimatedFixture.manifestKeyword) chunk)"
        let name = (fixture.path as NSString).lastPathComponent
        let recorded = fixture.manifest.frames.map { fixture.digests(ofFrame: $0.index) }
        guard recorded.contains(where: { $0 != nil }) else { return }
        let file: ManifestDigest?
        do {
            let bytes = try RegularFile.read(fixture.path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
            file = AnimatedFixture.fileDigest(of: bytes)
        } catch {
            throw .damagedFixture(fixture.path, "cannot be read: \(error.reason)")
        }
        do {
            let reader = try AnimatedPNGReader(
                contentsOf: URL(fileURLWithPath: fixture.path),
                limits: AnimatedPNGReader.Limits(pixelBudget: pixelBudget), links: .refuse)
            for (position, entry) in fixture.manifest.frames.enumerated() {
                guard let frame = try reader.nextFrame() else {
                    throw VerificationError.damagedFixture(
                        fixture.path,
                        "the file ends after \(position) frames; its manifest lists "
                            + "\(fixture.manifest.frames.count)")
                }
                guard let digests = recorded[position] else { continue }
                try agree(
                    digests, file: file, pixels: ManifestDigest.of(pixels: frame.image), manifest: manifestPath,
                    frame: entry.index, name: name)
            }
        } catch let error as VerificationError {
            throw error
        } catch {
            throw .damagedFixture(fixture.path, "cannot be read: \(reason(error))")
        }
    }

    /// Throws for the first of the recorded digests that is not the one found (`file` nil: no file digest can be
    /// made, which no recorded one matches).
    private static func agree(
        _ recorded: (pixels: ManifestDigest, file: ManifestDigest), file: ManifestDigest?, pixels: ManifestDigest,
        manifest: String, frame: Int, name: String
    ) throws(VerificationError) {
        let advice = "(edited manifest or replaced file; re-record)"
        if file != recorded.file {
            throw .damagedFixture(
                manifest, "frame \(frame): file digest \(recorded.file) does not match \(name) \(advice)")
        }
        if pixels != recorded.pixels {
            throw .damagedFixture(
                manifest, "frame \(frame): pixel digest \(recorded.pixels) does not match \(name) \(advice)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? PNGError { return error.reason }
        if let error = error as? FileError { return error.reason }
        return "\(error)"
    }
}
