import Foundation
import Raster

/// `raster`: milliseconds per frame for the issue-3 scene (and variants) read from `Benchmarks/Scenes/*.json`,
/// one thread, against the memory-bandwidth bound of writing the frame once, and against cairo painting the base
/// scene in the same run (`Benchmarks/Reference/cairo-benchmark`, run before and after Flipbook's frames; the
/// reference is the mean of its two medians).
///
/// Options: `--repeat=N` (default 60), `--threads=N` (default 1), `--scene=TEXT` (only scene files containing
/// TEXT), `--no-cairo` (skip the reference), `--write-scenes` (regenerate the JSON files from `BenchmarkScenes`).
enum RasterBenchmark {
    /// Runs `Benchmarks/Reference/cairo-benchmark` (cairo painting the base scene): (median, best) thread CPU ms
    /// per frame.
    static func cairo(repeats: Int) throws -> (median: Double, best: Double) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reference/cairo-benchmark")
        let process = Process()
        process.executableURL = script
        process.arguments = [String(repeats)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(data: out.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
        process.waitUntilExit()
        // "… median 4.05 ms, best 3.98 ms CPU per frame"
        func number(after word: String) -> Double? {
            guard let range = text.range(of: word + " ") else { return nil }
            return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard process.terminationStatus == 0, let median = number(after: "median"), let best = number(after: "best")
        else {
            throw BenchmarkError("cairo-benchmark failed (status \(process.terminationStatus)): \(text)")
        }
        return (median, best)
    }

    static func run(_ options: [String]) throws {
        let repeats = value(of: "--repeat", in: options) ?? 60
        let threads = value(of: "--threads", in: options) ?? 1
        if options.contains("--write-scenes") {
            for variant in BenchmarkScenes.variants {
                let url = BenchmarkScenes.directory.appendingPathComponent(variant.file)
                try variant.tree.jsonData().write(to: url, options: .atomic)
                print("wrote \(url.path)")
            }
        }
        let rasterizer = Rasterizer(options: .init(threadCount: threads))
        let frameBytes = Int(BenchmarkScenes.width * BenchmarkScenes.height) * 4
        let bandwidthFrame = Bandwidth.fill(bytes: frameBytes, repeats: 200)
        let bandwidthLarge = Bandwidth.fill(bytes: 512 << 20, repeats: 5)
        // Two bounds, both "the bytes that must be written ÷ bandwidth": the frame written once at the speed a
        // frame-sized buffer takes writes (it fits in this machine's caches, so this is the strict one), and at
        // main-memory speed (a buffer far larger than any cache: what STREAM-style measurements call memory
        // bandwidth, and what a frame handed on to an encoder on another core costs).
        let bound = Double(frameBytes) / bandwidthFrame * 1000
        let memoryBound = Double(frameBytes) / bandwidthLarge * 1000
        print(
            "raster: \(Int(BenchmarkScenes.width))×\(Int(BenchmarkScenes.height)) px, \(threads) thread(s), "
                + "\(repeats) frames per scene"
        )
        print(
            String(
                format:
                    "write bandwidth: %.1f GB/s on a frame-sized buffer (%.1f MB), %.1f GB/s on 512 MB (main memory)",
                bandwidthFrame / 1e9, Double(frameBytes) / 1e6, bandwidthLarge / 1e9))
        print(
            String(
                format:
                    "bounds (frame bytes ÷ bandwidth): %.3f ms at frame-buffer (cache) bandwidth, %.3f ms at "
                    + "main-memory bandwidth",
                bound, memoryBound))
        print("CPU ms: this thread's CPU time per frame (the machine is shared; wall time includes waiting for a core)")
        let withCairo = !options.contains("--no-cairo") && !options.contains(where: { $0.hasPrefix("--file=") })
        let cairoBefore = withCairo ? try cairo(repeats: repeats) : nil
        print("")
        var rows: [String] = []
        func printTable() throws {
            let cairoAfter = withCairo ? try cairo(repeats: repeats) : nil
            print(
                "| scene | CPU ms median | CPU ms best | wall ms median | × cache bound | × memory bound "
                    + "| cairo ÷ Flipbook |"
            )
            print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
            var reference: Double?
            if let before = cairoBefore, let after = cairoAfter {
                reference = (before.median + after.median) / 2
                print(
                    String(
                        format:
                            "| cairo 1.16, base scene (before / after Flipbook's frames) | %.2f / %.2f | %.2f / %.2f "
                            + "| | | | |",
                        before.median, after.median, before.best, after.best))
            }
            for row in rows {
                let isBase = row.hasPrefix("| base |")
                let ratio = reference.flatMap { r in
                    isBase ? Self.median(of: row).map { String(format: "%.2f×", r / $0) } : nil
                }
                print(row + " \(ratio ?? "—") |")
            }
        }
        if let file = options.first(where: { $0.hasPrefix("--file=") }).map({ String($0.dropFirst(7)) }) {
            // Any scene file, for profiling.
            let tree = try RenderTree(json: Data(contentsOf: URL(fileURLWithPath: file)))
            var image = rasterizer.render(tree)
            let times = Clock.measure(repeats: repeats) { rasterizer.render(tree, into: &image) }
            print(
                String(
                    format: "%@: CPU %.3f ms median, %.3f ms best", file, times.cpu.median * 1000,
                    times.cpu.minimum * 1000))
            return
        }
        let only = options.first { $0.hasPrefix("--scene=") }.map { String($0.dropFirst(8)) }
        for variant in BenchmarkScenes.variants where only == nil || variant.file.contains(only!) {
            let url = BenchmarkScenes.directory.appendingPathComponent(variant.file)
            let tree = try RenderTree(json: Data(contentsOf: url))
            guard tree == variant.tree else {
                throw BenchmarkError("\(url.path) differs from BenchmarkScenes; run with --write-scenes")
            }
            var image = rasterizer.render(tree)  // warm up; later frames reuse its storage
            let times = Clock.measure(repeats: repeats) { rasterizer.render(tree, into: &image) }
            // One thread: CPU time is the frame's cost; with more threads only wall time means anything.
            let primary = threads == 1 ? times.cpu : times.wall
            let median = primary.median * 1000, best = primary.minimum * 1000, wall = times.wall.median * 1000
            rows.append(
                String(
                    format: "| %@ | %.2f | %.2f | %.2f | %.2f | %.2f |", variant.name, median, best, wall,
                    median / bound, median / memoryBound))
        }
        try printTable()
    }

    /// The median column of a row written above.
    private static func median(of row: String) -> Double? {
        let cells = row.split(separator: "|")
        return cells.count > 1 ? Double(cells[1].trimmingCharacters(in: .whitespaces)) : nil
    }

    static func value(of option: String, in options: [String]) -> Int? {
        for o in options where o.hasPrefix(option + "=") { return Int(o.dropFirst(option.count + 1)) }
        return nil
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}
