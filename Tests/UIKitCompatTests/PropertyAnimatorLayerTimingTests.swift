import Foundation
import Testing
@testable import UIKitCompat

/// Property animators under Core Animation's layer timing: `layer.speed` on the window or on a view slows,
/// speeds up or freezes them, as it does UIKit's (their animations are layer animations).
@Suite("UIViewPropertyAnimator and layer.speed")
@MainActor
struct PropertyAnimatorLayerTimingTests {
    /// A 10-point box at x = 0…10 inside a container filling the stage, moved right by 100 over 1 s, linearly.
    func slide(_ stage: Stage) -> (container: UIView, box: UIView, animator: UIViewPropertyAnimator) {
        let container = UIView(frame: stage.window.bounds)
        stage.window.addSubview(container)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 105 }
        return (container, box, animator)
    }

    func x(_ view: UIView) -> CGFloat { view.layer.presentationState().position.x }

    @Test("window.layer.speed = 0.5 plays a property animator at half speed; it completes at twice the duration")
    func slowWindow() throws {
        #expect(UIKitChoices.current.propertyAnimatorsFollowLayerTime)
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        stage.window.layer.speed = 0.5
        let (_, box, animator) = slide(stage)
        var completedAt: TimeInterval?
        animator.addCompletion { position in
            #expect(position == .end)
            completedAt = stage.clock.now
        }
        animator.startAnimation()
        try stage.clock.advance(to: 0.5)
        #expect(abs(x(box) - 30) < 1e-9, "a quarter of the way at 0.5 s: \(x(box))")
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        try stage.clock.advance(to: 1.5)
        #expect(abs(x(box) - 80) < 1e-9)
        #expect(completedAt == nil && animator.state == .active)
        try stage.clock.runUntilIdle()
        #expect(completedAt.map { abs($0 - 2) < 1e-9 } == true, "completed at \(String(describing: completedAt))")
        #expect(x(box) == 105)
    }

    @Test("speed 0 on a view freezes its animator's animation (no completion); speed 1 again resumes it")
    func frozenView() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let (container, box, animator) = slide(stage)
        var completed = false
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        try stage.clock.advance(to: 0.4)
        // Core Animation's pause recipe: keep the local time where it is and stop it.
        container.layer.timeOffset = container.layer.convertTime(stage.clock.now, from: nil)
        container.layer.speed = 0
        try stage.clock.advance(to: 3)
        #expect(abs(x(box) - 45) < 1e-9)
        #expect(!completed && animator.isRunning)
        // Resume: time runs again from where it stopped.
        let paused = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = container.layer.convertTime(stage.clock.now, from: nil) - paused
        try stage.clock.advance(to: 3.3)
        #expect(abs(x(box) - 75) < 1e-9, "\(x(box))")
        try stage.clock.runUntilIdle()
        #expect(completed && abs(stage.clock.now - 3.6) < 1e-9)
    }

    @Test("without layer timing the animator runs on the clock as before")
    func identityTiming() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let (_, box, animator) = slide(stage)
        animator.startAnimation()
        try stage.clock.advance(to: 0.5)
        #expect(abs(x(box) - 55) < 1e-9)
        #expect(animator.fractionComplete == 0.5)
    }
}
