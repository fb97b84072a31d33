import CPNGShim
import Foundation
import Raster
import Testing
import TestSupport
@testable import PNG

/// ``PNGDecoder/match(_:_:)``: the quick pixel match of the files the encoder writes for opaque frames. It may
/// say `.same` only when libpng decodes the file to exactly the image, and must leave every other form of file
/// to libpng (`.undecided`).
@Suite("Quick pixel match")
struct PixelMatchTests {
    static let encodings: [(String, PNGCompression)] = [
        ("fast", .fast), ("small", .small),
        ("level 9, flat-or-up (old fixtures)", PNGCompression(level: 9, strategy: .default, filtering: .flatOrUp)),
        ("level 1, Up on every row", PNGCompression(level: 1, strategy: .default, filters: .up)),
        ("level 0, no filter", PNGCompression(level: 0, strategy: .default, filters: .none)),
    ]

    static let sizes: [(Int, Int)] = [(1, 1), (3, 2), (5, 7), (301, 211)]

    @Test("an opaque frame's file holds it: same", arguments: encodings)
    func sameForOwnFiles(name: String, compression: PNGCompression) throws {
        for (width, height) in Self.sizes {
            let image = EncoderRowFilterTests.structuredImage(width: width, height: height, alpha: false)
            let bytes = try PNGEncoder(compression: compression).encode(image)
            #expect(try PNGDecoder().decode(bytes).image == image)
            #expect(PNGDecoder().match(bytes, image) == .same, "\(name) \(width)×\(height)")
        }
    }

    @Test("a noisy frame in several IDAT chunks, rows filtered Up: same")
    func sameAcrossChunks() throws {
        let image = EncoderTests.randomImage(width: 320, height: 240, alpha: .opaque, seed: 4)
        let bytes = try PNGEncoder(compression: .fast).encode(image)
        try #require(ContentAwareEncodingTests.chunks(bytes).filter { $0.type == "IDAT" }.count > 1)
        #expect(PNGDecoder().match(bytes, image) == .same)
    }

    @Test("one pixel changed, or one that is not opaque: different", arguments: encodings)
    func differentPixels(name: String, compression: PNGCompression) throws {
        let image = EncoderRowFilterTests.structuredImage(width: 301, height: 211, alpha: false)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        for (x, y) in [(0, 0), (300, 210), (150, 100)] {
            var changed = image
            var pixel = changed[x: x, y: y]
            pixel.g ^= 1
            changed[x: x, y: y] = pixel
            #expect(PNGDecoder().match(bytes, changed) == .different, "\(name) green at \(x),\(y)")
            changed[x: x, y: y] = Pixel(r: 0, g: 0, b: 0, a: 0)
            #expect(PNGDecoder().match(bytes, changed) == .different, "\(name) transparent at \(x),\(y)")
        }
    }

    @Test("a file that differs: its pixels as libpng decodes them, from the quick read", arguments: encodings)
    func differentDecodes(name: String, compression: PNGCompression) throws {
        let image = EncoderRowFilterTests.structuredImage(width: 301, height: 211, alpha: false)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(PNGDecoder().matchOrDecode(bytes, image) == .same, "\(name)")
        // The first difference in the first row, the last row and the middle: the rows above it, the row and the
        // rows below are all the file's.
        for (x, y) in [(0, 0), (300, 210), (150, 100)] {
            var changed = image
            var pixel = changed[x: x, y: y]
            pixel.g ^= 1
            changed[x: x, y: y] = pixel
            #expect(Self.holds(PNGDecoder().matchOrDecode(bytes, changed), image), "\(name) green at \(x),\(y)")
        }
        // Every byte of the image is written: a buffer full of other bytes holds exactly the file's pixels after.
        for (x, y) in [(0, 0), (300, 210), (150, 100)] {
            var changed = image
            changed[x: x, y: y] = Pixel(r: 1, g: 2, b: 3, a: 255)
            var decoded = [UInt8](repeating: 0xAB, count: image.pixels.count)
            let result = bytes.withUnsafeBufferPointer { file in
                changed.pixels.withUnsafeBufferPointer { pixels in
                    fb_png_match_or_decode_rgba(file.baseAddress, file.count, pixels.baseAddress, 301, 211, &decoded)
                }
            }
            #expect(result == FB_PNG_MATCH_DIFFERENT, "\(name) at \(x),\(y)")
            #expect(decoded.elementsEqual(image.pixels), "\(name) at \(x),\(y)")
        }
        let other = EncoderTests.randomImage(width: 301, height: 211, alpha: .opaque, seed: 9)
        #expect(Self.holds(PNGDecoder().matchOrDecode(bytes, other), image), "\(name) another image")
        #expect(Self.holds(PNGDecoder().matchOrDecode(bytes, other), try PNGDecoder().decode(bytes).image))
    }

