import Foundation
import TestSupport
import Testing
@testable import PNG

@Suite("PngSuite")
struct PngSuiteTests {
    @Test("the manifest lists 162 valid and 14 corrupt images")
    func manifestCounts() {
        #expect(TestData.validPngSuiteNames.count == 162, "manifest at \(TestData.pngSuite.path)")
        #expect(TestData.corruptPngSuiteNames.count == 14, "manifest at \(TestData.pngSuite.path)")
    }

    @Test(
        "valid images decode to the reference pixels",
        arguments: TestData.validPngSuiteNames.filter(TestData.hasReferencePixels))
    func decodesToReference(name: String) throws {
        let row = try #require(TestData.pngSuiteRows.first { $0["name"] == name })
        let path = TestData.pngSuite.appendingPathComponent(name).path
        let decoded = try PNGDecoder().decode(contentsOf: path)

        #expect(decoded.width == Int(row["width"]!))
        #expect(decoded.height == Int(row["height"]!))
        #expect(Int(decoded.header.colorType.rawValue) == Int(row["color_type"]!))
        #expect(decoded.header.bitDepth == Int(row["bit_depth"]!))
        #expect(decoded.header.isInterlaced == (row["interlaced"] == "yes"))

        // 16-bit references are 0…65535; the decoder keeps the high byte.
        let shift = decoded.header.bitDepth == 16 ? 8 : 0
        let expected = TestData.referencePixels(name).map { UInt8($0 >> shift) }
        try #require(expected.count == decoded.rgba.count, "\(name): reference has \(expected.count) values")
        let firstDifference = zip(decoded.rgba, expected).enumerated().first { $0.element.0 != $0.element.1 }
        let difference = firstDifference.map { "\($0.offset): \($0.element.0) ≠ \($0.element.1)" } ?? ""
        #expect(firstDifference == nil, "\(name): first differing byte \(difference)")
    }

    /// image-png's ALPHA transform (expand, then always add alpha; 16-bit kept) equals our RGBA8 output for
    /// colour images of up to 8 bits, so its CRC-32 is a second, independent reference — and the only one
    /// for the logo, `PngSuite.png`, which has no JSON.
    static let alphaChecksums = TestData.imagePNGChecksums("results_alpha.txt")
        // exif2c08.png is not in image-png's list; pngsuite/README.md gives its ALPHA CRC.
        .merging(["exif2c08.png": 2_161_709_622]) { listed, _ in listed }
    static let colourImagesUpTo8Bits = TestData.pngSuiteRows.filter {
        $0["expected"] == "valid" && ["2", "3", "6"].contains($0["color_type"]!) && Int($0["bit_depth"]!)! <= 8
    }.map { $0["name"]! }

    @Test("colour images of up to 8 bits match image-png's checksums", arguments: colourImagesUpTo8Bits)
    func matchesImagePNGChecksum(name: String) throws {
        let expected = try #require(Self.alphaChecksums[name], "no checksum for \(name)")
        let decoded = try PNGDecoder().decode(contentsOf: TestData.pngSuite.appendingPathComponent(name))
        #expect(TestData.crc32(decoded.rgba) == expected)
    }

    @Test("every valid image has at least one pixel reference")
    func everyValidImageIsChecked() {
        #expect(Self.colourImagesUpTo8Bits.count > 50)
        for name in TestData.validPngSuiteNames {
            #expect(
                TestData.hasReferencePixels(name) || Self.colourImagesUpTo8Bits.contains(name), "\(name) is not checked"
            )
        }
    }

    @Test("valid images decode the same from memory as from the file", arguments: TestData.validPngSuiteNames)
    func decodesFromMemory(name: String) throws {
        let url = TestData.pngSuite.appendingPathComponent(name)
        let fromFile = try PNGDecoder().decode(contentsOf: url)
        let fromMemory = try PNGDecoder().decode([UInt8](Data(contentsOf: url)), name: name)
        #expect(fromFile == fromMemory)
    }

    @Test("corrupt images fail with a clear error naming the file", arguments: TestData.corruptPngSuiteNames)
    func corruptImagesFail(name: String) throws {
        let path = TestData.pngSuite.appendingPathComponent(name).path
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: path) }
        #expect(error.kind == .corrupt)
        #expect(error.file == path)
        #expect(error.description.hasPrefix(path + ": "))
        #expect(error.reason.count > 5)
        #expect(!error.description.contains("\n"))
    }

    @Test("the decoded image is the premultiplied form of the straight pixels")
    func imageIsPremultiplied() throws {
        let decoded = try PNGDecoder().decode(contentsOf: TestData.pngSuite.appendingPathComponent("basn6a08.png"))
        let image = decoded.image
        #expect(image.width == 32 && image.height == 32)
        #expect(
            decoded.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element != 0 && $0.element != 255 },
            "basn6a08 should have partially transparent pixels")
        for index in stride(from: 0, to: decoded.rgba.count, by: 4) {
            let a = decoded.rgba[index + 3]
            #expect(image.pixels[index + 3] == a)
            #expect(image.pixels[index] == UInt8((UInt32(decoded.rgba[index]) * UInt32(a) + 127) / 255))
        }
    }
}
