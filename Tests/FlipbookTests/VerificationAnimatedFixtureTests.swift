@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import TestSupport
import Testing
import UIKitCompat

/// Animated-PNG fixtures (`--fixture-format apng`): one `Fixtures/<id>.png` per scenario, compared and
/// reported frame by frame as folder fixtures are.
@Suite("Verification: animated-PNG fixtures")
@MainActor
struct VerificationAnimatedFixtureTests {
    final class Scratch {
        let root = temporaryFolder("verify-apng")
        var fixtures: String { root + "/Fixtures" }
        var report: String { root + "/report" }
        var file: String { fixtures + "/test-slide.png" }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func settings(
            _ mode: RecordMode, format: FixtureFormat = .animatedPNG, keep: FrameSelection? = nil,
            overrides: ScenarioOverrides = ScenarioOverrides(), jobs: Int = 2,
            source: RecordSetting.Source = .explicit
        ) -> VerifySettings {
            VerifySettings(
                fixtures: FixtureStore(root: fixtures, format: format), reportDirectory: report,
                record: RecordSetting(mode: mode, source: source), overrides: overrides, keep: keep, jobs: jobs)
        }

        @MainActor func verify(
            _ scenarios: [Scenario], _ mode: RecordMode, format: FixtureFormat = .animatedPNG,
            keep: FrameSelection? = nil, overrides: ScenarioOverrides = ScenarioOverrides(),
            jobs: Int = 2
        ) throws -> VerificationReport {
            try ScenarioVerifier(settings: settings(mode, format: format, keep: keep, overrides: overrides, jobs: jobs))
                .verify(scenarios)
        }
    }

    static let slower = TestScenarios.slide(duration: 0.6)

    /// Every frame of the animated PNG at `path`.
    static func frames(_ path: String) throws -> [AnimatedPNGFrame] {
        try AnimatedPNGReader.frames(contentsOf: URL(fileURLWithPath: path))
    }

    /// Rewrites the fixture at `path` with `change` applied to its frames, as `flipbook record` writes fixtures.
    static func rewrite(_ path: String, _ change: (inout [Image]) -> Void) throws {
        let fixture = try #require(try AnimatedFixture.load("test-slide", from: path, pixelBudget: 1 << 24) as Fixture?)
        var images = try frames(path).map(\.image)
        change(&images)
        let writer = try AnimatedPNGWriter(
            url: URL(fileURLWithPath: path), width: images[0].width, height: images[0].height,
            options: AnimatedFixture.writerOptions(for: fixture.manifest, compression: .fast))
        for (image, duration) in zip(images, AnimatedFixture.durations(of: fixture.manifest)) {
            try writer.append(image, duration: duration)
        }
        try writer.finish()
    }

    @Test func recordThenVerifyPassesWithOneFileHoldingEveryFrame() throws {
        let scratch = Scratch()
        let first = try scratch.verify([TestScenarios.slide()], .missing)
        #expect(first.scenarios.map(\.status) == [.missing])
        #expect(first.scenarios[0].fixtureWritten)
        #expect(first.scenarios[0].fixture == scratch.file)
        #expect(first.scenarios[0].message == "no fixture at \(scratch.file); recorded it (record mode missing)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.fixtures) == ["test-slide.png"])

        // The file's frames are the frames a folder fixture holds, pixel for pixel, each 1/10 s long.
        let folders = Scratch()
        _ = try folders.verify([TestScenarios.slide()], .all, format: .frames)
        let frames = try Self.frames(scratch.file)
        #expect(frames.count == 6)
        for frame in frames {
            let expected = try PNGDecoder().decode(
                contentsOf: folders.fixtures + "/test-slide/"
                    + RenderManifest.fileName(forFrame: frame.index)
            ).image
            #expect(frame.image == expected, "frame \(frame.index)")
            #expect(frame.control.delayNumerator == 1 && frame.control.delayDenominator == 10)
        }
        #expect(frames[0].image != frames[5].image)

        let second = try scratch.verify([TestScenarios.slide()], .missing)
        #expect(second.scenarios.map(\.status) == [.passed])
        #expect(second.totals.framesCompared == 6)
        #expect(second.scenarios[0].frames.allSatisfy { $0.status == .identical && $0.fixtureFile == scratch.file })
        #expect(!second.scenarios[0].fixtureWritten)
    }

