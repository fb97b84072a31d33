import Catalog
import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `flipbook-benchmarks render`: end-to-end frames per second of `flipbook render` — the stage, painting,
/// PNG encoding and atomic writes — over every built-in scenario at @3x and 60 fps, with 1 and 2 jobs, and the
/// process's peak memory (max RSS). A last run at 240 fps (4× the frames) shows that peak memory does not grow
/// with the number of frames (the queue is bounded). `--scale=S` and `--repeats=N` change the defaults (3, 1).
enum RenderBenchmark {
    static func run(_ options: [String]) throws {
        let scale = Double(stringValue(of: "--scale", in: options) ?? "3") ?? 3
        let repeats = RasterBenchmark.value(of: "--repeats", in: options) ?? 1
        let scenarios = try Catalog.registry().scenarios
        let folder = FileManager.default.temporaryDirectory.path + "/flipbook-render-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print(
            "render: \(scenarios.count) scenarios (\(scenarios.map(\.id.rawValue).joined(separator: ", "))) at "
                + "@\(number(scale))x; \(ProcessInfo.processInfo.activeProcessorCount) cores; \(repeats) run(s) each, "
                + "best shown"
        )
        print("load average: \(BenchmarkSuite.loadAverage())")
        print(
            "| fps | jobs | frames | seconds | frames/s | process CPU s | frames/s if each job had a core of its own "
                + "(frames / CPU × jobs) | max RSS (MB, process so far) |"
        )
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (fps, jobs) in [(60.0, 1), (60.0, 2), (240.0, 2)] {
            var best = Double.infinity
            var bestCPU = Double.infinity
            var frames = 0
            for _ in 0..<max(1, repeats) {
                let settings = RenderSettings(
                    outputDirectory: folder,
                    overrides: ScenarioOverrides(framesPerSecond: fps, scale: scale), jobs: jobs)
                let start = Clock.wall()
                let startCPU = processCPUSeconds()
                let result = try MainActor.assumeIsolated {
                    try ScenarioRenderer(settings: settings).render(scenarios)
                }
                best = min(best, Clock.wall() - start)
                bestCPU = min(bestCPU, processCPUSeconds() - startCPU)
                frames = result.frameCount
            }
            print(
                "| \(Int(fps)) | \(jobs) | \(frames) | \(number(best, digits: 2)) | "
                    + "\(number(Double(frames) / best, digits: 1)) | \(number(bestCPU, digits: 2)) | "
                    + "\(number(Double(frames) / bestCPU * Double(jobs), digits: 1)) | "
                    + "\(number(maxRSSMegabytes(), digits: 0)) |"
            )
        }
        print("load average after: \(BenchmarkSuite.loadAverage())")
    }

    /// User and system CPU seconds of the whole process so far (every thread): on a machine shared with other
    /// jobs, frames per CPU second is the steadier figure.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The process's peak resident set size so far, in megabytes.
    static func maxRSSMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
        #endif
    }

    static func number(_ value: Double, digits: Int = 1) -> String {
        if digits == 0 || value == value.rounded() && digits == 1 { return String(Int(value.rounded())) }
        return String(format: "%.\(digits)f", value)
    }

    static func stringValue(of option: String, in options: [String]) -> String? {
        options.first { $0.hasPrefix(option + "=") }.map { String($0.dropFirst(option.count + 1)) }
    }
}
