import Foundation
import PNG
import Raster

extension BenchmarkSuite {
    /// Encoding and decoding real @3x UI frames (the middle frame of each plain fixture in `Fixtures/`, 12 of
    /// them evenly spaced; `--frames=DIR --limit=N` for others), the synthetic photo-like frame and the
    /// synthetic UI frame: ``PNGCompression/fast`` and ``PNGCompression/small`` next to libpng's default
    /// settings, libpng at zlib level 1 with no filter, both presets as they were before (`fastBefore`,
    /// `smallBefore`, everything through libpng) and a variant of small that was not taken (`smallFullSearch`),
    /// measured in the same rounds (each round encodes every frame with every setting, so load drifts alike on all
    /// of them). Thread CPU time, median of the rounds (`--rounds=N`, default 5); the load average is printed before
    /// and after. Decoding: libpng, and the quick pixel match that checks read fixtures with.
    static let png = BenchmarkSuite(
        name: "png",
        summary: "PNG encode/decode vs libpng default and level 1 on real @3x UI frames and a photo-like frame"
    ) { options in
        print("libraries: \(PNGEncoder.libraryVersions); load average \(loadAverage())")
        let rounds = RasterBenchmark.value(of: "--rounds", in: options) ?? 5
        let real = try realFrames(options)
        let sets: [(String, [Image])] = [
            ("real UI (\(real.count) @3x frames)", real), ("photo-like (synthetic)", [SyntheticFrames.photo()]),
            ("UI (synthetic)", [SyntheticFrames.userInterface()]),
        ]
        if let directory = ProcessInfo.processInfo.environment["FLIPBOOK_BENCHMARK_FRAMES"] {
            // To look at what is measured.
            for (index, (_, images)) in sets.enumerated() {
                try PNGEncoder(compression: .small).write(images[0], to: "\(directory)/set-\(index).png")
            }
        }
        let levelOne = PNGCompression(level: 1, strategy: .default, filters: .none)
        let settings: [(String, PNGCompression)] = [
            ("libpng default (level 6, all filters)", .libpngDefault), ("libpng level 1, no filter", levelOne),
            ("fast", .fast), ("small", .small), ("fast before (libpng, level 3)", fastBefore),
            ("small before (libpng, level 9)", smallBefore), ("small, full search (not taken)", smallFullSearch),
        ]
        var comparisons: [String] = []
        var table = Table(
            "PNG encode: thread CPU ms per frame, median of \(rounds) rounds; bytes per frame",
            columns: [
                "frames", "setting", "CPU ms", "bytes", "size vs default", "speed vs level 1", "speed vs default",
            ])
        var decodeTable = Table(
            "PNG decode of each setting's files: thread CPU ms per frame (libpng, zlib checksum checked / skipped; "
                + "the quick pixel match a check reads a fixture with, libdeflate, undoing None and Up)",
            columns: ["frames", "file written with", "libpng CPU ms", "libpng, no Adler-32", "quick match", "bytes"])
        for (setName, images) in sets {
            var times = [[Double]](repeating: [], count: settings.count)
            var bytes = [Int](repeating: 0, count: settings.count)
            var files = [[[UInt8]]](repeating: [], count: settings.count)
            for round in 0...rounds {
                for (index, (_, compression)) in settings.enumerated() {
                    let encoder = PNGEncoder(compression: compression)
                    var encoded: [[UInt8]] = []
                    let start = Clock.threadCPU()
                    for image in images { encoded.append(try encoder.encode(image)) }
                    let seconds = Clock.threadCPU() - start
                    if round == 0 {  // warm-up, not counted
                        bytes[index] = encoded.reduce(0) { $0 + $1.count } / images.count
                        files[index] = encoded
                    } else {
                        times[index].append(seconds / Double(images.count))
                        precondition(encoded == files[index], "\(settings[index].0) is not deterministic")
                    }
                }
            }
            let medians = times.map(\.median)
            for (now, before) in [(2, 4), (3, 5)] {
                let speed = TableFormat.fixed(medians[before] / medians[now], 2)
                let size = TableFormat.fixed(Double(bytes[now]) / Double(bytes[before]), 4)
                comparisons.append(
                    "\(setName): \(settings[now].0) ×\(speed) as fast as \(settings[before].0), ×\(size) its bytes "
                        + "(\(bytes[now]) vs \(bytes[before]))")
            }
            for (index, (name, _)) in settings.enumerated() {
                table.add([
                    setName, name, TableFormat.fixed(medians[index] * 1000, 2), TableFormat.grouped(bytes[index]),
                    "×" + TableFormat.fixed(Double(bytes[index]) / Double(bytes[0]), 2),
                    "×" + TableFormat.fixed(medians[1] / medians[index], 2),
                    "×" + TableFormat.fixed(medians[0] / medians[index], 2),
                ])
            }
            for (index, (name, _)) in settings.enumerated() {
                var checked: [Double] = [], skipped: [Double] = [], quick: [Double] = []
                var quickSame = true
                for _ in 0..<max(3, rounds / 2) {
                    let matcher = PNGDecoder(checksZlibChecksum: false)
                    let start = Clock.threadCPU()
                    for (file, image) in zip(files[index], images) {
                        quickSame = quickSame && matcher.matchOrDecode(file, image) == .same
                    }
                    quick.append((Clock.threadCPU() - start) / Double(images.count))
                    for (decoder, sink) in [(PNGDecoder(), 0), (PNGDecoder(checksZlibChecksum: false), 1)] {
                        let start = Clock.threadCPU()
                        for (file, image) in zip(files[index], images) {
                            let decoded = try decoder.decode(file).image
                            precondition(decoded == image, "decoding did not give back the frame")
                        }
                        let seconds = (Clock.threadCPU() - start) / Double(images.count)
                        if sink == 0 { checked.append(seconds) } else { skipped.append(seconds) }
                    }
                }
                decodeTable.add([
                    setName, name, TableFormat.fixed(checked.median * 1000, 2),
                    TableFormat.fixed(skipped.median * 1000, 2),
                    quickSame ? TableFormat.fixed(quick.median * 1000, 2) : "undecided (libpng reads it)",
                    TableFormat.grouped(bytes[index]),
                ])
            }
        }
        table.print()
        for line in comparisons { print(line) }
        decodeTable.print()
        print("load average after: \(loadAverage())")
    }

