import Foundation
import Testing
import Raster
@testable import UIKitCompat

@MainActor
func presented(_ view: UIView) -> LayerState { view.layer.presentationState() }

@Suite("UIView.animate")
@MainActor
struct AnimationTests {
    @Test("the model changes at once; the presentation follows the curve; completion at the end, finished")
    func basic() throws {
        let stage = try Stage(device: .iPhoneSE)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(v)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                v.center = CGPoint(x: 250, y: 50)
                v.alpha = 0
            }, completion: { finished.append($0) })
        #expect(v.center == CGPoint(x: 250, y: 50))
        #expect(v.alpha == 0)
        #expect(presented(v).position == CGPoint(x: 50, y: 50))
        try stage.clock.advance(by: 0.25)
        #expect(abs(presented(v).position.x - 100) < 1e-9)
        #expect(abs(presented(v).opacity - 0.75) < 1e-9)
        #expect(finished.isEmpty)
        try stage.clock.advance(by: 0.75)
        #expect(finished == [true])
        #expect(presented(v).position == CGPoint(x: 250, y: 50))
        #expect(v.layer.animationKeys() == nil)
    }

    @Test("the default curve is ease-in-out; delay shows the old value")
    func defaultCurveAndDelay() throws {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        UIView.animate(withDuration: 2, delay: 1, options: [], animations: { v.frame.origin.x = 100 })
        try stage.clock.advance(by: 0.5)
        #expect(presented(v).frame.origin.x == 0)
        try stage.clock.advance(by: 1.0)  // a quarter into the animation
        let expected = 100 * CubicBezier.easeInEaseOut.progress(at: 0.25)
        #expect(abs(presented(v).frame.origin.x - expected) < 1e-9)
        UIView.animate(withDuration: 1) { v.alpha = 0.5 }
        try stage.clock.advance(by: 0.5)
        #expect(abs(presented(v).opacity - (1 - 0.5 * CubicBezier.easeInEaseOut.progress(at: 0.5))) < 1e-9)
    }

    @Test("retargeting mid-flight is additive: no jump, and both completions finish")
    func retargeting() throws {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [], animations: { v.center.x = 200 },
            completion: { log.append("first \($0)") })
        try stage.clock.advance(by: 0.4)
        let before = presented(v).position.x
        UIView.animate(
            withDuration: 1, delay: 0, options: [], animations: { v.center.x = 0 },
            completion: { log.append("second \($0)") })
        #expect(abs(presented(v).position.x - before) < 1e-9)
        // Continuous: small steps give small changes.
        var last = presented(v).position.x
        for _ in 0..<80 {
            try stage.clock.advance(by: 1.0 / 60)
            let x = presented(v).position.x
            #expect(abs(x - last) < 8)
            last = x
        }
        try stage.clock.advance(by: 1)
        #expect(presented(v).position.x == 0)
        #expect(log == ["first true", "second true"])
    }

    @Test("beginFromCurrentState can be switched to replace the running animation")
    func beginFromCurrentStateChoice() throws {
        let saved = UIKitChoices.current
        defer { UIKitChoices.current = saved }
        UIKitChoices.current.beginFromCurrentStateReplacesRunningAnimations = true
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center.x = 100 },
            completion: { log.append("first \($0)") })
        try stage.clock.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { v.center.x = 0 }, completion: { log.append("second \($0)") })
        // Centre x started at 5: halfway is 52.5, and the new animation starts there.
        #expect(abs(presented(v).position.x - 52.5) < 1e-9)
        try stage.clock.advance(by: 0.5)
        #expect(abs(presented(v).position.x - 26.25) < 1e-9)
        #expect(log == ["first false"])
        try stage.clock.advance(by: 0.5)
        #expect(log == ["first false", "second true"])
    }

    @Test("completions run at their end times, in creation order for equal times")
    func completionOrder() throws {
        let stage = try Stage()
        let v = UIView(), w = UIView()
        stage.window.addSubview(v); stage.window.addSubview(w)
        var log: [(String, TimeInterval)] = []
        UIView.animate(
            withDuration: 0.5, animations: { v.alpha = 0 }, completion: { _ in log.append(("a", stage.clock.now)) })
        UIView.animate(
            withDuration: 0.3, animations: { w.alpha = 0 }, completion: { _ in log.append(("b", stage.clock.now)) })
        UIView.animate(
            withDuration: 0.5, animations: { w.center.x = 9 }, completion: { _ in log.append(("c", stage.clock.now)) })
        UIView.animate(withDuration: 0.5, animations: {}, completion: { _ in log.append(("empty", stage.clock.now)) })
        try stage.clock.advance(by: 1)
        #expect(log.map(\.0) == ["empty", "b", "a", "c"])
        #expect(log.map(\.1) == [0, 0.3, 0.5, 0.5])
    }

    @Test("removing animations reports finished == false")
    func removal() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        var result: Bool?
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { result = $0 })
        try stage.clock.advance(by: 0.2)
        v.layer.removeAllAnimations()
        #expect(presented(v).opacity == 0)
        try stage.clock.advance(by: 0)
        #expect(result == false)
    }

    @Test("nested blocks inherit duration and curve unless overridden")
    func nested() throws {
        let stage = try Stage()
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] { stage.window.addSubview(v) }
        var ends: [String: TimeInterval] = [:]
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                a.alpha = 0
                UIView.animate(
                    withDuration: 0.2, animations: { b.alpha = 0 }, completion: { _ in ends["b"] = stage.clock.now })
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration], animations: { c.alpha = 0 },
                    completion: { _ in ends["c"] = stage.clock.now })
            }, completion: { _ in ends["a"] = stage.clock.now })
        try stage.clock.advance(by: 0.1)
        #expect(abs(presented(b).opacity - 0.9) < 1e-9)  // inherited linear over 1 s
        try stage.clock.advance(by: 2)
        #expect(ends == ["a": 1, "b": 1, "c": 0.2])
    }

    @Test("performWithoutAnimation inside an animation block changes at once")
    func withoutAnimation() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        UIView.animate(withDuration: 1) {
            v.alpha = 0.5
            UIView.performWithoutAnimation { v.center = CGPoint(x: 40, y: 40) }
        }
        #expect(presented(v).position == CGPoint(x: 40, y: 40))
        #expect(presented(v).opacity == 1)
    }

    @Test("layer properties animate: corner radius, border, shadow and 3D transform")
    func layerProperties() throws {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(v)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                v.layer.cornerRadius = 20
                v.layer.borderWidth = 4
                v.layer.shadowOpacity = 0.4
                v.layer.shadowOffset = CGSize(width: 0, height: 10)
                v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        try stage.clock.advance(by: 0.5)
        let p = presented(v)
        #expect(abs(p.cornerRadius - 10) < 1e-9)
        #expect(abs(p.borderWidth - 2) < 1e-9)
        #expect(abs(p.shadowOpacity - 0.2) < 1e-6)
        #expect(abs(p.shadowOffset.height - 3.5) < 1e-9)
        #expect(abs(p.backgroundColor!.red - 0.5) < 1e-9 && abs(p.backgroundColor!.alpha - 0.5) < 1e-9)
        // A rotation interpolates as a rotation (by decomposition), not entry by entry.
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        for (row, expectedRow) in zip(p.transform.rows, expected.rows) {
            for (x, y) in zip(row, expectedRow) { #expect(abs(x - y) < 1e-9) }
        }
    }

    @Test("repeat and autoreverse")
    func repeatAutoreverse() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        var done: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { v.alpha = 0 },
            completion: { done = $0 })
        try stage.clock.advance(by: 0.5)
        #expect(abs(presented(v).opacity - 0.5) < 1e-9)
        try stage.clock.advance(by: 1)
        #expect(abs(presented(v).opacity - 0.5) < 1e-9)  // on the way back
        #expect(done == nil)
        try stage.clock.advance(by: 0.5)
        #expect(done == true)
        #expect(presented(v).opacity == 0)  // snaps to the model value, as on a device

        let w = UIView()
        stage.window.addSubview(w)
        var repeated: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { w.alpha = 0 },
            completion: { repeated = $0 })
        try stage.clock.advance(by: 10.25)
        #expect(abs(presented(w).opacity - 0.75) < 1e-9)
        #expect(repeated == nil)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { w.center.x = 10 }
            }, completion: { _ in repeated = true })
        try stage.clock.advance(by: 0.75)  // second half of the first cycle, coming back
        #expect(abs(presented(w).position.x - 5) < 1e-9)
        try stage.clock.advance(by: 1.25)
        #expect(repeated == true)
    }

    @Test("bad durations are corrected and reported, never a hang")
    func badDurations() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        var done = false
        UIView.animate(
            withDuration: .nan, delay: -1, options: [], animations: { v.alpha = 0 }, completion: { _ in done = true })
        UIView.animate(withDuration: .infinity, animations: { v.alpha = 0.5 })
        try stage.clock.advance(by: 0)
        #expect(done)
        #expect(stage.clock.diagnostics.count == 3)
        #expect(stage.clock.diagnostics[0].contains("nan"))
    }

    @Test("spring animations: bounce runs until settled; damping ratio runs for the duration")
    func springs() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        var end: TimeInterval?
        UIView.animate(
            springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [],
            animations: { v.center.x = 100 }, completion: { _ in end = stage.clock.now })
        let spring = DampedSpring(duration: 0.5, bounce: 0.3)
        let settle = spring.settlingTime(threshold: UIKitChoices.current.springSettlingThreshold)
        try stage.clock.advance(by: 0.2)
        #expect(abs(v.layer.presentationState().position.x - 100 * spring.value(at: 0.2)) < 1e-9)
        try stage.clock.runUntilIdle()
        #expect(end.map { abs($0 - settle) < 1e-9 } == true)

        var second: TimeInterval?
        let start = stage.clock.now
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
            animations: { v.center.x = 0 }, completion: { _ in second = stage.clock.now - start })
        try stage.clock.runUntilIdle()
        #expect(second.map { abs($0 - 0.8) < 1e-9 } == true)
    }
}
