import Foundation

/// The damped harmonic oscillator that UIKit's and Core Animation's spring animations follow, solved in closed
/// form (under-, critically and over-damped).
///
/// The spring moves a unit distance: ``value(at:)`` starts at 0 and settles at 1. `initialVelocity` is in
/// distances per second (UIKit's convention: 1 means the whole distance in one second).
public struct DampedSpring: Sendable, Hashable {
    /// The mass moved (positive).
    public let mass: Double
    /// The spring constant k (positive): the force per unit of distance from the target.
    public let stiffness: Double
    /// The damping coefficient c (0 or more): the force per unit of velocity.
    public let damping: Double
    /// In units of the whole distance per second.
    public let initialVelocity: Double

    /// A spring with Core Animation's physical parameters. Non-finite or non-positive mass or stiffness, or
    /// negative damping, are replaced by the nearest valid values (mass and stiffness 1e-6, damping 0).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1e-6
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        self.damping = damping.isFinite && damping > 0 ? damping : 0
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The spring of SwiftUI's and UIKit's (iOS 17) `response`/`dampingFraction` description:
    /// m = 1, k = (2π / response)², c = 2√k · ζ.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let response = response.isFinite && response > 0 ? response : 1e-6
        let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        let k = pow(2 * Double.pi / response, 2)
        self.init(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * ratio, initialVelocity: initialVelocity)
    }

    /// UIKit's `bounce` (iOS 17): ζ = 1 − bounce for bounce ≥ 0, else 1 / (1 + bounce); response = `duration`.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(
            dampingRatio: DampedSpring.dampingRatio(forBounce: bounce), response: duration,
            initialVelocity: initialVelocity)
    }

    /// ζ = 1 − bounce for bounce ≥ 0, else 1 / (1 + bounce) (bounce is clamped to −0.99…1).
    public static func dampingRatio(forBounce bounce: Double) -> Double {
        let bounce = bounce.isFinite ? min(1, max(-0.99, bounce)) : 0
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// ζ = c / (2√(mk)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// ω₀ = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ velocity: Double) -> DampedSpring {
        DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// Position relative to the target (starts at −1, settles at 0) and its time derivative.
    public func displacementAndVelocity(at time: Double) -> (displacement: Double, velocity: Double) {
        let t = max(0, time)
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let x0 = -1.0
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(−ω₀t)(A + Bt).
            let a = x0, b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return (e * (a + b * t), e * (b - w0 * (a + b * t)))
        } else if zeta < 1 {
            // Under-damped: x = e^(−ζω₀t)(A cos ω_d t + B sin ω_d t).
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * w0 * x0) / wd
            let e = exp(-zeta * w0 * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - zeta * w0 * a) * c - (a * wd + zeta * w0 * b) * s)
            return (x, v)
        } else {
            // Over-damped: x = C₁e^(r₁t) + C₂e^(r₂t).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            let c2 = x0 - c1
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Progress at `time` seconds: 0 at the start, 1 at rest (overshoots past 1 when under-damped).
    public func value(at time: Double) -> Double { 1 + displacementAndVelocity(at: time).displacement }

    /// The time after which the spring stays within `threshold` (a fraction of the distance) of its target.
    /// Under-damped springs use the decay envelope; the others are scanned and refined by bisection.
    /// A spring that never settles (no damping) reports `.infinity`.
    public func settlingTime(threshold: Double) -> Double {
        let threshold = threshold.isFinite && threshold > 0 ? threshold : 1e-3
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta <= 0 { return .infinity }
        if zeta < 1 - 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 - zeta * w0) / wd
            let amplitude = (a * a + b * b).squareRoot()
            return max(0, log(amplitude / threshold) / (zeta * w0))
        }
        // Critically or over-damped: the slowest decay rate bounds the search.
        let slowest = abs(zeta - 1) < 1e-9 ? w0 : w0 * (zeta - (zeta * zeta - 1).squareRoot())
        let scale = 1 + abs(v0) / max(w0, 1e-9)
        var upper = (log(4 * scale / threshold) + 8) / slowest
        if !upper.isFinite || upper <= 0 { upper = 1e6 }
        let steps = 4096
        var lastOutside = -1
        for i in 0...steps {
            let t = upper * Double(i) / Double(steps)
            if abs(displacementAndVelocity(at: t).displacement) >= threshold { lastOutside = i }
        }
        if lastOutside < 0 { return 0 }
        if lastOutside == steps { return upper }
        var low = upper * Double(lastOutside) / Double(steps)
        var high = upper * Double(lastOutside + 1) / Double(steps)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if abs(displacementAndVelocity(at: mid).displacement) >= threshold { low = mid } else { high = mid }
        }
        return high
    }
}
