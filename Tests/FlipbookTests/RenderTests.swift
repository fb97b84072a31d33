import Catalog
import Flipbook
import Foundation
import PNG
import Raster
import TestSupport
import Testing
import UIKitCompat

@MainActor
@Suite("Rendering scenarios to PNG files")
struct RenderTests {
    func render(
        _ scenarios: [Scenario], into folder: String, jobs: Int = 2,
        overrides: ScenarioOverrides = ScenarioOverrides()
    ) throws -> ScenarioRenderer.Result {
        try ScenarioRenderer(settings: RenderSettings(outputDirectory: folder, overrides: overrides, jobs: jobs))
            .render(scenarios)
    }

    @Test func aScenarioRendersToFramesAndAManifest() throws {
        let folder = temporaryFolder("render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try render([TestScenarios.slide(leadIn: 1, hold: 1)], into: folder)
        #expect(result.frameCount == 8)
        let files = try filesUnder(folder)
        #expect(
            files.keys.sorted() == [
                RenderOutputMarker.fileName, "test-slide/frame-0000.png", "test-slide/frame-0001.png",
                "test-slide/frame-0002.png", "test-slide/frame-0003.png", "test-slide/frame-0004.png",
                "test-slide/frame-0005.png", "test-slide/frame-0006.png", "test-slide/frame-0007.png",
                "test-slide/manifest.json",
            ])
        // Frame 3 (t = 0.2 s): the square has moved 20 points right; at scale 1 its left edge is pixel 20.
        let frame = try PNGDecoder().decode(files["test-slide/frame-0003.png"]!).image
        #expect(frame.width == 100 && frame.height == 80)
        #expect(frame.pixel(x: 19, y: 30) == Color.white.premultiplied8)
        #expect(frame.pixel(x: 20, y: 30) == Color(red: 1, green: 0, blue: 0).premultiplied8)
        #expect(frame.pixel(x: 39, y: 30) == Color(red: 1, green: 0, blue: 0).premultiplied8)
        #expect(frame.pixel(x: 40, y: 30) == Color.white.premultiplied8)
    }

