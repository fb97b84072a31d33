import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("UIViewPropertyAnimator")
@MainActor
struct PropertyAnimatorTests {
    func setUp() throws -> (Stage, UIView) {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        return (stage, v)
    }

    func x(_ v: UIView) -> CGFloat { v.layer.presentationState().position.x }

    @Test("state machine: inactive → active → inactive, completion with .end")
    func lifecycle() throws {
        let (stage, v) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { positions.append($0) }
        #expect(a.state == .inactive && !a.isRunning)
        #expect(v.center.x == 5)  // the block has not run yet
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        #expect(v.center.x == 105)
        try stage.clock.advance(by: 0.25)
        #expect(abs(x(v) - 30) < 1e-9)
        #expect(abs(a.fractionComplete - 0.25) < 1e-9)
        try stage.clock.advance(by: 1)
        #expect(a.state == .inactive)
        #expect(positions == [.end])
        #expect(x(v) == 105)
    }

    @Test("pause, scrub (linearly), reverse and continue")
    func scrubbing() throws {
        let (stage, v) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        a.addCompletion { positions.append($0) }
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        a.fractionComplete = 0.5
        #expect(abs(x(v) - 55) < 1e-9)  // scrubsLinearly: progress = fraction
        try stage.clock.advance(by: 3)
        #expect(abs(x(v) - 55) < 1e-9)  // paused: time does not move it
        a.isReversed = true
        a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
        try stage.clock.advance(by: 0.25)
        #expect(abs(x(v) - 30) < 1e-9)
        try stage.clock.advance(by: 0.25)
        #expect(positions == [.start])
        #expect(v.center.x == 5)  // finished at the start: the model goes back
        #expect(a.state == .inactive)
    }

    @Test("non-linear scrubbing follows the curve")
    func curvedScrubbing() throws {
        let (_, v) = try setUp()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        a.scrubsLinearly = false
        a.fractionComplete = 0.5
        #expect(a.state == .active)
        #expect(abs(x(v) - (5 + 100 * CubicBezier.easeIn.progress(at: 0.5))) < 1e-9)
    }

