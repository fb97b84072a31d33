@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import TestSupport
import Testing

/// The frame-sized work a check does per frame (``CheckTally``): a failing frame is compared once, and digests
/// its pixels at most twice — once when its fixture file is known to the digest cache or being noted in it, once
/// for the report when approve needs it — and a frame measured in full that keeps its place (one job: frames
/// finish in order) not at all for the report.
@Suite("Check work: no frame-sized work twice")
@MainActor
struct CheckWorkTests {
    typealias Scratch = VerificationTests.Scratch

    /// The slower slide against the slide's fixture (frames 1…5 differ, frame 0 is identical, frame 6 is new),
    /// counted; `cache`: the digest cache's folder.
    func check(_ scratch: Scratch, jobs: Int, cache: String?, strategy: ComparisonStrategy = .exact) throws
        -> (report: ScenarioReport, tally: CheckTally)
    {
        var settings = scratch.settings(.never, strategy: strategy, jobs: jobs)
        settings.digestCache = cache
        settings.reportDirectory = scratch.root + "/report-\(UUID().uuidString)"
        let tally = CheckTally()
        settings.tally = tally
        let report = try ScenarioVerifier(settings: settings).verify([TestScenarios.slide(duration: 0.6)])
        return (try #require(report.scenarios.first), tally)
    }

    @Test(arguments: [1, 2])
    func aDifferingFrameIsComparedOnce(jobs: Int) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        for cache in [nil, scratch.root + "/digests"] {
            let (scenario, tally) = try check(scratch, jobs: jobs, cache: cache)
            let differing = scenario.frames.filter { $0.status == .different }.map(\.index).sorted()
            #expect(differing == [1, 2, 3, 4, 5])
            // Each differing frame measured in full has its diff image, from its one comparison.
            #expect(scenario.frames.filter { $0.diffImage != nil }.map(\.index).sorted() == [1, 2, 3])
            #expect(tally.comparisons(0).values.allSatisfy { $0 == 1 }, "\(tally.comparisons(0))")
            // The identical frame and the one the fixture lacks: never compared.
            #expect(tally.comparisons(0)[0] == nil && tally.comparisons(0)[6] == nil)
        }
    }

    /// Past the diff places, under a strategy one differing pixel decides, a differing frame decoded only for the
    /// filmstrip (frames 4 and 5 are the first failing frames of their parts) is not compared: the report keeps its
    /// verdict alone, as it would after cutting its counts back. One job: frames finish in order.
    @Test func aFrameDecodedForTheFilmstripOnlyIsNotCompared() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        for cache in [nil, scratch.root + "/digests"] {
            let (scenario, tally) = try check(scratch, jobs: 1, cache: cache)
            #expect(Set(tally.comparisons(0).keys) == [1, 2, 3], "\(tally.comparisons(0))")
            // Decoded all the same, for the filmstrip's expected row.
            #expect(tally.pixelReads(0)[4] == 1 && tally.pixelReads(0)[5] == 1, "\(tally.pixelReads(0))")
            for index in [4, 5] {
                let frame = try #require(scenario.frames.first { $0.index == index })
                #expect(frame.status == .different && frame.mismatchedPixels == nil && frame.actualDigest != nil)
                #expect(frame.summary.hasSuffix(FrameReport.notCountedSuffix), "\(frame.summary)")
            }
        }
    }

    /// A differing fixture frame decoded by the quick read that found its first differing pixel (a file Flipbook
    /// wrote) is not compared with the painted frame byte for byte again to learn that it differs, whether it is
    /// then measured in full (frames 1–3) or decoded for the filmstrip only (4, 5).
    @Test(arguments: [1, 2])
    func aFrameTheQuickReadFoundDifferentIsNotComparedByteForByte(jobs: Int) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        for cache in [nil, scratch.root + "/digests"] {
            let (scenario, tally) = try check(scratch, jobs: jobs, cache: cache)
            #expect(scenario.frames.filter { $0.status == .different }.map(\.index).sorted() == [1, 2, 3, 4, 5])
            #expect(tally.pixelReads(0)[1] == 1 && tally.pixelReads(0)[4] == 1, "\(tally.pixelReads(0))")
            #expect(tally.byteChecks(0).isEmpty, "\(tally.byteChecks(0))")
        }
    }

    /// Under a tolerance a frame's verdict is known only after comparing: the frames given a diff image are
    /// compared a second time to paint it, and the others once.
    @Test func underAToleranceOnlyTheDiffImagesCostASecondComparison() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let (scenario, tally) = try check(scratch, jobs: 1, cache: nil, strategy: .channelTolerance(1))
        let inFull = Set(scenario.frames.filter { $0.diffImage != nil }.map(\.index))
        #expect(inFull == [1, 2, 3])
        for (index, count) in tally.comparisons(0) { #expect(count == (inFull.contains(index) ? 2 : 1), "\(index)") }
    }

    @Test(arguments: [1, 2])
    func aFailingFrameDigestsItsPixelsAtMostTwice(jobs: Int) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // A digest cache that has not seen the files (a fresh machine), then one that has: the first check noted
        // every file it read.
        let fresh = scratch.root + "/fresh-digests"
        for (pass, cache) in [("cold", fresh), ("warm", fresh), ("recorded", scratch.root + "/digests")] {
            let (scenario, tally) = try check(scratch, jobs: jobs, cache: cache)
            #expect(scenario.frames.filter { $0.status == .different }.count == 5)
            let digests = tally.digests(0)
            #expect(digests.values.allSatisfy { $0 <= 2 }, "\(pass): \(digests)")
            // The identical frame: its painted digest, compared with the note or noted.
            #expect(digests[0] == 1, "\(pass): \(digests)")
            if jobs == 1 {
                // Frames measured in full keep their place: one digest (the fixture's frame noted when cold, the
                // painted frame compared with the note when warm), none for the report.
                #expect([1, 2, 3].allSatisfy { digests[$0] == 1 }, "\(pass): \(digests)")
                #expect(
                    scenario.frames.filter { $0.status == .different && $0.actualImage != nil }
                        .allSatisfy { $0.actualDigest == nil })
            }
        }
        // Without the cache: each painted frame's pixel digest once, compared with its manifest's and, for the frames
        // cut back to their verdict (with two jobs also frames that might have been), written into the report as it
        // is: one digest per frame.
        let (scenario, tally) = try check(scratch, jobs: jobs, cache: nil)
        let cut = Set(scenario.frames.filter { $0.actualDigest != nil }.map(\.index))
        #expect(cut.isSuperset(of: [4, 5]))
        #expect(tally.digests(0) == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1], "\(tally.digests(0))")
    }
}
