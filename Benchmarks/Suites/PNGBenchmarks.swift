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
        var table = Table("PNG, 1179×2556 frames: MB/s of raw RGBA (12.05 MB a frame) per CPU second; medians of ≥5 runs",
                          columns: ["frame", "operation", "setting", "MB/s", "CPU ms", "wall ms", "bytes out", "size vs default", "speed vs default"])
        for (frameName, image) in frames {
            let raw = image.pixels.count
            var baseline: (seconds: Double, bytes: Int)?
            for (settingName, compression) in settings {
                let encoder = PNGEncoder(compression: compression)
                var bytes: [UInt8] = []
                let time = try Measurement.measure { bytes = try encoder.encode(image) }
                let base = baseline ?? (time.cpu, bytes.count)
                baseline = base
                table.add([frameName, "encode", settingName, TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                           TableFormat.fixed(time.cpu * 1000, 1), TableFormat.fixed(time.wall * 1000, 1), TableFormat.grouped(bytes.count),
                           "×" + TableFormat.fixed(Double(bytes.count) / Double(base.bytes), 2),
                           "×" + TableFormat.fixed(base.seconds / time.cpu, 2)])
            }
            for (settingName, compression) in settings {
                let bytes = try PNGEncoder(compression: compression).encode(image)
                let decoder = PNGDecoder()
                var decoded: DecodedPNG?
                let time = try Measurement.measure { decoded = try decoder.decode(bytes) }
                precondition(decoded?.image == image, "decoding did not give back the frame")
                table.add([frameName, "decode", settingName + " file", TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                           TableFormat.fixed(time.cpu * 1000, 1), TableFormat.fixed(time.wall * 1000, 1), TableFormat.grouped(bytes.count), "", ""])
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
        let baseTime = try Measurement.measure(minimumRuns: 5, minimumTime: 0.5) { _ = try baseline.encode(image) }.cpu
        var table = Table("UI frame 1179×2556: encode settings against libpng's default (level 6, default strategy, all filters)",
                          columns: ["level", "strategy", "filters", "MB/s (CPU)", "bytes out", "size vs default", "speed vs default"])
        let filterings: [(String, PNGCompression.Filtering)] = [
            ("none", .libpng(.none)), ("sub", .libpng(.sub)), ("up", .libpng(.up)), ("paeth", .libpng(.paeth)),
            ("all (libpng picks)", .libpng(.all)), ("flat-or-up", .flatOrUp),
        ]
        for level in [1, 2, 3, 4, 6, 9] {
            for strategy in [PNGCompression.Strategy.default, .rle] where strategy != .rle || level == 1 {
                for (filterName, filtering) in filterings {
                    let encoder = PNGEncoder(compression: PNGCompression(level: level, strategy: strategy, filtering: filtering))
                    var count = 0
                    let time = try Measurement.measure(minimumRuns: 3, minimumTime: 0.3) { count = try encoder.encode(image).count }
                    table.add(["\(level)", "\(strategy)", filterName, TableFormat.fixed(time.megabytesPerSecond(raw), 1),
                               TableFormat.grouped(count), "×" + TableFormat.fixed(Double(count) / Double(baseBytes), 2),
                               "×" + TableFormat.fixed(baseTime / time.cpu, 2)])
                }
            }
        }
        table.print()
    }
}