    @Test("reversing while running turns around without a jump")
    func reverseWhileRunning() throws {
        let (stage, v) = try setUp()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 105 }
        a.startAnimation()
        try stage.clock.advance(by: 0.6)
        let before = x(v)
        a.isReversed = true
        #expect(abs(x(v) - before) < 1e-9)
        try stage.clock.advance(by: 1.0 / 60)
        #expect(x(v) < before)
        try stage.clock.advance(by: 1)
        #expect(v.center.x == 5 && a.state == .inactive)
    }

    @Test("stop without finishing keeps the current values and runs no completion")
    func stopWithoutFinishing() throws {
        let (stage, v) = try setUp()
        var ran = false
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { _ in ran = true }
        a.startAnimation()
        try stage.clock.advance(by: 0.5)
        a.stopAnimation(true)
        #expect(a.state == .inactive)
        #expect(abs(v.center.x - 55) < 1e-9 && abs(x(v) - 55) < 1e-9)
        try stage.clock.advance(by: 2)
        #expect(!ran)
    }

    @Test("stop then finish at end, start and current")
    func stopThenFinish() throws {
        for (position, expected) in [(UIViewAnimatingPosition.end, 105.0), (.start, 5.0), (.current, 55.0)] {
            let (stage, v) = try setUp()
            var reported: UIViewAnimatingPosition?
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
            a.addCompletion { reported = $0 }
            a.startAnimation()
            try stage.clock.advance(by: 0.5)
            a.stopAnimation(false)
            #expect(a.state == .stopped)
            a.startAnimation()  // rejected: stopped
            #expect(stage.clock.diagnostics.count == 1)
            a.finishAnimation(at: position)
            #expect(a.state == .inactive)
            #expect(reported == position)
            #expect(abs(v.center.x - expected) < 1e-9 && abs(x(v) - expected) < 1e-9)
        }
    }

    @Test("animations added mid-flight run over the remaining duration")
    func addAnimationsMidFlight() throws {
        let (stage, v) = try setUp()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.startAnimation()
        try stage.clock.advance(by: 0.5)
        a.addAnimations { v.alpha = 0 }
        #expect(v.layer.presentationState().opacity == 1)
        try stage.clock.advance(by: 0.25)
        #expect(abs(v.layer.presentationState().opacity - 0.5) < 1e-9)
        try stage.clock.advance(by: 0.25)
        #expect(v.layer.presentationState().opacity == 0)
    }

    @Test("pausesOnCompletion leaves the animator active at the end")
    func pausesOnCompletion() throws {
        let (stage, v) = try setUp()
        var ran = false
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.pausesOnCompletion = true
        a.addCompletion { _ in ran = true }
        a.startAnimation()
        try stage.clock.advance(by: 2)
        #expect(a.state == .active && !a.isRunning && !ran)
        #expect(a.fractionComplete == 1)
        a.isReversed = true
        a.startAnimation()
        try stage.clock.advance(by: 0.5)
        #expect(abs(x(v) - 55) < 1e-9)
    }

    @Test("spring timing: damping ratio over the duration; mass/stiffness/damping until settled")
    func springs() throws {
        let (stage, v) = try setUp()
        let a = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.3) { v.center.x = 105 }
        var end: TimeInterval?
        a.addCompletion { _ in end = stage.clock.now }
        a.startAnimation()
        var maxX: CGFloat = 0
        for i in 1...30 { try stage.clock.advance(to: Double(i) / 60); maxX = max(maxX, x(v)) }
        #expect(maxX > 110)  // overshoots
        #expect(end == 0.5)

        let physical = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let b = UIViewPropertyAnimator(duration: 99, timingParameters: physical)
        b.addAnimations { v.center.x = 5 }
        var bEnd: TimeInterval?
        b.addCompletion { _ in bEnd = stage.clock.now }
        let start = stage.clock.now
        b.startAnimation()
        try stage.clock.runUntilIdle()
        let settle = DampedSpring(mass: 1, stiffness: 100, damping: 20).settlingTime(threshold: 1e-3)
        #expect(abs(bEnd! - start - settle) < 1e-9)
    }

    @Test("runningPropertyAnimator starts at once, after its delay")
    func running() throws {
        let (stage, v) = try setUp()
        var done: UIViewAnimatingPosition?
        let a = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: { v.center.x = 105 }, completion: { done = $0 })
        #expect(a.isRunning)
        try stage.clock.advance(by: 0.5)
        #expect(x(v) == 5)
        try stage.clock.advance(by: 0.5)
        #expect(abs(x(v) - 55) < 1e-9)
        try stage.clock.advance(by: 0.5)
        #expect(done == .end)
    }

    @Test("percent-driven path: pause, fractionComplete = p, cancel with durationFactor p / completionSpeed")
    func percentDrivenCancel() throws {
        let (stage, v) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { v.center.x = 105 }
        a.addCompletion { positions.append($0) }
        a.pauseAnimation()
        a.fractionComplete = 0.6
        let completionSpeed = 2.0
        a.isReversed = true
        a.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(0.6 / completionSpeed))
        // Remaining = 0.6 / 2 × 0.4 = 0.12 s.
        try stage.clock.advance(by: 0.119)
        #expect(positions.isEmpty)
        try stage.clock.advance(by: 0.002)
        #expect(positions == [.start])
        #expect(v.center.x == 5)
    }

    @Test("keyframes and nested animate blocks inside an animator take its timing (scrubbable keyframes)")
    func keyframesInsideAnimator() throws {
        let (stage, v) = try setUp()
        var nestedFinished: Bool?
        let a = UIViewPropertyAnimator(duration: 2, curve: .linear) {
            UIView.animateKeyframes(
                withDuration: 0, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 105 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 5 }
                })
            UIView.animate(withDuration: 0.1, animations: { v.alpha = 0 }, completion: { nestedFinished = $0 })
        }
        a.pauseAnimation()
        a.fractionComplete = 0.25
        #expect(abs(x(v) - 55) < 1e-9)
        #expect(abs(v.layer.presentationState().opacity - 0.75) < 1e-9)
        a.fractionComplete = 0.5
        #expect(abs(x(v) - 105) < 1e-9)
        a.startAnimation()
        try stage.clock.advance(by: 0.5)
        #expect(abs(x(v) - 55) < 1e-9)
        try stage.clock.advance(by: 0.5)
        #expect(nestedFinished == true)
        #expect(a.state == .inactive)
    }
}
