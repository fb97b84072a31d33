import Foundation
import Transitions

/// Core Animation's layer: the model's ``Layer`` (`view.layer`).
public typealias CALayer = Layer

/// `CACurrentMediaTime()`: the current stage's virtual time (never the wall clock).
@MainActor
public func CACurrentMediaTime() -> TimeInterval { VirtualClock.current.now }

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing function from (0, 0) to (1, 1), as Core Animation's. ``timingCurve`` is the model's
/// ``TimingCurve``; ``timingParameters`` plugs it into a property animator.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// Core Animation's control points: linear (0,0)(1,1), easeIn (0.42,0)(1,1), easeOut (0,0)(0.58,1),
    /// easeInEaseOut (0.42,0)(0.58,1), default (0.25,0.1)(0.25,1).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoint1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        controlPoint2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
    }

    /// Control point `index` (0 = start, 1, 2, 3 = end) as two floats, as Core Animation's method.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, controlPoint1, controlPoint2, CGPoint(x: 1, y: 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The curve as the model's timing curve.
    public var timingCurve: TimingCurve {
        .cubic(CubicBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    }

    /// The curve as property-animator timing parameters.
    public var timingParameters: UICubicTimingParameters {
        UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
}
