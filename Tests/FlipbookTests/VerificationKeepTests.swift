import Flipbook
import Foundation
import Testing

/// Fixtures decide what is checked: a check with no `keep` compares the frames the fixture kept; a new
/// fixture keeps the scenario's `fixtureKeep`; an explicit `keep` that differs from the fixture's fails.
@Suite("Verification: the fixture's kept frames")
@MainActor
struct VerificationKeepTests {
    typealias Scratch = VerificationTests.Scratch

    @Test func aFixtureRecordedWithAnySelectionVerifiesCleanWithoutOne() throws {
        let scratch = Scratch()
        // 0.5 s at 10 fps: frames 0…5. Recorded keeping every 2nd (0, 2, 4 and the last, 5).
        let recorded = try scratch.verify([TestScenarios.slide()], .all, keep: .every(2))
        #expect(recorded.scenarios[0].fixtureWritten)
        let manifest = try FixtureStore(root: scratch.fixtures).load("test-slide")?.manifest
        #expect(manifest?.settings.keep == "every 2")
        #expect(manifest?.frames.map(\.index) == [0, 2, 4, 5])

        // The scenario itself keeps every frame; the check still compares exactly the fixture's four.
        let checked = try scratch.verify([TestScenarios.slide(keep: .all)], .never)
        #expect(checked.scenarios.map(\.status) == [.passed])
        #expect(checked.scenarios[0].frames.map(\.index) == [0, 2, 4, 5])
        #expect(checked.scenarios[0].layoutDifferences.isEmpty)
    }

    @Test func aNewFixtureKeepsTheScenariosFixtureKeep() throws {
        let scratch = Scratch()
        var slide = TestScenarios.slide(keep: .all)
        slide.fixtureKeep = .times([0.1, 0.3])
        _ = try scratch.verify([slide], .missing)
        let manifest = try FixtureStore(root: scratch.fixtures).load("test-slide")?.manifest
        #expect(manifest?.settings.keep == "at 0.1 s, 0.3 s")
        #expect(manifest?.frames.map(\.index) == [1, 3])
        let checked = try scratch.verify([slide], .never)
        #expect(checked.scenarios.map(\.status) == [.passed])
    }

    @Test func anExplicitSelectionThatDiffersFromTheFixturesIsReported() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all, keep: .every(2))
        let checked = try scratch.verify([TestScenarios.slide()], .never, keep: .every(3))
        #expect(checked.scenarios.map(\.status) == [.failed])
        #expect(
            checked.scenarios[0].layoutDifferences.first
                == "keep: this check keeps every 3 (asked for explicitly), the fixture keeps every 2")
        // The same selection, asked for explicitly, is no difference.
        let same = try scratch.verify([TestScenarios.slide()], .never, keep: .every(2))
        #expect(same.scenarios.map(\.status) == [.passed])
    }

    @Test func aSelectionReadsBackFromItsDescription() {
        for selection: FrameSelection in [.all, .every(6), .times([0.1, -0.05, 2])] {
            #expect(FrameSelection(description: selection.description) == selection)
        }
        for text in ["", "every 0", "every x", "at ", "at 1", "some"] {
            #expect(FrameSelection(description: text) == nil, "\(text)")
        }
    }
}
