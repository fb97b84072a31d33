@testable import Flipbook
import Foundation
import PNG
import Raster
import TestSupport
import Testing
import UIKitCompat

/// `DocsRenderer`: the animated PNG holds every frame exactly as painted and shrunk, the filmstrip the chosen
/// frames, the files are the same for any number of jobs, and errors leave nothing behind.
@Suite("Docs imagery")
@MainActor
struct DocsRendererTests {
    /// Every frame of the scenario painted at `scale` and shrunk to `width` × `height` (as docs does).
    func expectedFrames(_ scenario: Scenario, paintScale: Double, width: Int, height: Int) throws -> [Image] {
        var frames: [Image] = []
        var resolved = try ScenarioOverrides(scale: paintScale).applied(to: scenario)
        resolved.keep = .all
        try ScenarioPlayer().play(resolved) { frame in
            frames.append(AreaDownscale.downscale(Rasterizer().render(frame.tree), width: width, height: height))
        }
        return frames
    }

    func decodeAnimation(_ path: String) throws -> (reader: AnimatedPNGReader, frames: [AnimatedPNGFrame]) {
        let reader = try AnimatedPNGReader(contentsOf: URL(fileURLWithPath: path))
        var frames: [AnimatedPNGFrame] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        return (reader, frames)
    }

    @Test func animationHoldsEveryFrameShrunkAndTheEndPause() throws {
        let folder = temporaryFolder("docs-apng")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = TestScenarios.slide(duration: 0.5, fps: 10, hold: 1)
        let settings = DocsSettings(
            outputDirectory: folder, scale: 0.5, supersampling: 2, strip: .evenly(3),
            loopCount: 3, endPause: 0.3, gif: true, jobs: 2)
        let outputs = try DocsRenderer(settings: settings).render([scenario])
        let output = try #require(outputs.first)
        #expect(output.frameWidth == 50 && output.frameHeight == 40)
        #expect(output.frameCount == 7)  // 0 … 0.5 s settled at frame 5, one hold frame
        #expect(output.stripFrames == [0, 3, 5])
        let expected = try expectedFrames(scenario, paintScale: 1, width: 50, height: 40)
        #expect(expected.count == 7)

        let (reader, frames) = try decodeAnimation(output.animation)
        #expect(reader.loopCount == 3)
        // Frames 5 and 6 are identical (settled), and merge with the 3 pause frames: 6 distinct frames.
        #expect(frames.count == 6)
        for (index, frame) in frames.enumerated() {
            #expect(frame.image == expected[index], "animation frame \(index)")
        }
        #expect(frames.prefix(5).allSatisfy { abs($0.delay - 0.1) < 1e-9 })
        #expect(abs(frames[5].delay - 0.5) < 1e-9)  // frames 5, 6 and the 0.3 s pause
        #expect(try Data(contentsOf: URL(fileURLWithPath: output.gif!)).prefix(6) == Data("GIF89a".utf8))
        #expect(
            output.animationBytes == (try FileManager.default.attributesOfItem(atPath: output.animation)[.size] as? Int)
        )

