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
            for (name, image) in frames { try PNGEncoder(compression: .small).write(image, to: "\(directory)/\(name).png") }
        }
        let settings: [(String, PNGCompression)] = [("libpng default", .libpngDefault), ("fast", .fast), ("small", .small)]
        var table = Table("PNG, 1179×2556 frames (MB/s of raw RGBA, 12.05 MB per frame; median of ≥5 runs)",
                          columns: ["frame", "operation", "setting", "MB/s", "ms", "bytes out", "size vs default", "speed vs default"])
        for (frameName, image) in frames {
            let raw = image.pixels.count
            var baseline: (seconds: Double, bytes: Int)?
            for (settingName, compression) in settings {
                let encoder = PNGEncoder(compression: compression)
                var bytes: [UInt8] = []
                let time = try Measurement.measure { bytes = try encoder.encode(image) }
                let base = baseline ?? (time.median, bytes.count)
                baseline = base
                table.add([frameName, "encode", settingName, TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                           TableFormat.fixed(time.median * 1000, 1), TableFormat.grouped(bytes.count),
                           "×" + TableFormat.fixed(Double(bytes.count) / Double(base.bytes), 2),
                           "×" + TableFormat.fixed(base.seconds / time.median, 2)])
            }
            for (settingName, compression) in settings {
                let bytes = try PNGEncoder(compression: compression).encode(image)
                let decoder = PNGDecoder()
                var decoded: DecodedPNG?
                let time = try Measurement.measure { decoded = try decoder.decode(bytes) }
                precondition(decoded?.image == image, "decoding did not give back the frame")
                table.add([frameName, "decode", settingName + " file", TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                           TableFormat.fixed(time.median * 1000, 1), TableFormat.grouped(bytes.count), "", ""])
            }
        }
        table.print()
    }

    /// The search that chose `PNGCompression.fast`: zlib level × strategy × filters on the UI frame.
    static let pngSettings = BenchmarkSuite(
        name: "png-settings",
        summary: "zlib level × strategy × PNG filters on the 1179×2556 UI frame (how .fast was chosen)"
    ) { _ in
        let image = SyntheticFrames.userInterface()
        let raw = image.pixels.count
        let baseline = PNGEncoder(compression: .libpngDefault)
        let baseBytes = try baseline.encode(image).count
        let baseTime = try Measurement.measure(minimumRuns: 3, minimumTime: 0.5) { _ = try baseline.encode(image) }.median
        var table = Table("UI frame 1179×2556: encode settings against libpng's default (level 6, default strategy, all filters)",
                          columns: ["level", "strategy", "filters", "MB/s", "bytes out", "size vs default", "speed vs default"])
        let filters: [(String, PNGCompression.Filters)] = [("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all)]
        for level in [1, 2, 3, 6, 9] {
            for strategy in PNGCompression.Strategy.allCases where strategy != .huffmanOnly || level == 1 {
                for (filterName, filter) in filters {
                    let encoder = PNGEncoder(compression: PNGCompression(level: level, strategy: strategy, filters: filter))
                    var count = 0
                    let time = try Measurement.measure(minimumRuns: 3, minimumTime: 0.3) { count = try encoder.encode(image).count }
                    table.add(["\(level)", "\(strategy)", filterName, TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                               TableFormat.grouped(count), "×" + TableFormat.fixed(Double(count) / Double(baseBytes), 2),
                               "×" + TableFormat.fixed(baseTime / time.median, 2)])
                }
            }
        }
        table.print()
    }
}
