import Files
import Foundation
import PNG
import Raster

/// Writes an animated-PNG fixture (``AnimatedFixture``) from frames painted in any order.
///
/// An animated PNG is written front to back, each frame encoded against the one before it, while the
/// workers of a check finish painting frames in whatever order. Each painted frame is left here; whichever
/// worker finds the next frame in line (and nobody else writing) appends it and every following frame
/// already here, while the other workers go on painting.
///
/// Encoding an animated frame can be slower than painting one, so frames could pile up here faster than
/// they are written. A worker whose frame is `capacity` or more places past the next frame in line therefore
/// waits until the writer catches up before it takes more work: this holds at most `capacity` frames besides
/// those the pipeline holds, however many frames the fixture has. (The frame next in line never waits, and
/// every frame before a waiting one is already with a worker, so the writer always progresses.) A check
/// uses a capacity of 1: the only frames waiting here are those whose workers wait, which the pipeline counts.
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
    private let bufferLock = NSLock()
    private let writeLock = NSLock()
    private var waiting: [Int: Image] = [:]   // by position; bufferLock
    private var next = 0                      // the next position to append; changed under both locks
    private var writer: AnimatedPNGWriter?    // writeLock
    /// How far past the next frame in line a frame may be before its worker waits.
    private let capacity: Int
    /// Broadcast whenever `next` moves or writing stops.
    private let progress = NSCondition()
    private var stopped = false               // progress
    private let digests: FixtureDigestCache?
    /// The digests of the frames added, by index; nil once a frame came without one.
    private var frameDigests: [Int: FrameDigest]? = [:]  // bufferLock

    init(path: String, manifest: RenderManifest, compression: PNGCompression, capacity: Int,
         digests: FixtureDigestCache? = nil) {
        self.path = path
        self.digests = digests
        self.manifest = manifest
        self.compression = compression
        self.capacity = max(1, capacity)
        positions = Dictionary(uniqueKeysWithValues: manifest.frames.enumerated().map { ($1.index, $0) })
        durations = AnimatedFixture.durations(of: manifest)
    }

    /// Starts the temporary file.
    func begin() throws(VerificationError) {
        do {
            let options = try AnimatedFixture.writerOptions(for: manifest, compression: compression)
            let writer = try AnimatedPNGWriter(url: URL(fileURLWithPath: path), width: manifest.pixelWidth,
                                               height: manifest.pixelHeight, options: options)
            writeLock.withLock { self.writer = writer }
        } catch let error as PNGError {
            throw .unwritable(path, error.reason)
        } catch {
            throw .unwritable(path, "\(error)")
        }
    }

    /// Leaves kept frame `index`; appends it and the frames after it that are here when it is next in line.
    /// `digest`: the frame's, to note the file in the digest cache (nil: the file is not noted).
    func add(_ image: Image, frame index: Int, digest: FrameDigest? = nil) throws(VerificationError) {
        guard let position = positions[index] else {
            throw .unwritable(path, "frame \(index) is not a kept frame of the fixture being recorded")
        }
        bufferLock.withLock {
            waiting[position] = image
            if let digest { frameDigests?[index] = digest } else { frameDigests = nil }
        }
        while true {
            while writeLock.try() {
                let result = Result { () throws(VerificationError) in try appendWaiting() }
                writeLock.unlock()
                if case .failure = result { stop() }
                try result.get()
                // A frame left while this worker was appending, by a worker that found the lock taken.
                guard bufferLock.withLock({ waiting[next] != nil }) else { break }
            }
            // Back pressure: far ahead of the writer, wait for it (or for a frame to append) before painting more.
            progress.lock()
            let ahead = {
                self.bufferLock.withLock { position >= self.next + self.capacity && self.waiting[position] != nil }
            }
            if stopped || !ahead() {
                progress.unlock()
                return
            }
            progress.wait()
            progress.unlock()
        }
    }

    /// Wakes every waiting worker for good (writing failed or was abandoned).
    private func stop() {
        progress.lock()
        stopped = true
        progress.broadcast()
        progress.unlock()
    }

    /// Appends every frame still waiting, checks that all were appended, and moves the file into place.
    func commit() throws(VerificationError) {
        writeLock.lock()
        defer { writeLock.unlock() }
        try appendWaiting()
        guard let writer else { throw .unwritable(path, "the fixture was not started or is already written") }
        guard next == manifest.frames.count else {
            throw .unwritable(path, "only \(next) of \(manifest.frames.count) kept frames were painted")
        }
        do {
            try writer.finish()
        } catch {
            throw .unwritable(path, error.reason)
        }
        self.writer = nil
        if let digests, let frames = bufferLock.withLock({ frameDigests }), frames.count == manifest.frames.count,
           let bytes = try? RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit) {
            digests.note(frames, inFile: digests.key.digest(ofFile: bytes), as: .animatedPNG)
        }
    }

    /// Deletes the temporary file; nothing is replaced.
    func discard() {
        stop()
        writeLock.withLock { writer = nil }
        bufferLock.withLock { waiting = [:] }
    }

    /// Appends the waiting frames that are next in line (the caller holds `writeLock`).
    private func appendWaiting() throws(VerificationError) {
        while true {
            let image: Image? = bufferLock.withLock { waiting.removeValue(forKey: next) }
            guard let image else { return }
            guard let writer else { throw .unwritable(path, "the fixture was not started or is already written") }
            do {
                try writer.append(image, duration: durations[next])
            } catch {
                throw .unwritable(path, error.reason)
            }
            bufferLock.withLock { next += 1 }
            progress.lock()
            progress.broadcast()
            progress.unlock()
        }
    }
}
