import Foundation
import PNG
import Testing
@testable import Raster

/// Rendered text compared byte for byte with the reference images in `Fixtures/Raster/Text`.
///
/// A missing reference is recorded and the test fails (under CI nothing is written); set
/// `FLIPBOOK_RECORD=1` to re-record all of them. On a mismatch the rendering is written to
/// `output/Raster/Text/<name>.png` for inspection.
@Suite struct TextReferenceImageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var content: TextContent
        var size: CGSize
        var scale: CGFloat
        var testDescription: String { name }
    }

    static let systemBlue = Color(red8: 0, green8: 122, blue8: 255)
    static let secondaryLabel = Color(red8: 60, green8: 60, blue8: 67, alpha8: 153)

    static let cases: [Case] = [
        Case(
            name: "nav-title-1x",
            content: TextContent(text: "Settings", fontSize: 17, weight: .semibold, alignment: .center),
            size: CGSize(width: 160, height: 44), scale: 1),
        Case(
            name: "nav-title-2x",
            content: TextContent(text: "Settings", fontSize: 17, weight: .semibold, alignment: .center),
            size: CGSize(width: 160, height: 44), scale: 2),
        Case(
            name: "nav-title-3x",
            content: TextContent(text: "Settings", fontSize: 17, weight: .semibold, alignment: .center),
            size: CGSize(width: 160, height: 44), scale: 3),
        Case(
            name: "button-2x",
            content: TextContent(text: "‹ Back", fontSize: 17, color: systemBlue, alignment: .left),
            size: CGSize(width: 90, height: 44), scale: 2),
        Case(
            name: "caption-3x",
            content: TextContent(
                text: "Updated 12:45 · 3 items", fontSize: 12, color: secondaryLabel,
                alignment: .right),
            size: CGSize(width: 170, height: 18), scale: 3),
        Case(
            name: "wrapped-2x",
            content: TextContent(
                text: "The quick brown fox jumps over the lazy dog, then naps — briefly — by the river.",
                fontSize: 15,
                numberOfLines: 3),
            size: CGSize(width: 180, height: 70), scale: 2),
        Case(
            name: "truncated-3x",
            content: TextContent(
                text: "A rather long navigation title that cannot fit",
                fontSize: 17, weight: .semibold, alignment: .center),
            size: CGSize(width: 150, height: 44), scale: 3),
        Case(
            name: "ascii-2x",
            content: TextContent(
                text:
                    "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 "
                    + "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
                fontSize: 14, numberOfLines: 0),
            size: CGSize(width: 250, height: 90), scale: 2),
        Case(
            name: "accents-2x",
            content: TextContent(
                text: "Café naïve Ångström Über Straße ¿Qué? €5", fontSize: 15,
                weight: .medium),
            size: CGSize(width: 300, height: 24), scale: 2),
        Case(
            name: "large-title-bold-3x", content: TextContent(text: "Large Title", fontSize: 34, weight: .bold),
            size: CGSize(width: 200, height: 41), scale: 3),
    ]

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: cases) func matchesReference(_ c: Case) throws {
        let image = TextRenderer.renderUncached(c.content, size: c.size, scale: c.scale)
        let environment = ProcessInfo.processInfo.environment
        let fixture = Self.repository.appendingPathComponent("Fixtures/Raster/Text/\(c.name).png").path
        let record = environment["FLIPBOOK_RECORD"] == "1"
        if record || !FileManager.default.fileExists(atPath: fixture) {
            if environment["CI"] == nil {
                try FileManager.default.createDirectory(
                    atPath: (fixture as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try PNGEncoder(compression: .small).write(image, to: fixture)
            }
            Issue.record("recorded reference image \(fixture); run again to compare")
            return
        }
        let reference = try PNGDecoder().decode(contentsOf: fixture).image
        let same = reference == image
        if !same {
            let out = Self.repository.appendingPathComponent("output/Raster/Text/\(c.name).png").path
            try? FileManager.default.createDirectory(
                atPath: (out as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try? PNGEncoder().write(image, to: out)
            var differing = 0
            if reference.width == image.width && reference.height == image.height {
                for i in stride(from: 0, to: image.pixels.count, by: 4)
                where image.pixels[i..<i + 4] != reference.pixels[i..<i + 4] { differing += 1 }
            }
            Issue.record(
                """
                \(c.name): rendering differs from \(fixture) (\(reference.width)×\(reference.height) vs \
                \(image.width)×\(image.height), \(differing) pixels differ); actual written to \(out)
                """)
        }
    }
}
