import Foundation
import PNG
import Raster

/// Writes an animated-PNG fixture (``AnimatedFixture``) from frames painted in any order.
///
/// An animated PNG is written front to back, each frame encoded against the one before it, while the
/// workers of a check finish painting frames in whatever order. Each painted frame is left here; whichever
/// worker finds the next frame in line (and nobody else writing) appends it and every following frame
/// already here, while the other workers go on painting. Frames wait at most as long as an earlier frame is
/// still being painted, so this holds at most the pipeline's capacity of frames.
///
/// The file is built through a temporary file beside `<root>/<id>.png`; ``commit()`` renames it into place,
/// ``discard()`` (or dropping the recorder) deletes it.
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

    init(path: String, manifest: RenderManifest, compression: PNGCompression) {
        self.path = path
        self.manifest = manifest
        self.compression = compression
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
    func add(_ image: Image, frame index: Int) throws(VerificationError) {
        guard let position = positions[index] else {
            throw .unwritable(path, "frame \(index) is not a kept frame of the fixture being recorded")
        }
        bufferLock.withLock { waiting[position] = image }
        while writeLock.try() {
            let result = Result { () throws(VerificationError) in try appendWaiting() }
            writeLock.unlock()
            try result.get()
            // A frame left while this worker was appending, by a worker that found the lock taken.
            guard bufferLock.withLock({ waiting[next] != nil }) else { return }
        }
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
    }

    /// Deletes the temporary file; nothing is replaced.
    func discard() {
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
        }
    }
}
