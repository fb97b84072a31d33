import Foundation
import Testing
@testable import Raster

/// Line breaking, truncation, alignment and measurement.
@Suite struct TextLayoutTests {
    @Test func lineHeightIsOnePointTwoTimesTheSizeAndMetricsGrowWithSize() {
        var previous = CGSize.zero
        for size in stride(from: 8.0, through: 40.0, by: 2.0) {
            let content = TextContent(text: "Hamburgefonstiv", fontSize: CGFloat(size))
            let measured = TextLayout.size(of: content, scale: 3)
            #expect(measured.width > previous.width && measured.height > previous.height, "size \(size)")
            #expect(abs(TextLayout(content, in: measured).lineHeight - CGFloat(size) * 1.2) < 1e-9)
            previous = measured
        }
    }

    @Test func everyGlyphAdvancesAndWeightsWiden() {
        for code in 0x20...0x7E {
            let s = String(UnicodeScalar(UInt8(code)))
            for weight in [FontWeight.regular, .medium, .semibold, .bold] {
                #expect(TextLayout.width(of: s, fontSize: 17, weight: weight) > 0, "\(s) \(weight)")
            }
            #expect(BuiltinFont.hasGlyph(UnicodeScalar(UInt8(code))), "\(s)")
        }
        let regular = TextLayout.width(of: "Settings", fontSize: 17, weight: .regular)
        let bold = TextLayout.width(of: "Settings", fontSize: 17, weight: .bold)
        #expect(bold > regular)
    }

    @Test func accentsTakeNoExtraWidth() {
        #expect(
            TextLayout.width(of: "Café", fontSize: 17, weight: .regular)
                == TextLayout.width(of: "Cafe", fontSize: 17, weight: .regular))
        let layout = TextLayout(TextContent(text: "Cafe\u{301} cre\u{300}me"), in: CGSize(width: 200, height: 30))
        #expect(layout.lines[0].text == "Café crème")
    }

    @Test func measuringEmptyTextGivesZero() {
        #expect(TextLayout.size(of: TextContent(text: "")) == .zero)
    }

    @Test func measuredSizeIsRoundedUpToPixelsAndFitsWithoutTruncation() {
        let content = TextContent(text: "Back to Settings", fontSize: 17, weight: .semibold)
        let size = TextLayout.size(of: content, scale: 2)
        #expect((size.width * 2).rounded() == size.width * 2 && (size.height * 2).rounded() == size.height * 2)
        #expect(abs(size.height - 20.5) < 1e-9)  // 17 × 1.2 = 20.4, up to the next half point
        let layout = TextLayout(content, in: size)
        #expect(layout.lines.count == 1 && !layout.isTruncated && layout.lines[0].text == content.text)
    }

    @Test func wrapsAtWordBoundariesWithinTheWidth() {
        let content = TextContent(text: "The quick brown fox jumps over the lazy dog", fontSize: 17, numberOfLines: 0)
        let layout = TextLayout(content, in: CGSize(width: 120, height: 400))
        #expect(layout.lines.count >= 3)
        #expect(!layout.isTruncated)
        for line in layout.lines {
            #expect(line.width <= 120 + 1e-9, "\(line.text)")
            #expect(!line.text.hasPrefix(" ") && !line.text.hasSuffix(" "))
        }
        #expect(layout.lines.map(\.text).joined(separator: " ") == content.text)
        // Lines are one line height apart.
        for i in 1..<layout.lines.count {
            #expect(abs(layout.lines[i].origin.y - layout.lines[i - 1].origin.y - layout.lineHeight) < 1e-9)
        }
        let measured = TextLayout.size(of: content, constrainedToWidth: 120)
        #expect(measured.width <= 120)
        #expect(abs(measured.height - CGFloat(layout.lines.count) * layout.lineHeight) < 1)
    }

    @Test func breaksWordsLongerThanALine() {
        let content = TextContent(text: "Supercalifragilistic", fontSize: 17, numberOfLines: 0)
        let layout = TextLayout(content, in: CGSize(width: 60, height: 400))
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == content.text)
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
    }

    @Test func truncatesTheTailWithAnEllipsis() {
        let single = TextContent(text: "A rather long navigation title", fontSize: 17, weight: .semibold)
        let layout = TextLayout(single, in: CGSize(width: 100, height: 30))
        #expect(layout.lines.count == 1 && layout.isTruncated)
        #expect(layout.lines[0].text.hasSuffix("…") && layout.lines[0].width <= 100)
        #expect(single.text.hasPrefix(String(layout.lines[0].text.dropLast())))

        // Two lines allowed, more needed: the second line ends with "…".
        let two = TextContent(text: "The quick brown fox jumps over the lazy dog", fontSize: 17, numberOfLines: 2)
        let twoLayout = TextLayout(two, in: CGSize(width: 120, height: 400))
        #expect(twoLayout.lines.count == 2 && twoLayout.isTruncated)
        #expect(twoLayout.lines[1].text.hasSuffix("…") && twoLayout.lines[1].width <= 120)

        // Unlimited lines but only room for two in the height.
        let unlimited = TextContent(text: two.text, fontSize: 17, numberOfLines: 0)
        let short = TextLayout(unlimited, in: CGSize(width: 120, height: 45))
        #expect(short.lines.count == 2 && short.isTruncated)
    }

    @Test func newlinesStartNewLines() {
        let content = TextContent(text: "One\nTwo\r\nThree", fontSize: 17, numberOfLines: 0)
        let layout = TextLayout(content, in: CGSize(width: 200, height: 200))
        #expect(layout.lines.map(\.text) == ["One", "Two", "Three"])
        let single = TextLayout(TextContent(text: "One\nTwo", fontSize: 17), in: CGSize(width: 200, height: 200))
        #expect(single.lines.map(\.text) == ["One…"])
    }

    @Test func linesAreAlignedAndTheBlockIsCentredVertically() {
        let size = CGSize(width: 200, height: 100)
        for alignment in [TextAlignment.left, .natural, .justified, .center, .right] {
            let layout = TextLayout(TextContent(text: "Done", fontSize: 17, alignment: alignment), in: size)
            let line = layout.lines[0]
            switch alignment {
            case .left, .natural, .justified: #expect(line.origin.x == 0)
            case .center: #expect(abs(line.origin.x + line.width / 2 - 100) < 1e-9)
            case .right: #expect(abs(line.origin.x + line.width - 200) < 1e-9)
            }
            // Line box (ascender above, descender below the baseline) centred in the height.
            let boxTop = line.origin.y - 0.95 * 17
            #expect(abs(boxTop + layout.lineHeight / 2 - 50) < 1e-9)
        }
    }
}