    @Test func manifestContents() throws {
        let folder = temporaryFolder("manifest")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try render(
            [TestScenarios.slide(leadIn: 2, hold: 3, keep: .every(4))], into: folder,
            overrides: ScenarioOverrides(framesPerSecond: 20, scale: 2))
        let manifest = try RenderManifest.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/test-slide/manifest.json"))))
        #expect(manifest.scenario == "test-slide")
        #expect(manifest.summary == "A square slides right")
        #expect(manifest.fps == 20)
        #expect(manifest.scale == 2 && manifest.width == 100 && manifest.height == 80)
        #expect(manifest.pixelWidth == 200 && manifest.pixelHeight == 160)
        #expect(manifest.device == "test")
        // 2 lead-in frames, 0.5 s at 20 fps = frames 2…12, 3 held: 16 frames; every 4th and the last.
        #expect(manifest.frameCount == 16 && manifest.firstActionFrame == 2 && manifest.settledFrame == 12)
        #expect(manifest.frames.map(\.index) == [0, 4, 8, 12, 15])
        #expect(
            manifest.frames.map(\.file) == [
                "frame-0000.png", "frame-0004.png", "frame-0008.png", "frame-0012.png", "frame-0015.png",
            ])
        #expect(manifest.frames.map(\.time) == [-0.1, 0.1, 0.3, 0.5, 0.65])
        #expect(
            manifest.settings
                == .init(leadInFrames: 2, holdFrames: 3, maximumDuration: 5, keep: "every 4", compression: "fast"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/test-slide").sorted()
        #expect(names == manifest.frames.map(\.file) + ["manifest.json"])
        let text = String(
            decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/test-slide/manifest.json")), as: UTF8.self)
        #expect(text.contains("\"pixel_width\" : 200") && text.contains("\"first_action_frame\" : 2"))
    }

    @Test func oneJobAndTwoJobsWriteIdenticalFiles() throws {
        let one = temporaryFolder("jobs1"), two = temporaryFolder("jobs2")
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: two)
        }
        let scenarios = try Catalog.registry().scenarios + [TestScenarios.slide()]
        let overrides = ScenarioOverrides(framesPerSecond: 30, scale: 0.5)
        _ = try render(scenarios, into: one, jobs: 1, overrides: overrides)
        _ = try render(scenarios, into: two, jobs: 2, overrides: overrides)
        let a = try filesUnder(one), b = try filesUnder(two)
        #expect(a.count > 20)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (name, bytes) in a { #expect(b[name] == bytes, "\(name) differs") }
    }

    @Test func everyCatalogScenarioRenders() throws {
        let folder = temporaryFolder("catalog")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = try Catalog.registry().scenarios
        let result = try render(scenarios, into: folder, overrides: ScenarioOverrides(framesPerSecond: 15, scale: 0.25))
        #expect(result.scenarios.map(\.id) == scenarios.map(\.id))
        for rendered in result.scenarios {
            let names = try FileManager.default.contentsOfDirectory(atPath: rendered.folder)
            #expect(names.count == rendered.manifest.frames.count + 1)
            #expect(rendered.manifest.frames.count >= 5, "\(rendered.id) recorded too few frames")
            // Something moves: some frame differs from the first (a cancelled interactive transition ends
            // where it started).
            let frames = try rendered.manifest.frames.map {
                try Data(contentsOf: URL(fileURLWithPath: rendered.folder + "/" + $0.file))
            }
            #expect(frames.contains { $0 != frames[0] }, "\(rendered.id): nothing changed")
        }
    }

    @Test func rerenderingReplacesTheFolderWithoutStaleFrames() throws {
        let folder = temporaryFolder("rerender")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try render([TestScenarios.slide(duration: 0.9)], into: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/test-slide").count == 11)
        _ = try render([TestScenarios.slide(duration: 0.2)], into: folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/test-slide").sorted()
                == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "manifest.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [RenderOutputMarker.fileName, "test-slide"])
    }

    /// A render killed mid-way leaves its hidden staging folder (`.<id>.partial-<pid>`); the next render into
    /// the same folder removes those of processes that are gone and keeps a running one's.
    @Test func theNextRenderRemovesStagingFoldersOfKilledRuns() throws {
        let folder = temporaryFolder("leftovers")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // pid 2^22 + 7 is above Linux's largest pid: no process has it. Our own pid is alive.
        let dead = [".test-slide.partial-4194311", ".other-scenario.partial-4194311", ".test-slide.old-4194311"]
        let alive = ".other-scenario.partial-\(getpid())"
        for name in dead + [alive] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name + "/frame-0000.png"))
        }
        _ = try render([TestScenarios.slide(duration: 0.2)], into: folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [alive, RenderOutputMarker.fileName, "test-slide"].sorted())
    }

    // MARK: Errors: a clear message and nothing half-written

    @Test func badSettingsAreRejectedBeforeAnythingIsWritten() throws {
        let parent = temporaryFolder("bad-settings")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let folder = parent + "/out"
        for overrides in [
            ScenarioOverrides(framesPerSecond: 0), ScenarioOverrides(framesPerSecond: .nan),
            ScenarioOverrides(framesPerSecond: 5000), ScenarioOverrides(scale: -1),
            ScenarioOverrides(scale: 17), ScenarioOverrides(scale: .infinity),
        ] {
            #expect(throws: RenderError.self) {
                _ = try render([TestScenarios.slide()], into: folder, overrides: overrides)
            }
        }
        #expect(
            throws: RenderError.invalidSetting(
                "framesPerSecond must be a number greater than 0 and at most 1000, got 0.0")
        ) {
            _ = try render([TestScenarios.slide()], into: folder, overrides: ScenarioOverrides(framesPerSecond: 0))
        }
        #expect(throws: RenderError.self) { try render([TestScenarios.slide()], into: folder, jobs: 0) }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func anUnwritableOutputIsAnErrorNamingIt() throws {
        let parent = temporaryFolder("unwritable")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let file = parent + "/a-file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(throws: RenderError.unwritableOutput(file, "it exists and is not a folder")) {
            _ = try render([TestScenarios.slide()], into: file)
        }
        #expect(throws: RenderError.self) { try render([TestScenarios.slide()], into: file + "/below") }
        // A file where the scenario's folder would go, in a render output folder (one that holds the marker).
        let output = parent + "/out"
        _ = try render([], into: output)
        #expect(FileManager.default.createFile(atPath: output + "/test-slide", contents: Data("x".utf8)))
        #expect(throws: RenderError.unwritableOutput(output + "/test-slide", "it exists and is not a folder")) {
            _ = try render([TestScenarios.slide()], into: output)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted()
                == [RenderOutputMarker.fileName, "test-slide"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted() == ["a-file", "out"])
    }

    @Test func aScenarioThatNeverSettlesWritesNothing() throws {
        let folder = temporaryFolder("never")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let forever = Scenario(
            id: "test-forever", summary: "Repeats forever", device: TestScenarios.device, framesPerSecond: 10,
            recording: RecordingRules(maximumDuration: 0.5), setup: { stage in stage.window },
            actions: [
                .at(0, "spin") { window in
                    UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat], animations: { window.alpha = 0.5 })
                }
            ])
        #expect(throws: ScenarioError.neverSettles("test-forever", after: 0.5)) {
            _ = try render([TestScenarios.slide(), forever], into: folder)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aFailureWhileWritingLeavesThePreviousRenderIntact() throws {
        let folder = temporaryFolder("failure")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try render([TestScenarios.slide()], into: folder)
        let before = try filesUnder(folder)
        // A scenario whose action throws only when frames are painted: the dry run passes, the real run fails
        // after some frames have been written.
        final class Runs: @unchecked Sendable { var count = 0 }
        let runs = Runs()
        let flaky = Scenario(
            id: "test-slide", summary: "Fails on its second run", device: TestScenarios.device, framesPerSecond: 10,
            setup: { _ in
                runs.count += 1; return runs.count
            },
            actions: [
                .at(0, "move") { _ in },
                .at(0.5, "fail") { run in
                    struct Failure: Error {}
                    if run == 2 { throw Failure() }
                },
            ])
        #expect(throws: ScenarioError.self) { try render([flaky], into: folder) }
        #expect(try filesUnder(folder) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [RenderOutputMarker.fileName, "test-slide"])
    }

    /// Lead-in and held frames are written from the bytes of an equal, already encoded frame: every file
    /// still equals a fresh paint and encode of its own frame's tree.
    @Test func repeatedFramesEqualAFreshEncodeOfTheirTree() throws {
        let folder = temporaryFolder("repeated")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = TestScenarios.slide(leadIn: 3, hold: 4)
        for jobs in [1, 2] {
            _ = try render([scenario], into: folder, jobs: jobs)
            let files = try filesUnder(folder)
            var trees: [Int: RenderTree] = [:]
            try ScenarioPlayer().play(scenario) { trees[$0.index] = $0.tree }
            #expect(trees.count == 13)
            let encoder = PNGEncoder(compression: RenderSettings(outputDirectory: folder).compression)
            for (index, tree) in trees {
                let name = "test-slide/" + RenderManifest.fileName(forFrame: index)
                #expect(files[name] == (try encoder.encode(Rasterizer().render(tree))), "\(name), \(jobs) jobs")
            }
            // The three lead-in frames and the five from the settled one on are identical files.
            #expect(Set((0..<3).map { files["test-slide/" + RenderManifest.fileName(forFrame: $0)]! }).count == 1)
            #expect(Set((8..<13).map { files["test-slide/" + RenderManifest.fileName(forFrame: $0)]! }).count == 1)
        }
    }
}
