import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Records a `CAAnimationDelegate`'s calls with their virtual times.
@MainActor
final class AnimationEventRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag))@\(CACurrentMediaTime())")
    }
}

@Suite("Explicit Core Animation: timing, key paths, keyframes, springs, groups, transactions, delegates")
@MainActor
struct CoreAnimationTests {
    /// A stage with a free-standing layer in its window, already on screen.
    func setUp() throws -> (Stage, CALayer) { try stageWithFreeLayer() }

    /// `value(layer)` at each time of `times` (advancing the clock).
    func table(_ stage: Stage, _ times: [Double], _ value: () -> Double) throws -> [Double] {
        try times.map { t in
            try stage.clock.advance(to: t); return value()
        }
    }

    func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    func opacity(_ layer: CALayer) -> Double { Double(layer.presentation()!.opacity) }

    @Test("basic animation: linear by default, 0.25 s when the duration is 0, removed at the end")
    func basicTiming() throws {
        let (stage, layer) = try setUp()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 0.5
        layer.add(a, forKey: "fade")
        let values = try table(stage, [0, 0.1, 0.2, 0.25, 0.3]) { opacity(layer) }
        #expect(near(values, [0, 0.2, 0.4, 1, 1], 1e-6))
        #expect(layer.animation(forKey: "fade") == nil && layer.animationKeys() == nil)
    }

    @Test("fillMode and isRemovedOnCompletion: forwards holds the end value only while attached")
    func fillModes() throws {
        let (stage, layer) = try setUp()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.2; a.toValue = 0.6; a.duration = 1
        a.fillMode = .forwards; a.isRemovedOnCompletion = false
        a.beginTime = CACurrentMediaTime() + 1
        layer.add(a, forKey: "held")
        // Before the begin time: no backwards fill, so the model value shows.
        let values = try table(stage, [0.5, 1, 1.5, 2, 3]) { opacity(layer) }
        #expect(near(values, [1, 0.2, 0.4, 0.6, 0.6], 1e-6))
        #expect(layer.animationKeys() == ["held"])
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 0.3; b.toValue = 0.5; b.duration = 1; b.fillMode = .backwards
        b.beginTime = CACurrentMediaTime() + 1
        layer.removeAllAnimations()
        layer.add(b, forKey: nil)
        #expect(near([opacity(layer)], [0.3], 1e-6))
        try stage.clock.advance(to: 5.5)
        #expect(near([opacity(layer)], [1], 1e-6) && layer.animationKeys() == nil)
    }

    @Test("timeOffset starts part-way, speed 2 plays twice as fast, repeatCount with autoreverses bounces")
    func mediaTiming() throws {
        let (stage, layer) = try setUp()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 1; a.timeOffset = 0.5
        layer.add(a, forKey: "x")
        let x = { Double(layer.presentation()!.position.x) }
        #expect(near(try table(stage, [0, 0.25]) { x() }, [50, 75]))
        try stage.clock.advance(to: 0.5)
        layer.removeAllAnimations()
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0; b.toValue = 100; b.duration = 1; b.speed = 2
        layer.add(b, forKey: "x")
        #expect(near(try table(stage, [0.5, 0.75, 0.99]) { x() }, [0, 50, 98], 1e-6))
        try stage.clock.advance(to: 1.1)
        #expect(layer.animationKeys() == nil)
        let c = CABasicAnimation(keyPath: "position.x")
        c.fromValue = 0; c.toValue = 100; c.duration = 1; c.repeatCount = 1.5; c.autoreverses = true
        layer.add(c, forKey: "bounce")
        // Cycle of 2 s (there and back), 1.5 cycles = 3 s.
        let start = 1.1
        let bounce = try table(stage, [0, 0.5, 1, 1.5, 2, 2.5, 2.9].map { start + $0 }) { x() }
        #expect(near(bounce, [0, 50, 100, 50, 0, 50, 90], 1e-6))
        try stage.clock.advance(to: start + 3.01)
        #expect(x() == 5)  // removed: the model value (the layer's centre)
    }

    @Test("repeatDuration limits the repeats; isCumulative adds each cycle's change; isAdditive adds to the model")
    func repeatsAndAccumulation() throws {
        let (stage, layer) = try setUp()
        let x = { Double(layer.presentation()!.position.x) }
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 10; a.duration = 1; a.repeatDuration = 2.5; a.isCumulative = true
        layer.add(a, forKey: "walk")
        #expect(near(try table(stage, [0.5, 1.5, 2.25, 2.49]) { x() }, [5, 15, 22.5, 24.9], 1e-6))
        try stage.clock.advance(to: 2.5)
        #expect(layer.animationKeys() == nil && x() == 5)
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0; b.toValue = 10; b.duration = 1; b.isAdditive = true
        layer.add(b, forKey: "nudge")
        try stage.clock.advance(to: 3)
        #expect(near([x()], [10], 1e-6))  // model 5 + 5
    }

