import Foundation

/// The values of one property at key times, and how to move between them (Core Animation's
/// `CAKeyframeAnimation` `values`, `keyTimes` and `calculationMode`).
struct KeyframePath {
    enum CalculationMode: Sendable { case linear, discrete, paced, cubic, cubicPaced }

    /// Key times in 0…1, non-decreasing, first 0 and last 1.
    let keyTimes: [Double]
    let values: [[Double]]
    let mode: CalculationMode
    /// Per key, Kochanek–Bartels tension, continuity and bias (Core Animation's `tensionValues`,
    /// `continuityValues` and `biasValues`, continuity in Kochanek and Bartels' sign: −1 makes corners) for the
    /// cubic modes; nil runs a Catmull-Rom spline (all three 0).
    let tcb: [SIMD3<Double>]?
    /// Arc-length lookup for the paced modes: (fraction of length, parameter in key-index units).
    private let pacing: [(length: Double, parameter: Double)]

    init(keyTimes: [Double], values: [[Double]], mode: CalculationMode, tcb: [SIMD3<Double>]? = nil) {
        precondition(!values.isEmpty && keyTimes.count == values.count)
        precondition(tcb == nil || tcb!.count == values.count)
        self.keyTimes = keyTimes
        self.values = values
        self.mode = mode
        self.tcb = tcb
        switch mode {
        case .paced:
            pacing = KeyframePath.pacingTable(values: values, samplesPerSegment: 1) {
                AnimationVector.interpolate(values[$0], values[$0 + 1], $1)
            }
        case .cubicPaced:
            pacing = KeyframePath.pacingTable(values: values, samplesPerSegment: 64) {
                KeyframePath.cubic(values, tcb, $0, $1)
            }
        default: pacing = []
        }
    }

    var finalValue: [Double] { values[values.count - 1] }

    /// The value at `fraction` (0…1) of the animation, after the overall timing curve.
    func value(at fraction: Double) -> [Double] {
        if values.count == 1 { return values[0] }
        let f = fraction
        switch mode {
        case .linear:
            let (i, t) = segment(at: f)
            return AnimationVector.interpolate(values[i], values[i + 1], t)
        case .discrete:
            // The value of the last key whose time has come.
            var index = 0
            for k in keyTimes.indices where keyTimes[k] <= f { index = k }
            if f >= 1 { index = values.count - 1 }
            return values[index]
        case .cubic:
            let (i, t) = segment(at: f)
            return KeyframePath.cubic(values, tcb, i, t)
        case .paced, .cubicPaced:
            let parameter = pacedParameter(at: min(1, max(0, f)))
            let i = min(values.count - 2, Int(parameter.rounded(.down)))
            let t = parameter - Double(i)
            return mode == .paced
                ? AnimationVector.interpolate(values[i], values[i + 1], t) : KeyframePath.cubic(values, tcb, i, t)
        }
    }

    /// The segment containing `f` and the fraction within it (overshooting fractions extrapolate the
    /// first or last segment, so springs can overshoot keyframes too).
    private func segment(at f: Double) -> (Int, Double) {
        let last = keyTimes.count - 2
        if f <= keyTimes[0] {
            let span = keyTimes[1] - keyTimes[0]
            return (0, span > 0 ? (f - keyTimes[0]) / span : 0)
        }
        for i in 0...last where f < keyTimes[i + 1] {
            let span = keyTimes[i + 1] - keyTimes[i]
            return (i, span > 0 ? (f - keyTimes[i]) / span : 1)
        }
        let span = keyTimes[last + 1] - keyTimes[last]
        return (last, span > 0 ? (f - keyTimes[last]) / span : 1)
    }

    /// The cubic spline's value at fraction `t` of segment `i` (from key `i` to `i + 1`): Catmull-Rom, or
    /// Kochanek–Bartels with `tcb`. A missing neighbour (before the first key, after the last) is the key itself.
    static func cubic(_ values: [[Double]], _ tcb: [SIMD3<Double>]?, _ i: Int, _ t: Double) -> [Double] {
        let p0 = values[max(0, i - 1)], p1 = values[i], p2 = values[i + 1], p3 = values[min(values.count - 1, i + 2)]
        guard let tcb else { return catmullRom(p0, p1, p2, p3, t) }
        // Kochanek and Bartels (1984): key i's outgoing tangent and key i + 1's incoming one, each a blend of
        // the chords before and after the key.
        let a = tcb[i], b = tcb[i + 1]
        let outBefore = (1 - a.x) * (1 + a.z) * (1 + a.y) / 2, outAfter = (1 - a.x) * (1 - a.z) * (1 - a.y) / 2
        let inBefore = (1 - b.x) * (1 + b.z) * (1 - b.y) / 2, inAfter = (1 - b.x) * (1 - b.z) * (1 + b.y) / 2
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return p1.indices.map { k in
            let m1 = outBefore * (p1[k] - p0[k]) + outAfter * (p2[k] - p1[k])
            let m2 = inBefore * (p2[k] - p1[k]) + inAfter * (p3[k] - p2[k])
            return h00 * p1[k] + h10 * m1 + h01 * p2[k] + h11 * m2
        }
    }

    static func catmullRom(_ p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double], _ t: Double) -> [Double] {
        let t2 = t * t, t3 = t2 * t
        return p1.indices.map { k in
            let m1 = (p2[k] - p0[k]) / 2, m2 = (p3[k] - p1[k]) / 2
            return (2 * t3 - 3 * t2 + 1) * p1[k] + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * p2[k] + (t3 - t2) * m2
        }
    }

    /// Cumulative arc length of the curve `point(segment, t)` through `values`, sampled per segment.
    private static func pacingTable(
        values: [[Double]], samplesPerSegment: Int, point: (Int, Double) -> [Double]
    ) -> [(length: Double, parameter: Double)] {
        var table: [(Double, Double)] = [(0, 0)]
        var total = 0.0
        var previous = values[0]
        for i in 0..<(values.count - 1) {
            for s in 1...samplesPerSegment {
                let t = Double(s) / Double(samplesPerSegment)
                let p = point(i, t)
                total += AnimationVector.distance(previous, p)
                table.append((total, Double(i) + t))
                previous = p
            }
        }
        if total <= 0 {
            // No distance to pace: spread the keys evenly in time.
            let count = Double(values.count - 1)
            return (0...(values.count - 1)).map { (Double($0) / count, Double($0)) }
        }
        return table.map { ($0.0 / total, $0.1) }
    }

    private func pacedParameter(at f: Double) -> Double {
        for k in 1..<pacing.count where f <= pacing[k].length {
            let a = pacing[k - 1], b = pacing[k]
            let span = b.length - a.length
            return span > 0 ? a.parameter + (b.parameter - a.parameter) * (f - a.length) / span : b.parameter
        }
        return pacing[pacing.count - 1].parameter
    }
}