    /// Rows equal to the row above are written as Up rows of zeros, which the quick read does not make: it compares
    /// the painted row with the painted row above, and copies the decoded row above once the frames differ.
    @Test(
        "a difference inside or after a run of repeated rows: different, with the file's pixels", arguments: encodings)
    func differentInRepeatedRows(name: String, compression: PNGCompression) throws {
        let image = RepeatedRowsEncodingTests.runsImage(
            width: 97, height: 90, runs: [1, 12, 3, 20, 1, 30], alpha: false, seed: 21)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(PNGDecoder().matchOrDecode(bytes, image) == .same, "\(name)")
        for y in [1, 2, 5, 12, 13, 20, 40, 89] {
            var changed = image
            changed[x: 50, y: y] = Pixel(r: 1, g: 2, b: 3, a: 255)
            #expect(PNGDecoder().match(bytes, changed) == .different, "\(name) row \(y)")
            #expect(Self.holds(PNGDecoder().matchOrDecode(bytes, changed), image), "\(name) row \(y)")
        }
    }

    /// A row is widened and compared 16 pixels at a time, then pixel by pixel to its end: a change to any channel
    /// of any pixel is found, at every position of rows 1–40 pixels wide (blocks and tails), and the file's pixels
    /// are those decoded.
    @Test("a change to any channel at any position of a row: different")
    func differentAtEveryPosition() throws {
        for width in 1...40 {
            // Noise, every row filtered None: each compared as it is widened.
            let image = EncoderTests.randomImage(width: width, height: 3, alpha: .opaque, seed: UInt64(width))
            let bytes = try PNGEncoder(compression: PNGCompression(level: 1, strategy: .default, filters: .none))
                .encode(image)
            #expect(PNGDecoder().match(bytes, image) == .same, "\(width) wide")
            for x in 0..<width {
                for channel in 0..<4 {
                    var changed = image
                    var pixel = changed[x: x, y: 1]
                    switch channel {
                    case 0: pixel.r ^= 0x80
                    case 1: pixel.g ^= 1
                    case 2: pixel.b ^= 0x10
                    default: pixel = Pixel(r: 0, g: 0, b: 0, a: 254)
                    }
                    changed[x: x, y: 1] = pixel
                    let place = "\(width) wide, x \(x), channel \(channel)"
                    #expect(PNGDecoder().match(bytes, changed) == .different, "\(place)")
                    #expect(Self.holds(PNGDecoder().matchOrDecode(bytes, changed), image), "\(place)")
                }
            }
        }
    }

    /// An Up row is taken as the row above again only when all its bytes are zero (tested 128 bytes at a time, then
    /// the tail): a row that equals the row above but for one byte, at any position of rows 1–60 pixels wide, is
    /// unfiltered and compared as it is — the file holds the image (`.same`), not the row above.
    @Test("an Up row with one byte that is not zero, at any position: not a repeat")
    func upRowsWithOneByteAreNotRepeats() throws {
        for width in 1...60 {
            let row = EncoderTests.randomImage(width: width, height: 1, alpha: .opaque, seed: UInt64(width))
            for x in 0..<width {
                var image = Image(width: width, height: 2, premultipliedRGBA: row.pixels + row.pixels)
                var pixel = image[x: x, y: 1]
                pixel.b ^= 4
                image[x: x, y: 1] = pixel
                let bytes = try PNGEncoder(compression: PNGCompression(level: 1, strategy: .default, filters: .up))
                    .encode(image)
                #expect(PNGDecoder().match(bytes, image) == .same, "\(width) wide, x \(x)")
            }
        }
    }

    /// Whether `result` is `.different` with exactly `image` (a Bool, so a failure does not print two images).
    static func holds(_ result: PNGPixelMatchOrImage, _ image: Image) -> Bool {
        if case .different(let decoded) = result { return decoded == image }
        return false
    }

    @Test("a row past the first difference that the quick read cannot read: undecided")
    func laterRowOfAnotherFilter() throws {
        // A file made here: rows filtered Up, but the last one Sub. The quick match stops at a difference in the
        // first row (different); the quick decode reads on, meets the Sub row, and leaves the file to libpng.
        let (width, height) = (40, 30)
        let image = EncoderRowFilterTests.structuredImage(width: width, height: height, alpha: false)
        var raw: [UInt8] = []
        for y in 0..<height {
            let filter: UInt8 = y == height - 1 ? 1 : 2
            raw.append(filter)
            for x in 0..<width * 3 {
                let byte = image.pixels[(y * width + x / 3) * 4 + x % 3]
                let left = x >= 3 ? image.pixels[(y * width + (x - 3) / 3) * 4 + x % 3] : 0
                let above = y > 0 ? image.pixels[((y - 1) * width + x / 3) * 4 + x % 3] : 0
                raw.append(byte &- (filter == 1 ? left : above))
            }
        }
        let deflate = try Deflate.Stream(level: 6, strategy: 0, memoryLevel: 8, path: "test")
        try deflate.write(raw)
        let header: [UInt8] = [0, 0, 0, UInt8(width), 0, 0, 0, UInt8(height), 8, 2, 0, 0, 0]
        let bytes =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", header)
            + Self.chunk("IDAT", try deflate.finish()) + Self.chunk("IEND", [])
        #expect(try PNGDecoder().decode(bytes).image == image)
        var changed = image
        changed[x: 0, y: 0] = Pixel(r: 1, g: 2, b: 3, a: 255)
        #expect(PNGDecoder().match(bytes, changed) == .different)
        #expect(PNGDecoder().matchOrDecode(bytes, changed) == .undecided)
        #expect(PNGDecoder().matchOrDecode(bytes, image) == .undecided)
    }