        // The filmstrip shows frames 0, 3 and 5 with the screen copied exactly.
        let sheet = try PNGDecoder().decode(contentsOf: output.filmstrip).image
        let strip = try Filmstrip(
            frames: [0, 3, 5].map { Filmstrip.Frame(image: expected[$0], time: Double($0) / 10) },
            style: FilmstripStyle(outline: .outline(of: TestScenarios.device, pixelsPerPoint: 0.5)))
        #expect(sheet == strip.render())
    }

    @Test func filesAreTheSameForAnyNumberOfJobs() throws {
        let folder = temporaryFolder("docs-jobs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var contents: [[Data]] = []
        for jobs in [1, 3] {
            let settings = DocsSettings(
                outputDirectory: folder + "/\(jobs)", scale: 1, supersampling: 1,
                strip: .times([0, 0.25]), columns: 1, gif: true, jobs: jobs)
            let output = try DocsRenderer(settings: settings).render([TestScenarios.slide()])[0]
            contents.append(
                try [output.filmstrip, output.animation, output.gif!].map {
                    try Data(contentsOf: URL(fileURLWithPath: $0))
                })
        }
        #expect(contents[0] == contents[1])
    }

    @Test func stripSelections() throws {
        let summary = RecordingSummary(
            scenario: "s", device: TestScenarios.device, framesPerSecond: 10,
            frameCount: 14, firstActionFrame: 2, settledFrame: 12, keptFrames: [])
        #expect(try StripSelection.evenly(5).indices(in: summary) == [2, 5, 7, 10, 12])
        #expect(try StripSelection.evenly(1).indices(in: summary) == [7])
        #expect(try StripSelection.evenly(40).indices(in: summary) == Array(2...12))
        #expect(try StripSelection.times([0, -0.2, 0.45, 0.5, 1.1]).indices(in: summary) == [2, 0, 7, 13])
        #expect(
            throws: DocsError.invalidSetting("strip.times: 1.2 s is outside the recording of s (-0.20 s to 1.10 s)")
        ) {
            try StripSelection.times([0, 1.2]).indices(in: summary)
        }
        #expect(
            throws: DocsError.invalidSetting("strip.times: -0.3 s is outside the recording of s (-0.20 s to 1.10 s)")
        ) {
            try StripSelection.times([-0.3]).indices(in: summary)
        }
    }

    @Test(arguments: [
        (DocsSettings(scale: 0), "scale must be a number from 0.01 to 16, got 0.0"),
        (DocsSettings(scale: 17), "scale must be a number from 0.01 to 16, got 17.0"),
        (
            DocsSettings(scale: 10, supersampling: 2),
            "scale × supersampling must be a number from 0.01 to 16, got 20.0"
        ),
        (DocsSettings(supersampling: 0), "supersampling must be 1…4, got 0"),
        (DocsSettings(framesPerSecond: .nan), "framesPerSecond must be a number greater than 0"),
        (DocsSettings(strip: .evenly(0)), "strip.evenly must be 1…64, got 0"),
        (DocsSettings(strip: .times([])), "strip.times needs at least one time"),
        (DocsSettings(columns: 0), "columns must be 1…64, got 0"),
        (DocsSettings(loopCount: -1), "loopCount must be 0"),
        (DocsSettings(endPause: -1), "endPause must be 0…60 seconds, got -1.0"),
        (DocsSettings(jobs: 0), "jobs must be 1…"),
    ])
    func badSettingsAreNamed(settings: DocsSettings, message: String) {
        do {
            try settings.validate()
            Issue.record("expected an error containing \(message)")
        } catch {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func aFailingScenarioWritesNothingAtAll() throws {
        let folder = temporaryFolder("docs-fail")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failing = Scenario(
            id: "test-fails", summary: "An action throws", device: TestScenarios.device,
            setup: { _ in () },
            actions: [.at(0.1, "throw") { (_: ()) in throw DocsError.invalidSetting("boom") }])
        let settings = DocsSettings(outputDirectory: folder + "/out", scale: 1, supersampling: 1)
        #expect(throws: ScenarioError.self) {
            _ = try DocsRenderer(settings: settings).render([TestScenarios.slide(), failing])
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        // A strip time past the end is found before anything is written, too.
        let late = DocsSettings(outputDirectory: folder + "/out", scale: 1, supersampling: 1, strip: .times([9]))
        #expect(throws: DocsError.self) { _ = try DocsRenderer(settings: late).render([TestScenarios.slide()]) }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func aFolderInTheWayIsNamedBeforeAnythingIsWritten() throws {
        let folder = temporaryFolder("docs-folder")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/test-slide.png", withIntermediateDirectories: true)
        let settings = DocsSettings(outputDirectory: folder, scale: 1, supersampling: 1)
        #expect(throws: DocsError.unwritable(folder + "/test-slide.png", "it is a folder")) {
            _ = try DocsRenderer(settings: settings).render([TestScenarios.slide()])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["test-slide.png"])
    }

    @Test func frameDurations() {
        #expect(DocsSettings.frameDuration(framesPerSecond: 60) == (1, 60))
        #expect(DocsSettings.frameDuration(framesPerSecond: 29.97) == (100, 2997))
        #expect(DocsSettings.frameDuration(framesPerSecond: 12.5) == (2, 25))
        // Under 1 fps: seconds per frame (0.0001 fps gave 1/0 s, and docs failed), at most 65 535 s.
        #expect(DocsSettings.frameDuration(framesPerSecond: 0.5) == (2, 1))
        #expect(DocsSettings.frameDuration(framesPerSecond: 0.3) == (3333, 1000))
        #expect(DocsSettings.frameDuration(framesPerSecond: 0.0001) == (10_000, 1))
        #expect(DocsSettings.frameDuration(framesPerSecond: 1e-9) == (65_535, 1))
    }
}

