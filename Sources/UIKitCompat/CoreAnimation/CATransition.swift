import Foundation
import Raster

/// Core Animation's `CAMediaTimingFunction`: a cubic Bézier timing curve, named or with control points.
public final class CAMediaTimingFunction: Sendable {
    /// Core Animation's `CAMediaTimingFunctionName`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    /// The curve's control points.
    public let bezier: CubicBezier

    public init(name: Name) {
        switch name {
        case .linear: bezier = .linear
        case .easeIn: bezier = .easeIn
        case .easeOut: bezier = .easeOut
        case .easeInEaseOut: bezier = .easeInEaseOut
        default: bezier = CubicBezier(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        bezier = CubicBezier(
            controlPoint1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)),
            controlPoint2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }

    var curve: TimingCurve { .cubic(bezier) }

    public var controlPoint1: CGPoint { bezier.controlPoint1 }
    public var controlPoint2: CGPoint { bezier.controlPoint2 }

    /// Control point `index` (0 = start, 1, 2, 3 = end) as two floats, as Core Animation's method.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, controlPoint1, controlPoint2, CGPoint(x: 1, y: 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The curve as the model's timing curve.
    public var timingCurve: TimingCurve { curve }

    /// The curve as property-animator timing parameters.
    public var timingParameters: UICubicTimingParameters {
        UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
}

/// Core Animation's `CAMediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name

/// Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Core Animation's `CATransition`: added to a layer, it animates the layer's whole rendering from what it
/// showed to what it shows after the changes that follow.
///
/// Flipbook takes a snapshot of the layer's subtree when the transition is added (the state last drawn, as
/// Core Animation does when the changes come after `add(_:forKey:)` in the same turn) and cross-fades it into
/// the live new state over `duration` along `timingFunction`. `.fade` is exact for opaque content; the
/// directional types (`.moveIn`, `.push`, `.reveal`) are drawn as a fade too, and recorded in the clock's
/// diagnostics.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

extension CALayer {
    /// `add(_:forKey:)` of a ``CATransition`` (on a view's layer): a cross-fade from the current rendering.
    func attachTransition(_ transition: CATransition, forKey key: String?) {
        let clock = VirtualClock.current
        guard let view = owningView else { return }
        if transition.type != .fade {
            clock.report("CATransition type \(transition.type.rawValue) is drawn as a fade")
        }
        let duration = transition.duration > 0 && transition.duration.isFinite ? transition.duration : 0.25
        let snapshot = view.presentationRenderNode()
        let timeline = AnimationContext.timeline(for: clock)
        let animation = PropertyAnimation(
            layer: self, property: nil, content: .crossDissolve(snapshot: snapshot),
            driver: .timed(
                .init(
                    timeline: timeline, beginLocal: timeline.localTime + transition.beginTime,
                    duration: duration, curve: transition.timingFunction?.curve ?? .linear,
                    repeatCount: 1, autoreverses: false)))
        // A second transition for the same key replaces the first, as in Core Animation.
        if key != nil { removeAnimation(forKey: "transition") }
        animations.append(animation)
        let transaction = AnimationTransaction(clock: clock, completion: nil)
        transaction.add(animation)
        clock.transactions.append(transaction)
    }
}
