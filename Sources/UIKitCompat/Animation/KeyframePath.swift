import Foundation

/// The values of one property at key times, and how to move between them (Core Animation's
/// `CAKeyframeAnimation` `values`, `keyTimes` and `calculationMode`).
struct KeyframePath {
    enum CalculationMode: Sendable { case linear, discrete, paced, cubic, cubicPaced }

    /// Key times in 0…1, non-decreasing, first 0 and last 1.
    let keyTimes: [Double]
    let values: [[Double]]
    let mode: CalculationMode
    /// Arc-length lookup for the paced modes: (fraction of length, parameter in key-index units).
    private let pacing: [(length: Double, parameter: Double)]

    init(keyTimes: [Double], values: [[Double]], mode: CalculationMode) {
        precondition(!values.isEmpty && keyTimes.count == values.count)
        self.keyTimes = keyTimes
        self.values = values
        self.mode = mode
        switch mode {
        case .paced: pacing = KeyframePath.pacingTable(values: values, samplesPerSegment: 1, cubic: false)
        case .cubicPaced: pacing = KeyframePath.pacingTable(values: values, samplesPerSegment: 64, cubic: true)
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
            return catmullRom(i, t)
        case .paced, .cubicPaced:
            let parameter = pacedParameter(at: min(1, max(0, f)))
            let i = min(values.count - 2, Int(parameter.rounded(.down)))
            let t = parameter - Double(i)
            return mode == .paced ? AnimationVector.interpolate(values[i], values[i + 1], t) : catmullRom(i, t)
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

    private func catmullRom(_ i: Int, _ t: Double) -> [Double] {
        let p0 = values[max(0, i - 1)], p1 = values[i], p2 = values[i + 1], p3 = values[min(values.count - 1, i + 2)]
        return KeyframePath.catmullRom(p0, p1, p2, p3, t)
    }

    static func catmullRom(_ p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double], _ t: Double) -> [Double] {
        let t2 = t * t, t3 = t2 * t
        return p1.indices.map { k in
            let m1 = (p2[k] - p0[k]) / 2, m2 = (p3[k] - p1[k]) / 2
            return (2 * t3 - 3 * t2 + 1) * p1[k] + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * p2[k] + (t3 - t2) * m2
        }
    }

    private static func pacingTable(values: [[Double]], samplesPerSegment: Int, cubic: Bool)
        -> [(length: Double, parameter: Double)]
    {
        var table: [(Double, Double)] = [(0, 0)]
        var total = 0.0
        var previous = values[0]
        for i in 0..<(values.count - 1) {
            for s in 1...samplesPerSegment {
                let t = Double(s) / Double(samplesPerSegment)
                let point: [Double]
                if cubic {
                    let p0 = values[max(0, i - 1)], p3 = values[min(values.count - 1, i + 2)]
                    point = catmullRom(p0, values[i], values[i + 1], p3, t)
                } else {
                    point = AnimationVector.interpolate(values[i], values[i + 1], t)
                }
                total += AnimationVector.distance(previous, point)
                table.append((total, Double(i) + t))
                previous = point
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
