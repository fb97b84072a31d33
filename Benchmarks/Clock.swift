import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Time for benchmarks (never used in the rendering path). On a shared machine wall time includes the time
/// other processes hold the CPU, so single-threaded figures are also taken as this thread's CPU time.
enum Clock {
    static func wall() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// CPU time of the whole process (every thread): for work spread over worker threads on a loaded machine.
    static func processCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Runs `body` `repeats` times; per-run (wall, thread CPU) seconds.
    static func measure(repeats: Int, _ body: () -> Void) -> (wall: [Double], cpu: [Double]) {
        var wall: [Double] = [], cpu: [Double] = []
        for _ in 0..<repeats {
            let w = self.wall(), c = threadCPU()
            body()
            cpu.append(threadCPU() - c)
            wall.append(self.wall() - w)
        }
        return (wall, cpu)
    }
}

extension Array where Element == Double {
    var median: Double { isEmpty ? .nan : sorted()[count / 2] }
    var minimum: Double { self.min() ?? .nan }
}
