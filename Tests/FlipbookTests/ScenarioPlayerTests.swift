import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

@MainActor
@Suite("Scenario playback: frame counts, settling, keep choices")
struct ScenarioPlayerTests {
    /// A scenario that pushes a plain screen at time 0 on a navigation controller whose delegate answers with
    /// `animator()` (at 10 frames a second on the test device); `prepare` runs first in the setup.
    func pushScenario(
        id: ScenarioID, summary: String, recording: RecordingRules = RecordingRules(),
        animator: @escaping @MainActor () -> UIViewControllerAnimatedTransitioning,
        prepare: @escaping @MainActor () -> Void = {}
    ) -> Scenario {
        let delegate = AnimatorNavigationDelegate(animator: animator)
        return Scenario(
            id: id, summary: summary, device: TestScenarios.device, framesPerSecond: 10, recording: recording,
            setup: { stage in
                prepare()
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.delegate = delegate
                stage.window.rootViewController = navigation
                return navigation
            },
            actions: [
                .at(0, "push") { (navigation: UINavigationController) in
                    navigation.pushViewController(UIViewController(), animated: true)
                }
            ])
    }

    func play(_ scenario: Scenario) throws -> (RecordingSummary, [RecordedFrame]) {
        var frames: [RecordedFrame] = []
        let summary = try ScenarioPlayer().play(scenario) { frames.append($0) }
        return (summary, frames)
    }

    @Test func recordsFromTheFirstActionUntilSettledWithLeadInAndHold() throws {
        let (summary, frames) = try play(TestScenarios.slide(leadIn: 2, hold: 3))
        // Lead-in frames 0–1, the action at frame 2 (t = 0), the 0.5 s animation ends at frame 7, 3 held.
        #expect(summary.firstActionFrame == 2)
        #expect(summary.settledFrame == 7)
        #expect(summary.frameCount == 11)
        #expect(frames.map(\.index) == Array(0...10))
        #expect(frames.map(\.time) == (0...10).map { Double($0 - 2) / 10 })
        expectClose(frames.map { TestScenarios.squareX($0.tree) }, [0, 0, 0, 10, 20, 30, 40, 50, 50, 50, 50])
    }

    @Test func withoutLeadInOrHoldTheFirstFrameIsTheFirstActionAndTheLastIsSettled() throws {
        let (summary, frames) = try play(TestScenarios.slide(duration: 0.3))
        #expect(summary.frameCount == 4)
        #expect(summary.settledFrame == 3)
        expectClose(frames.map { TestScenarios.squareX($0.tree) }, [0, 50.0 / 3, 100.0 / 3, 50])
    }

    @Test func aLaterFirstActionGivesTheSameFrames() throws {
        let (early, earlyFrames) = try play(TestScenarios.slide(start: 0, leadIn: 2, hold: 1))
        let (late, lateFrames) = try play(TestScenarios.slide(start: 1.0, leadIn: 2, hold: 1))
        #expect(early == late)
        #expect(earlyFrames.map(\.time) == lateFrames.map(\.time))
        expectClose(
            earlyFrames.map { TestScenarios.squareX($0.tree) }, lateFrames.map { TestScenarios.squareX($0.tree) })
    }

    @Test func actionsRunInTimeOrderWhateverTheirDeclarationOrder() throws {
        func scenario(reversed: Bool) -> Scenario {
            var actions: [ScenarioAction<UIView>] = [
                .at(0, "move") { view in
                    UIView.animate(
                        withDuration: 0.3, delay: 0, options: [.curveLinear], animations: { view.center.x += 30 })
                },
                .at(0.2, "recolour") { view in
                    UIView.animate(
                        withDuration: 0.2,
                        animations: { view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
                },
                .at(0.1, "fade") { view in view.alpha = 0.5 },
            ]
            if reversed { actions.reverse() }
            return Scenario(
                id: "test-order", summary: "Three actions", device: TestScenarios.device,
                framesPerSecond: 20,
                setup: { stage in
                    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    stage.window.addSubview(view)
                    return view
                }, actions: actions)
        }
        let (a, framesA) = try play(scenario(reversed: false))
        let (b, framesB) = try play(scenario(reversed: true))
        #expect(a == b)
        #expect(framesA == framesB)
        #expect(a.settledFrame == 8)  // the recolour ends at 0.4 s = frame 8 at 20 fps
        #expect(framesA[2].tree.root.children[0].alpha == 0.5)
        #expect(framesA[1].tree.root.children[0].alpha == 1)
    }

    @Test func scheduledBlocksKeepTheRecordingGoing() throws {
        let scenario = Scenario(
            id: "test-timer", summary: "A timer fires later", device: TestScenarios.device, framesPerSecond: 10,
            setup: { stage in stage },
            actions: [
                .at(0, "schedule") { stage in
                    stage.clock.asyncAfter(deadline: stage.clock.now + 0.45) {
                        stage.window.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                    }
                }
            ])
        let (summary, frames) = try play(scenario)
        #expect(summary.settledFrame == 5)  // fired at 0.45 s, first frame after it is 0.5 s
        #expect(frames[4].tree.root.backgroundColor != Color(red: 0, green: 1, blue: 0))
        #expect(frames[5].tree.root.backgroundColor == Color(red: 0, green: 1, blue: 0))
    }

    @Test func aScenarioThatNeverSettlesIsAnErrorNamingIt() throws {
        let scenario = Scenario(
            id: "test-forever", summary: "Repeats forever", device: TestScenarios.device, framesPerSecond: 10,
            recording: RecordingRules(maximumDuration: 1),
            setup: { stage in stage.window },
            actions: [
                .at(0, "spin") { window in
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    window.addSubview(view)
                    UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat], animations: { view.alpha = 0 })
                }
            ])
        #expect(throws: ScenarioError.neverSettles("test-forever", after: 1)) { try play(scenario) }
        #expect(ScenarioError.neverSettles("test-forever", after: 1).description.contains("test-forever"))
    }

