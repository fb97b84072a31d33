import Foundation
import Raster
import Testing
import TestSupport
@testable import PNG

/// ``PNGCompression/Filtering/repeatsOnce(minimumRun:)``: the encoder's own zlib stream, with runs of rows equal to
/// the row above written as deflate blocks of its own. Every file must decode to the same pixels in libpng, in the
/// quick pixel match (opaque frames) and in Pillow (zlib's inflate outside libpng).
@Suite("Repeated rows written once")
struct RepeatedRowsEncodingTests {
    /// Rows of random colour (every pixel different from its neighbours), each repeated the number of times `runs`
    /// gives in turn (1: no repeat), then `runs` again until `height` rows are filled.
    static func runsImage(width: Int, height: Int, runs: [Int], alpha: Bool, seed: UInt64) -> Image {
        var random = SplitMix64(state: seed)
        var image = Image(width: width, height: height, fill: Pixel(r: 0, g: 0, b: 0, a: 255))
        var y = 0
        var index = 0
        while y < height {
            for x in 0..<width {
                let a: UInt8 = alpha ? [0, 255, UInt8.random(in: 0...255, using: &random)][x % 3] : 255
                image[x: x, y: y] = Pixel(
                    r: Premultiplication.premultiply(UInt8.random(in: 0...255, using: &random), a),
                    g: Premultiplication.premultiply(UInt8(x & 255), a),
                    b: Premultiplication.premultiply(UInt8.random(in: 0...255, using: &random), a), a: a)
            }
            let run = runs[index % runs.count]
            index += 1
            for copy in 1..<max(1, run) where y + copy < height {
                for x in 0..<width { image[x: x, y: y + copy] = image[x: x, y: y] }
            }
            y += max(1, run)
        }
        return image
    }