/// Area averaging: exact means for whole factors, weights summing to one for any ratio.
@Suite("Area downscale")
struct AreaDownscaleTests {
    @Test func wholeFactorAveragesBlocks() {
        var image = Image(width: 4, height: 2)
        let values: [UInt8] = [0, 100, 200, 255, 10, 20, 30, 40]
        for (i, v) in values.enumerated() { image[x: i % 4, y: i / 4] = Pixel(r: v, g: v / 2, b: 0, a: 255) }
        let small = AreaDownscale.downscale(image, width: 2, height: 1)
        #expect(small[x: 0, y: 0] == Pixel(r: 33, g: 16, b: 0, a: 255))  // (0 + 100 + 10 + 20) / 4 = 32.5
        #expect(small[x: 1, y: 0] == Pixel(r: 131, g: 66, b: 0, a: 255))  // 131.25 and (100 + 127 + 15 + 20) / 4 = 65.5
    }

    @Test func anyRatioKeepsFlatColoursAndWeightsSumToOne() {
        let flat = Image(width: 393, height: 852, fill: Pixel(r: 10, g: 20, b: 30, a: 40))
        let small = AreaDownscale.downscale(flat, width: 197, height: 426)
        #expect(small == Image(width: 197, height: 426, fill: Pixel(r: 10, g: 20, b: 30, a: 40)))
        for taps in AreaDownscale.weights(from: 393, to: 197) {
            #expect(abs(taps.map(\.1).reduce(0, +) - 1) < 1e-9)
        }
        #expect(AreaDownscale.downscale(flat, width: 393, height: 852) == flat)
    }

