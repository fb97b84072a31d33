import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// `CAKeyframeAnimation`'s `tensionValues`, `continuityValues` and `biasValues` (a Kochanek–Bartels spline in the
/// cubic modes), in frame tables against the spline worked by hand.
@Suite("Keyframe tension, continuity and bias")
@MainActor
struct KeyframeTCBTests {
    /// `position.x` through 0, 10, 30 at key times 0, ½, 1 (cubic, linear timing), sampled at `times` after the
    /// start.
    func run(_ configure: (CAKeyframeAnimation) -> Void, at times: [Double]) throws -> [Double] {
        let (stage, layer) = try stageWithFreeLayer()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 10, 30]
        a.duration = 1
        a.calculationMode = .cubic
        // Held at the end, so that the last sample shows the final value.
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        configure(a)
        let start = stage.clock.now
        layer.add(a, forKey: "k")
        return try times.map { t in
            try stage.clock.advance(to: start + t)
            return Double(layer.presentation()!.position.x)
        }
    }

    func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The first segment's Hermite value half-way (t = ½: h₀₀ = h₀₁ = ½, h₁₀ = ⅛, h₁₁ = −⅛)
    /// from 0 to 10 with the first key's outgoing tangent 5 (its chord after, since the missing key before is the key
    /// itself, halved) and the middle key's incoming tangent `m2`.
    func halfway(m2: Double) -> Double { 0.125 * 5 + 0.5 * 10 - 0.125 * m2 }

    @Test("all zero is the Catmull-Rom spline; tension 1 stops at the key, −1 overshoots (frame table)")
    func tension() throws {
        // Catmull-Rom: the middle key's tangent is half the chord from 0 to 30.
        let plain = try run({ _ in }, at: [0.25, 0.5, 1])
        #expect(near(plain, [halfway(m2: 15), 10, 30]))
        #expect(near(try run({ $0.tensionValues = [0, 0, 0] }, at: [0.25, 0.5, 1]), plain))
        // Tension 1 at the middle key: its tangents vanish.
        #expect(near(try run({ $0.tensionValues = [0, 1, 0] }, at: [0.25, 0.5, 1]), [halfway(m2: 0), 10, 30]))
        // Tension −1 doubles them: (1 − t) = 2 times half of each chord, 10 + 20.
        #expect(near(try run({ $0.tensionValues = [0, -1] }, at: [0.25, 0.5]), [halfway(m2: 30), 10]))
    }

    @Test("continuity: positive makes a sharper corner (the documented sign), negative an inverted one")
    func continuity() throws {
        // Positive (Kochanek–Bartels c = −1): the incoming tangent is the chord before the key, 10.
        #expect(near(try run({ $0.continuityValues = [0, 1, 0] }, at: [0.25, 0.5]), [halfway(m2: 10), 10]))
        // Negative (c = +1): the chord after it, 20.
        #expect(near(try run({ $0.continuityValues = [0, -1, 0] }, at: [0.25, 0.5]), [halfway(m2: 20), 10]))
        // Kochanek and Bartels' own sign when the choice says so.
        let saved = UIKitChoices.current
        defer { UIKitChoices.current = saved }
        UIKitChoices.current.keyframeContinuityPositiveIsSharper = false
        #expect(near(try run({ $0.continuityValues = [0, 1, 0] }, at: [0.25]), [halfway(m2: 20)]))
    }

    @Test("bias: positive leans on the chord before the key, negative on the chord after (frame table)")
    func bias() throws {
        #expect(
            near(
                try run({ $0.biasValues = [0, 1, 0] }, at: [0.25, 0.5, 0.75]).prefix(2).map { $0 },
                [halfway(m2: 10), 10]))
        #expect(near(try run({ $0.biasValues = [0, -1, 0] }, at: [0.25, 0.5]), [halfway(m2: 20), 10]))
        // Cubic paced keeps the parameters too: through 0, 10, 0 the Catmull-Rom curve stops at 10 (20 long, so
        // 30 % of the way is 6), while a bias of 1 overshoots it, which lengthens the curve and moves that point.
        let plainPaced = try run(
            {
                $0.values = [0, 10, 0]; $0.calculationMode = .cubicPaced
            }, at: [0.3, 1])
        #expect(near(plainPaced, [6, 0], 0.01))
        let biased = try run(
            {
                $0.values = [0, 10, 0]; $0.calculationMode = .cubicPaced; $0.biasValues = [0, 1, 0]
            }, at: [0.3, 1])
        #expect(abs(biased[0] - 6) > 0.1 && abs(biased[1]) < 1e-6, "\(biased)")
        // Other modes ignore them.
        #expect(
            near(
                try run(
                    {
                        $0.calculationMode = .linear; $0.tensionValues = [1, 1, 1]
                    }, at: [0.25, 0.75]),
                [5, 20]))
    }
}
