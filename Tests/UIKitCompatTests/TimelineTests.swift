import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Animation timelines (scrubbing groups)")
@MainActor
struct TimelineTests {
    @Test("recorded animations freeze, scrub on their own curves, and finish along another curve")
    func scrubAndFinish() throws {
        let stage = try Stage()
        let a = UIView(), b = UIView()
        stage.window.addSubview(a); stage.window.addSubview(b)
        let timeline = AnimationTimeline(clock: stage.clock, pausedAt: 0)
        var log: [(String, Bool, TimeInterval)] = []
        timeline.record {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear], animations: { a.center.x = 100 },
                completion: { log.append(("a", $0, stage.clock.now)) })
            UIView.animate(
                withDuration: 0.5, delay: 0, options: [.curveEaseIn], animations: { b.center.x = 100 },
                completion: { log.append(("b", $0, stage.clock.now)) })
        }
        try stage.clock.advance(by: 5)
        #expect(a.layer.presentationState().position.x == 0)
        #expect(log.isEmpty)
        timeline.localTime = 0.25
        #expect(abs(a.layer.presentationState().position.x - 25) < 1e-9)
        #expect(abs(b.layer.presentationState().position.x - 100 * CubicBezier.easeIn.progress(at: 0.5)) < 1e-9)
        // Finish: local 0.25 → 1 over 1.5 s along ease-in-out.
        let start = stage.clock.now
        timeline.play(toLocalTime: 1, duration: 1.5, curve: .easeInOut)
        try stage.clock.advance(by: 0.75)
        #expect(abs(a.layer.presentationState().position.x - (25 + 75 * 0.5)) < 1e-9)
        try stage.clock.advance(by: 1)
        #expect(log.map(\.0) == ["b", "a"])
        #expect(log.allSatisfy { $0.1 })
        // b ends when local time reaches 0.5: 0.25 + 0.75·e(τ) = 0.5.
        let tau = CubicBezier.easeInEaseOut.fraction(forProgress: 1.0 / 3)!
        #expect(abs(log[0].2 - (start + 1.5 * tau)) < 1e-6)
        #expect(abs(log[1].2 - (start + 1.5)) < 1e-9)
    }

    @Test("cancel plays backwards to the start, then completions run")
    func cancel() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        let timeline = AnimationTimeline(clock: stage.clock, pausedAt: 0)
        var result: (Bool, TimeInterval)?
        timeline.record {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.alpha = 0 },
                completion: { result = ($0, stage.clock.now) })
        }
        timeline.localTime = 0.4
        #expect(abs(v.layer.presentationState().opacity - 0.6) < 1e-9)
        timeline.play(toLocalTime: 0, duration: 0.2, curve: .linear)
        try stage.clock.advance(by: 0.1)
        #expect(abs(v.layer.presentationState().opacity - 0.8) < 1e-9)
        try stage.clock.advance(by: 0.1)
        #expect(result?.0 == true && result?.1 == 0.2)
        #expect(v.alpha == 0)  // the model stays at the end value: the animator's completion restores state
        #expect(v.layer.presentationState().opacity == 0)
    }

    @Test("animations created later (in completions) run on the clock, not the recorded timeline")
    func scope() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        let timeline = AnimationTimeline(clock: stage.clock, pausedAt: 0)
        timeline.record {
            UIView.animate(
                withDuration: 0.1, animations: { v.alpha = 0.5 },
                completion: { _ in
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center.x = 10 })
                })
        }
        timeline.play(toLocalTime: 0.1, duration: 0.1)
        try stage.clock.advance(by: 0.6)
        #expect(abs(v.layer.presentationState().position.x - 5) < 1e-9)
    }
}