    /// ``PNGCompression/fast`` as it was before the encoder made the zlib stream itself: zlib level 3, memory level 4,
    /// no row filter, everything through libpng.
    static let fastBefore = PNGCompression(
        level: 3, strategy: .default, filters: .none, memoryLevel: 4, photoLike: .fast)
    /// ``PNGCompression/small`` as it was before: zlib level 9, memory level 5, no row filter, everything through
    /// libpng (the fixtures in the repository were written with it).
    static let smallBefore = PNGCompression(
        level: 9, strategy: .default, filters: .none, memoryLevel: 5, photoLike: .small)
    /// ``PNGCompression/small`` with zlib's full match search at level 9 (4096 candidates): measured and not taken
    /// (see ``PNGCompression/small``).
    static let smallFullSearch = PNGCompression(
        level: 9, strategy: .default, filtering: .repeatsOnce(minimumRun: 8), memoryLevel: 5, photoLike: .small)

    /// The 1-, 5- and 15-minute load averages (`/proc/loadavg`), or "unknown".
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// `--frames=DIR` (up to `--limit=N` PNGs, evenly spaced), else the middle frame of each plain fixture in
    /// `Fixtures/` (no variant, no `Raster`), 12 of them evenly spaced: real mid-transition @3x frames.
    private static func realFrames(_ options: [String]) throws -> [Image] {
        if RenderBenchmark.stringValue(of: "--frames", in: options) != nil { return try settingsFrames(options) }
        let root = "Fixtures"
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter {
            !$0.contains("+") && $0 != "Raster"
        }
        var middles: [String] = []
        for folder in folders {
            let frames =
                (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)"))?
                .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted() ?? []
            if frames.count >= 3 { middles.append("\(root)/\(folder)/\(frames[frames.count / 2])") }
        }
        guard !middles.isEmpty else {
            throw BenchmarkError("no fixtures under \(root)/ (run from the package root, or pass --frames=DIR)")
        }
        let count = min(12, middles.count)
        let chosen = (0..<count).map { middles[$0 * middles.count / count] }
        return try chosen.map { try PNGDecoder().decode(contentsOf: $0).image }
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
            ("repeats once, runs ≥ 4", .repeatsOnce(minimumRun: 4)),
            ("repeats up, all through zlib", .repeatsOnce(minimumRun: 0)),
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
