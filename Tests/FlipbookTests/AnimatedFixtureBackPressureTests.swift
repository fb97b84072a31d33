@testable import Flipbook
import Foundation
import PNG
import Raster
import TestSupport
import Testing

/// Recording an animated-PNG fixture holds a bounded number of painted frames: a worker whose frame is far
/// ahead of the writer waits for it, so frames do not pile up when encoding is slower than painting.
@Suite("Animated fixture recorder: back pressure")
struct AnimatedFixtureBackPressureTests {
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    @Test func aFrameFarAheadWaitsForTheWriter() throws {
        let root = temporaryFolder("apng-back-pressure")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = RenderManifest.testManifest(id: "test-slide", frames: [0, 1, 2, 3])
        let images = (0..<4).map { k in
            var image = Image(width: 4, height: 3)
            for i in stride(from: 0, to: image.pixels.count, by: 4) {
                image.pixels[i] = UInt8(60 * k); image.pixels[i + 3] = 255
            }
            return image
        }
        let path = root + "/test-slide.png"
        let recorder = AnimatedFixtureRecorder(path: path, manifest: manifest, compression: .fast, capacity: 2)
        try recorder.begin()
        // Frame 3 is 3 places past the next frame in line (0); with a capacity of 2 its worker waits. The writer's
        // side runs under a deadline of its own (a recorder that deadlocks fails the test instead of hanging it).
        let returned = Flag()
        let thread = Thread {
            try? recorder.add(images[3], frame: 3)
            returned.set()
        }
        thread.start()
        let seen = withDeadline(seconds: 60) { () throws -> [Bool] in
            Thread.sleep(forTimeInterval: 0.3)
            let beforeWriter = returned.isSet
            try recorder.add(images[0], frame: 0)
            let afterFrame0 = returned.isSet
            try recorder.add(images[1], frame: 1)
            var waited = 0
            while !returned.isSet && waited < 200 { Thread.sleep(forTimeInterval: 0.01); waited += 1 }
            let afterFrame1 = returned.isSet
            try recorder.add(images[2], frame: 2)
            try recorder.commit()
            return [beforeWriter, afterFrame0, afterFrame1]
        }
        let flags = try #require(try seen?.get(), "the recorder did not finish within 60 s")
        #expect(!flags[0], "the frame far ahead returned before the writer caught up")
        #expect(!flags[1], "3 is still 2 places past 1")
        #expect(flags[2], "once the writer reached frame 2, frame 3 is within the capacity")
        let frames = try AnimatedPNGReader.frames(contentsOf: URL(fileURLWithPath: path)).map(\.image)
        #expect(frames == images)
    }

    /// A check's capacity of 0: a worker's `add` returns only once its frame is in the file, so the frame being
    /// appended is still counted by the pipeline (with a capacity of 1 the frame next in line returned at once,
    /// and the writer held it besides the pipeline's frames).
    @Test
    func withACapacityOfZeroEachWorkerWaitsUntilItsFrameIsAppended() throws {
        let root = temporaryFolder("apng-capacity-zero")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = RenderManifest.testManifest(id: "test-slide", frames: [0, 1, 2])
        let images = (0..<3).map { k in
            var image = Image(width: 4, height: 3)
            for i in stride(from: 0, to: image.pixels.count, by: 4) {
                image.pixels[i] = UInt8((i / 4 + 40 * k) % 256); image.pixels[i + 3] = 255
            }
            return image
        }
        let path = root + "/test-slide.png"
        let recorder = AnimatedFixtureRecorder(path: path, manifest: manifest, compression: .small, capacity: 0)
        try recorder.begin()
        let returned = Flag()
        let thread = Thread {
            try? recorder.add(images[1], frame: 1)
            returned.set()
        }
        thread.start()
        // Under a deadline of its own, as above: a recorder that deadlocks fails the test instead of hanging it.
        let seen = withDeadline(seconds: 60) { () throws -> [Bool] in
            Thread.sleep(forTimeInterval: 0.3)
            var flags = [!returned.isSet]  // frame 1 waits: frame 0, before it in the file, is not there yet
            for index in [0, 2] {
                try recorder.add(images[index], frame: index)
                flags.append(recorder.appendedFrames > index)  // add returned only once its frame was appended
            }
            var waited = 0
            while !returned.isSet && waited < 200 { Thread.sleep(forTimeInterval: 0.01); waited += 1 }
            flags.append(returned.isSet)
            try recorder.commit()
            return flags
        }
        let flags = try #require(try seen?.get(), "the recorder did not finish within 60 s")
        #expect(flags[0], "frame 1 returned before frame 0, which comes before it in the file, was added")
        #expect(flags[1] && flags[2], "add returned before its frame was appended")
        #expect(flags[3], "frame 1 is in the file (frame 2 after it is)")
        let frames = try AnimatedPNGReader.frames(contentsOf: URL(fileURLWithPath: path)).map(\.image)
        #expect(frames == images)
    }
}
