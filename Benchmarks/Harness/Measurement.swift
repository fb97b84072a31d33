#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times a piece of work: it runs until it has taken at least `minimumTime` and `minimumRuns` runs, and
/// reports the median run, which resists noise better than the mean.
///
/// Two clocks are read: the wall clock, and the CPU time of the calling thread. The work measured here is
/// single-threaded, so on a machine shared with other jobs the CPU time is the steadier figure (it does
/// not count the time the thread waited for a core); on a quiet machine the two agree.
struct Measurement {
    var runs: Int
    /// Seconds of wall time, median of the runs.
    var wall: Double
    /// Seconds of the thread's CPU time, median of the runs.
    var cpu: Double

    static func measure(minimumRuns: Int = 5, minimumTime: Double = 1.0, _ work: () throws -> Void) rethrows
        -> Measurement
    {
        var walls: [Double] = []
        var cpus: [Double] = []
        var total = 0.0
        try work()  // warm-up, not counted
        while walls.count < minimumRuns || total < minimumTime {
            let (wall0, cpu0) = (now(CLOCK_MONOTONIC), now(CLOCK_THREAD_CPUTIME_ID))
            try work()
            let (wall1, cpu1) = (now(CLOCK_MONOTONIC), now(CLOCK_THREAD_CPUTIME_ID))
            walls.append(wall1 - wall0)
            cpus.append(cpu1 - cpu0)
            total += wall1 - wall0
        }
        walls.sort()
        cpus.sort()
        return Measurement(runs: walls.count, wall: walls[walls.count / 2], cpu: cpus[cpus.count / 2])
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Megabytes (10^6 bytes) per CPU second for `bytes` processed per run.
    func megabytesPerSecond(_ bytes: Int) -> Double { Double(bytes) / cpu / 1e6 }
}
