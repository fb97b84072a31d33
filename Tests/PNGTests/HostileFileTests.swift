import Foundation
import TestSupport
import Testing
@testable import PNG

/// Every file in `../shared/testdata/hostile` behaves as its MANIFEST.tsv requires, and libpng's working
/// memory stays small for each (the pixel buffer itself is bounded by the pixel budget).
@Suite("Hostile files")
struct HostileFileTests {
    /// What the manifest's `class` column requires.
    enum Expectation: Equatable {
        case decodes
        case rejected(PNGError.Kind)
    }

    static func expectation(for file: String) -> Expectation? {
        guard let row = TestData.hostileRows.first(where: { $0["file"] == file }) else { return nil }
        switch row["class"] {
        case "valid", "valid-image/bad-ancillary", "valid-image/text-bomb": return .decodes
        case "corrupt": return .rejected(.corrupt)
        case "valid-but-over-budget", "corrupt/over-budget": return .rejected(.tooLarge)
        default: return nil
        }
    }

    @Test("the manifest lists 35 files, each with a known class")
    func manifestIsUnderstood() {
        #expect(TestData.hostileFiles.count == 35, "manifest at \(TestData.hostile.path)")
        for file in TestData.hostileFiles {
            #expect(Self.expectation(for: file) != nil, "unknown class for \(file)")
        }
    }

    @Test("each file behaves as the manifest says, with bounded working memory", arguments: TestData.hostileFiles)
    func behavesAsManifestSays(file: String) throws {
        let path = TestData.hostile.appendingPathComponent(file).path
        let expectation = try #require(Self.expectation(for: file))
        let (result, peak) = PNGDecoder().decodeReportingMemory(contentsOf: path)
        switch (expectation, result) {
        case (.decodes, .success(let decoded)):
            #expect(decoded.rgba.count == decoded.width * decoded.height * 4)
        case (.rejected(let kind), .failure(let error)):
            #expect(error.kind == kind, "\(file): \(error)")
            #expect(error.description.hasPrefix(path + ": "))
            #expect(!error.reason.isEmpty && !error.description.contains("\n"))
        case (_, .success):
            Issue.record("\(file) decoded but the manifest requires rejection")
        case (_, .failure(let error)):
            Issue.record("\(file) was rejected but the manifest requires decoding: \(error)")
        }
        // No chunk is ever allocated or inflated from its declared length: libpng's own allocations stay
        // well under a megabyte for every one of these files.
        #expect(peak < 1 << 20, "\(file): libpng held \(peak) bytes at once")
    }

    @Test("the large iTXt chunk does not change the pixels of basi0g01")
    func largeTextChunkKeepsPixels() throws {
        let withText = try PNGDecoder().decode(
            contentsOf: TestData.hostile.appendingPathComponent("image-png/large-text-chunks-issue#337.png"))
        let original = try PNGDecoder().decode(contentsOf: TestData.pngSuite.appendingPathComponent("basi0g01.png"))
        #expect(withText == original)
    }

    @Test("the zTXt bomb decodes to its 1×1 pixel without inflating the text")
    func textBombDecodes() throws {
        let path = TestData.hostile.appendingPathComponent("pillow/png_decompression_dos.png").path
        let (result, peak) = PNGDecoder().decodeReportingMemory(contentsOf: path)
        let decoded = try result.get()
        #expect(decoded.width == 1 && decoded.height == 1)
        #expect(peak < 512 * 1024, "libpng held \(peak) bytes; an inflated zTXt chunk alone is 2 MiB")
    }

    @Test("the pixel budget is configurable and checked before decoding")
    func pixelBudget() throws {
        let path = TestData.pngSuite.appendingPathComponent("basn0g08.png").path  // 32×32
        #expect(throws: Never.self) { try PNGDecoder(pixelBudget: 1024).decode(contentsOf: path) }
        let error = try #require(throws: PNGError.self) { try PNGDecoder(pixelBudget: 1023).decode(contentsOf: path) }
        #expect(error.kind == .tooLarge)
        #expect(error.reason.contains("32x32"))
        #expect(PNGDecoder.defaultPixelBudget == 64_000_000)
    }

    @Test("a working-memory cap below what libpng needs gives an out-of-memory error, not a crash")
    func workingMemoryCap() throws {
        let path = TestData.pngSuite.appendingPathComponent("basn6a16.png").path
        let error = try #require(throws: PNGError.self) {
            try PNGDecoder(workingMemoryLimit: 4096).decode(contentsOf: path)
        }
        #expect(error.kind == .outOfMemory)
    }

    @Test("unreadable and non-PNG inputs give clear errors")
    func unreadableInputs() throws {
        let missing = try #require(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: "/nonexistent/x.png") }
        #expect(missing.kind == .unreadable(errno: ENOENT))
        #expect(missing.description == "/nonexistent/x.png: cannot open: No such file or directory")

        let directory = try #require(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: TestData.root.path) }
        if case .unreadable = directory.kind {} else { Issue.record("a directory should be unreadable: \(directory)") }

        let empty = try #require(throws: PNGError.self) { try PNGDecoder().decode([], name: "empty") }
        #expect(empty.kind == .corrupt)
        #expect(empty.description.hasPrefix("empty: "))

        let text = try #require(throws: PNGError.self) {
            try PNGDecoder().decode(Array("hello, world".utf8), name: "text")
        }
        #expect(text.kind == .corrupt)
    }
}
