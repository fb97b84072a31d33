import Catalog
import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `flipbook-benchmarks variants`: frames per second of `flipbook render` over the catalog as declared (one
/// variant each) and over a 4-variant matrix of it (`appearance×direction`: light and dark, left to right and
/// right to left), with the ratio; variants cost what their frames cost, so the rates should agree within
/// 10 %. The load average is printed with the table (the rates mean little on a busy machine).
/// `--scale=S` (default 1), `--jobs=N` (default 2) and `--repeats=N` (default 1, best shown) change the run.
enum VariantBenchmark {
    static func run(_ options: [String]) throws {
        let scale = Double(RenderBenchmark.stringValue(of: "--scale", in: options) ?? "1") ?? 1
        let jobs = RasterBenchmark.value(of: "--jobs", in: options) ?? 2
        let repeats = RasterBenchmark.value(of: "--repeats", in: options) ?? 1
        let registry = try Catalog.registry()
        let single = try registry.select([], variants: [.default])
        let matrix = try registry.select(
            [], variants: try VariantMatrix(parsing: "appearance×direction").combinations())
        let folder = FileManager.default.temporaryDirectory.path + "/flipbook-variant-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print(
            "variants: the catalog (\(single.count) scenarios) as declared and in appearance×direction "
                + "(\(matrix.count) scenarios) at @\(RenderBenchmark.number(scale))x, \(jobs) jobs; load average "
                + loadAverage())
        print("| run | scenarios | frames | seconds | frames/s |")
        print("| --- | ---: | ---: | ---: | ---: |")
        var rates: [Double] = []
        for (name, scenarios) in [("single variant", single), ("4-variant matrix", matrix)] {
            var best = Double.infinity
            var frames = 0
            for _ in 0..<max(1, repeats) {
                let settings = RenderSettings(
                    outputDirectory: folder, overrides: ScenarioOverrides(scale: scale),
                    jobs: jobs)
                let start = Clock.wall()
                let result = try MainActor.assumeIsolated { try ScenarioRenderer(settings: settings).render(scenarios) }
                best = min(best, Clock.wall() - start)
                frames = result.frameCount
            }
            rates.append(Double(frames) / best)
            print(
                "| \(name) | \(scenarios.count) | \(frames) | \(RenderBenchmark.number(best, digits: 2)) | "
                    + "\(RenderBenchmark.number(Double(frames) / best, digits: 1)) |")
        }
        print(
            "matrix / single frames/s: \(RenderBenchmark.number(rates[1] / rates[0], digits: 3)); load average "
                + "after: \(loadAverage())")
    }

    /// The 1, 5 and 15 minute load averages.
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { RenderBenchmark.number($0, digits: 2) }.joined(separator: ", ")
    }
}
