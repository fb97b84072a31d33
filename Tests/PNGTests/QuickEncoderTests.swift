import Foundation
import Raster
import Testing
import TestSupport
@testable import PNG

/// ``QuickPNGEncoder``: the fast files of a failing check's frames. libpng must read back exactly the pixels, the
/// quick match must read them too, and a translucent image must still come back whole.
@Suite("Quick PNG encoder")
struct QuickEncoderTests {
    static let sizes: [(Int, Int)] = [(1, 1), (2, 1), (1, 3), (3, 2), (5, 7), (86, 3), (301, 211), (1000, 4)]

    @Test("libpng reads back exactly the pixels: structured, noise, flat, every size")
    func roundTrips() throws {
        for (width, height) in Self.sizes {
            let images = [
                EncoderRowFilterTests.structuredImage(width: width, height: height, alpha: false),
                EncoderTests.randomImage(width: width, height: height, alpha: .opaque, seed: UInt64(width + height)),
                Image(width: width, height: height, fill: Pixel(r: 242, g: 242, b: 247, a: 255)),
            ]
            for (kind, image) in zip(["structured", "noise", "flat"], images) {
                let bytes = try QuickPNGEncoder().encode(image)
                let decoded = try PNGDecoder().decode(bytes)
                #expect(decoded.image == image, "\(kind) \(width)×\(height)")
                #expect(decoded.header.colorType == .truecolor, "\(kind) \(width)×\(height): an RGB file")
                #expect(PNGDecoder().match(bytes, image) == .same, "\(kind) \(width)×\(height)")
                #expect(try QuickPNGEncoder().encode(image, knownOpaque: true) == bytes, "deterministic")
                let chunks = ContentAwareEncodingTests.chunks(bytes).map(\.type)
                #expect(chunks == ["IHDR", "IDAT", "IEND"], "\(kind) \(width)×\(height)")
            }
        }
    }

    @Test("runs longer than a match, rows equal to the row above, a colour that changes every pixel")
    func longRunsAndRepeatedRows() throws {
        // 700 pixels of one colour (2100 bytes: several 258-byte matches) then a pixel of another, rows that repeat
        // the row above, and a row where each pixel differs from its left neighbour but equals the pixel 2 left.
        var image = Image(width: 701, height: 9, fill: Pixel(r: 10, g: 20, b: 30, a: 255))
        for y in 0..<9 { image[x: 700, y: y] = Pixel(r: UInt8(y), g: 0, b: 0, a: 255) }
        for x in 0..<701 {
            image[x: x, y: 4] = x % 2 == 0 ? Pixel(r: 1, g: 2, b: 3, a: 255) : Pixel(r: 4, g: 5, b: 6, a: 255)
        }
        let bytes = try QuickPNGEncoder().encode(image)
        #expect(try PNGDecoder().decode(bytes).image == image)
        #expect(bytes.count < 701 * 9 * 3 / 4, "\(bytes.count) bytes")
    }

    @Test("a UI-like frame is small; a translucent image is written by the PNG encoder and comes back whole")
    func sizeAndFallback() throws {
        let frame = EncoderRowFilterTests.structuredImage(width: 1179, height: 300, alpha: false)
        let quick = try QuickPNGEncoder().encode(frame)
        #expect(try PNGDecoder().decode(quick).image == frame)
        // The structured frame has a noise row in every 7: at most the raw size of those rows plus a little.
        #expect(quick.count < 1179 * 300 * 3 / 5, "\(quick.count) bytes")
        let translucent = EncoderRowFilterTests.structuredImage(width: 61, height: 37, alpha: true)
        #expect(!translucent.isOpaque)
        let bytes = try QuickPNGEncoder(fallback: .fast).encode(translucent)
        #expect(bytes == (try PNGEncoder(compression: .fast).encode(translucent)))
        #expect(try PNGDecoder().decode(bytes).image == translucent)
    }
}
