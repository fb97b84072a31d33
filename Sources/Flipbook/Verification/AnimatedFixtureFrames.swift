import Files
import Foundation
import PNG
import Raster

/// The frames of an animated-PNG fixture, handed to the workers of a check as they ask for them.
///
/// An animated PNG can only be decoded front to back, while workers compare frames in whatever order they
/// finish painting. The first worker to ask for a frame not yet decoded decodes up to it; frames decoded on
/// the way that another worker will ask for wait here until it does, and are dropped when taken. Workers
/// take frames in about the order they were submitted (at most the pipeline's capacity apart), so this
/// holds at most that many frames — never the whole animation.
///
/// Frames of the fixture that no worker will ask for (not rendered, or not compared because the fps
/// differ) are written into the report folder as `expected` images when passed on the way, or by
/// ``finish()``, which also reads the file to its end so that damage after the last compared frame is
/// reported too.
///
/// With a ``FixtureDigestCache``, the file's bytes are digested before anything is decoded; a worker whose
/// painted frame has the digest the cache noted for that frame of a file with these bytes (``holds(_:frame:)``)
/// does not ask for it, and when every frame is found so, the file is not decoded at all. A file decoded to its
/// end without error, unchanged meanwhile, is noted in the cache with the digests of all its frames.
final class AnimatedFixtureFrames: @unchecked Sendable {
    let fixture: Fixture
    private let wanted: Set<Int>
    private let pixelBudget: Int
    private let reportFolder: ReportFolder?
    private let lock = NSLock()
    private var reader: AnimatedPNGReader?
    /// The next manifest entry (and APNG frame) to decode.
    private var position = 0
    private var waiting: [Int: Image] = [:]
    private var failure: VerificationError?
    private var expected: [Int: String] = [:]
    private let digests: FixtureDigestCache?
    /// Whether the file's bytes were digested and looked up (once, before anything is decoded).
    private var lookedUp = false
    /// The digest of the file's bytes when they were looked up, and what the cache knew of them.
    private var fileDigest: FrameDigest?
    private var known: [Int: FrameDigest]?
    /// Frames workers found in the cache: nobody asks for them.
    private var settled: Set<Int> = []
    /// The digests of the frames decoded so far (with a cache), to note the file once it is read to its end.
    private var decodedDigests: [Int: FrameDigest] = [:]

    /// Counts each frame decoded (tests), for the scenario at that position.
    private let tally: (CheckTally, scenario: Int)?
    /// Whether the manifest's digests may decide frames: it is not ignored (`--decode-fixtures`).
    private let trustsManifest: Bool
    /// The manifest's pixel digests by frame index, when the file's bytes have the file digest the manifest records
    /// for every frame (looked up once, with the file's bytes).
    private var vouched: [Int: ManifestDigest]?

    /// `wanted`: the frame indices workers will ask for, each once (less those ``holds(_:frame:)`` finds).
    /// `trustsManifest`: whether the manifest's digests (``ManifestDigest``) may decide frames.
    init(
        fixture: Fixture, wanted: Set<Int>, pixelBudget: Int, reportFolder: ReportFolder?,
        digests: FixtureDigestCache? = nil, trustsManifest: Bool = true,
        tally: (CheckTally, scenario: Int)? = nil
    ) {
        self.tally = tally
        self.fixture = fixture
        self.wanted = wanted
        self.pixelBudget = pixelBudget
        self.reportFolder = reportFolder
        self.digests = digests
        self.trustsManifest = trustsManifest
    }

    /// Whether frame `index` of this file is the painted frame, as its manifest's pixel digest says for file bytes
    /// that have the recorded file digest, or else as the digest cache knows for these bytes; then the frame is
    /// settled and no worker asks for it.
    func holds(_ painted: PaintedDigest, frame index: Int) -> Bool {
        lock.withLock {
            lookUp()
            guard wanted.contains(index) else { return false }
            if let vouched {
                guard vouched[index] == painted.manifestDigest else { return false }
            } else {
                guard let known = known?[index], known == painted.digest else { return false }
            }
            settled.insert(index)
            waiting[index] = nil
            return true
        }
    }

    /// Digests the file's bytes and looks them up, once (the caller holds the lock): in the manifest, else in the
    /// digest cache.
    private func lookUp() {
        guard !lookedUp else { return }
        lookedUp = true
        let recorded = fixture.manifest.frames.map { fixture.digests(ofFrame: $0.index) }
        let manifestDecides = trustsManifest && !recorded.isEmpty && recorded.allSatisfy { $0 != nil }
        guard manifestDecides || digests != nil,
            let bytes = try? RegularFile.read(
                fixture.path, links: .refuse,
                limit: FixtureDigestCache.fileByteLimit)
        else { return }
        if manifestDecides, let file = AnimatedFixture.fileDigest(of: bytes),
            recorded.allSatisfy({ $0?.file == file })
        {
            vouched = Dictionary(
                uniqueKeysWithValues: zip(fixture.manifest.frames, recorded).map { ($0.index, $1!.pixels) })
            return
        }
        guard let digests else { return }
        let file = digests.key.digest(ofFile: bytes)
        fileDigest = file
        known = digests.frames(inFile: file, as: .animatedPNG)
    }

