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

    /// Frames only in the fixture (the new run is shorter) are bounded as differing frames are: the first
    /// `diffImagesPerScenario` get the fixture's image in the report, the rest are listed by number only.
    @Test(arguments: [3, nil] as [Int?])
    func onlyTheFirstFixtureOnlyFramesGetTheirImages(limit: Int?) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide(duration: 1.0)], .all)
        var settings = scratch.settings(.never)
        settings.diffImagesPerScenario = limit
        let report = try ScenarioVerifier(settings: settings).verify([TestScenarios.slide()])
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        let fixtureOnly = scenario.frames.filter { $0.status == .missingActual }.map(\.index).sorted()
        #expect(fixtureOnly == [6, 7, 8, 9, 10])
        let shown = limit.map { Array(fixtureOnly.prefix($0)) } ?? fixtureOnly
        for frame in scenario.frames where frame.status == .missingActual {
            let expected = shown.contains(frame.index) ? "test-slide/expected/frame-\(pad(frame.index)).png" : nil
            #expect(frame.expectedImage == expected, "frame \(frame.index)")
        }
        // The files themselves: none for the frames only listed.
        let files = try filesUnder(scratch.report)
        #expect(
            files.keys.filter { $0.contains("/expected/frame-") && fixtureOnly.contains(index(of: $0)) }.sorted()
                == shown.map { "test-slide/expected/frame-\(pad($0)).png" })
    }

    private func pad(_ index: Int) -> String { String(repeating: "0", count: 4 - String(index).count) + "\(index)" }
    private func index(of path: String) -> Int {
        Int(path.split(separator: "frame-").last!.prefix(4)) ?? -1
    }

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
            // Exact comparison: one differing pixel decides, so past the first three nothing is counted.
            #expect((frame.mismatchedPixels != nil && frame.changedPixels != nil) == inFull)
            // The actual image, or (counted only) its digest for approve.
            #expect((frame.actualImage != nil) == inFull && (frame.actualDigest != nil) == !inFull)
            #expect((frame.diffImage != nil) == inFull, "frame \(frame.index)")
            #expect((frame.expectedImage != nil) == inFull, "frame \(frame.index)")
            #expect((frame.maxChannelDelta != nil && frame.boundingBox != nil) == inFull, "frame \(frame.index)")
            #expect(frame.summary.hasSuffix(FrameReport.notCountedSuffix) == !inFull, "\(frame.summary)")
        }
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

        // Under `diffMask` the diff image is transparent but for the differing pixels, and written so.
        var mask = scratch.settings(.never)
        mask.reportDirectory = scratch.root + "/mask"
        mask.strategy = ComparisonStrategy(metric: .exact, style: DiffStyle(diffMask: true))
        _ = try ScenarioVerifier(settings: mask).verify([TestScenarios.slide(duration: 0.6)])
        let masked = try PNGDecoder().decode(contentsOf: scratch.root + "/mask/test-slide/diff/frame-0002.png").image
        #expect(masked == mask.strategy.compare(expected.image, actual.image, diffImage: .diff).diffImage)
        #expect(!masked.isOpaque)

        // Nil: every differing frame.
        var every = scratch.settings(.never)
        every.reportDirectory = scratch.root + "/every"
        every.diffImagesPerScenario = nil
        let all = try ScenarioVerifier(settings: every).verify([TestScenarios.slide(duration: 0.6)])
        // A copy without its filmstrip, to draw it again from the images.
        try FileManager.default.copyItem(atPath: scratch.root + "/every", toPath: scratch.root + "/every-copy")
        try FileManager.default.removeItem(atPath: scratch.root + "/every-copy/test-slide/filmstrip.png")
        #expect(all.scenarios[0].frames.filter { $0.diffImage != nil }.map(\.index).sorted() == differing)
        for frame in all.scenarios[0].frames where frame.status == .different {
            #expect(frame.maxChannelDelta != nil && frame.mismatchedPixels != nil && frame.actualImage != nil)
        }

        // The filmstrip, made from the frames while they were checked (the first failing frame of each sixth of the
        // checked frames), is the one the files of a report holding every frame's images make; merge-reports keeps
        // it as it is.
        let strip = try #require(
            FileManager.default.contents(atPath: scratch.root + "/report-1/test-slide/filmstrip.png"))
        let remade = try #require(
            try HTMLReportFilmstrip.write(all.scenarios[0], into: scratch.root + "/every-copy", layout: .perScenario)
                .map { FileManager.default.contents(atPath: scratch.root + "/every-copy/" + $0) })
        #expect(remade == strip)
        _ = try ReportMerger.merge([scratch.root + "/report-1"], into: scratch.root + "/merged")
        #expect(FileManager.default.contents(atPath: scratch.root + "/merged/test-slide/filmstrip.png") == strip)

        // approve refuses a frame it paints whose digest is not the report's.
        let tampered = scratch.root + "/report-2/report.json"
        let json = try String(contentsOfFile: tampered, encoding: .utf8)
        let digest = try #require(scenario.frames.first { $0.index == 5 }?.actualDigest)
        try json.replacingOccurrences(of: digest, with: String(repeating: "0", count: 32))
            .write(toFile: tampered, atomically: true, encoding: .utf8)
        let refused = ReportApproval(
            report: scratch.root + "/report-2", fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(.exact))
        let changed = try refused.readReport()
        #expect(throws: VerificationError.self) {
            try refused.plan(changed.scenarios[0], in: changed, source: TestScenarios.slide(duration: 0.6))
        }

        // approve takes every failing frame, the counted ones too (painted again, checked by their digests): the
        // fixture is then the slower slide's.
        let approval = ReportApproval(
            report: scratch.root + "/report-1", fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(.exact))
        let read = try approval.readReport()
        let plan = try approval.plan(read.scenarios[0], in: read, source: TestScenarios.slide(duration: 0.6))
        #expect(plan.approvedFrames == scenario.failedFrames.count)
        #expect(plan.paintedFrames.keys.sorted() == [4, 5])
        try approval.write(plan)
        var after = scratch.settings(.never)
        after.reportDirectory = nil
        #expect(try ScenarioVerifier(settings: after).verify([TestScenarios.slide(duration: 0.6)]).passed)
    }

    /// Many differing frames (a slide at 30 fps): past the first three, a frame under exact comparison is neither
    /// decoded nor counted (its first differing pixel decides), one under a tolerance is counted; either way the
    /// report is the same at 1 and 2 jobs, the counts are those of a check that measures every frame in full, and
    /// approve paints those frames again and takes them.
    @Test(arguments: [ComparisonStrategy.exact, .channelTolerance(1)])
    func framesPastTheFirstFewAreOnlyDecidedOrCounted(strategy: ComparisonStrategy) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide(fps: 30)], .all)
        let slower = TestScenarios.slide(duration: 0.7, fps: 30)
        var reports: [VerificationReport] = []
        for (jobs, limit) in [(1, 3), (2, 3), (2, nil) as (Int, Int?)] {
            var settings = scratch.settings(.never, strategy: strategy, jobs: jobs)
            settings.reportDirectory = scratch.root + "/report-\(jobs)-\(limit ?? 0)"
            settings.diffImagesPerScenario = limit
            reports.append(try ScenarioVerifier(settings: settings).verify([slower]))
        }
        #expect(reports[0].scenarios == reports[1].scenarios)
        let scenario = reports[0].scenarios[0], full = reports[2].scenarios[0]
        let differing = scenario.frames.filter { $0.status == .different }.map(\.index).sorted()
        try #require(differing.count > 9, "\(differing)")
        let exact = strategy == .exact
        for (frame, measured) in zip(scenario.frames, full.frames) where frame.status == .different {
            #expect(frame.index == measured.index)
            if differing.prefix(3).contains(frame.index) {
                #expect(frame == measured, "frame \(frame.index)")
                continue
            }
            #expect(frame.actualImage == nil && frame.diffImage == nil && frame.expectedImage == nil)
            #expect(frame.actualDigest?.count == 32 && frame.maxChannelDelta == nil && frame.regions == nil)
            #expect(frame.totalPixels == measured.totalPixels && frame.actualSize == measured.actualSize)
            if exact {
                #expect(frame.mismatchedPixels == nil && frame.summary.hasSuffix(FrameReport.notCountedSuffix))
            } else {
                #expect(
                    (frame.mismatchedPixels, frame.changedPixels) == (measured.mismatchedPixels, measured.changedPixels)
                )
                #expect(frame.summary.hasSuffix(ImageComparison.countedOnlySuffix), "\(frame.summary)")
            }
        }
        let approval = ReportApproval(
            report: scratch.root + "/report-2-3", fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(strategy))
        let read = try approval.readReport()
        let plan = try approval.plan(read.scenarios[0], in: read, source: slower)
        #expect(plan.approvedFrames == scenario.failedFrames.count)
        #expect(plan.paintedFrames.count == differing.count - 3)
        try approval.write(plan)
        var after = scratch.settings(.never, strategy: strategy)
        after.reportDirectory = nil
        #expect(try ScenarioVerifier(settings: after).verify([slower]).passed)
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
        // A frame asks again (when known to fail, then with its images): it keeps its place until a lower one takes it.
        let again = FailureImages(checked: [checked], diffLimit: 2)
        #expect(again.claimFilmstrip(0, frame: 3) && again.claimFilmstrip(0, frame: 3))
        #expect(again.claimFilmstrip(0, frame: 2) && !again.claimFilmstrip(0, frame: 3))
        #expect(!again.wouldClaimFilmstrip(0, frame: 3) && again.claimFilmstrip(0, frame: 2))
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