    @Test func aOnePixelChangeInOneFrameIsThatFrameOnly() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        var changed: Image?
        try Self.rewrite(scratch.file) { images in
            let offset = (70 * images[3].width + 90) * 4
            images[3].pixels[offset] = images[3].pixels[offset] == 0 ? 9 : images[3].pixels[offset] - 9
            changed = images[3]
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.file))

        let report = try scratch.verify([TestScenarios.slide()], .missing)
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.failedFrames.map(\.index) == [3])
        #expect(scenario.frames.filter { $0.status == .identical }.map(\.index) == [0, 1, 2, 4, 5])
        let frame = scenario.failedFrames[0]
        #expect(frame.time == 0.3)
        #expect(frame.mismatchedPixels == 1)
        #expect(frame.maxChannelDelta == 9)
        #expect(frame.boundingBox == PixelRect(x: 90, y: 70, width: 1, height: 1))
        #expect(frame.fixtureFile == scratch.file)
        #expect(frame.expectedImage == "test-slide/expected/frame-0003.png")
        #expect(frame.actualImage == "test-slide/actual/frame-0003.png")
        #expect(frame.diffImage == "test-slide/diff/frame-0003.png")
        // The expected image is the fixture's frame 3 as it is now.
        #expect(
            try PNGDecoder().decode(contentsOf: scratch.report + "/test-slide/expected/frame-0003.png").image == changed
        )
        #expect(FileManager.default.fileExists(atPath: scratch.report + "/test-slide/diff/frame-0003.png"))
        #expect(!FileManager.default.fileExists(atPath: scratch.report + "/test-slide/expected/frame-0002.png"))
        // Mode missing keeps the fixture.
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.file)) == before)

        let summary = TerminalSummary(report, reportDirectory: scratch.report).text
        #expect(summary.contains("FAILED   test-slide: 1 of 6 frames differs"), "\(summary)")
        #expect(summary.contains("frame 3 (0.3 s): different (exact): 1 of 8000 pixels"), "\(summary)")
        let junit = try String(contentsOfFile: scratch.report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("frame 3"), "\(junit)")

        // Mode failed records the whole file again, and then it passes.
        let failed = try scratch.verify([TestScenarios.slide()], .failed)
        #expect(failed.scenarios.map(\.fixtureWritten) == [true])
        #expect(try Self.frames(scratch.file)[3].image != changed)
        #expect(try scratch.verify([TestScenarios.slide()], .never).passed)
    }

    @Test func aDifferentFrameCountOrFrameRateIsReported() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let longer = try #require(try scratch.verify([Self.slower], .never).scenarios.first)
        #expect(longer.status == .failed)
        #expect(
            longer.layoutDifferences == [
                "frame count: fixture 6, rendered 7 (frames recorded, kept or not)",
                "kept frames: fixture 6 (all), rendered 7 (all); only rendered: 6",
            ])
        #expect(longer.frames.last?.status == .missingExpected)

        let faster = try scratch.verify(
            [TestScenarios.slide()], .never, overrides: ScenarioOverrides(framesPerSecond: 20))
        let scenario = try #require(faster.scenarios.first)
        #expect(scenario.layoutDifferences.first == "fps: fixture 10, rendered 20")
        #expect(scenario.frames.filter { $0.status == .notCompared }.map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(faster.totals.framesCompared == 0)
        // The fixture's frames are in the report for review, decoded from the file.
        #expect(scenario.frames.first { $0.index == 4 }?.expectedImage == "test-slide/expected/frame-0004.png")
        #expect(
            try PNGDecoder().decode(contentsOf: scratch.report + "/test-slide/expected/frame-0004.png").image
                == Self.frames(scratch.file)[4].image)
    }

    @Test func framesOnlyInTheFixtureAreReportedWithTheirImages() throws {
        let scratch = Scratch()
        _ = try scratch.verify([Self.slower], .all)
        let scenario = try #require(try scratch.verify([TestScenarios.slide()], .never).scenarios.first)
        #expect(scenario.status == .failed)
        let missing = try #require(scenario.frames.first { $0.index == 6 })
        #expect(missing.status == .missingActual)
        #expect(missing.time == 0.6)
        #expect(missing.expectedImage == "test-slide/expected/frame-0006.png")
        #expect(
            try PNGDecoder().decode(contentsOf: scratch.report + "/test-slide/expected/frame-0006.png").image
                == Self.frames(scratch.file)[6].image)
    }

    @Test func keptFramesLastUntilTheNextOne() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .missing, keep: .every(2))
        let fixture = try #require(try FixtureStore(root: scratch.fixtures, format: .animatedPNG).load("test-slide"))
        #expect(fixture.frameIndices == [0, 2, 4, 5])
        #expect(try Self.frames(scratch.file).map { $0.control.delay } == [0.2, 0.2, 0.1, 0.1])
        #expect(try scratch.verify([TestScenarios.slide()], .never, keep: .every(2)).passed)
    }

    @Test func onCINothingIsWrittenUnlessAsked() throws {
        let scratch = Scratch()
        let ci = try RecordSetting.resolve(explicit: nil, environment: ["CI": "true"])
        var settings = scratch.settings(.missing)
        settings.record = ci
        let report = try ScenarioVerifier(settings: settings).verify([TestScenarios.slide()])
        #expect(report.scenarios.map(\.status) == [.missing])
        #expect(!report.scenarios[0].fixtureWritten)
        #expect(!FileManager.default.fileExists(atPath: scratch.file))

        settings.record = try RecordSetting.resolve(
            explicit: nil, environment: ["CI": "true", "FLIPBOOK_RECORD": "missing"])
        #expect(try ScenarioVerifier(settings: settings).verify([TestScenarios.slide()]).scenarios[0].fixtureWritten)
        #expect(try Self.frames(scratch.file).count == 6)
    }

    @Test func aTruncatedFixtureIsAnErrorNamingTheFile() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.file))
        // Cut inside the last frames: the header and the manifest read, frame data ends early.
        try bytes.prefix(bytes.count - 40).write(to: URL(fileURLWithPath: scratch.file))
        // Modes that do not rewrite differing fixtures stop at it (all and failed replace it: HostileInputTests).
        let report = try scratch.verify([TestScenarios.slide()], .missing)
        #expect(report.scenarios[0].status == .error)
        let message = try #require(report.scenarios[0].message)
        #expect(message.hasPrefix("fixture \(scratch.file): frame 5 (6 of 6) cannot be read"), "\(message)")
        #expect(!report.scenarios[0].fixtureWritten)  // an error never records over the fixture
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.file)) == bytes.prefix(bytes.count - 40))

        try Data("not a png".utf8).write(to: URL(fileURLWithPath: scratch.file))
        let garbage = try scratch.verify([TestScenarios.slide()], .never)
        #expect(garbage.scenarios[0].status == .error)
        #expect(
            garbage.scenarios[0].message?.hasPrefix("fixture \(scratch.file): not a readable animated PNG") == true,
            "\(garbage.scenarios[0].message ?? "")")
    }

    @Test func aStillPNGOrAnotherScenariosFileIsNamed() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.fixtures, withIntermediateDirectories: true)
        try PNGEncoder().write(Image(width: 4, height: 4), to: scratch.file)
        let store = FixtureStore(root: scratch.fixtures, format: .animatedPNG)
        #expect(throws: VerificationError.self) { try store.load("test-slide") }
        do {
            _ = try store.load("test-slide")
        } catch {
            #expect(
                error.description.hasPrefix("fixture \(scratch.file): not a readable animated PNG: no acTL"), "\(error)"
            )
        }
        try FileManager.default.removeItem(atPath: scratch.file)
        _ = try scratch.verify([TestScenarios.slide(id: "test-other")], .all)
        try FileManager.default.moveItem(atPath: scratch.fixtures + "/test-other.png", toPath: scratch.file)
        do {
            _ = try store.load("test-slide")
            Issue.record("another scenario's fixture was accepted")
        } catch {
            #expect(
                error.description == "fixture \(scratch.file): it is the fixture of scenario test-other, not test-slide"
            )
        }
    }

    @Test func bothFormsOrTheOtherFormAreNamedNotGuessed() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all, format: .frames)
        // A folder fixture read as apng: named, and nothing is written over it.
        let other = try scratch.verify([TestScenarios.slide()], .all)
        #expect(other.scenarios[0].status == .error)
        #expect(
            other.scenarios[0].message == "fixture \(scratch.fixtures)/test-slide: test-slide's fixture is a folder of "
                + "frames but the fixture format is apng (check with the frames fixture format, or delete it to "
                + "record an animated PNG)"
        )
        #expect(!FileManager.default.fileExists(atPath: scratch.file))

        let elsewhere = Scratch()
        _ = try elsewhere.verify([TestScenarios.slide()], .all)
        try FileManager.default.copyItem(atPath: elsewhere.file, toPath: scratch.file)
        for format in FixtureFormat.allCases {
            let both = try scratch.verify([TestScenarios.slide()], .never, format: format)
            #expect(both.scenarios[0].status == .error)
            #expect(
                both.scenarios[0].message == "fixture \(scratch.file): test-slide has two fixtures, the animated PNG "
                    + "\(scratch.file) and the folder \(scratch.fixtures)/test-slide; delete the one that is out of "
                    + "date"
            )
        }
        // Only the animated PNG, read as frames.
        try FileManager.default.removeItem(atPath: scratch.fixtures + "/test-slide")
        let frames = try scratch.verify([TestScenarios.slide()], .never, format: .frames)
        #expect(
            frames.scenarios[0].message?.contains("fixture is an animated PNG but the fixture format is frames") == true
        )
        #expect(try scratch.verify([TestScenarios.slide()], .never).passed)
    }

    /// Scenarios paint over an opaque stage, so translucent frames go through the fixture's writer and reader
    /// directly: painted in any order, read back in any order, every pixel as it was.
    @Test func translucentFramesSurviveTheRoundTrip() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let manifest = try #require(try FixtureStore(root: scratch.fixtures, format: .animatedPNG).load("test-slide"))
            .manifest
        let images = manifest.frames.map { entry in
            var image = Image(width: manifest.pixelWidth, height: manifest.pixelHeight)
            for pixel in 0..<image.width * image.height {
                let alpha = (pixel * 7 + entry.index * 31) % 256
                if pixel % 3 == 0 { continue }  // some fully transparent pixels, some still between frames
                let colour = [UInt8((pixel * 5) % 256), UInt8((pixel / 3) % 256), UInt8(entry.index * 40)]
                for c in 0..<3 { image.pixels[pixel * 4 + c] = UInt8(Int(colour[c]) * alpha / 255) }
                image.pixels[pixel * 4 + 3] = UInt8(alpha)
            }
            return image
        }
        #expect(
            images.allSatisfy { image in
                (0..<image.width * image.height).contains { (1...254).contains(image.pixels[$0 * 4 + 3]) }
            })
        let path = scratch.fixtures + "/translucent.png"
        let recorder = AnimatedFixtureRecorder(path: path, manifest: manifest, compression: .fast, capacity: 8)
        try recorder.begin()
        for k in [3, 0, 5, 1, 4, 2] { try recorder.add(images[k], frame: manifest.frames[k].index) }
        #expect(!FileManager.default.fileExists(atPath: path))  // nothing visible before the commit
        try recorder.commit()

        var fixture = try AnimatedFixture.load("test-slide", from: path, pixelBudget: 1 << 24)
        fixture.path = path
        // Added without pixel digests, the frames' digests come from reading the file back: what it decodes to.
        for (entry, image) in zip(fixture.manifest.frames, images) {
            #expect(entry.pixelDigest == ManifestDigest.of(pixels: image).description, "frame \(entry.index)")
        }
        try FixtureDigestAudit.check(fixture)
        let frames = AnimatedFixtureFrames(
            fixture: fixture, wanted: Set(manifest.frames.map(\.index)),
            pixelBudget: 1 << 24, reportFolder: nil)
        for k in [2, 0, 1, 5, 3, 4] {
            #expect(try frames.frame(manifest.frames[k].index) == images[k], "frame \(k)")
        }
        #expect(try frames.finish().isEmpty)
    }

    @Test func jobsDoNotChangeTheFile() throws {
        let scratch = Scratch()
        let scenarios = [TestScenarios.slide(), Self.slower.renamed("test-c")]
        var files: [[String: [UInt8]]] = []
        for jobs in [1, 3] {
            try? FileManager.default.removeItem(atPath: scratch.fixtures)
            _ = try scratch.verify(scenarios, .missing, jobs: jobs)
            files.append(try filesUnder(scratch.fixtures))
        }
        #expect(files[0].keys.sorted() == ["test-c.png", "test-slide.png"])
        #expect(files[0] == files[1])
    }

    @Test func unfinishedFilesOfDeadProcessesAreRemoved() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let dead = ".test-slide.png.4194311.0.tmp", live = ".test-slide.png.\(getpid()).7.tmp"
        for name in [dead, live] { try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.fixtures + "/" + name)) }
        let store = FixtureStore(root: scratch.fixtures, format: .animatedPNG)
        #expect(store.removeAbandonedStaging() == [dead])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.fixtures).sorted() == [live, "test-slide.png"])
    }
}
