import Catalog
import Flipbook
import Raster

/// `flipbook-benchmarks paint`: the painting goals of issue 20 in one table — per catalog scenario, the CPU
/// milliseconds ``Rasterizer`` takes per painted frame at @3x (mean and worst frame), then the catalog's average
/// and its worst scenario. One thread; the stage is played first and not timed. Frames whose tree equals the
/// previous one are not painted again (as `flipbook render` does), so "painted" can be below "kept".
///
/// Each pass paints every scenario's frames in order with a new ``Rasterizer`` per scenario (as a render does:
/// what it keeps across frames, it keeps within a run); a frame's time is its best over the passes.
/// Options: `--scale=S` (default 3), `--fps=F` (default 60), `--passes=N` (default 3), `--only=TEXT`.
enum PaintBenchmark {
    static func run(_ options: [String]) throws {
        let scale = Double(RenderBenchmark.stringValue(of: "--scale", in: options) ?? "3") ?? 3
        let fps = Double(RenderBenchmark.stringValue(of: "--fps", in: options) ?? "60") ?? 60
        let passes = max(1, RasterBenchmark.value(of: "--passes", in: options) ?? 3)
        let only = RenderBenchmark.stringValue(of: "--only", in: options)
        let overrides = ScenarioOverrides(framesPerSecond: fps, scale: scale)
        let scenarios = try Catalog.registry().scenarios.filter { only == nil || $0.id.rawValue.contains(only!) }
        var table = Table(
            "painting at @\(RenderBenchmark.number(scale))x, \(RenderBenchmark.number(fps)) fps, one thread, best of "
                + "\(passes) passes: CPU ms per painted frame",
            columns: ["scenario", "kept", "painted", "mean ms", "worst ms"])
        var means: [(String, Double)] = []
        var allFrames: [Double] = []
        for scenario in scenarios {
            let resolved = try overrides.applied(to: scenario)
            var trees: [RenderTree] = []
            var kept = 0
            try MainActor.assumeIsolated {
                _ = try ScenarioPlayer().play(resolved) { frame in
                    kept += 1
                    if frame.tree != trees.last { trees.append(frame.tree) }
                }
            }
            var best = [Double](repeating: .infinity, count: trees.count)
            for _ in 0..<passes {
                let rasterizer = Rasterizer()
                var image = Image(width: 0, height: 0)
                for (index, tree) in trees.enumerated() {
                    let start = Clock.threadCPU()
                    rasterizer.render(tree, into: &image)
                    best[index] = min(best[index], Clock.threadCPU() - start)
                }
            }
            let mean = best.reduce(0, +) / Double(max(1, best.count)) * 1000
            let worst = (best.max() ?? 0) * 1000
            means.append((scenario.id.rawValue, mean))
            allFrames += best
            table.add([
                scenario.id.rawValue, "\(kept)", "\(trees.count)", TableFormat.fixed(mean, 2),
                TableFormat.fixed(worst, 2),
            ])
        }
        let average = means.map(\.1).reduce(0, +) / Double(max(1, means.count))
        let perFrame = allFrames.reduce(0, +) / Double(max(1, allFrames.count)) * 1000
        table.add(["average of the scenarios' means", "", "", TableFormat.fixed(average, 2), ""])
        table.add(["mean over all painted frames", "", "\(allFrames.count)", TableFormat.fixed(perFrame, 2), ""])
        table.print()
        if let slowest = means.max(by: { $0.1 < $1.1 }) {
            print(
                "slowest scenario: \(slowest.0), \(TableFormat.fixed(slowest.1, 2)) ms per painted frame (goal ≤ 8); "
                    + "catalog average \(TableFormat.fixed(average, 2)) ms (goal ≤ 3)")
        }
    }
}