    /// The file of `image` (`.small`) changed by `edit`.
    static func edited(_ image: Image, _ edit: (inout [UInt8]) throws -> Void) throws -> [UInt8] {
        var bytes = try PNGEncoder(compression: .small).encode(image)
        try edit(&bytes)
        return bytes
    }

    /// A chunk with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = Deflate.crc32(body)
        let length = UInt32(data.count)
        return (0..<4).map { UInt8(truncatingIfNeeded: length >> (24 - 8 * $0)) } + body
            + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
    }

    @Test("files of another form, or damaged, are left to libpng: undecided")
    func undecided() throws {
        let image = EncoderRowFilterTests.structuredImage(width: 61, height: 37, alpha: false)
        let idat = { (bytes: [UInt8]) in ContentAwareEncodingTests.chunks(bytes).first { $0.type == "IDAT" }! }
        let cases: [(String, [UInt8])] = [
            (
                "RGBA file",
                try PNGEncoder(compression: .small).encode(
                    EncoderRowFilterTests.structuredImage(width: 61, height: 37, alpha: true))
            ),
            (
                "Sub rows",
                try PNGEncoder(compression: PNGCompression(level: 6, strategy: .default, filters: .sub))
                    .encode(image)
            ),
            (
                "Paeth rows",
                try PNGEncoder(compression: PNGCompression(level: 6, strategy: .default, filters: .paeth))
                    .encode(image)
            ),
            (
                "an ancillary chunk",
                try Self.edited(image) {
                    $0.insert(
                        contentsOf: Self.chunk("tEXt", [65, 0, 66]),
                        at: idat($0).offset)
                }
            ),
            ("a wrong CRC", try Self.edited(image) { $0[idat($0).data.endIndex] ^= 1 }),
            (
                "a damaged compressed byte",
                try Self.edited(image) {
                    let chunk = idat($0)
                    $0[chunk.data.startIndex + chunk.data.count / 2] ^= 1
                    ContentAwareEncodingTests.fixCRC(&$0, chunkAt: chunk.offset)
                }
            ),
            (
                "a wrong Adler-32",
                try Self.edited(image) {
                    let chunk = idat($0)
                    $0[chunk.data.endIndex - 1] ^= 0x5A
                    ContentAwareEncodingTests.fixCRC(&$0, chunkAt: chunk.offset)
                }
            ),
            ("a byte after IEND", try Self.edited(image) { $0.append(0) }),
            ("truncated", try Self.edited(image) { $0.removeLast(5) }),
            (
                "interlaced flag",
                try Self.edited(image) {
                    $0[28] = 1
                    ContentAwareEncodingTests.fixCRC(&$0, chunkAt: 8)
                }
            ),
            ("no IEND", try Self.edited(image) { $0.removeLast(12) }),
            ("not a PNG", Array("GIF89a".utf8)),
            ("empty", []),
        ]
        for (name, bytes) in cases {
            #expect(PNGDecoder().match(bytes, image) == .undecided, "\(name)")
        }
        let file = try PNGEncoder(compression: .small).encode(image)
        let wider = EncoderRowFilterTests.structuredImage(width: 62, height: 37, alpha: false)
        #expect(PNGDecoder().match(file, wider) == .undecided, "another size")
        #expect(PNGDecoder(pixelBudget: 61 * 37 - 1).match(file, image) == .undecided, "over the pixel budget")
        #expect(PNGDecoder().match(file, image) == .same)
    }

    /// Every PngSuite image, valid or corrupt, matched against what libpng decodes it to (or a grey image of
    /// its declared size): `.same` only where libpng decodes it to exactly that image.
    @Test("PngSuite: same only where libpng agrees")
    func pngSuiteNeverWronglySame() throws {
        for name in TestData.validPngSuiteNames + TestData.corruptPngSuiteNames {
            let bytes = try [UInt8](Data(contentsOf: TestData.pngSuite.appendingPathComponent(name)))
            let decoded = try? PNGDecoder().decode(bytes).image
            let probe =
                decoded ?? Image(width: 32, height: 32, fill: Pixel(r: 128, g: 128, b: 128, a: 255))
            let result = PNGDecoder().match(bytes, probe)
            if result == .same {
                #expect(decoded == probe, "\(name): same, but libpng decodes it otherwise")
            }
            if decoded == nil { #expect(result == .undecided, "\(name): corrupt, yet \(result)") }
            let grey = Image(width: probe.width, height: probe.height, fill: Pixel(r: 128, g: 128, b: 128, a: 255))
            switch PNGDecoder().matchOrDecode(bytes, grey) {
            case .same: #expect(decoded == grey, "\(name): same, but libpng decodes it otherwise")
            case .different(let image):
                #expect(decoded.map { $0 == image } == true, "\(name): decoded otherwise than libpng")
            case .undecided: break
            }
        }
    }
}