    @Test func anAnimatorThatNeverCompletesFailsTheScenarioNamingTheAnimator() throws {
        let scenario = pushScenario(
            id: "test-stuck-push", summary: "A push whose animator forgets completeTransition",
            recording: RecordingRules(maximumDuration: 30), animator: { StuckAnimator() },
            prepare: { UIKitChoices.current.stallTimeout = 1 })
        do {
            _ = try play(scenario)
            Issue.record("a transition that never completes must fail the scenario")
        } catch let error as ScenarioError {
            guard case .transitionFailed(let id, .neverCompleted(let animator, _, let after)) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(id == "test-stuck-push")
            #expect(animator.contains("StuckAnimator"))
            #expect(after >= 1.3 && after < 1.5)  // the animator's 0.3 s plus the 1 s stall timeout, to a frame
            #expect(error.description.contains("test-stuck-push"))
        }
    }

    @Test func aTransitionInFlightKeepsTheRecordingGoingAfterItsAnimationsEnd() throws {
        // The animator's own animation ends at 0.3 s but it completes the transition only at 0.7 s, from a
        // one-shot timer: the clock alone looks idle in between; the stage is not settled.
        let scenario = pushScenario(
            id: "test-late-push", summary: "A push completed late", animator: { LateAnimator() })
        let (summary, _) = try play(scenario)
        #expect(summary.settledFrame == 7)
    }

    @Test func keepEveryKthFrameAndAlwaysTheLast() throws {
        let (all, allFrames) = try play(TestScenarios.slide(leadIn: 2, hold: 3))
        let (summary, frames) = try play(TestScenarios.slide(leadIn: 2, hold: 3, keep: .every(3)))
        #expect(summary.frameCount == all.frameCount)
        #expect(frames.map(\.index) == [0, 3, 6, 9, 10])
        // Keeping fewer frames never changes what the kept ones show.
        for frame in frames { #expect(frame == allFrames[frame.index]) }
    }

    @Test func keepFramesAtGivenTimes() throws {
        let (_, frames) = try play(TestScenarios.slide(leadIn: 2, hold: 3, keep: .times([0.25, -0.2, 0.5, 0.25])))
        // −0.2 s is the first lead-in frame; 0.25 s rounds up to frame 2 + 3; 0.5 s is frame 7.
        #expect(frames.map(\.index) == [0, 5, 7])
        expectClose(frames.map { TestScenarios.squareX($0.tree) }, [0, 30, 50])
    }

    @Test func keepTimesOutsideTheRecordingAreErrors() throws {
        #expect(throws: ScenarioError.keptTimeAfterEnd("test-slide", time: 2, lastTime: 0.8)) {
            try play(TestScenarios.slide(leadIn: 2, hold: 3, keep: .times([0.1, 2])))
        }
        #expect(throws: ScenarioError.self) { try play(TestScenarios.slide(leadIn: 1, keep: .times([-0.5]))) }
        #expect(throws: ScenarioError.self) { try play(TestScenarios.slide(keep: .every(0))) }
    }

    @Test func aDryRunRecordsTheSameSummaryWithoutTrees() throws {
        let scenario = TestScenarios.slide(leadIn: 1, hold: 2, keep: .every(2))
        var called = false
        let dry = try ScenarioPlayer().play(scenario, painting: false) { _ in called = true }
        #expect(!called)
        #expect(dry == (try play(scenario)).0)
    }

    @Test func failingSetupsAndActionsNameTheScenarioAndStep() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "broken on purpose" } }
        let badAction = Scenario(
            id: "test-bad-action", summary: "Throws", device: TestScenarios.device,
            setup: { _ in () }, actions: [.at(0.1, "explode") { _ in throw Broken() }])
        #expect(
            throws: ScenarioError.failed(
                "test-bad-action", step: "an action",
                message: "action 'explode' at 0.1 s: broken on purpose")
        ) { try play(badAction) }
        let badSetup = Scenario(
            id: "test-bad-setup", summary: "Throws", device: TestScenarios.device,
            setup: { _ -> Int in throw Broken() }, actions: [ScenarioAction<Int>]())
        #expect(throws: ScenarioError.failed("test-bad-setup", step: "setup", message: "broken on purpose")) {
            try play(badSetup)
        }
    }

    @Test func badRecordingRulesAndTimesAreRejected() throws {
        #expect(throws: ScenarioError.self) { try play(TestScenarios.slide(leadIn: -1)) }
        #expect(throws: ScenarioError.self) { try play(TestScenarios.slide(start: -0.5)) }
        #expect(throws: ScenarioError.self) { try play(TestScenarios.slide(fps: 0)) }
    }
}

/// Equal lengths and every value within 1e-6 (frames are sampled a nanosecond after their nominal time).
func expectClose(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        #expect(abs(a - e) < 1e-6, "\(actual) is not close to \(expected)", sourceLocation: sourceLocation)
    }
}

/// Answers every navigation operation with a new animator from `animator`.
private final class AnimatorNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: @MainActor () -> UIViewControllerAnimatedTransitioning

    init(animator: @escaping @MainActor () -> UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator()
    }
}

/// An animator that never calls completeTransition(_:).
private final class StuckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.3) { to.alpha = 0.5 }
    }
}

/// An animator whose 0.3 s animation ends before it completes the transition, 0.7 s after it began.
private final class LateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(withDuration: 0.3) { to.alpha = 1 }
        VirtualClock.current.scheduledTimer(withTimeInterval: 0.7, repeats: false) { _ in
            transitionContext.completeTransition(true)
        }
    }
}
