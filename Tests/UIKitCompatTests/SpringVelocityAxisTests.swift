import Foundation
import Testing
@testable import UIKitCompat

/// `UISpringTimingParameters.initialVelocity` per axis: UIKit documents that position animations take `dx`
/// for x and `dy` for y, each in distances per second.
@Suite("Spring velocity per axis: dx for x, dy for y of position animations")
@MainActor
struct SpringVelocityAxisTests {
    /// The documented spring: a reference spring of the damping ratio with a 1 s response, its settling time T
    /// stretched onto the duration, the velocity scaled by duration / T (``UIKitChoices/springFitsDuration``).
    func expectedProgress(ratio: Double, velocity: Double, duration: Double, at t: Double) -> Double {
        let reference = DampedSpring(dampingRatio: ratio, response: 1)
        let span = reference.settlingTime(threshold: UIKitChoices.current.springSettlingThreshold)
        return reference.withInitialVelocity(velocity * duration / span).value(at: t / duration * span)
    }

    @Test("a vertical spring starts at its dy velocity while x (dx 0) starts from rest")
    func verticalFling() throws {
        let stage = try Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 4))
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: spring)
        animator.addAnimations { view.center = CGPoint(x: 105, y: 105) }
        animator.startAnimation()
        for t in [0.01, 0.05, 0.2, 0.4] {
            try stage.clock.advance(to: t)
            let p = view.layer.presentationState().position
            let px = Double(p.x - 5) / 100, py = Double(p.y - 5) / 100
            #expect(abs(px - expectedProgress(ratio: 0.8, velocity: 0, duration: 0.6, at: t)) < 1e-9)
            #expect(abs(py - expectedProgress(ratio: 0.8, velocity: 4, duration: 0.6, at: t)) < 1e-9)
        }
        // The start: y moves at about 4 distances per second, x barely moves.
        try stage.clock.advance(to: 0.6)
        #expect(view.layer.presentationState().position == CGPoint(x: 105, y: 105))
    }

    @Test("continuing a paused animator with a dy spring (the end of a pan) moves y at that velocity")
    func continueAfterPan() throws {
        let stage = try Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center = CGPoint(x: 105, y: 105)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 2))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.5)
        try stage.clock.advance(by: 0.02)
        let p = view.layer.presentationState().position
        // Both start at the half-way point; y (dy 2 over the remaining half) has moved further than x (dx 0).
        let cx = expectedProgress(ratio: 1, velocity: 0, duration: 0.5, at: 0.02)
        let cy = expectedProgress(ratio: 1, velocity: 2, duration: 0.5, at: 0.02)
        #expect(abs(Double(p.x) - (55 + 50 * cx)) < 1e-6 && abs(Double(p.y) - (55 + 50 * cy)) < 1e-6)
        #expect(p.y - p.x > 1, "y has moved further: the finger's speed carries it")
        try stage.clock.runUntilIdle()
        #expect(view.center == CGPoint(x: 105, y: 105) && animator.state == .inactive)
    }

    @Test("other properties and springs that settle: dx rules them, both axes settle before the end")
    func otherPropertiesAndSettling() throws {
        let stage = try Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 1, dy: -3))
        let animator = UIViewPropertyAnimator(duration: 9, timingParameters: spring)
        animator.addAnimations {
            view.center = CGPoint(x: 105, y: 105)
            view.alpha = 0
        }
        var end: TimeInterval?
        animator.addCompletion { _ in end = stage.clock.now }
        animator.startAnimation()
        try stage.clock.advance(to: 0.02)
        let state = view.layer.presentationState()
        let x = DampedSpring(mass: 1, stiffness: 200, damping: 20, initialVelocity: 1)
        let y = DampedSpring(mass: 1, stiffness: 200, damping: 20, initialVelocity: -3)
        #expect(abs(Double(state.position.x - 5) / 100 - x.value(at: 0.02)) < 1e-9)
        #expect(abs(Double(state.position.y - 5) / 100 - y.value(at: 0.02)) < 1e-9)
        #expect(abs((1 - state.opacity) - x.value(at: 0.02)) < 1e-9, "alpha follows dx")
        try stage.clock.runUntilIdle()
        let threshold = UIKitChoices.current.springSettlingThreshold
        #expect(end == max(x.settlingTime(threshold: threshold), y.settlingTime(threshold: threshold)))
    }
}
