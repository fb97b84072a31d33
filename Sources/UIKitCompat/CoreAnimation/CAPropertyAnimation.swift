import Foundation

/// Core Animation's `CAPropertyAnimation`: an animation of one key path of a layer (`"position"`,
/// `"transform.scale"`, `"bounds.size.width"`, `"strokeEnd"`, …; `LayerKeyPath` lists them).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// When true the animated value is added to the model value (Core Animation's `isAdditive`).
    open var isAdditive = false
    /// When true each repeat cycle starts where the last ended (Core Animation's `isCumulative`).
    open var isCumulative = false
    /// Turns the animated numbers into the key path's value: with `"transform"`, a rotation, scale or
    /// translation built from them replaces the transform (Core Animation's `CAValueFunction`).
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The parsed key path (with the value function), or nil when it is not one Flipbook animates.
    var parsedKeyPath: LayerKeyPath? {
        guard let keyPath else { return nil }
        if keyPath == "transform", let function = valueFunction { return LayerKeyPath(valueFunction: function.name) }
        return LayerKeyPath(keyPath)
    }

    /// Writes `value` (a vector in the key path's terms) into `state`, added to the model value when
    /// additive, plus `cycles` whole cycles' change when cumulative.
    func write(
        _ value: [Double], cumulativeStep: [Double]?, cycles: Double, path: LayerKeyPath,
        into state: inout LayerState
    ) {
        var value = value
        if isCumulative, let step = cumulativeStep, cycles > 0 { AnimationVector.add(&value, step, scaledBy: cycles) }
        if isAdditive {
            path.add(value, to: &state)
        } else {
            path.set(value, in: &state)
        }
    }

    /// The number of whole cycles completed at elapsed time `t` (for cumulative animations).
    func completedCycles(atElapsed t: Double) -> Double {
        guard isCumulative else { return 0 }
        let s = Double(speed).isFinite ? Double(speed) : 1
        let local = min(max(0, t), activeDuration) * abs(s) + timeOffset
        let cycle = cycleDuration * (autoreverses ? 2 : 1)
        let count = (local / cycle).rounded(.down)
        return local >= activeDuration * abs(s) - 1e-12 && count > 0 ? count - 1 : max(0, count)
    }
}

/// Core Animation's `CAValueFunction` (kept for app code that sets one).
public final class CAValueFunction: NSObject, Sendable {
    /// The function's name.
    public let name: CAValueFunctionName
    /// A value function with `name`.
    public init?(name: CAValueFunctionName) { self.name = name; super.init() }
}

/// Core Animation's `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value is an angle in radians: a rotation about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// The value is an angle in radians: a rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// The value is an angle in radians: a rotation about the z axis (in the screen's plane).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// The value is three scale factors x, y, z (one number scales all three).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// The value is a scale factor along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// The value is a scale factor along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// The value is a scale factor along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// The value is a translation x, y, z in points (missing components are 0).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// The value is a translation along x, in points.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// The value is a translation along y, in points.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// The value is a translation along z, in points.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
