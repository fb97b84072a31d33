import Foundation
import PNG
import SystemCrypto
import TestSupport
import Testing

/// `flipbook inspect` run as a process, on every PngSuite and hostile file: output, exit status and peak
/// resident memory (each run under 256 MB).
@Suite("flipbook inspect")
struct InspectCommandTests {
    static let memoryLimit = 256 * 1024 * 1024

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// The SHA-256 of the reference pixels: lunapaint's JSON (16-bit values as their high byte). The logo
    /// has no JSON; its pixels are those the PNG tests check against image-png's CRC-32.
    static func referenceSHA256(_ name: String, bitDepth: Int) throws -> String {
        let values = TestData.referencePixels(name)
        if values.isEmpty {
            let decoded = try PNGDecoder().decode(contentsOf: TestData.pngSuite.appendingPathComponent(name))
            return hex(SHA256Digest.hash(decoded.rgba))
        }
        let shift = bitDepth == 16 ? 8 : 0
        return hex(SHA256Digest.hash(values.map { UInt8($0 >> shift) }))
    }

    @Test("the flipbook executable is built beside the tests")
    func executableExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Subprocess.flipbook), "\(Subprocess.flipbook)")
    }

    @Test(
        "valid PngSuite images: header facts and the reference rgba8_sha256",
        arguments: TestData.pngSuiteRows.filter { $0["expected"] == "valid" })
    func validImage(row: [String: String]) throws {
        let name = row["name"]!
        let path = TestData.pngSuite.appendingPathComponent(name).path
        let outcome = try Subprocess.flipbookMeasuringPeak("inspect", "--json", path)
        try #require(outcome.status == 0, "\(name): \(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.maximumResidentBytes < Self.memoryLimit)

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(object["file"] as? String == path)
        #expect(object["width"] as? Int == Int(row["width"]!))
        #expect(object["height"] as? Int == Int(row["height"]!))
        #expect(object["color_type"] as? Int == Int(row["color_type"]!))
        #expect(object["bit_depth"] as? Int == Int(row["bit_depth"]!))
        #expect(object["interlaced"] as? Bool == (row["interlaced"] == "yes"))
        #expect(
            object["rgba8_sha256"] as? String == (try Self.referenceSHA256(name, bitDepth: Int(row["bit_depth"]!)!)))
    }

    @Test(
        "corrupt PngSuite images: exit 2, one line on stderr naming the file",
        arguments: TestData.pngSuiteRows.filter { $0["expected"] == "corrupt" }.map { $0["name"]! })
    func corruptImage(name: String) throws {
        let path = TestData.pngSuite.appendingPathComponent(name).path
        let outcome = try Subprocess.flipbookMeasuringPeak("inspect", "--json", path)
        #expect(outcome.status == 2)
        #expect(outcome.signal == nil)
        #expect(outcome.standardOutput.isEmpty)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.standardError)")
        #expect(lines.first?.contains(path + ": ") == true)
        #expect(outcome.maximumResidentBytes < Self.memoryLimit)
    }

    @Test("hostile files: as the manifest says, each under 256 MB resident", arguments: TestData.hostileRows)
    func hostileFile(row: [String: String]) throws {
        let file = row["file"]!
        let path = TestData.hostile.appendingPathComponent(file).path
        let outcome = try Subprocess.flipbookMeasuringPeak("inspect", "--json", path)
        #expect(outcome.signal == nil, "\(file) killed by signal \(outcome.signal ?? 0)")
        #expect(
            outcome.maximumResidentBytes < Self.memoryLimit,
            "\(file): \(outcome.maximumResidentBytes / 1_048_576) MB resident")
        switch row["class"] {
        case "valid", "valid-image/bad-ancillary", "valid-image/text-bomb":
            #expect(outcome.status == 0, "\(file): \(outcome.standardError)")
            #expect(outcome.standardOutput.contains("\"rgba8_sha256\":\""))
        case "corrupt", "valid-but-over-budget", "corrupt/over-budget":
            #expect(outcome.status == 2)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError.split(separator: "\n").count == 1)
            #expect(outcome.standardError.contains(path + ": "))
            if row["class"]!.contains("over-budget") {
                #expect(outcome.standardError.contains("image too large"))
            }
        default:
            Issue.record("unknown class \(row["class"] ?? "nil") for \(file)")
        }
    }

    @Test("the text form lists the same facts")
    func textOutput() throws {
        let path = TestData.pngSuite.appendingPathComponent("basi3p02.png").path
        let outcome = try Subprocess.flipbook("inspect", path)
        #expect(outcome.status == 0)
        let sha = try Self.referenceSHA256("basi3p02.png", bitDepth: 2)
        #expect(
            outcome.standardOutput == """
                file: \(path)
                width: 32
                height: 32
                color_type: 3 (indexed-colour)
                bit_depth: 2
                interlaced: yes (Adam7)
                rgba8_sha256: \(sha)

                """)
    }

    @Test("--pixel-budget lowers the limit")
    func pixelBudgetOption() throws {
        let path = TestData.pngSuite.appendingPathComponent("basn0g08.png").path
        #expect(try Subprocess.flipbook("inspect", "--pixel-budget", "1024", path).status == 0)
        let refused = try Subprocess.flipbook("inspect", "--pixel-budget", "1000", path)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("image too large"))
    }
}
