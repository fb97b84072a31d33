@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import Testing

/// `ScenarioVerifier`: record modes on real renders, a one-pixel change, frame count and fps changes, reports.
@Suite("Verification: verify and record")
@MainActor
struct VerificationTests {
    /// A scratch folder with `Fixtures` and `report` inside.
    final class Scratch {
        let root = temporaryFolder("verify")
        var fixtures: String { root + "/Fixtures" }
        var report: String { root + "/report" }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func settings(_ mode: RecordMode, strategy: ComparisonStrategy = .exact, keep: FrameSelection? = nil,
                      overrides: ScenarioOverrides = ScenarioOverrides(), jobs: Int = 2) -> VerifySettings {
            VerifySettings(fixtures: FixtureStore(root: fixtures), reportDirectory: report, strategy: strategy,
                           record: RecordSetting(mode: mode, source: .explicit), overrides: overrides, keep: keep,
                           jobs: jobs)
        }

        @MainActor func verify(_ scenarios: [Scenario], _ mode: RecordMode, strategy: ComparisonStrategy = .exact,
                    keep: FrameSelection? = nil, overrides: ScenarioOverrides = ScenarioOverrides()) throws -> VerificationReport {
            try ScenarioVerifier(settings: settings(mode, strategy: strategy, keep: keep, overrides: overrides)).verify(scenarios)
        }
    }

    @Test func aMissingFixtureIsWrittenAndFailsThenPasses() throws {
        let scratch = Scratch()
        let slide = TestScenarios.slide()
        let first = try scratch.verify([slide], .missing)
        #expect(first.scenarios.map(\.status) == [.missing])
        #expect(first.scenarios[0].fixtureWritten)
        #expect(first.scenarios[0].message == "no fixture in \(scratch.fixtures)/test-slide; recorded it (record mode missing)")
        #expect(!first.passed)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.fixtures + "/test-slide").sorted()
        #expect(names == (0...5).map { RenderManifest.fileName(forFrame: $0) } + ["manifest.json"])

        let second = try scratch.verify([slide], .missing)
        #expect(second.scenarios.map(\.status) == [.passed])
        #expect(second.passed)
        #expect(second.totals.framesCompared == 6)
        #expect(second.scenarios[0].frames.allSatisfy { $0.status == .identical })
        #expect(!second.scenarios[0].fixtureWritten)
    }

    @Test func neverWritesAndFailsOnAMissingFixture() throws {
        let scratch = Scratch()
        let report = try scratch.verify([TestScenarios.slide()], .never)
        #expect(report.scenarios.map(\.status) == [.missing])
        #expect(!report.scenarios[0].fixtureWritten)
        #expect(!FileManager.default.fileExists(atPath: scratch.fixtures + "/test-slide"))
        // The rendered frames are in the report for review.
        #expect(FileManager.default.fileExists(atPath: scratch.report + "/test-slide/actual/frame-0005.png"))
    }

    @Test func aOnePixelChangeIsCaughtAndNamed() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // Change one pixel of frame 3 of the fixture.
        let path = scratch.fixtures + "/test-slide/frame-0003.png"
        var image = try PNGDecoder().decode(contentsOf: path).image
        let offset = (70 * image.width + 90) * 4
        image.pixels[offset] = image.pixels[offset] == 0 ? 9 : image.pixels[offset] - 9
        try PNGEncoder().write(image, to: path)

        let report = try scratch.verify([TestScenarios.slide()], .missing)
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.failedFrames.map(\.index) == [3])
        let frame = scenario.failedFrames[0]
        #expect(frame.status == .different)
        #expect(frame.mismatchedPixels == 1)
        #expect(frame.totalPixels == 100 * 80)
        #expect(frame.maxChannelDelta == 9)
        #expect(frame.boundingBox == PixelRect(x: 90, y: 70, width: 1, height: 1))
        #expect(frame.actualImage == "test-slide/actual/frame-0003.png")
        #expect(frame.diffImage == "test-slide/diff/frame-0003.png")
        #expect(frame.expectedImage == "test-slide/expected/frame-0003.png")
        for relative in [frame.actualImage!, frame.diffImage!, frame.expectedImage!] {
            #expect(FileManager.default.fileExists(atPath: scratch.report + "/" + relative), "\(relative)")
        }
        // Mode missing keeps the existing fixture.
        #expect(!scenario.fixtureWritten)
        #expect(try PNGDecoder().decode(contentsOf: path).image == image)
        let summary = TerminalSummary(report, reportDirectory: scratch.report).text
        #expect(summary.contains("FAILED   test-slide: 1 of 6 frames differs"), "\(summary)")
        #expect(summary.contains("frame 3 (0.3 s): different (exact): 1 of 8000 pixels"), "\(summary)")
        #expect(summary.contains("largest channel delta 9"), "\(summary)")
        #expect(summary.contains("x 90…90, y 70…70 (1×1)"), "\(summary)")
    }
}
