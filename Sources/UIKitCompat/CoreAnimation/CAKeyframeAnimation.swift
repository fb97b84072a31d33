import Foundation

/// Core Animation's `CAKeyframeAnimation`: a key path through a list of values at key times, or a position
/// along a path.
///
/// ``values`` with ``keyTimes`` (fractions 0…1; evenly spaced when nil) and ``calculationMode``: `.linear`
/// interpolates between neighbours, `.discrete` holds each value until the next key time (key times then
/// have one entry more than the values, or the values share the time evenly), `.paced` ignores the key
/// times and moves at constant speed, `.cubic` runs a Catmull-Rom spline through the values and
/// `.cubicPaced` the same at constant speed; ``tensionValues``, ``continuityValues`` and ``biasValues`` shape the
/// cubic modes' spline at each key (a Kochanek–Bartels spline; all 0 is the Catmull-Rom spline).
/// ``timingFunctions`` ease each segment (linear and cubic modes).
/// The whole animation's ``CAAnimation/timingFunction`` warps time first.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (between two keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key times are computed (`.linear` by default).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Turns the layer along the path's direction (with ``path``).
    open var rotationMode: CAAnimationRotationMode?
    /// A path for a point-valued key path (`position`) to follow; it replaces ``values``. Each line or curve
    /// is one keyframe segment (key times then have one entry per segment boundary); the paced modes move at
    /// constant speed along the curves.
    open var path: CGPath?
    /// Per key, how tightly the cubic modes' curve turns there: positive tighter (1 stops at the key), negative
    /// rounder; missing entries are 0.
    open var tensionValues: [NSNumber]?
    /// Per key, how sharp the cubic modes' corner there is: positive sharper, negative inverted corners (the
    /// sign as Core Animation's documentation words it, ``UIKitChoices/keyframeContinuityPositiveIsSharper``);
    /// missing entries are 0.
    open var continuityValues: [NSNumber]?
    /// Per key, where the cubic modes' curve leans: positive towards the part before the key, negative after;
    /// missing entries are 0.
    open var biasValues: [NSNumber]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; rotationMode = other.rotationMode
        tensionValues = other.tensionValues; continuityValues = other.continuityValues; biasValues = other.biasValues
        copyPathSettings(from: other)
    }

    func copyPathSettings(from other: CAKeyframeAnimation) { path = other.path }

    /// The keyframes as a ``KeyframePath`` for `path`'s vectors, with the key times and mode Core Animation
    /// would use, or nil when there are no usable values.
    func keyframes(for path: LayerKeyPath, state: LayerState) -> KeyframePath? {
        guard let values, !values.isEmpty else { return nil }
        let vectors = values.compactMap { path.vector(of: $0, in: state) }
        guard vectors.count == values.count, Set(vectors.map(\.count)).count == 1 else { return nil }
        return keyframePath(vectors)
    }

    /// A keyframe path through `vectors` under this animation's mode and key times.
    func keyframePath(_ vectors: [[Double]]) -> KeyframePath {
        let n = vectors.count
        let mode: KeyframePath.CalculationMode
        switch calculationMode {
        case .discrete: mode = .discrete
        case .paced: mode = .paced
        case .cubic: mode = .cubic
        case .cubicPaced: mode = .cubicPaced
        default: mode = .linear
        }
        let given = keyTimes?.map(\.doubleValue)
        var times: [Double]
        if mode == .discrete {
            // n values share the duration: key times 0, 1/n, …; a list of n + 1 times drops its final 1.
            if let given, given.count >= n {
                times = Array(given.prefix(n))
            } else {
                times = (0..<n).map { Double($0) / Double(n) }
            }
        } else if let given, given.count == n, n > 1 {
            times = given
        } else {
            times = n > 1 ? (0..<n).map { Double($0) / Double(n - 1) } : [0]
        }
        times = times.map { min(1, max(0, $0.isFinite ? $0 : 0)) }
        for i in times.indices.dropFirst() where times[i] < times[i - 1] { times[i] = times[i - 1] }
        return KeyframePath(keyTimes: times, values: vectors, mode: mode, tcb: tcb(count: n, mode: mode))
    }

    /// The Kochanek–Bartels parameters per key for the cubic modes, or nil when none is set (Catmull-Rom).
    func tcb(count n: Int, mode: KeyframePath.CalculationMode) -> [SIMD3<Double>]? {
        guard mode == .cubic || mode == .cubicPaced,
            tensionValues != nil || continuityValues != nil || biasValues != nil
        else { return nil }
        func value(_ list: [NSNumber]?, _ i: Int) -> Double {
            guard let list, i < list.count else { return 0 }
            let v = list[i].doubleValue
            return v.isFinite ? v : 0
        }
        let sign = UIKitChoices.current.keyframeContinuityPositiveIsSharper ? -1.0 : 1.0
        return (0..<n).map { i in
            SIMD3(value(tensionValues, i), sign * value(continuityValues, i), value(biasValues, i))
        }
    }

    /// The fraction of the keyframe path to sample at animation fraction `f`: the per-segment timing
    /// functions ease within their segment (linear, discrete and cubic modes).
    func segmentEased(_ f: Double, keyTimes times: [Double]) -> Double {
        guard let functions = timingFunctions, !functions.isEmpty, times.count > 1,
            calculationMode != .paced, calculationMode != .cubicPaced
        else { return f }
        for i in 0..<(times.count - 1) where f < times[i + 1] || i == times.count - 2 {
            let span = times[i + 1] - times[i]
            guard span > 0 else { continue }
            let local = min(1, max(0, (f - times[i]) / span))
            let eased = functions[min(i, functions.count - 1)].curve.progress(at: local)
            return times[i] + eased * span
        }
        return f
    }

    override func apply(atElapsed t: Double, to state: inout LayerState, model: LayerState, layer: CALayer) {
        guard let path = parsedKeyPath, let f = cycleFraction(atElapsed: t) else { return }
        if applyPath(at: eased(f), keyPath: path, to: &state) { return }
        guard let frames = keyframes(for: path, state: state) else { return }
        let sample = segmentEased(eased(f), keyTimes: frames.keyTimes)
        let step = AnimationVector.difference(frames.finalValue, frames.values[0])
        write(
            frames.value(at: sample), cumulativeStep: step, cycles: completedCycles(atElapsed: t), path: path,
            into: &state)
    }

    /// Applies a ``path`` animation to a point-valued key path, turning the layer with ``rotationMode``;
    /// false when there is no path.
    func applyPath(at fraction: Double, keyPath: LayerKeyPath, to state: inout LayerState) -> Bool {
        guard let path else { return false }
        let motion = KeyframeMotionPath(path.vectorPath)
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let sample = segmentEased(
            fraction,
            keyTimes: keyTimes?.map(\.doubleValue)
                ?? (0...motion.segments.count).map { Double($0) / Double(motion.segments.count) })
        let (point, tangent) = motion.sample(at: sample, keyTimes: keyTimes?.map(\.doubleValue), paced: paced)
        if isAdditive {
            keyPath.add(AnimationVector.point(point), to: &state)
        } else {
            keyPath.set(AnimationVector.point(point), in: &state)
        }
        if let mode = rotationMode, tangent.dx != 0 || tangent.dy != 0 {
            let angle = atan2(tangent.dy, tangent.dx) + (mode == .rotateAutoReverse ? .pi : 0)
            LayerKeyPath("transform.rotation.z")!.set([angle], in: &state)
        }
        return true
    }
}

/// Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between the values at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time: no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Key times and timing functions are ignored: the values are spread for an even pace.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the values at their key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the values at an even pace, key times ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns the layer to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turns the layer to the path's tangent plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
