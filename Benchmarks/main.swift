import Flipbook

// flipbook-benchmarks [suite …] [--option …]: runs the named suites (all when none is named) and prints their
// tables; arguments starting with "-" are options passed to every suite. `--list` names the suites.
// Build in release: `swift run -c release flipbook-benchmarks png`.

/// Every suite, one line each. Add yours here (one file per suite).
let suites: [BenchmarkSuite] = [
    BenchmarkSuite(
        name: "paths", summary: "50 anti-aliased paths at @3x vs cairo in the same run; full-frame backdrop blur",
        run: PathsBenchmark.run),
    BenchmarkSuite(
        name: "raster",
        summary: "rasterizer milliseconds per frame for the scenes in Benchmarks/Scenes, against cairo in the same run",
        run: RasterBenchmark.run),
    BenchmarkSuite(
        name: "imagediff", summary: "image comparison strategies on two rendered 1179×2556 UI frames",
        run: ImageDiffBenchmark.run),
    BenchmarkSuite(
        name: "animated-images", summary: "APNG vs PNG sequence vs GIF on 60-frame transitions",
        run: AnimatedImageBenchmark.run),
    BenchmarkSuite(
        name: "render", summary: "the catalog rendered end to end at @3x, 60 fps; max RSS",
        run: RenderBenchmark.run),
    BenchmarkSuite(
        name: "variants", summary: "the catalog rendered as declared and in a 4-variant matrix: frames/s of each",
        run: VariantBenchmark.run),
    BenchmarkSuite(
        name: "render-stages",
        summary: "per catalog scenario: CPU ms per frame for the stage, painting and PNG encoding",
        run: RenderStagesBenchmark.run),
    BenchmarkSuite(
        name: "paint",
        summary: "per catalog scenario: CPU ms per painted @3x frame (mean, worst), the catalog's average and worst",
        run: PaintBenchmark.run),
    BenchmarkSuite(
        name: "verify", summary: "checking identical frames against fixtures: paint, decode, compare; end to end",
        run: VerifyBenchmark.run),
    .png,
    .pngSettings,
    BenchmarkSuite(
        name: "autolayout",
        summary:
            "Auto Layout: 200-view screen solved cold and incrementally, 60-frame animated constraint change vs "
            + "painting @3x",
        run: AutoLayoutBenchmark.run),
    BenchmarkSuite(
        name: "adoption", summary: "a user's 60-frame @3x scenario: verify vs assertTransition, passing and failing",
        run: AdoptionBenchmark.run),
]

FrameMemory.keepFreedBuffersForReuse()  // as `flipbook` does: frame-sized blocks are reused, not faulted in again
BenchmarkRunner(suites: suites).run(arguments: Array(CommandLine.arguments.dropFirst()))
