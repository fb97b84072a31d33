import Foundation

/// UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// Which kind of timing a provider gives: `builtin` (a named UIKit curve), `cubic` (a Bézier with custom control
    /// points), `spring`, or `composed` (cubic and spring together, which no provider here reports).
    case builtin, cubic, spring, composed
}

/// UIKit's `UITimingCurveProvider`: cubic or spring timing for property animators. Class-bound, as UIKit's (it
/// refines `NSCoding` and `NSCopying` there), so that providers compare by identity (`===`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
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
    /// `UIView.AnimationCurve.timing(forDuration:)`).
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
    /// In distances per second (1 is the whole distance in a second). As in UIKit, position animations use `dx`
    /// for x and `dy` for y; every other property uses `dx`.
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

/// The timing curves of an animation along each axis of a view's position, and the duration they run for.
/// UIKit applies a spring's `initialVelocity.dx` to the x of position animations and `dy` to their y; every other
/// property follows the x curve (`dx`). Without a spring, or with `dx == dy`, both curves are the same.
struct AxisTiming {
    /// The curve of x (and of every property but position's y).
    var curve: TimingCurve
    /// The curve of position's y.
    var yCurve: TimingCurve
    /// How long both run.
    var duration: TimeInterval

    /// The progress of both curves at `fraction` of the duration.
    func progress(at fraction: Double) -> AxisProgress {
        AxisProgress(curve.progress(at: fraction), yCurve.progress(at: fraction))
    }
}

/// An animation's progress along x (every property but position's y) and along position's y.
typealias AxisProgress = SIMD2<Double>

extension UITimingCurveProvider {
    /// The curve and the duration it runs for when given `duration` (springs that run until settled
    /// replace it with their settling time; curve 7 with ``UIKitChoices/privateCurveDuration``).
    @MainActor
    func resolvedTiming(forDuration duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        let timing = axisTiming(forDuration: duration)
        return (timing.curve, timing.duration)
    }

    /// The curves along x and y (a spring's `initialVelocity.dx` and `.dy`) and the duration they run for when
    /// given `duration`. Springs that run until settled run until both axes settle.
    @MainActor
    func axisTiming(forDuration duration: TimeInterval) -> AxisTiming {
        if let spring = springTimingParameters {
            let vx = Double(spring.initialVelocity.dx), vy = Double(spring.initialVelocity.dy)
            switch spring.kind {
            case .dampingRatio(let ratio):
                let x = TimingCurve.fittedSpring(dampingRatio: ratio, initialVelocity: vx, duration: duration)
                let y =
                    vy == vx
                    ? x : TimingCurve.fittedSpring(dampingRatio: ratio, initialVelocity: vy, duration: duration)
                return AxisTiming(curve: x, yCurve: y, duration: duration)
            case .physical(let m, let k, let c):
                return settlingAxes(vx, vy) { DampedSpring(mass: m, stiffness: k, damping: c, initialVelocity: $0) }
            case .durationBounce(let d, let bounce):
                let response = max(1e-3, d.isFinite ? d : 0.5)
                return settlingAxes(vx, vy) { DampedSpring(duration: response, bounce: bounce, initialVelocity: $0) }
            }
        }
        let timing: (curve: TimingCurve, duration: TimeInterval)
        if let cubic = cubicTimingParameters {
            if cubic.isBuiltin {
                timing = cubic.animationCurve.timing(forDuration: duration)
            } else {
                timing = (
                    .cubic(CubicBezier(controlPoint1: cubic.controlPoint1, controlPoint2: cubic.controlPoint2)),
                    duration
                )
            }
        } else {
            timing = (.easeInOut, duration)
        }
        return AxisTiming(curve: timing.curve, yCurve: timing.curve, duration: timing.duration)
    }

    /// Springs that run in real time until settled, one per axis velocity: both run until the later settles.
    @MainActor
    private func settlingAxes(_ vx: Double, _ vy: Double, _ make: (Double) -> DampedSpring) -> AxisTiming {
        let x = TimingCurve.settlingSpring(make(vx))
        guard vy != vx else { return AxisTiming(curve: x.curve, yCurve: x.curve, duration: x.duration) }
        let y = TimingCurve.settlingSpring(make(vy))
        let duration = max(x.duration, y.duration)
        return AxisTiming(
            curve: .spring(make(vx), span: duration), yCurve: .spring(make(vy), span: duration), duration: duration)
    }
}
