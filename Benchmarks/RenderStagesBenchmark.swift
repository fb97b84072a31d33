import Catalog
import Flipbook
import Foundation
import PNG
import Raster

/// `flipbook-benchmarks render-stages`: where `flipbook render`'s CPU time goes, per catalog scenario, on one
/// thread: playing the stage (render trees), painting (``Rasterizer``) and PNG encoding (``PNGEncoder``), in
/// CPU milliseconds per kept frame. Frames whose tree equals the previous one are counted as written from the
/// encoded-bytes cache, as the pipeline does (it also keeps a few older trees, so it can only skip more).
/// The last line turns the total into the frames per second two (or `--cores=N`) fully used cores could reach.
/// `--scale=S` (default 3), `--fps=F` (default 60), `--only=TEXT` (scenarios whose id contains TEXT).
enum RenderStagesBenchmark {
    static func run(_ options: [String]) throws {
        let scale = Double(RenderBenchmark.stringValue(of: "--scale", in: options) ?? "3") ?? 3
        let fps = Double(RenderBenchmark.stringValue(of: "--fps", in: options) ?? "60") ?? 60
        let cores = RasterBenchmark.value(of: "--cores", in: options) ?? 2
        let only = RenderBenchmark.stringValue(of: "--only", in: options)
        let overrides = ScenarioOverrides(framesPerSecond: fps, scale: scale)
        let scenarios = try Catalog.registry().scenarios.filter { only == nil || $0.id.rawValue.contains(only!) }
        let rasterizer = Rasterizer()
        let encoder = PNGEncoder()
        var table = Table(
            "render stages at @\(RenderBenchmark.number(scale))x, \(RenderBenchmark.number(fps)) fps, one thread: CPU "
                + "ms per kept frame",
            columns: ["scenario", "frames", "encoded", "stage", "paint", "encode", "total"])
        var sums = (frames: 0, encoded: 0, stage: 0.0, paint: 0.0, encode: 0.0)
        for scenario in scenarios {
            let resolved = try overrides.applied(to: scenario)
            var frames = 0, encoded = 0
            var stage = 0.0, paint = 0.0, encode = 0.0
            var previous: RenderTree?
            var mark = Clock.threadCPU()
            try MainActor.assumeIsolated {
                _ = try ScenarioPlayer().play(resolved) { frame in
                    stage += Clock.threadCPU() - mark
                    frames += 1
                    if frame.tree != previous {
                        let start = Clock.threadCPU()
                        let image = rasterizer.render(frame.tree)
                        let painted = Clock.threadCPU()
                        let bytes = try encoder.encode(
                            image, knownOpaque: Rasterizer.paintsOnlyOpaquePixels(frame.tree))
                        encode += Clock.threadCPU() - painted
                        paint += painted - start
                        precondition(!bytes.isEmpty)
                        encoded += 1
                        previous = frame.tree
                    }
                    mark = Clock.threadCPU()
                }
            }
            stage += Clock.threadCPU() - mark
            sums.frames += frames; sums.encoded += encoded
            sums.stage += stage; sums.paint += paint; sums.encode += encode
            table.add(row(scenario.id.rawValue, frames, encoded, stage, paint, encode))
        }
        table.add(row("all", sums.frames, sums.encoded, sums.stage, sums.paint, sums.encode))
        table.print()
        let perFrame = (sums.stage + sums.paint + sums.encode) / Double(max(1, sums.frames))
        print(
            String(
                format:
                    "CPU per kept frame %.1f ms → at most %.1f frames/s on %d fully used cores "
                    + "(stage on one of them)",
                perFrame * 1000, Double(cores) / perFrame, cores))
    }

    private static func row(
        _ name: String, _ frames: Int, _ encoded: Int, _ stage: Double, _ paint: Double,
        _ encode: Double
    ) -> [String] {
        let n = Double(max(1, frames))
        func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds / n * 1000) }
        return [name, "\(frames)", "\(encoded)", ms(stage), ms(paint), ms(encode), ms(stage + paint + encode)]
    }
}