    @Test("an implicit transaction's completion block runs once the turn's animations end")
    func implicitTransactionCompletion() throws {
        let (stage, layer) = try setUp()
        var doneAt: Double?
        CATransaction.setCompletionBlock { doneAt = CACurrentMediaTime() }
        layer.opacity = 0.5
        try stage.clock.runUntilIdle()
        #expect(doneAt == 0.25)
    }

    @Test("key paths: transform.rotation.z, transform.scale, bounds.size.width, cornerRadius")
    func keyPaths() throws {
        let (stage, layer) = try setUp()
        for (key, from, to) in [
            ("transform.rotation.z", 0.0, Double.pi), ("transform.scale", 1, 3),
            ("bounds.size.width", 10, 30), ("cornerRadius", 0, 8),
        ] {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from; a.toValue = to; a.duration = 1
            layer.add(a, forKey: key)
        }
        try stage.clock.advance(to: 0.5)
        let p = layer.presentation()!
        let rotated = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let expected = CATransform3DScale(rotated, 2, 2, 1)
        #expect(abs(p.transform.m11 - expected.m11) < 1e-9 && abs(p.transform.m12 - expected.m12) < 1e-9)
        #expect(abs(p.transform.m21 - expected.m21) < 1e-9 && abs(p.transform.m22 - expected.m22) < 1e-9)
        #expect(p.bounds.width == 20 && p.cornerRadius == 4)
        #expect(layer.transform.m11 == 1 && layer.cornerRadius == 0)  // the model is untouched
        #expect(
            Set(layer.animationKeys()!) == [
                "transform.rotation.z", "transform.scale", "bounds.size.width",
                "cornerRadius",
            ])
    }

    @Test("keyframes: linear, discrete, paced and cubic modes and per-segment timing functions (frame table)")
    func keyframeModes() throws {
        let (stage, layer) = try setUp()
        func run(_ configure: (CAKeyframeAnimation) -> Void, at times: [Double]) throws -> [Double] {
            layer.removeAllAnimations()
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 10, 30]; a.duration = 1
            configure(a)
            let start = stage.clock.now
            layer.add(a, forKey: "k")
            return try table(stage, times.map { start + $0 }) { Double(layer.presentation()!.position.x) }
        }
        // Linear: key times 0, 0.5, 1.
        #expect(near(try run({ _ in }, at: [0, 0.25, 0.5, 0.75]), [0, 5, 10, 20], 1e-6))
        // Key times given.
        #expect(near(try run({ $0.keyTimes = [0, 0.2, 1] }, at: [0.1, 0.6]), [5, 20], 1e-6))
        // Discrete: each value holds a third of the time.
        #expect(near(try run({ $0.calculationMode = .discrete }, at: [0.1, 0.4, 0.7, 0.95]), [0, 10, 30, 30], 1e-6))
        // Paced: constant speed over the 30 points.
        #expect(near(try run({ $0.calculationMode = .paced }, at: [0.25, 0.5]), [7.5, 15], 1e-6))
        // Cubic (Catmull-Rom through the values): at a key time it passes through the value.
        #expect(near(try run({ $0.calculationMode = .cubic }, at: [0.5]), [10], 1e-6))
        // Per-segment ease-in: half-way through the first segment is less than half-way.
        let eased = try run(
            { $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)] },
            at: [0.25, 0.75])
        let easeIn = CubicBezier.easeIn.progress(at: 0.5)
        #expect(near(eased, [10 * easeIn, 20], 1e-6))
    }

    @Test("spring: settlingDuration from the closed form; progress follows the spring in real time")
    func spring() throws {
        let (stage, layer) = try setUp()
        let a = CASpringAnimation(keyPath: "position.y")
        a.fromValue = 0; a.toValue = 100
        // Default mass 1, stiffness 100, damping 10: ζ = 0.5, ω₀ = 10 rad/s.
        let zeta = 0.5, w0 = 10.0, wd = w0 * (1 - zeta * zeta).squareRoot()
        let amplitude = (1 + pow(zeta * w0 / wd, 2)).squareRoot()
        let expectedSettle = log(amplitude / 1e-3) / (zeta * w0)
        #expect(abs(a.settlingDuration - expectedSettle) < 1e-9)
        a.duration = a.settlingDuration
        layer.add(a, forKey: "drop")
        let times = [0.0, 0.1, 0.2, 0.3, 0.5, 1.0]
        let values = try table(stage, times) { Double(layer.presentation()!.position.y) }
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
        #expect(near(values, times.map { 100 * spring.value(at: $0) }, 1e-6))
        #expect(values[3] > 100)  // under-damped: it overshoots
    }

    @Test("group: children run on the group's time and are cut at the group's duration")
    func group() throws {
        let (stage, layer) = try setUp()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1; move.beginTime = 0.5; move.fillMode = .both
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [move, fade]; group.duration = 1; group.repeatCount = 2
        layer.add(group, forKey: "g")
        let x = { Double(layer.presentation()!.position.x) }
        #expect(near(try table(stage, [0.25, 0.75, 0.99]) { x() }, [0, 25, 49]))
        #expect(near([opacity(layer)], [1]))  // fade ended at 0.5 without fill: the model value
        #expect(near(try table(stage, [1.25, 1.75]) { x() }, [0, 25]))  // second repeat
        try stage.clock.advance(to: 2.01)
        #expect(x() == 5 && layer.animationKeys() == nil)
    }

    @Test("delegate: didStart at the begin time, didStop(true) at the end, didStop(false) when removed")
    func delegateCalls() throws {
        let (stage, layer) = try setUp()
        let recorder = AnimationEventRecorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1; a.beginTime = CACurrentMediaTime() + 0.5
        a.delegate = recorder
        layer.add(a, forKey: "a")
        try stage.clock.runUntilIdle()
        #expect(recorder.events == ["start@0.5", "stop(true)@1.5"])
        recorder.events = []
        let b = CABasicAnimation(keyPath: "opacity")
        b.duration = 1; b.delegate = recorder
        layer.add(b, forKey: "b")
        try stage.clock.advance(by: 0.5)
        layer.removeAnimation(forKey: "b")
        #expect(recorder.events == ["start@1.5", "stop(false)@2.0"])
        // Adding another with the same key replaces (and stops) the first.
        recorder.events = []
        layer.add(b, forKey: "b")
        layer.add(b, forKey: "b")
        #expect(recorder.events == ["stop(false)@2.0"])
    }

    @Test(
        "CATransaction: the completion block waits for its animations; duration and disableActions reach implicit ones")
    func transactions() throws {
        let (stage, layer) = try setUp()
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0  // implicit: 0.6 s
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        layer.add(a, forKey: nil)
        CATransaction.commit()
        try stage.clock.advance(to: 0.3)
        #expect(near([opacity(layer)], [1 - CAMediaTimingFunction(name: .default).curve.progress(at: 0.5)], 1e-6))
        try stage.clock.runUntilIdle()
        #expect(completedAt == 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        #expect(opacity(layer) == 1 && layer.animationKeys() == nil)
        // The transaction's timing function reaches its implicit animations: linear is half-way at half time.
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.commit()
        let start = CACurrentMediaTime()
        try stage.clock.advance(to: start + 0.25)
        #expect(abs(opacity(layer) - 0.75) < 1e-6)
    }

    @Test("implicit animations: a free layer on screen animates 0.25 s; a view's layer and a new layer do not")
    func implicitAnimations() throws {
        let (stage, layer) = try setUp()
        layer.position = CGPoint(x: 45, y: 5)
        #expect(layer.animationKeys() == ["position"])
        try stage.clock.advance(to: 0.125)
        let half = CAMediaTimingFunction(name: .default).curve.progress(at: 0.5)
        #expect(abs(Double(layer.presentation()!.position.x) - (5 + 40 * half)) < 1e-9)
        try stage.clock.advance(to: 0.25)
        #expect(layer.presentation()!.position.x == 45 && layer.animationKeys() == nil)
        // A view's own layer: no animation outside an animation block.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        _ = stage.renderTree()
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.opacity == 0.5)
        // A layer never drawn yet: none either.
        let fresh = CALayer()
        stage.window.layer.addSublayer(fresh)
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        // actions can turn a key off with NSNull.
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.2
        #expect(layer.animationKeys() == nil)
        // Inside a UIView animation block a free layer still gets its own implicit animation.
        UIView.animate(withDuration: 2) { layer.cornerRadius = 4 }
        #expect(layer.animationKeys() == ["cornerRadius"])
        #expect(layer.animation(forKey: "cornerRadius")!.duration == 0.25)
    }
}
