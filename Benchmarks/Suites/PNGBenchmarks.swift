import Foundation
import PNG
import Raster

extension BenchmarkSuite {
    /// Encoding (fast, small, libpng's defaults) and decoding a UI frame and a photo-like frame.
    static let png = BenchmarkSuite(
        name: "png",
        summary: "PNG encode (fast, small, libpng default) and decode, 1179×2556 UI and photo-like frames"
    ) { _ in
        print("libraries: \(PNGEncoder.libraryVersions)\n")
        let frames = [("UI", SyntheticFrames.userInterface()), ("photo", SyntheticFrames.photo())]
        if let directory = ProcessInfo.processInfo.environment["FLIPBOOK_BENCHMARK_FRAMES"] {
            // To look at what is measured.
            for (name, image) in frames {
                try PNGEncoder(compression: .small).write(image, to: "\(directory)/\(name).png")
            }
        }
        let settings: [(String, PNGCompression)] = [
            ("libpng default", .libpngDefault), ("fast", .fast), ("small", .small),
        ]
        var table = Table(
            "PNG, 1179×2556 frames: MB/s of raw RGBA (12.05 MB a frame) per CPU second; medians of ≥5 runs",
            columns: [
                "frame", "operation", "setting", "MB/s", "CPU ms", "wall ms", "bytes out", "size vs default",
                "speed vs default",
            ])
        for (frameName, image) in frames {
            let raw = image.pixels.count
            var baseline: (seconds: Double, bytes: Int)?
            for (settingName, compression) in settings {
                let encoder = PNGEncoder(compression: compression)
                var bytes: [UInt8] = []
                let time = try Measurement.measure { bytes = try encoder.encode(image) }
                let base = baseline ?? (time.cpu, bytes.count)
                baseline = base
                table.add([
                    frameName, "encode", settingName, TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                    TableFormat.fixed(time.cpu * 1000, 1), TableFormat.fixed(time.wall * 1000, 1),
                    TableFormat.grouped(bytes.count),
                    "×" + TableFormat.fixed(Double(bytes.count) / Double(base.bytes), 2),
                    "×" + TableFormat.fixed(base.seconds / time.cpu, 2),
                ])
            }
            for (settingName, compression) in settings {
                let bytes = try PNGEncoder(compression: compression).encode(image)
                let decoder = PNGDecoder()
                var decoded: DecodedPNG?
                let time = try Measurement.measure { decoded = try decoder.decode(bytes) }
                precondition(decoded?.image == image, "decoding did not give back the frame")
                table.add([
                    frameName, "decode", settingName + " file", TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                    TableFormat.fixed(time.cpu * 1000, 1), TableFormat.fixed(time.wall * 1000, 1),
                    TableFormat.grouped(bytes.count), "", "",
                ])
            }
        }
        table.print()
    }

    /// The search that chose `PNGCompression.fast`: zlib level × memory level × strategy × filters, on the
    /// synthetic UI frame or, with `--frames=DIR`, on up to `--limit=N` (default 36) PNG files found under DIR
    /// (e.g. `flipbook render --out DIR`), evenly spaced in name order.
    static let pngSettings = BenchmarkSuite(
        name: "png-settings",
        summary: "zlib level × memory level × strategy × PNG filters on UI frames (how .fast was chosen)"
    ) { options in
        let images = try settingsFrames(options)
        let raw = images.reduce(0) { $0 + $1.pixels.count }
        func encodeAll(_ encoder: PNGEncoder) throws -> Int {
            try images.reduce(0) { $0 + (try encoder.encode($1).count) }
        }
        let baseline = PNGEncoder(compression: .libpngDefault)
        let baseBytes = try encodeAll(baseline)
        let baseTime = try Measurement.measure(minimumRuns: 3, minimumTime: 0.5) { _ = try encodeAll(baseline) }.cpu
        let n = Double(images.count)
        var table = Table(
            "\(images.count) frame(s) of \(images[0].width)×\(images[0].height): encode settings against libpng's "
                + "default (level 6, memory level 8, default strategy, all filters); CPU time per frame",
            columns: [
                "level", "memory", "strategy", "filters", "CPU ms", "MB/s (CPU)", "bytes out", "size vs default",
                "speed vs default", "preset",
            ])
        let filterings: [(String, PNGCompression.Filtering)] = [
            ("none", .libpng(.none)), ("sub", .libpng(.sub)), ("up", .libpng(.up)), ("paeth", .libpng(.paeth)),
            ("all (libpng picks)", .libpng(.all)), ("flat-or-up", .flatOrUp),
        ]
        for level in [1, 2, 3, 4, 6, 9] {
            for memoryLevel in [4, 8, 9] where memoryLevel != 9 || level == 9 {
                for strategy in [PNGCompression.Strategy.default, .rle] where strategy != .rle || level == 1 {
                    for (filterName, filtering) in filterings {
                        let compression = PNGCompression(
                            level: level, strategy: strategy, filtering: filtering,
                            memoryLevel: memoryLevel)
                        let encoder = PNGEncoder(compression: compression)
                        var count = 0
                        let time = try Measurement.measure(minimumRuns: 3, minimumTime: 0.3) {
                            count = try encodeAll(encoder)
                        }
                        let preset =
                            compression == .fast
                            ? "fast"
                            : compression == .small
                                ? "small"
                                : compression == .libpngDefault ? "libpng default" : ""
                        table.add([
                            "\(level)", "\(memoryLevel)", "\(strategy)", filterName,
                            TableFormat.fixed(time.cpu / n * 1000, 1),
                            TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                            TableFormat.grouped(Int((Double(count) / n).rounded())),
                            "×" + TableFormat.fixed(Double(count) / Double(baseBytes), 2),
                            "×" + TableFormat.fixed(baseTime / time.cpu, 2), preset,
                        ])
                    }
                }
            }
        }
        table.print()
    }

    /// The synthetic UI frame, or the frames named by `--frames=DIR` (and `--limit=N`).
    private static func settingsFrames(_ options: [String]) throws -> [Image] {
        guard let directory = RenderBenchmark.stringValue(of: "--frames", in: options) else {
            return [SyntheticFrames.userInterface()]
        }
        let limit = RasterBenchmark.value(of: "--limit", in: options) ?? 36
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw BenchmarkError("--frames: cannot read the folder \(directory)")
        }
        let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted()
        guard !paths.isEmpty, limit > 0 else { throw BenchmarkError("--frames: no PNG files under \(directory)") }
        let step = max(1, paths.count / limit)
        let chosen = stride(from: 0, to: paths.count, by: step).prefix(limit).map { directory + "/" + paths[$0] }
        return try chosen.map { try PNGDecoder().decode(contentsOf: $0).image }
    }
}
