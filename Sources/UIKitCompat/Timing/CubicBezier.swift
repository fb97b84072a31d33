import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction` and UIKit's
/// `UICubicTimingParameters` define it: the x axis is the fraction of the duration, the y axis the progress.
///
/// ``progress(at:)`` solves x(t) = fraction for the curve parameter t (Newton's method with a bisection
/// fallback, to well under 1e-6) and returns y(t). The x coordinates of the control points are clamped to
/// 0…1 (so x(t) is monotonic, as Core Animation requires); the y coordinates may leave 0…1 (overshoot).
public struct CubicBezier: Sendable, Hashable {
    /// The first control point (the curve starts at (0, 0)); x in 0…1.
    public let controlPoint1: CGPoint
    /// The second control point (the curve ends at (1, 1)); x in 0…1.
    public let controlPoint2: CGPoint

    /// The curve through the two control points; their x is clamped to 0…1 and non-finite coordinates become 0.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        func clampX(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x.isFinite ? min(1, max(0, p.x)) : 0, y: p.y.isFinite ? p.y : 0)
        }
        self.controlPoint1 = clampX(controlPoint1)
        self.controlPoint2 = clampX(controlPoint2)
    }

    /// `CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    }

    /// (0, 0, 1, 1).
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// (0.42, 0, 0.58, 1): UIKit's default for `UIView.animate`.
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// (0.25, 0.1, 0.25, 1): Core Animation's `kCAMediaTimingFunctionDefault`.
    public static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)

    // Polynomial coefficients: B(t) = ((a·t + b)·t + c)·t.
    private var xCoefficients: (Double, Double, Double) {
        Self.coefficients(controlPoint1.x, controlPoint2.x)
    }
    private var yCoefficients: (Double, Double, Double) {
        Self.coefficients(controlPoint1.y, controlPoint2.y)
    }

    private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    /// x(t) for the curve parameter t.
    public func x(atParameter t: Double) -> Double {
        let (a, b, c) = xCoefficients
        return ((a * t + b) * t + c) * t
    }

    /// y(t) for the curve parameter t.
    public func y(atParameter t: Double) -> Double {
        let (a, b, c) = yCoefficients
        return ((a * t + b) * t + c) * t
    }

    private func xDerivative(atParameter t: Double) -> Double {
        let (a, b, c) = xCoefficients
        return (3 * a * t + 2 * b) * t + c
    }

    /// The curve parameter t at which x(t) = `x`, to within 1e-12 (x is clamped to 0…1).
    public func parameter(forX x: Double) -> Double {
        let x = x.isNaN ? 0 : min(1, max(0, x))
        if x == 0 || x == 1 { return x }
        // Newton's method from t = x; fall back to bisection when the slope vanishes or it leaves 0…1.
        var t = x
        for _ in 0..<8 {
            let error = self.x(atParameter: t) - x
            if abs(error) < 1e-12 { return t }
            let slope = xDerivative(atParameter: t)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = self.x(atParameter: t)
            if abs(value - x) < 1e-12 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The progress at a fraction of the duration (clamped to 0…1): y(t) where x(t) = fraction.
    public func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return y(atParameter: parameter(forX: fraction))
    }

    /// The inverse: the first fraction of the duration at which the curve reaches `progress`, or nil when it
    /// never does (a progress outside the range the curve covers).
    public func fraction(forProgress progress: Double) -> Double? {
        guard progress.isFinite else { return nil }
        if progress == 0 { return 0 }
        // Sample for the first bracket (y may be non-monotonic when control points overshoot), then bisect.
        let samples = 256
        var previousT = 0.0
        var previousY = y(atParameter: 0) - progress
        for i in 1...samples {
            let t = Double(i) / Double(samples)
            let value = y(atParameter: t) - progress
            if value == 0 { return x(atParameter: t) }
            if (previousY < 0) != (value < 0) {
                var low = previousT, high = t, lowValue = previousY
                for _ in 0..<100 {
                    let mid = (low + high) / 2
                    let midValue = y(atParameter: mid) - progress
                    if abs(midValue) < 1e-13 { low = mid; high = mid; break }
                    if (lowValue < 0) == (midValue < 0) { low = mid; lowValue = midValue } else { high = mid }
                }
                return x(atParameter: (low + high) / 2)
            }
            previousT = t; previousY = value
        }
        return nil
    }
}
