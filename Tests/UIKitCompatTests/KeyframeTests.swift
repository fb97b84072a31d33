import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Keyframes")
@MainActor
struct KeyframeTests {
    func run(
        _ options: UIView.KeyframeAnimationOptions, sampleAt fractions: [Double],
        build: @escaping @MainActor (UIView) -> Void
    ) throws -> [CGFloat] {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: { build(v) })
        var xs: [CGFloat] = []
        for f in fractions {
            try stage.clock.advance(to: f)
            xs.append(v.layer.presentationState().position.x)
        }
        return xs
    }

    static let linearBits = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test("linear mode with curveLinear: piecewise linear between key times, holding between keyframes")
    func linear() throws {
        let xs = try run(Self.linearBits, sampleAt: [0.1, 0.25, 0.5, 0.6, 0.75, 0.9]) { v in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { v.center.x = 5 }
        }
        #expect(xs.map { ($0 * 1e6).rounded() / 1e6 } == [25, 55, 105, 105, 105, 45])
    }

    @Test("without curveLinear an overall ease-in-out is laid over the key times")
    func overallEaseInOut() throws {
        let xs = try run([], sampleAt: [0.25, 0.5]) { v in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 105 }
        }
        let eased = CubicBezier.easeInEaseOut.progress(at: 0.25)
        #expect(abs(xs[0] - (5 + 100 * eased)) < 1e-9)
        #expect(abs(xs[1] - 55) < 1e-9)
    }

    @Test("discrete mode jumps when a keyframe starts")
    func discrete() throws {
        let xs = try run(Self.linearBits.union(.calculationModeDiscrete), sampleAt: [0.1, 0.3, 0.6, 0.99]) { v in
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { v.center.x = 50 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 80 }
        }
        #expect(xs == [5, 50, 80, 80])
    }

    @Test("paced mode moves at constant speed whatever the key times")
    func paced() throws {
        let xs = try run(Self.linearBits.union(.calculationModePaced), sampleAt: [0.25, 0.5, 0.75]) { v in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { v.center.x = 35 }  // 30 points
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { v.center.x = 45 }  // 10 points
        }
        // 40 points in total at 40 points per second.
        #expect(xs.map { ($0 * 1e9).rounded() / 1e9 } == [15, 25, 35])
    }

    @Test("cubic mode passes through the keyframe values smoothly")
    func cubic() throws {
        let xs = try run(Self.linearBits.union(.calculationModeCubic), sampleAt: [0.25, 0.5, 0.75, 1.0]) { v in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 5 }
        }
        #expect(abs(xs[1] - 105) < 1e-9)  // through the middle key
        #expect(xs[0] > 55 && xs[0] < 105)  // a curve, above the straight line
        #expect(abs(xs[3] - 5) < 1e-9)
        let paced = try run(Self.linearBits.union(.calculationModeCubicPaced), sampleAt: [0.5]) { v in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { v.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { v.center.x = 5 }
        }
        #expect(abs(paced[0] - 105) < 2)  // halfway along the path is the turning point
    }

    @Test("changes directly in the keyframes block span the whole duration; completion after it")
    func directChanges() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        var done: TimeInterval?
        UIView.animateKeyframes(
            withDuration: 2, delay: 0.5, options: Self.linearBits, animations: { v.alpha = 0 },
            completion: { _ in done = stage.clock.now })
        try stage.clock.advance(to: 1.5)
        #expect(abs(v.layer.presentationState().opacity - 0.5) < 1e-9)
        try stage.clock.advance(to: 3)
        #expect(done == 2.5)
    }
}
