import Foundation
import Raster

/// Core Animation's `CAMediaTimingFunction`: a cubic Bézier timing curve, named or with control points.
public final class CAMediaTimingFunction: Sendable {
    /// Core Animation's `CAMediaTimingFunctionName`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Constant speed: control points (0, 0) and (1, 1).
        public static let linear = Name(rawValue: "linear")
        /// Slow start: (0.42, 0) and (1, 1).
        public static let easeIn = Name(rawValue: "easeIn")
        /// Slow end: (0, 0) and (0.58, 1).
        public static let easeOut = Name(rawValue: "easeOut")
        /// Slow start and end: (0.42, 0) and (0.58, 1).
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// Core Animation's default curve: (0.25, 0.1) and (0.25, 1). Unknown names get it too.
        public static let `default` = Name(rawValue: "default")
    }

    /// The curve's control points.
    public let bezier: CubicBezier

    /// The named curve; a name that is not one of the five gets the default curve.
    public init(name: Name) {
        switch name {
        case .linear: bezier = .linear
        case .easeIn: bezier = .easeIn
        case .easeOut: bezier = .easeOut
        case .easeInEaseOut: bezier = .easeInEaseOut
        default: bezier = CubicBezier(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
        }
    }

    /// The curve from (0, 0) to (1, 1) with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        bezier = CubicBezier(
            controlPoint1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)),
            controlPoint2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }

    var curve: TimingCurve { .cubic(bezier) }

    /// The first control point (the curve starts at (0, 0)).
    public var controlPoint1: CGPoint { bezier.controlPoint1 }
    /// The second control point (the curve ends at (1, 1)).
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
    @MainActor
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
    /// The new rendering fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new rendering slides in over the old in UIKit; drawn as a fade here (and reported in the diagnostics).
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new rendering pushes the old out in UIKit; drawn as a fade here (and reported in the diagnostics).
    public static let push = CATransitionType(rawValue: "push")
    /// The old rendering slides away to reveal the new in UIKit; drawn as a fade here (and reported in the
    /// diagnostics).
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The direction a directional transition comes from: the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The direction a directional transition comes from: the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The direction a directional transition comes from: the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The direction a directional transition comes from: the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Core Animation's key for a layer's transition animation: `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

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
    /// The kind of transition (`.fade` by default); every kind is drawn as a fade.
    open var type: CATransitionType = .fade
    /// The direction of a directional type; nil by default. Flipbook draws every type as a fade, so it has no effect.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0…1 (0 by default); Core Animation honours it, Flipbook reads nothing from
    /// it.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0…1 (1 by default); Core Animation honours it, Flipbook reads nothing from it.
    open var endProgress: Float = 1
}

extension CALayer {
    /// `add(_:forKey:)` of a ``CATransition`` (on a view's layer or a free layer): a cross-fade from the current
    /// rendering.
    func attachTransition(_ transition: CATransition, forKey key: String?) {
        let clock = VirtualClock.current
        if transition.type != .fade {
            clock.report("CATransition type \(transition.type.rawValue) is drawn as a fade")
        }
        let duration = transition.duration > 0 && transition.duration.isFinite ? transition.duration : 0.25
        // What shows now: the view's rendering, or a free layer's own subtree.
        let presented = hasBeenPresented
        let snapshot = owningView?.presentationRenderNode() ?? subtreeNode(presentation: true)
        hasBeenPresented = presented
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