    /// The fixture's frame `index`, as a viewer shows it.
    func frame(_ index: Int) throws -> Image {
        try lock.withLock {
            if let image = waiting.removeValue(forKey: index) { return image }
            if let failure { throw failure }
            while position < fixture.manifest.frames.count {
                let entry = fixture.manifest.frames[position]
                let image = try decodeNext()
                if entry.index == index { return image }
                if wanted.contains(entry.index) {
                    if !settled.contains(entry.index) { waiting[entry.index] = image }
                } else {
                    try passOver(image, frame: entry.index)
                }
            }
            throw VerificationError.damagedFixture(
                fixture.path,
                "frame \(index) was asked for twice or is not in the fixture")
        }
    }

    /// Decodes the frames no worker asked for and checks the file's end; returns the report's paths of the
    /// `expected` images written (frame index → relative path). Frames still waiting are dropped.
    func finish() throws -> [Int: String] {
        try lock.withLock {
            waiting = [:]
            if let failure { throw failure }
            if reader == nil, position == 0, known != nil || vouched != nil,
                fixture.manifest.frames.allSatisfy({ settled.contains($0.index) })
            {
                // Every frame was found in the cache, for a file noted only once read to its end without error, or
                // by the manifest's digests, for the bytes they were recorded with.
                return expected
            }
            while position < fixture.manifest.frames.count {
                let entry = fixture.manifest.frames[position]
                let image = try decodeNext()
                if !wanted.contains(entry.index) { try passOver(image, frame: entry.index) }
            }
            do {
                if try reader?.nextFrame() != nil {
                    throw VerificationError.damagedFixture(fixture.path, "more frames than its manifest lists")
                }
            } catch let error as PNGError {
                throw fail(error)
            }
            reader = nil
            noteFile()
            return expected
        }
    }

    /// Drops what is held (a scenario that stopped with an error).
    func close() {
        lock.withLock {
            waiting = [:]
            reader = nil
        }
    }

    /// The next frame of the file (the caller holds the lock).
    private func decodeNext() throws -> Image {
        do {
            if reader == nil {
                reader = try AnimatedPNGReader(
                    contentsOf: URL(fileURLWithPath: fixture.path),
                    limits: AnimatedPNGReader.Limits(pixelBudget: pixelBudget),
                    links: .refuse)
            }
            guard let frame = try reader!.nextFrame() else {
                let error = VerificationError.damagedFixture(
                    fixture.path,
                    "the file ends after \(position) frames; its "
                        + "manifest lists \(fixture.manifest.frames.count)")
                failure = error
                throw error
            }
            if let (tally, scenario) = tally { tally.readPixels(scenario, fixture.manifest.frames[position].index) }
            if let digests, vouched == nil {
                decodedDigests[fixture.manifest.frames[position].index] = digests.key.digest(of: frame.image)
            }
            position += 1
            return frame.image
        } catch let error as PNGError {
            throw fail(error)
        }
    }

    /// Notes the file, read to its end without error, in the digest cache: when its bytes now are those looked
    /// up before decoding began (so what was decoded is what was digested), and every frame was decoded.
    private func noteFile() {
        guard let digests, let fileDigest, decodedDigests.count == fixture.manifest.frames.count,
            let bytes = try? RegularFile.read(fixture.path, links: .refuse, limit: FixtureDigestCache.fileByteLimit),
            digests.key.digest(ofFile: bytes) == fileDigest
        else { return }
        digests.note(decodedDigests, inFile: fileDigest, as: .animatedPNG)
    }

    private func fail(_ error: PNGError) -> VerificationError {
        let entry = position < fixture.manifest.frames.count ? fixture.manifest.frames[position] : nil
        let which = entry.map { "frame \($0.index) (\(position + 1) of \(fixture.manifest.frames.count))" } ?? "its end"
        let failure = VerificationError.damagedFixture(fixture.path, "\(which) cannot be read: \(error.reason)")
        self.failure = failure
        reader = nil
        return failure
    }

    private func passOver(_ image: Image, frame index: Int) throws {
        guard let reportFolder else { return }
        expected[index] = try reportFolder.write(nil, image, fixture.id, "expected", frame: index)
    }
}
