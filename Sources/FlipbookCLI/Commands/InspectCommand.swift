import ArgumentParser
import Foundation
import PNG
import SystemCrypto

/// `flipbook inspect FILE [--json]`: what a PNG file's header says and a checksum of its decoded pixels.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a PNG file's size, colour type, bit depth, interlacing and decoded-pixel SHA-256.",
        discussion: """
            rgba8_sha256 is the SHA-256 of the decoded pixels as 8-bit RGBA, straight (unpremultiplied) alpha, \
            rows top to bottom: palette, grey and tRNS expanded, 16-bit samples reduced to their high byte, \
            no gamma or colour-profile correction.
            """
    )

    @Argument(help: "The PNG file.")
    var file: String

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @OptionGroup var budget: PixelBudgetOption

    /// The largest image decoded, in pixels.
    var pixelBudget: Int { budget.pixelBudget }

    func run() throws {
        let decoded = try PNGDecoder(pixelBudget: pixelBudget).decode(contentsOf: file)
        let report = Report(file: file, decoded: decoded)
        print(json ? report.json() : report.text())
    }

    /// What `inspect` prints.
    struct Report: Codable {
        var file: String
        var width: Int
        var height: Int
        var colorType: Int
        var colorTypeName: String
        var bitDepth: Int
        var interlaced: Bool
        var rgba8SHA256: String

        enum CodingKeys: String, CodingKey {
            case file, width, height
            case colorType = "color_type"
            case colorTypeName = "color_type_name"
            case bitDepth = "bit_depth"
            case interlaced
            case rgba8SHA256 = "rgba8_sha256"
        }

        init(file: String, decoded: DecodedPNG) {
            self.file = file
            width = decoded.width
            height = decoded.height
            colorType = Int(decoded.header.colorType.rawValue)
            colorTypeName = decoded.header.colorType.description
            bitDepth = decoded.header.bitDepth
            interlaced = decoded.header.isInterlaced
            rgba8SHA256 = SHA256Digest.hash(decoded.rgba).map { String(format: "%02x", $0) }.joined()
        }

        func json() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Encoding plain strings, integers and booleans cannot fail.
            let data = try! encoder.encode(self)
            return String(decoding: data, as: UTF8.self)
        }

        func text() -> String {
            """
            file: \(file)
            width: \(width)
            height: \(height)
            color_type: \(colorType) (\(colorTypeName))
            bit_depth: \(bitDepth)
            interlaced: \(interlaced ? "yes (Adam7)" : "no")
            rgba8_sha256: \(rgba8SHA256)
            """
        }
    }
}