    /// The table of frames: UI-like, runs of every length from 1 to 40 and long ones, flat, one pixel, one row,
    /// one column, translucent, rows longer than deflate's 32 KiB window, a frame whose rows differ only in
    /// their last pixel, and a full @3x-sized frame.
    static let frames: [(String, Image)] = {
        var lastPixel = Image(width: 97, height: 60, fill: Pixel(r: 10, g: 20, b: 30, a: 255))
        for y in stride(from: 0, to: 60, by: 7) { lastPixel[x: 96, y: y] = Pixel(r: 11, g: 20, b: 30, a: 255) }
        var firstByte = Image(width: 50, height: 40, fill: Pixel(r: 200, g: 20, b: 30, a: 255))
        for y in stride(from: 5, to: 40, by: 9) { firstByte[x: 0, y: y] = Pixel(r: 201, g: 20, b: 30, a: 255) }
        return [
            ("UI-like", EncoderRowFilterTests.structuredImage(width: 301, height: 211, alpha: false)),
            ("UI-like, translucent", EncoderRowFilterTests.structuredImage(width: 129, height: 100, alpha: true)),
            ("runs 1…40", runsImage(width: 61, height: 820, runs: Array(1...40), alpha: false, seed: 1)),
            ("long runs", runsImage(width: 200, height: 1200, runs: [300, 1, 2, 500, 3, 389], alpha: false, seed: 2)),
            ("runs, translucent", runsImage(width: 45, height: 300, runs: [1, 5, 9, 2, 30], alpha: true, seed: 3)),
            ("flat", Image(width: 64, height: 300, fill: Pixel(r: 242, g: 242, b: 247, a: 255))),
            ("flat, transparent", Image(width: 33, height: 50, fill: Pixel(r: 0, g: 0, b: 0, a: 0))),
            ("1 pixel", Image(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255))),
            ("1 column", runsImage(width: 1, height: 257, runs: [1, 2, 3, 4, 8, 16, 100], alpha: false, seed: 4)),
            ("1 column, translucent", runsImage(width: 1, height: 90, runs: [7, 1, 13], alpha: true, seed: 5)),
            ("2 pixels wide", runsImage(width: 2, height: 90, runs: [1, 6, 40], alpha: false, seed: 6)),
            ("1 row", runsImage(width: 300, height: 1, runs: [1], alpha: false, seed: 7)),
            ("rows past the window", runsImage(width: 12_000, height: 12, runs: [1, 5, 6], alpha: false, seed: 8)),
            ("rows differ in the last pixel", lastPixel),
            ("rows differ in the first byte", firstByte),
            ("@3x", runsImage(width: 1179, height: 2556, runs: [1, 2, 40, 3, 200, 1, 9], alpha: false, seed: 9)),
        ]
    }()

    static let settings: [(String, PNGCompression)] = [
        ("fast", .fast),
        ("small", .small),
        (
            "level 4, chain limit 4, runs ≥ 1",
            PNGCompression(level: 4, strategy: .default, filtering: .repeatsOnce(minimumRun: 1), chainLimit: 4)
        ),
        (
            "level 9, memory level 5, every row through zlib",
            PNGCompression(level: 9, strategy: .default, filtering: .repeatsOnce(minimumRun: 0), memoryLevel: 5)
        ),
        (
            "level 1, every row through zlib",
            PNGCompression(level: 1, strategy: .default, filtering: .repeatsOnce(minimumRun: 0))
        ),
        ("level 9, runs ≥ 1", PNGCompression(level: 9, strategy: .default, filtering: .repeatsOnce(minimumRun: 1))),
        ("level 0, runs ≥ 2", PNGCompression(level: 0, strategy: .default, filtering: .repeatsOnce(minimumRun: 2))),
        (
            "level 2, RLE, runs ≥ 3",
            PNGCompression(level: 2, strategy: .rle, filtering: .repeatsOnce(minimumRun: 3), memoryLevel: 1)
        ),
        (
            "level 6, Huffman only, runs ≥ 100",
            PNGCompression(level: 6, strategy: .huffmanOnly, filtering: .repeatsOnce(minimumRun: 100), memoryLevel: 9)
        ),
    ]

    /// Without photo settings, so that every frame of the table takes the path under test.
    static func plain(_ compression: PNGCompression) -> PNGCompression {
        var plain = compression
        plain.photoLike = nil
        return plain
    }

    @Test("every frame decodes to the same pixels in libpng and the quick match", arguments: 0..<9)
    func roundTrip(settingIndex: Int) throws {
        let (name, compression) = Self.settings[settingIndex]
        let encoder = PNGEncoder(compression: Self.plain(compression))
        for (frameName, image) in Self.frames {
            let bytes = try encoder.encode(image)
            let decoded = try PNGDecoder().decode(bytes, name: frameName)
            #expect(decoded.image == image, "\(name): \(frameName)")
            #expect(try encoder.encode(image) == bytes, "\(name): \(frameName) is not deterministic")
            let types = ContentAwareEncodingTests.chunks(bytes).map(\.type)
            #expect(types.first == "IHDR" && types.last == "IEND" && Set(types) == ["IHDR", "IDAT", "IEND"])
            if image.isOpaque {
                #expect(PNGDecoder().match(bytes, image) == .same, "\(name): \(frameName)")
            }
        }
    }

    @Test("Pillow decodes every frame of the table to the same pixels", arguments: [0, 1, 5])
    func pillowAgrees(settingIndex: Int) throws {
        let (name, compression) = Self.settings[settingIndex]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repeats-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, (frameName, image)) in Self.frames.enumerated() {
            let url = folder.appendingPathComponent("frame-\(index).png")
            try PNGEncoder(compression: Self.plain(compression)).write(image, to: url.path)
            let pillow = try PillowDecoder.decode(url)
            #expect(pillow.meta.width == image.width && pillow.meta.height == image.height)
            #expect(pillow.frames.first == image.unpremultipliedRGBA(), "\(name): \(frameName)")
        }
    }

    @Test("runs written once make the file differ from the same rows all through zlib, and a long run costs little")
    func runsAreWrittenOnce() throws {
        let image = Self.runsImage(width: 1179, height: 600, runs: [600], alpha: false, seed: 11)
        let once = try PNGEncoder(
            compression: PNGCompression(level: 3, strategy: .default, filtering: .repeatsOnce(minimumRun: 4))
        ).encode(image)
        let zlib = try PNGEncoder(
            compression: PNGCompression(level: 3, strategy: .default, filtering: .repeatsOnce(minimumRun: 0))
        ).encode(image)
        #expect(once != zlib)
        // The first row is noise (3537 bytes, about as many compressed); the 599 zero rows take codes fitted to the
        // row: 41 bits a row (the filter byte 3 bits, a literal zero 2, 13 matches of 258 at 2 bits each and the
        // last match 10), plus the block's header (about 40 bytes).
        let noise = try PNGEncoder(
            compression: PNGCompression(level: 3, strategy: .default, filtering: .repeatsOnce(minimumRun: 4))
        ).encode(Self.runsImage(width: 1179, height: 1, runs: [1], alpha: false, seed: 11))
        #expect(once.count - noise.count <= 599 * 41 / 8 + 48, "\(once.count - noise.count) bytes for 599 zero rows")
        #expect(try PNGDecoder().decode(once).image == image)
    }

    /// zlib's block ends at any bit of a byte; the run block starts at that bit and zlib's next block at the run
    /// block's last bit. Rows of every width from 1 to 40 pixels, runs after rows of noise, at three settings.
    @Test("runs spliced at every bit offset decode in libpng and the quick match")
    func runsAtEveryBitOffset() throws {
        for width in 1...40 {
            let image = Self.runsImage(
                width: width, height: 120, runs: [1, 9, 2, 8, 1, 1, 30, 3, 12], alpha: false, seed: UInt64(width))
            for compression in [PNGCompression.small, .fast, Self.settings[2].1] {
                let bytes = try PNGEncoder(compression: Self.plain(compression)).encode(image)
                #expect(try PNGDecoder().decode(bytes).image == image, "width \(width)")
                #expect(PNGDecoder().match(bytes, image) == .same, "width \(width)")
            }
        }
    }

    /// The chain limit reaches zlib: a structured frame at level 9 with the shortest search differs from the full
    /// search and is larger, and both decode to the frame.
    @Test("the chain limit changes zlib's match search")
    func chainLimit() throws {
        let image = EncoderRowFilterTests.structuredImage(width: 301, height: 211, alpha: false)
        func encode(_ limit: Int?) throws -> [UInt8] {
            try PNGEncoder(
                compression: PNGCompression(
                    level: 9, strategy: .default, filtering: .repeatsOnce(minimumRun: 8), memoryLevel: 5,
                    chainLimit: limit)
            ).encode(image)
        }
        let full = try encode(nil)
        let short = try encode(4)
        #expect(full != short && full.count < short.count)
        #expect(try encode(4096) == full)
        #expect(try PNGDecoder().decode(short).image == image)
    }
}