    /// The block mean (the filmstrip's first, fast step) is the area downscale by a whole factor: the same pixels on
    /// random premultiplied images, for odd factors (no ties to round) and powers of two (exact weights); what does
    /// not fill a block is left out.
    @Test func blockMeanIsTheAreaDownscaleByAWholeFactor() {
        var state: UInt64 = 0x1234_5678
        for factor in [2, 3, 4, 5, 7, 8, 16] {
            let (width, height) = (13, 5)
            var image = Image(width: width * factor + factor - 1, height: height * factor + 1)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let alpha = UInt8(truncatingIfNeeded: state >> 56)
                    let colour = { (shift: UInt64) in UInt8(UInt64(alpha) * ((state >> shift) & 0xFF) / 255) }
                    image[x: x, y: y] = Pixel(r: colour(8), g: colour(16), b: colour(24), a: alpha)
                }
            }
            var whole = Image(width: width * factor, height: height * factor)
            for y in 0..<whole.height {
                for x in 0..<whole.width { whole[x: x, y: y] = image[x: x, y: y] }
            }
            let fast = AreaDownscale.blockMean(image, factor: factor)
            #expect(fast == AreaDownscale.downscale(whole, width: width, height: height), "factor \(factor)")
        }
    }

    /// The area downscale gives exactly the bytes of the plain computation it replaces: per source row the weighted
    /// sum of each output column's taps, per output row the weighted sum of those rows, each channel rounded half away
    /// from zero through `rounded()` and clamped — on random premultiplied images at random ratios.
    @Test func downscaleEqualsThePlainWeightedSums() {
        var state: UInt64 = 0x9E37_79B9
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<60 {
            let width = 1 + Int(next() % 90), height = 1 + Int(next() % 90)
            var image = Image(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let alpha = UInt8(next() & 0xFF)
                    let colour = { UInt8(UInt64(alpha) * (next() & 0xFF) / 255) }
                    image[x: x, y: y] = Pixel(r: colour(), g: colour(), b: colour(), a: alpha)
                }
            }
            let target = (width: 1 + Int(next()) % width, height: 1 + Int(next()) % height)
            let columns = AreaDownscale.weights(from: width, to: target.width)
            let rows = AreaDownscale.weights(from: height, to: target.height)
            var expected = Image(width: target.width, height: target.height)
            for (ty, rowTaps) in rows.enumerated() {
                for (tx, columnTaps) in columns.enumerated() {
                    var sums = [Double](repeating: 0, count: 4)
                    for (sy, wy) in rowTaps {
                        for channel in 0..<4 {
                            var across = 0.0
                            for (sx, wx) in columnTaps {
                                across += Double(image.pixels[(sy * width + sx) * 4 + channel]) * wx
                            }
                            sums[channel] += across * wy
                        }
                    }
                    let q = sums.map { UInt8(max(0, min(255, $0.rounded()))) }
                    expected[x: tx, y: ty] = Pixel(r: min(q[0], q[3]), g: min(q[1], q[3]), b: min(q[2], q[3]), a: q[3])
                }
            }
            #expect(
                AreaDownscale.downscale(image, width: target.width, height: target.height) == expected,
                "\(width)×\(height) to \(target.width)×\(target.height)")
        }
    }

    /// The block mean's division by a block's pixel count through its reciprocal is the integer division, for
    /// every block size the filmstrip and docs use (2…16 squared) and every rounded sum of a channel (up to
    /// 16 × 16 × 255, plus half the count).
    @Test func blockMeanDividesByTheReciprocalExactly() {
        for factor in 1...16 {
            let count = UInt32(factor * factor)
            let reciprocal = AreaDownscale.reciprocal(of: count)
            var wrong = 0
            for sum in UInt32(0)...(count * 255 + count / 2)
            where AreaDownscale.mean(sum, reciprocal) != UInt8(sum / count) {
                wrong += 1
            }
            #expect(wrong == 0, "factor \(factor)")
        }
    }

    /// The quantizer rounds as `rounded()` does (halves away from zero) and clamps to 0…255, also next to every half
    /// and integer and at the values where adding a half rounds up.
    @Test func quantizeRoundsHalvesAwayFromZeroAndClamps() {
        var values: [Double] = [
            -.infinity, -1, -0.5, -0.0, 0, 0.49999999999999994, 0.5, 0.5000000000000001, 254.49999999999997, 254.5,
            255, 255.5, 1e300, .infinity, .nan, .leastNonzeroMagnitude,
        ]
        for tenth in -10...2_570 {
            let value = Double(tenth) / 10
            values += [value, value.nextUp, value.nextDown]
        }
        for value in values {
            #expect(AreaDownscale.quantize(value) == UInt8(max(0, min(255, value.rounded()))), "\(value)")
        }
    }
}

/// Out-of-order workers hand frames on in order.
@Suite("Ordered delivery")
struct OrderedDeliveryTests {
    @Test func deliversInSequenceWhateverTheFinishingOrder() throws {
        let delivery = OrderedDelivery()
        let order = LockedArray()
        let group = DispatchGroup()
        for sequence in (0..<8).reversed() {
            group.enter()
            Thread {
                try? delivery.deliver(sequence) { order.append(sequence) }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(order.values == Array(0..<8))
    }

    @Test func aFailureAbandonsTheLaterOnes() throws {
        let delivery = OrderedDelivery()
        #expect(throws: DocsError.self) { try delivery.deliver(0) { throw DocsError.invalidSetting("x") } }
        #expect(throws: OrderedDelivery.Abandoned.self) { try delivery.deliver(1) {} }
    }
}

final class LockedArray: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []
    func append(_ value: Int) { lock.withLock { storage.append(value) } }
    var values: [Int] { lock.withLock { storage } }
}
