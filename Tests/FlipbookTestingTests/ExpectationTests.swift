import Flipbook
@testable import FlipbookTesting
import Foundation
import Testing
import UIKitCompat

/// Reading the state after a play and expectations at times: `ScenarioPlayer.run`, `.expect(at:)`,
/// `assertExpectations`, and where failure artifacts go.
@Suite("Expectations and the state after a play")
@MainActor
struct ExpectationTests {
    /// The growing bar with expectations added to its actions.
    static func bar(_ expectations: [ScenarioAction<UIView>], framesPerSecond: Double = 10) -> Scenario {
        var scenario = TestingScenarios.growingBar()
        scenario = Scenario(
            id: scenario.id, summary: scenario.summary, device: scenario.device, framesPerSecond: framesPerSecond,
            recording: scenario.recording,
            setup: { stage in
                let bar = UIView(frame: CGRect(x: 5, y: 15, width: 10, height: 10))
                stage.window.addSubview(bar)
                return bar
            },
            actions: [
                .at(0, "grow") { (bar: UIView) in
                    UIView.animate(
                        withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { bar.frame.size.width = 50 })
                }
            ] + expectations)
        return scenario
    }

    @Test func theSetupsScreensAreReturnedInTheirFinalState() throws {
        let played = try #require(assertExpectations(Self.bar([])))
        let bar = try #require(played.screens(as: UIView.self))
        #expect(bar.frame.width == 50)
        #expect(played.summary.frameCount == 5)
        #expect(played.screens(as: UILabel.self) == nil)
    }

    @Test func anExpectationReadsThePresentationStateOfItsFrame() throws {
        let scenario = Self.bar([
            .expect(at: 0.2, "the bar is half grown") { bar in
                abs((bar.layer.presentation()?.bounds.width ?? 0) - 30) < 0.001
            }
        ])
        #expect(assertExpectations(scenario) != nil)
        // Expectations change no frame.
        #expect(
            try ScenarioPlayer().play(scenario, painting: false) == ScenarioPlayer().play(Self.bar([]), painting: false)
        )
    }

    @Test func aFailingExpectationNamesTheScenarioTheTimeAndTheExpectation() throws {
        let scenario = Self.bar([
            .expect(at: 0.2, "the bar is fully grown") { bar in
                bar.layer.presentation()?.bounds.width == 50
            }
        ])
        #expect(
            throws: ScenarioError.expectationFailed(
                "testing-bar", time: 0.2, frame: 2,
                expectation: "the bar is fully grown")
        ) {
            try ScenarioPlayer().run(scenario)
        }
        withKnownIssue {
            assertExpectations(scenario)
        } matching: { issue in
            "\(issue)".contains("scenario testing-bar: expectation failed at 0.2 s (frame 2): the bar is fully grown")
        }
        // Unnamed, it is named by its file and line.
        let line = #line + 1
        let unnamed = Self.bar([.expect(at: 0.1) { _ in false }])
        #expect(
            throws: ScenarioError.expectationFailed(
                "testing-bar", time: 0.1, frame: 1,
                expectation: "the expectation at FlipbookTestingTests/ExpectationTests.swift:\(line)")
        ) {
            try ScenarioPlayer().run(unnamed)
        }
    }

    @Test func anExpectationAfterTheEndFails() throws {
        let scenario = Self.bar([.expect(at: 3, "late") { _ in true }])
        #expect(
            throws: ScenarioError.expectationFailed(
                "testing-bar", time: 3, frame: 30,
                expectation: "late: its time is after the last recorded frame (0.4 s)")
        ) {
            try ScenarioPlayer().run(scenario)
        }
    }

    @Test func theLastRecordedFramesTimeIsGivenToTheMillisecond() throws {
        // At 7 fps the last frame's time is k / 7 s, a long fraction: the message rounds it.
        let scenario = Self.bar([.expect(at: 3, "late") { _ in true }], framesPerSecond: 7)
        do {
            _ = try ScenarioPlayer().run(scenario)
            Issue.record("an expectation after the end was not reported")
        } catch ScenarioError.expectationFailed(_, _, _, let expectation) {
            let time = try #require(expectation.split(separator: "(").last?.split(separator: " ").first)
            #expect(Double(time) != nil, "\(expectation)")
            #expect((time.split(separator: ".").last?.count ?? 0) <= 3, "\(expectation)")
        }
    }

    @Test func failureArtifactsGoWhereTheEnvironmentSays() {
        #expect(TestPaths.reportsFolder(nil, environment: [:]) == "output/test-reports")
        #expect(TestPaths.reportsFolder(nil, environment: ["FLIPBOOK_ARTIFACTS": "/tmp/artifacts"]) == "/tmp/artifacts")
        #expect(TestPaths.reportsFolder("mine", environment: ["FLIPBOOK_ARTIFACTS": "/tmp/artifacts"]) == "mine")
    }

    @Test func failingFramesAreDescribedAsRuns() {
        func frame(_ index: Int) -> FrameReport {
            FrameReport(index: index, time: Double(index) / 60, status: .different, summary: "")
        }
        let failing = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18].map(frame)
        #expect(
            TransitionCheck.runs(of: failing, among: (0...20).map(frame)) == "frames 3–15, 0.05–0.25 s; frame 18, "
                + "0.3 s"
        )
        // Runs follow the kept frames: with every 3rd kept, 3, 6 and 9 are one run.
        let kept = stride(from: 0, through: 21, by: 3).map(frame)
        #expect(
            TransitionCheck.runs(of: [3, 6, 9, 15].map(frame), among: kept)
                == "frames 3–9, 0.05–0.15 s; frame 15, 0.25 s")
    }
}
