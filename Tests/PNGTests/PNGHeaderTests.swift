import PNG
import Raster
import Testing

/// `PNGHeader(fileStart:)`: the header read from a PNG file's first 29 bytes, without decoding — what a check
/// reads to tell a fixture frame's size, and what a report's copied image must start with.
@Suite("PNG header from a file's start")
struct PNGHeaderTests {
    static func file(width: Int, height: Int, opaque: Bool) throws -> [UInt8] {
        let pixel: [UInt8] = opaque ? [10, 20, 30, 255] : [5, 10, 15, 128]
        let image = Image(
            width: width, height: height,
            premultipliedRGBA: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
        return try PNGEncoder(compression: .fast).encode(image)
    }

    @Test func readsWhatTheEncoderWrote() throws {
        #expect(
            PNGHeader(fileStart: try Self.file(width: 7, height: 3, opaque: true))
                == PNGHeader(width: 7, height: 3, colorType: .truecolor, bitDepth: 8, isInterlaced: false))
        #expect(
            PNGHeader(fileStart: try Self.file(width: 1, height: 300, opaque: false))
                == PNGHeader(width: 1, height: 300, colorType: .truecolorAlpha, bitDepth: 8, isInterlaced: false))
        // Sizes as stored, all 32 bits of them; the bytes after the header are not read.
        var bytes = Array(try Self.file(width: 2, height: 2, opaque: true).prefix(29))
        bytes.replaceSubrange(16..<24, with: [0x80, 0, 0, 1, 0, 0x01, 0x02, 0x03])
        #expect(PNGHeader(fileStart: bytes).map { [$0.width, $0.height] } == [0x8000_0001, 0x010203])
        bytes[28] = 1
        #expect(PNGHeader(fileStart: bytes)?.isInterlaced == true)
    }

    @Test func anythingElseIsNotAHeader() throws {
        let good = Array(try Self.file(width: 4, height: 4, opaque: true).prefix(29))
        #expect(PNGHeader(fileStart: good) != nil)
        // Too short: every prefix.
        for count in 0..<29 { #expect(PNGHeader(fileStart: Array(good.prefix(count))) == nil, "\(count) bytes") }
        // Each byte of the signature, each of the IHDR chunk's length and type.
        for offset in 0..<16 {
            var bytes = good
            bytes[offset] ^= 0x20
            #expect(PNGHeader(fileStart: bytes) == nil, "byte \(offset) changed")
        }
        // A colour type or interlace method PNG does not define.
        for (offset, value) in [(25, 1), (25, 5), (25, 7), (28, 2)] as [(Int, UInt8)] {
            var bytes = good
            bytes[offset] = value
            #expect(PNGHeader(fileStart: bytes) == nil, "byte \(offset) = \(value)")
        }
    }
}
