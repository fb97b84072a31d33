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

    /// `wanted`: the frame indices workers will ask for, each once.
    init(fixture: Fixture, wanted: Set<Int>, pixelBudget: Int, reportFolder: ReportFolder?) {
        self.fixture = fixture
        self.wanted = wanted
        self.pixelBudget = pixelBudget
        self.reportFolder = reportFolder
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
                    waiting[entry.index] = image
                } else {
                    try passOver(image, frame: entry.index)
                }
            }
            throw VerificationError.damagedFixture(fixture.path,
                                                   "frame \(index) was asked for twice or is not in the fixture")
        }
    }

    /// Decodes the frames no worker asked for and checks the file's end; returns the report's paths of the
    /// `expected` images written (frame index → relative path). Frames still waiting are dropped.
    func finish() throws -> [Int: String] {
        try lock.withLock {
            waiting = [:]
            if let failure { throw failure }
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
                reader = try AnimatedPNGReader(contentsOf: URL(fileURLWithPath: fixture.path),
                                               limits: AnimatedPNGReader.Limits(pixelBudget: pixelBudget),
                                               links: .refuse)
            }
            guard let frame = try reader!.nextFrame() else {
                let error = VerificationError.damagedFixture(fixture.path,
                                                             "the file ends after \(position) frames; its "
                                                                + "manifest lists \(fixture.manifest.frames.count)")
                failure = error
                throw error
            }
            position += 1
            return frame.image
        } catch let error as PNGError {
            throw fail(error)
        }
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
