import Foundation

/// UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// Which kind of timing a provider gives: `builtin` (a named UIKit curve), `cubic` (a Bézier with custom control
    /// points), `spring`, or `composed` (cubic and spring together, which no provider here reports).
    case builtin, cubic, spring, composed
}

/// UIKit's `UITimingCurveProvider`: cubic or spring timing for property animators.
@preconcurrency @MainActor
public protocol UITimingCurveProvider {
    /// Which kind of timing this provider gives.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, or nil when the provider has none.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, or nil when the provider has none.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a named curve or a cubic Bézier.
@preconcurrency @MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve this was made from (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point of the curve from (0, 0) to (1, 1); x clamped to 0…1.
    public let controlPoint1: CGPoint
    /// The second control point of the curve from (0, 0) to (1, 1); x clamped to 0…1.
    public let controlPoint2: CGPoint
    let isBuiltin: Bool

    /// Ease-in-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// The named curve `curve`; an unknown value runs as ease-in-out, except the private curve 7 (see
    /// ``UIView/AnimationCurve/timing(forDuration:)``).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        let bezier: CubicBezier
        switch curve.rawValue {
        case 1: bezier = .easeIn
        case 2: bezier = .easeOut
        case 3: bezier = .linear
        default: bezier = .easeInEaseOut
        }
        controlPoint1 = bezier.controlPoint1
        controlPoint2 = bezier.controlPoint2
        super.init()
    }

    /// A custom Bézier curve from (0, 0) to (1, 1) through the two control points; their x is clamped to 0…1, y may
    /// overshoot.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        isBuiltin = false
        let bezier = CubicBezier(controlPoint1: point1, controlPoint2: point2)
        controlPoint1 = bezier.controlPoint1
        controlPoint2 = bezier.controlPoint2
        super.init()
    }

    /// `.builtin` for a named curve, `.cubic` for custom control points.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// This object.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: cubic timing has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// UIKit's `UISpringTimingParameters`.
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Kind: Sendable {
        /// Fitted to the animator's duration.
        case dampingRatio(Double)
        /// Runs until settled; the animator's duration is ignored.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// iOS 17: response and bounce; runs until settled.
        case durationBounce(duration: Double, bounce: Double)
    }

    let kind: Kind
    /// In distances per second; `dx` is used for every property (Flipbook animates all components together).
    public let initialVelocity: CGVector

    /// Critically damped, no initial velocity.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with damping ratio `ratio` (1: critically damped, below 1: it overshoots) fitted to the animator's
    /// duration, with no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio` fitted to the animator's duration, starting at `velocity` (in distances per
    /// second: 1 is the whole distance in a second).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring of `mass`, `stiffness` and `damping`, starting at `velocity`. It runs until it settles; the
    /// animator's duration is ignored, as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// The iOS 17 spring: `duration` is its response, `bounce` sets the damping (0: critically damped, above 0: it
    /// overshoots, below 0: slower than critical; ``DampedSpring/init(duration:bounce:initialVelocity:)``); it runs
    /// until it settles.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        kind = .durationBounce(duration: duration, bounce: Double(bounce))
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: spring timing has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This object.
    public var springTimingParameters: UISpringTimingParameters? { self }
}

extension UITimingCurveProvider {
    /// The curve and the duration it runs for when given `duration` (springs that run until settled
    /// replace it with their settling time; curve 7 with ``UIKitChoices/privateCurveDuration``).
    @MainActor
    func resolvedTiming(forDuration duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        if let spring = springTimingParameters {
            let velocity = Double(spring.initialVelocity.dx)
            switch spring.kind {
            case .dampingRatio(let ratio):
                return (
                    TimingCurve.fittedSpring(dampingRatio: ratio, initialVelocity: velocity, duration: duration),
                    duration
                )
            case .physical(let m, let k, let c):
                return TimingCurve.settlingSpring(
                    DampedSpring(
                        mass: m, stiffness: k, damping: c,
                        initialVelocity: velocity))
            case .durationBounce(let d, let bounce):
                return TimingCurve.settlingSpring(
                    DampedSpring(
                        duration: max(1e-3, d.isFinite ? d : 0.5),
                        bounce: bounce, initialVelocity: velocity))
            }
        }
        if let cubic = cubicTimingParameters {
            if cubic.isBuiltin { return cubic.animationCurve.timing(forDuration: duration) }
            return (
                .cubic(CubicBezier(controlPoint1: cubic.controlPoint1, controlPoint2: cubic.controlPoint2)), duration
            )
        }
        return (.easeInOut, duration)
    }
}
