import Catalog
import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `flipbook-benchmarks variants`: what a frame of `flipbook render` costs over the catalog as declared (one
/// variant each) and over a 4-variant matrix of it (`appearance×direction`: light and dark, left to right and
/// right to left), measured in one run. Variants cost what their frames cost, so the two should agree within
/// 10 % (issue 22's goal: frames/s of the matrix equal to the single-variant figure within 10 %).
///
/// The figure compared is the process's CPU time per frame (every thread, user and system: the stage, the
/// painters and the PNG encoders), which holds on a busy machine where frames per second of wall time mean
/// little; frames/s of wall time and the load average are printed beside it. Each run is the best of
/// `--repeats=N` (default 1). `--scale=S` (default 1) and `--jobs=N` (default 2) change the render.
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
                + "(\(matrix.count) scenarios) at @\(RenderBenchmark.number(scale))x, \(jobs) jobs, best of "
                + "\(max(1, repeats)); load average \(loadAverage())")
        print("| run | scenarios | frames | CPU s | CPU ms per frame | wall s | frames/s (wall) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        var perFrame: [Double] = []
        for (name, scenarios) in [("single variant", single), ("4-variant matrix", matrix)] {
            var best: (cpu: Double, wall: Double, frames: Int)?
            for _ in 0..<max(1, repeats) {
                let settings = RenderSettings(
                    outputDirectory: folder, overrides: ScenarioOverrides(scale: scale), jobs: jobs)
                let cpu = Clock.processCPU(), wall = Clock.wall()
                let result = try MainActor.assumeIsolated { try ScenarioRenderer(settings: settings).render(scenarios) }
                let run = (cpu: Clock.processCPU() - cpu, wall: Clock.wall() - wall, frames: result.frameCount)
                if let current = best, current.cpu / Double(current.frames) <= run.cpu / Double(run.frames) { continue }
                best = run
            }
            guard let best, best.frames > 0 else { throw BenchmarkError("\(name): no frames were rendered") }
            perFrame.append(best.cpu / Double(best.frames))
            print(
                "| \(name) | \(scenarios.count) | \(best.frames) | \(RenderBenchmark.number(best.cpu, digits: 2)) | "
                    + "\(RenderBenchmark.number(best.cpu / Double(best.frames) * 1000, digits: 2)) | "
                    + "\(RenderBenchmark.number(best.wall, digits: 2)) | "
                    + "\(RenderBenchmark.number(Double(best.frames) / best.wall, digits: 1)) |")
        }
        let ratio = perFrame[1] / perFrame[0]
        print(
            "matrix / single CPU per frame: \(RenderBenchmark.number(ratio, digits: 3)) (frames/s of CPU: "
                + "\(RenderBenchmark.number(1 / ratio, digits: 3))×); "
                + (abs(ratio - 1) <= 0.1 ? "within 10 %" : "NOT within 10 %")
                + "; load average after: \(loadAverage())")
    }

    /// The 1, 5 and 15 minute load averages.
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { RenderBenchmark.number($0, digits: 2) }.joined(separator: ", ")
    }
}
