import Raster
import Testing
import TestSupport
@testable import PNG

/// The encoder's per-frame choice between the frame settings and ``PNGCompression/PhotoSettings``, and the
/// decoder's optional Adler-32 check.
@Suite("Content-aware encoding")
struct ContentAwareEncodingTests {
    /// `compression` without its photo settings: what a frame that is not photo-like is encoded with.
    static func withoutPhotoSettings(_ compression: PNGCompression) -> PNGCompression {
        var plain = compression
        plain.photoLike = nil
        return plain
    }

    /// `photo` as plain settings: what a photo-like frame is encoded with.
    static func asFrameSettings(_ photo: PNGCompression.PhotoSettings) -> PNGCompression {
        PNGCompression(
            level: photo.level, strategy: photo.strategy, filters: photo.filters, memoryLevel: photo.memoryLevel)
    }

    @Test(
        "a noisy frame is encoded with the photo settings",
        arguments: [("fast", PNGCompression.fast), ("small", .small)])
    func noiseUsesPhotoSettings(name: String, compression: PNGCompression) throws {
        let image = EncoderTests.randomImage(width: 203, height: 157, alpha: .opaque, seed: 9)
        let photo = try #require(compression.photoLike)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(bytes == (try PNGEncoder(compression: Self.asFrameSettings(photo)).encode(image)), "\(name)")
        #expect(bytes != (try PNGEncoder(compression: Self.withoutPhotoSettings(compression)).encode(image)), "\(name)")
        #expect(try PNGDecoder().decode(bytes).image == image)
    }

    @Test(
        "a UI-like frame is encoded with the frame settings",
        arguments: [("fast", PNGCompression.fast), ("small", .small)])
    func flatFrameUsesFrameSettings(name: String, compression: PNGCompression) throws {
        let image = EncoderRowFilterTests.structuredImage(width: 301, height: 211, alpha: false)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(bytes == (try PNGEncoder(compression: Self.withoutPhotoSettings(compression)).encode(image)), "\(name)")
        let photo = try #require(compression.photoLike)
        #expect(bytes != (try PNGEncoder(compression: Self.asFrameSettings(photo)).encode(image)), "\(name)")
    }

    /// The rule's threshold: a frame whose sampled pixels repeat a neighbour just under a quarter of the time is
    /// photo-like, just over is not. Rows of noise with every `period`-th pixel copied from its left neighbour.
    @Test("the photo-like threshold is a quarter of the sampled pixels")
    func threshold() throws {
        func image(repeatEvery period: Int) -> Image {
            var random = SplitMix64(state: 77)
            var image = Image(width: 400, height: 64, fill: Pixel(r: 0, g: 0, b: 0, a: 255))
            for y in 0..<64 {
                for x in 0..<400 {
                    image[x: x, y: y] =
                        x > 0 && x % period == 0
                        ? image[x: x - 1, y: y]
                        : Pixel(
                            r: UInt8.random(in: 0...255, using: &random), g: UInt8.random(in: 0...255, using: &random),
                            b: UInt8.random(in: 0...255, using: &random), a: 255)
                }
            }
            return image
        }
        let photo = Self.asFrameSettings(try #require(PNGCompression.fast.photoLike))
        let rarely = image(repeatEvery: 5)  // 20 % repeat their left neighbour: photo-like
        let often = image(repeatEvery: 3)  // 33 %: not
        #expect(try PNGEncoder(compression: .fast).encode(rarely) == PNGEncoder(compression: photo).encode(rarely))
        #expect(
            try PNGEncoder(compression: .fast).encode(often)
                == PNGEncoder(compression: Self.withoutPhotoSettings(.fast)).encode(often))
    }

    /// The file's chunks: (offset of the length field, type, data).
    static func chunks(_ bytes: [UInt8]) -> [(offset: Int, type: String, data: ArraySlice<UInt8>)] {
        var result: [(Int, String, ArraySlice<UInt8>)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((offset, type, bytes[(offset + 8)..<(offset + 8 + length)]))
            offset += 12 + length
        }
        return result
    }

    /// Rewrites the CRC of the chunk at `offset` to match its type and data.
    static func fixCRC(_ bytes: inout [UInt8], chunkAt offset: Int) {
        let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        let crc = Deflate.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
        for i in 0..<4 { bytes[offset + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
    }

    @Test("a wrong Adler-32 under a correct CRC is refused by default and read when the check is off")
    func adlerCheckOption() throws {
        let image = EncoderRowFilterTests.structuredImage(width: 64, height: 40, alpha: false)
        var bytes = try PNGEncoder(compression: .small).encode(image)
        let idat = try #require(Self.chunks(bytes).first { $0.type == "IDAT" })
        bytes[idat.data.endIndex - 1] ^= 0x5A  // the last byte of the zlib stream: its Adler-32
        Self.fixCRC(&bytes, chunkAt: idat.offset)
        #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
        #expect(try PNGDecoder(checksZlibChecksum: false).decode(bytes).image == image)
    }

    @Test("a damaged compressed byte is refused with or without the Adler-32 check (the chunk CRC)")
    func damagedByteStillRefused() throws {
        let image = EncoderRowFilterTests.structuredImage(width: 64, height: 40, alpha: false)
        var bytes = try PNGEncoder(compression: .small).encode(image)
        let idat = try #require(Self.chunks(bytes).first { $0.type == "IDAT" })
        bytes[idat.data.startIndex + idat.data.count / 2] ^= 0x01
        for checks in [true, false] {
            #expect(throws: PNGError.self, "check \(checks)") {
                try PNGDecoder(checksZlibChecksum: checks).decode(bytes)
            }
        }
    }
}
