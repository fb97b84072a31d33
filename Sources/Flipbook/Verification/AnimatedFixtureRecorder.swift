import Files
import Foundation
import PNG
import Raster

/// Writes an animated-PNG fixture (``AnimatedFixture``) from frames painted in any order.
///
/// An animated PNG is written front to back, each frame encoded against the one before it, while the
/// workers of a check finish painting frames in whatever order. Each painted frame is left here, and one
/// thread of the recorder's own appends the frames in order as they arrive, while the workers go on painting.
///
/// One thread, not whichever worker finds the next frame in line: encoding a frame allocates several
/// frame-sized buffers (the canvases compared to choose how the previous frame is disposed of, the region's
/// pixels, filtered rows), and the allocator keeps freed blocks per thread for reuse (``FrameMemory``), so
/// appending on every worker in turn held those buffers once per worker — peak memory grew with the frames
/// until each worker had appended its worst frame. On one thread they are held once.
///
/// Encoding an animated frame can be slower than painting one, so frames could pile up here faster than
/// they are written. A worker whose frame is `capacity` or more places past the next frame in line therefore
/// waits until the writer catches up before it takes more work: this holds at most `capacity` frames besides
/// those the pipeline holds and the one being appended, however many frames the fixture has. (Every frame
/// before a waiting one is already with a worker, which leaves it here, so the writer always progresses.) A
/// check uses a capacity of 0: each worker waits until its frame is appended, so every frame here, the one
/// being appended included, is one the pipeline counts as alive, and the recorder adds only the writer's
/// previous frame to what a check of the folder format holds.
///
/// The file is built through a temporary file beside `<root>/<id>.png`; ``commit()`` renames it into place,
/// ``discard()`` (or dropping the recorder) deletes it. With a ``FixtureDigestCache``, the file written is
/// noted there with the digest of every frame (when each frame came with one).
final class AnimatedFixtureRecorder: @unchecked Sendable {
    let path: String
    private let manifest: RenderManifest
    private let compression: PNGCompression
    /// Frame index → position in the file.
    private let positions: [Int: Int]
    private let durations: [Int]
    /// How far past the next frame in line a frame may be before its worker waits.
    private let capacity: Int
    /// Guards everything below; broadcast whenever a frame arrives, `next` moves, or writing stops.
    private let state = NSCondition()
    private var waiting: [Int: Image] = [:]  // by position
    private var next = 0  // the next position to append
    private var writer: AnimatedPNGWriter?  // used by the writing thread only while it runs
    private var failure: VerificationError?  // why appending stopped
    private var closing = false  // commit: append what is here, then stop
    private var stopped = false  // discard or failure: stop at once
    private var running = false  // the writing thread has not returned
    private let digests: FixtureDigestCache?
    /// The digests of the frames added, by index; nil once a frame came without one.
    private var frameDigests: [Int: FrameDigest]? = [:]
    /// The manifest's pixel digest of each frame added with one (an opaque frame: what the file decodes to is the
    /// painted frame), by index.
    private var pixelDigests: [Int: ManifestDigest] = [:]

    init(
        path: String, manifest: RenderManifest, compression: PNGCompression, capacity: Int,
        digests: FixtureDigestCache? = nil
    ) {
        self.path = path
        self.digests = digests
        self.manifest = manifest
        self.compression = compression
        self.capacity = max(0, capacity)
        positions = Dictionary(uniqueKeysWithValues: manifest.frames.enumerated().map { ($1.index, $0) })
        durations = AnimatedFixture.durations(of: manifest)
    }

