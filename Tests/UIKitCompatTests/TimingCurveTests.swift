import Foundation
import Testing
@testable import UIKitCompat

/// An independent reference: y at x by plain bisection on the Bernstein form (no shared code).
private func referenceProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bezier(y1, y2, (low + high) / 2)
}

@Suite("Cubic Bézier timing")
struct CubicBezierTests {
    static let named: [(String, CubicBezier, [Double])] = [
        ("linear", .linear, [0, 0, 1, 1]),
        ("easeIn", .easeIn, [0.42, 0, 1, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
        ("default", .caDefault, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("named curves have the reference's control points")
    func controlPoints() {
        for (name, curve, p) in Self.named {
            #expect(
                [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y].map {
                    Double($0)
                } == p,
                "\(name)")
        }
    }

    @Test("progress matches an independent bisection to 1e-6", arguments: 0...40)
    func againstReference(step: Int) {
        let x = Double(step) / 40
        for (name, curve, p) in Self.named {
            let expected = referenceProgress(p[0], p[1], p[2], p[3], at: x)
            #expect(abs(curve.progress(at: x) - expected) < 1e-6, "\(name) at \(x)")
        }
        let custom = CubicBezier(0.68, -0.55, 0.27, 1.55)  // overshoots both ways
        #expect(abs(custom.progress(at: x) - referenceProgress(0.68, -0.55, 0.27, 1.55, at: x)) < 1e-6)
    }

    @Test("known values and symmetries")
    func knownValues() {
        #expect(abs(CubicBezier.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(CubicBezier.caDefault.progress(at: 0.5) - 0.8024033877399112) < 1e-6)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(CubicBezier.easeOut.progress(at: x) - (1 - CubicBezier.easeIn.progress(at: 1 - x))) < 1e-9)
            #expect(abs(CubicBezier.linear.progress(at: x) - x) < 1e-9)
        }
        #expect(CubicBezier.easeIn.progress(at: 0) == 0 && CubicBezier.easeIn.progress(at: 1) == 1)
        #expect(CubicBezier.easeIn.progress(at: -3) == 0 && CubicBezier.easeIn.progress(at: 7) == 1)
    }

    @Test("the parameter solve inverts x(t) to 1e-9")
    func parameterSolve() {
        for curve in Self.named.map(\.1) {
            for i in 0...100 {
                let x = Double(i) / 100
                #expect(abs(curve.x(atParameter: curve.parameter(forX: x)) - x) < 1e-9)
            }
        }
    }

    @Test("the inverse solve returns the fraction for a progress")
    func inverseSolve() {
        for curve in Self.named.map(\.1) {
            for i in 0...50 {
                let x = Double(i) / 50
                let y = curve.progress(at: x)
                let back = try! #require(curve.fraction(forProgress: y))
                #expect(abs(curve.progress(at: back) - y) < 1e-6)
                #expect(abs(back - x) < 1e-5)
            }
        }
        #expect(CubicBezier.easeIn.fraction(forProgress: 1.5) == nil)
    }
}

@Suite("Springs")
struct SpringTests {
    /// The equation of motion m·x″ + c·x′ + k·(x − 1) = 0 checked by central differences, and the initial
    /// conditions x(0) = 0, x′(0) = v₀.
    func checkMotion(_ s: DampedSpring) {
        #expect(abs(s.value(at: 0)) < 1e-12)
        let h = 1e-4
        #expect(
            abs((s.value(at: h) - s.value(at: 0)) / h - s.initialVelocity) < 1e-2 * max(1, abs(s.initialVelocity))
                + 0.05)
        for i in 1...40 {
            let t = Double(i) * 0.0123
            let x = s.value(at: t)
            let v = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
            let a = (s.value(at: t + h) - 2 * x + s.value(at: t - h)) / (h * h)
            let residual = s.mass * a + s.damping * v + s.stiffness * (x - 1)
            #expect(abs(residual) < 1e-3 * s.stiffness, "t = \(t), residual \(residual)")
            #expect(abs(s.displacementAndVelocity(at: t).velocity - v) < 1e-4 * max(1, abs(v)) + 1e-3)
        }
    }

    @Test("under-, critically and over-damped springs solve the equation of motion")
    func equationOfMotion() {
        checkMotion(DampedSpring(mass: 1, stiffness: 100, damping: 4))  // ζ = 0.2
        checkMotion(DampedSpring(mass: 1, stiffness: 100, damping: 20))  // ζ = 1
        checkMotion(DampedSpring(mass: 3, stiffness: 1000, damping: 500))  // curve 7, ζ ≈ 4.56
        checkMotion(DampedSpring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 5))
        checkMotion(DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3))
    }

    @Test("closed forms against hand-derived solutions")
    func analytic() {
        // Critically damped, ω = 10: x = 1 − e^(−10t)(1 + 10t).
        let critical = DampedSpring(mass: 1, stiffness: 100, damping: 20)
        for t in [0.05, 0.1, 0.3, 0.7] {
            #expect(abs(critical.value(at: t) - (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-12)
        }
        // Under-damped, ω₀ = 10, ζ = 0.2: x = 1 − e^(−2t)(cos ω_d t + (2/ω_d) sin ω_d t).
        let under = DampedSpring(mass: 1, stiffness: 100, damping: 4)
        let wd = 10 * (1 - 0.04).squareRoot()
        for t in [0.05, 0.2, 0.5, 1.3] {
            let expected = 1 - exp(-2 * t) * (cos(wd * t) + 2 / wd * sin(wd * t))
            #expect(abs(under.value(at: t) - expected) < 1e-12)
        }
        // Over-damped roots r = −ω₀(ζ ± √(ζ²−1)) with m = 1, k = 4, c = 5: r₁ = −1, r₂ = −4.
        // x = 1 − (4/3)e^(−t) + (1/3)e^(−4t).
        let over = DampedSpring(mass: 1, stiffness: 4, damping: 5)
        for t in [0.1, 0.5, 2.0] {
            #expect(abs(over.value(at: t) - (1 - 4.0 / 3 * exp(-t) + 1.0 / 3 * exp(-4 * t))) < 1e-12)
        }
    }

    @Test("the reference's mappings: ζ, response and bounce")
    func mappings() {
        let s = DampedSpring(dampingRatio: 0.5, response: 0.4)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(s.damping - 2 * s.stiffness.squareRoot() * 0.5) < 1e-9)
        #expect(abs(s.dampingRatio - 0.5) < 1e-12)
        #expect(DampedSpring.dampingRatio(forBounce: 0.3) == 0.7)
        #expect(abs(DampedSpring.dampingRatio(forBounce: -0.5) - 2) < 1e-12)
        #expect(
            abs(DampedSpring(mass: 3, stiffness: 1000, damping: 500).dampingRatio - 500 / (2 * 3000.0.squareRoot()))
                < 1e-12)
    }

    @Test("settling time: the spring stays within the threshold afterwards, and not before")
    func settling() {
        for s in [
            DampedSpring(mass: 1, stiffness: 100, damping: 4), DampedSpring(mass: 1, stiffness: 100, damping: 20),
            DampedSpring(mass: 3, stiffness: 1000, damping: 500),
        ] {
            let t = s.settlingTime(threshold: 1e-3)
            #expect(t > 0 && t.isFinite)
            for i in 0...200 {
                #expect(abs(s.value(at: t + Double(i) * 0.01) - 1) <= 1e-3 + 1e-9)
            }
            #expect(abs(s.value(at: t * 0.9) - 1) > 1e-3 || s.dampingRatio < 1)
        }
        #expect(DampedSpring(mass: 1, stiffness: 100, damping: 0).settlingTime(threshold: 1e-3) == .infinity)
    }
}

