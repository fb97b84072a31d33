@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import TestSupport
import Testing

/// The work a failing scenario costs is bounded: every failing frame gets its counts and its actual image (what
/// `approve` takes), and only the first ``VerifySettings/diffImagesPerScenario`` differing frames are measured in
/// full (statistics, diff image, expected image) — the same frames at every thread count.
@Suite("Failing frames: counts and actual images for all, everything for the first few")
@MainActor
struct FrameCheckerTests {
    typealias Scratch = VerificationTests.Scratch

    @Test func onlyTheFirstDifferingFramesGetDiffImages() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // A slower slide: frames 1…5 differ (and there is a 7th frame).
        var reports: [VerificationReport] = []
        for jobs in [1, 2] {
            var settings = scratch.settings(.never, jobs: jobs)
            settings.reportDirectory = scratch.root + "/report-\(jobs)"
            reports.append(try ScenarioVerifier(settings: settings).verify([TestScenarios.slide(duration: 0.6)]))
        }
        let scenario = try #require(reports[0].scenarios.first)
        let differing = scenario.frames.filter { $0.status == .different }.map(\.index).sorted()
        #expect(differing == [1, 2, 3, 4, 5])
        #expect(VerifySettings.defaultDiffImagesPerScenario == 3)
        for frame in scenario.frames where frame.status == .different {
            // Every differing frame: its counts and actual image. The first three: everything.
            let inFull = differing.prefix(3).contains(frame.index)
            #expect(frame.actualImage != nil && frame.mismatchedPixels != nil && frame.changedPixels != nil)
            #expect((frame.diffImage != nil) == inFull, "frame \(frame.index)")
            #expect((frame.expectedImage != nil) == inFull, "frame \(frame.index)")
            #expect((frame.maxChannelDelta != nil && frame.boundingBox != nil) == inFull, "frame \(frame.index)")
            #expect(frame.summary.hasSuffix(ImageComparison.countedOnlySuffix) == !inFull, "\(frame.summary)")
        }
        // The counts of a frame only counted are those of a full measure (the report of every frame in full).
        #expect(reports[0].scenarios == reports[1].scenarios)
        let files = try filesUnder(scratch.root + "/report-1")
        #expect(
            files.keys.filter { $0.contains("/diff/") }.sorted() == (1...3).map { "test-slide/diff/frame-000\($0).png" }
        )
        #expect(
            files.keys.filter { $0.contains("/expected/") }.sorted()
                == [0, 1, 2, 3].map { "test-slide/expected/frame-000\($0).png" })
        // The same files, but for the pages that name their own folder.
        var other = try filesUnder(scratch.root + "/report-2")
        var same = files
        for name in ["report.html", "summary.txt"] {
            same[name] = nil
            other[name] = nil
        }
        #expect(same == other)

        // The diff image is the one the comparison paints.
        let expected = try PNGDecoder().decode(
            contentsOf: scratch.root + "/report-1/test-slide/expected/frame-0002.png")
        let actual = try PNGDecoder().decode(contentsOf: scratch.root + "/report-1/test-slide/actual/frame-0002.png")
        let diff = try PNGDecoder().decode(contentsOf: scratch.root + "/report-1/test-slide/diff/frame-0002.png")
        #expect(
            ComparisonStrategy.exact.compare(expected.image, actual.image, diffImage: .diff).diffImage == diff.image)

        // The filmstrip, made from the frames while they were checked, is the one the report's files make (as
        // merge-reports makes it): the first failing frame of each sixth of the checked frames.
        let strip = scratch.root + "/report-1/test-slide/filmstrip.png"
        let held = try #require(FileManager.default.contents(atPath: strip))
        #expect(try HTMLReportFilmstrip.write(scenario, into: scratch.root + "/report-1", layout: .perScenario) != nil)
        #expect(FileManager.default.contents(atPath: strip) == held)

        // Nil: every differing frame.
        var every = scratch.settings(.never)
        every.reportDirectory = scratch.root + "/every"
        every.diffImagesPerScenario = nil
        let all = try ScenarioVerifier(settings: every).verify([TestScenarios.slide(duration: 0.6)])
        #expect(all.scenarios[0].frames.filter { $0.diffImage != nil }.map(\.index).sorted() == differing)
        for (counted, full) in zip(scenario.frames, all.scenarios[0].frames) where counted.status == .different {
            #expect(
                (counted.index, counted.mismatchedPixels, counted.changedPixels, counted.totalPixels)
                    == (full.index, full.mismatchedPixels, full.changedPixels, full.totalPixels))
            #expect(full.maxChannelDelta != nil && !full.summary.hasSuffix(ImageComparison.countedOnlySuffix))
        }

        // approve takes every failing frame, the counted ones too: the fixture is then the slower slide's.
        let approval = ReportApproval(
            report: scratch.root + "/report-1", fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(.exact))
        let read = try approval.readReport()
        let plan = try approval.plan(read.scenarios[0], in: read, source: TestScenarios.slide(duration: 0.6))
        #expect(plan.approvedFrames == scenario.failedFrames.count)
        try approval.write(plan)
        var after = scratch.settings(.never)
        after.reportDirectory = nil
        #expect(try ScenarioVerifier(settings: after).verify([TestScenarios.slide(duration: 0.6)]).passed)
    }

    /// Frames finish in any order: a frame that asks for a place after a higher one took it gets it, and what
    /// is kept in the end is the lowest frames, whatever the order they asked in.
    @Test func placesGoToTheLowestFramesWhateverTheOrder() throws {
        let checked = Array(0..<12)
        for order in [[7, 9, 8, 2, 11, 1], [1, 2, 7, 8, 9, 11], [11, 9, 8, 7, 2, 1]] {
            let images = FailureImages(checked: [checked], diffLimit: 2)
            for index in order { _ = images.claimDiff(0, frame: index) }
            #expect(images.diffFrames(0) == [1, 2], "\(order)")
            // Six parts of two frames each: 0–1, 2–3, … The first failing frame of each part keeps its place.
            let pixel = Image(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
            for index in order where images.claimFilmstrip(0, frame: index) {
                images.keep(0, HTMLReportFilmstrip.Frame(index: index, time: 0, expected: nil, actual: pixel))
            }
            #expect(images.filmstripFrames(0).map(\.index) == [1, 2, 7, 8, 11], "\(order)")
        }
        // Whether a frame may still be measured in full: until the places are held by lower frames.
        let places = FailureImages(checked: [checked], diffLimit: 2)
        #expect(places.mayMeasureInFull(0, frame: 9))
        _ = places.claimDiff(0, frame: 7)
        _ = places.claimDiff(0, frame: 9)
        #expect(places.mayMeasureInFull(0, frame: 8) && !places.mayMeasureInFull(0, frame: 9))
        #expect(!places.mayMeasureInFull(0, frame: 10))
        let every = FailureImages(checked: [checked], diffLimit: nil)
        #expect(every.claimDiff(0, frame: 5) && every.claimDiff(0, frame: 3) && every.diffFrames(0) == nil)
        let none = FailureImages(checked: [checked], diffLimit: 0)
        #expect(!none.claimDiff(0, frame: 0))
    }
}