    /// Starts the temporary file and the thread that appends frames to it.
    func begin() throws(VerificationError) {
        let writer: AnimatedPNGWriter
        do {
            let options = try AnimatedFixture.writerOptions(for: manifest, compression: compression)
            writer = try AnimatedPNGWriter(
                url: URL(fileURLWithPath: path), width: manifest.pixelWidth,
                height: manifest.pixelHeight, options: options)
        } catch let error as PNGError {
            throw .unwritable(path, error.reason)
        } catch {
            throw .unwritable(path, "\(error)")
        }
        state.withLock {
            self.writer = writer
            running = true
        }
        let thread = Thread { [self] in appendInOrder() }
        thread.name = "flipbook-apng-writer"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Leaves kept frame `index` for the writing thread; waits while it is `capacity` or more places past the
    /// next frame in line and not yet taken (with a capacity of 0: until it is appended). `digest`: the frame's,
    /// to note the file in the digest cache (nil: the file is not noted). `pixelDigest`: the manifest's digest of
    /// what the file will decode to for this frame, when known without reading it back (an opaque frame's painted
    /// pixels); a frame added without one makes ``commit()`` read the file back to digest its frames.
    func add(
        _ image: Image, frame index: Int, digest: FrameDigest? = nil, pixelDigest: ManifestDigest? = nil
    ) throws(VerificationError) {
        guard let position = positions[index] else {
            throw .unwritable(path, "frame \(index) is not a kept frame of the fixture being recorded")
        }
        state.lock()
        defer { state.unlock() }
        if let failure { throw failure }
        guard running else { throw .unwritable(path, "the fixture was not started or is already written") }
        waiting[position] = image
        if let digest { frameDigests?[index] = digest } else { frameDigests = nil }
        if let pixelDigest { pixelDigests[index] = pixelDigest }
        state.broadcast()
        // Back pressure: far ahead of the writer, wait for it before painting more.
        while !stopped, position >= next + capacity, capacity == 0 || waiting[position] != nil {
            state.wait()
        }
        if let failure { throw failure }
    }

    /// The writing thread: appends the frame next in line whenever it is here, until the recorder closes
    /// (every frame here appended) or stops.
    private func appendInOrder() {
        state.lock()
        while true {
            while !stopped, waiting[next] == nil, !closing { state.wait() }
            guard !stopped, let image = waiting.removeValue(forKey: next), let writer else { break }
            let position = next
            state.unlock()
            var problem: VerificationError?
            do {
                try writer.append(image, duration: durations[position])
            } catch {
                problem = .unwritable(path, error.reason)
            }
            state.lock()
            if let problem {
                failure = problem
                stopped = true
            } else {
                next += 1
            }
            state.broadcast()
        }
        running = false
        state.broadcast()
        state.unlock()
    }

    /// How many kept frames have been appended to the file so far.
    var appendedFrames: Int { state.withLock { next } }

    /// Waits until the writing thread has returned (after `closing` or `stopped` was set).
    private func waitForWriter() {
        state.lock()
        while running { state.wait() }
        state.unlock()
    }

    /// Appends every frame still waiting, checks that all were appended, and moves the file into place.
    func commit() throws(VerificationError) {
        state.withLock {
            closing = true
            state.broadcast()
        }
        waitForWriter()
        let (writer, failure, appended) = state.withLock { (self.writer, self.failure, next) }
        if let failure { throw failure }
        guard let writer else { throw .unwritable(path, "the fixture was not started or is already written") }
        guard appended == manifest.frames.count else {
            throw .unwritable(path, "only \(appended) of \(manifest.frames.count) kept frames were painted")
        }
        do {
            try writer.finish()
        } catch {
            throw .unwritable(path, error.reason)
        }
        try writeDigests()
        let frames = state.withLock {
            self.writer = nil
            return frameDigests
        }
        if let digests, let frames, frames.count == manifest.frames.count,
            let bytes = try? RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
        {
            digests.note(frames, inFile: digests.key.digest(ofFile: bytes), as: .animatedPNG)
        }
    }

    /// Rewrites the manifest chunk of the file just put in place with each kept frame's digests (``ManifestDigest``):
    /// the pixel digest of the frame the file decodes to and the file's digest, which leaves the manifest chunk out.
    /// The file is replaced atomically; a file too large to read whole keeps its manifest without digests (a check
    /// then decodes it).
    ///
    /// When every frame came with its pixel digest (opaque frames: the file decodes to the painted pixels), those
    /// are written; otherwise the file is read back and each frame's digest made from what it decodes to (a
    /// translucent frame is un-premultiplied when written). Reading back holds the reader's canvases, several frame
    /// buffers, which is why it is done only when needed: recording opaque frames then holds no more than the folder
    /// format does (`RecordSafetyTests`).
    private func writeDigests() throws(VerificationError) {
        do {
            var manifest = self.manifest
            let known = state.withLock { pixelDigests }
            var pixels: [ManifestDigest] = []
            if manifest.frames.allSatisfy({ known[$0.index] != nil }) {
                pixels = manifest.frames.map { known[$0.index]! }
            } else {
                let reader = try AnimatedPNGReader(
                    contentsOf: URL(fileURLWithPath: path), limits: AnimatedPNGReader.Limits(), links: .refuse)
                for _ in manifest.frames {
                    guard let frame = try reader.nextFrame() else {
                        throw VerificationError.unwritable(
                            path, "the file written holds fewer frames than were appended")
                    }
                    pixels.append(ManifestDigest.of(pixels: frame.image))
                }
            }
            guard let bytes = try? RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit),
                let file = AnimatedFixture.fileDigest(of: bytes)
            else { return }
            for position in manifest.frames.indices {
                manifest.frames[position].pixelDigest = pixels[position].description
                manifest.frames[position].fileDigest = file.description
            }
            let text = String(decoding: try manifest.encoded(), as: UTF8.self)
            guard let rewritten = PNGChunkSpan.replacingText(AnimatedFixture.manifestKeyword, with: text, in: bytes)
            else {
                throw VerificationError.unwritable(
                    path, "the file written has no \(AnimatedFixture.manifestKeyword) chunk")
            }
            try AtomicFile.write(rewritten, to: path)
        } catch let error as VerificationError {
            throw error
        } catch let error as PNGError {
            throw .unwritable(path, "the file written cannot be read back: \(error.reason)")
        } catch let error as FileError {
            throw .unwritable(path, error.reason)
        } catch {
            throw .unwritable(path, "\(error)")
        }
    }

    /// Stops the writing thread and deletes the temporary file; nothing is replaced.
    func discard() {
        state.withLock {
            stopped = true
            state.broadcast()
        }
        waitForWriter()
        state.withLock {
            writer = nil
            waiting = [:]
        }
    }
}