@Suite("Timing curves")
@MainActor
struct TimingCurveTests {
    @Test("curve 7 is the mass 3 / stiffness 1000 / damping 500 spring over 0.5 s, whatever the passed duration")
    func privateCurve() {
        let timing = UIView.AnimationCurve(rawValue: 7)!.timing(forDuration: 0.25)
        #expect(timing.duration == 0.5)
        guard case .spring(let spring, let span) = timing.curve else { Issue.record("not a spring"); return }
        #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500)
        #expect(abs(timing.curve.progress(at: 0.3) - spring.value(at: 0.3 * span)) < 1e-12)
        // Monotonic (over-damped) and ends at 1.
        var previous = 0.0
        for i in 1...100 {
            let p = timing.curve.progress(at: Double(i) / 100)
            #expect(p >= previous)
            previous = p
        }
        #expect(timing.curve.progress(at: 1) == 1)
    }

    @Test("spring fitted to a duration ends settled at that duration")
    func fitted() {
        let curve = TimingCurve.fittedSpring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
        #expect(abs(curve.progress(at: 0.999) - 1) <= 2e-3)
        let overshoot = (1...99).map { curve.progress(at: Double($0) / 100) }.max()!
        #expect(overshoot > 1.05)  // ζ = 0.5 overshoots about 16 %
        let critical = TimingCurve.fittedSpring(dampingRatio: 1, initialVelocity: 0, duration: 0.6)
        #expect((1...99).allSatisfy { critical.progress(at: Double($0) / 100) <= 1 })
    }
}
