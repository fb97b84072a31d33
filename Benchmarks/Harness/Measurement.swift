/// Times a piece of work: it runs until it has taken at least `minimumTime` and `minimumRuns` runs, and
/// reports the median run, which resists the noise of a shared machine better than the mean.
struct Measurement {
    var runs: Int
    /// Seconds, median of the runs.
    var median: Double
    /// Seconds, fastest run.
    var fastest: Double

    static func measure(minimumRuns: Int = 5, minimumTime: Double = 1.0, _ work: () throws -> Void) rethrows -> Measurement {
        let clock = ContinuousClock()
        var times: [Double] = []
        var total = 0.0
        try work() // warm-up, not counted
        while times.count < minimumRuns || total < minimumTime {
            let elapsed = try clock.measure(work)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            times.append(seconds)
            total += seconds
        }
        times.sort()
        return Measurement(runs: times.count, median: times[times.count / 2], fastest: times[0])
    }

    /// Megabytes (10^6 bytes) per second for `bytes` processed per run.
    func megabytesPerSecond(_ bytes: Int) -> Double { Double(bytes) / median / 1e6 }
}
