import Foundation
import Testing
@testable import Raster

/// Rendering: ink, determinism, alignment, wrapping, weight, scale and colour.
@Suite struct TextRendererTests {
    @Test func everyPrintableASCIIGlyphHasInkExceptSpace() {
        for code in 0x20...0x7E {
            let s = String(UnicodeScalar(UInt8(code)))
            for weight in [FontWeight.regular, .bold] {
                let image = TextRenderer.render(
                    TextContent(text: s, fontSize: 17, weight: weight),
                    size: CGSize(width: 30, height: 30), scale: 2)
                let ink = TextInk.total(image)
                if code == 0x20 { #expect(ink == 0) } else { #expect(ink > 4, "'\(s)' \(weight): \(ink)") }
            }
        }
        for extra in ["…", "‹", "›", "·", "•", "–", "—", "×", "‘", "’", "“", "”", "°"] {
            let image = TextRenderer.render(
                TextContent(text: extra, fontSize: 17), size: CGSize(width: 30, height: 30),
                scale: 2)
            #expect(TextInk.total(image) > 4, "\(extra)")
        }
    }

    @Test func imageSizeIsTheRoundedPixelSize() {
        let image = TextRenderer.render(TextContent(text: "Hi"), size: CGSize(width: 40.3, height: 20.5), scale: 3)
        #expect(image.width == 121 && image.height == 62)
        let empty = TextRenderer.render(TextContent(text: "Hi"), size: CGSize(width: -4, height: 10), scale: 2)
        #expect(empty.width == 0 && empty.pixels.isEmpty)
    }

    /// Labels smaller than their line (a 6-point "Inbox" in a half-point view, a 13-point title in a 2-point-tall
    /// one) render what falls inside their bounds; glyphs starting below a one-pixel bitmap once stopped the
    /// process on an empty row range.
    @Test func labelsSmallerThanTheirLineRenderWhatFitsInTheirBounds() {
        var inked = 0
        for width in [CGFloat(0.5), 3, 60] {
            for height in stride(from: CGFloat(0.25), through: 6, by: 0.25) {
                for fontSize in [CGFloat(6), 13, 40] {
                    for scale in [CGFloat(1), 2, 3] {
                        let image = TextRenderer.renderUncached(
                            TextContent(text: "Inbox", fontSize: fontSize),
                            size: CGSize(width: width, height: height), scale: scale)
                        #expect(
                            image.width == Int((width * scale).rounded())
                                && image.height == Int((height * scale).rounded()))
                        if TextInk.total(image) > 0 { inked += 1 }
                    }
                }
            }
        }
        #expect(inked > 0)
    }

    @Test func renderingIsDeterministicAcrossRunsAndThreads() async {
        let content = TextContent(
            text: "Deterministic pixels, every time: 0123456789!", fontSize: 15,
            weight: .medium, color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8),
            alignment: .center, numberOfLines: 0)
        let size = CGSize(width: 140, height: 80)
        let reference = TextRenderer.render(content, size: size, scale: 3)
        #expect(TextRenderer.render(content, size: size, scale: 3) == reference)
        // The image cache and the glyph outline cache change nothing: a fresh rasterization is identical.
        #expect(TextRenderer.renderUncached(content, size: size, scale: 3) == reference)
        let outline = GlyphOutlineCache.draw("g", weight: .medium, pixelsPerEm: 45)
        let cached = GlyphOutlineCache.shared.outline(for: "g", weight: .medium, pixelsPerEm: 45)
        #expect(outline.polygons == cached.polygons && outline.advance == cached.advance)
        let images = await withTaskGroup(of: Image.self) { group in
            for _ in 0..<4 { group.addTask { TextRenderer.renderUncached(content, size: size, scale: 3) } }
            var all: [Image] = []
            for await image in group { all.append(image) }
            return all
        }
        #expect(images.allSatisfy { $0 == reference })
    }

    @Test func alignmentMovesTheInk() throws {
        let size = CGSize(width: 200, height: 40)
        func box(_ a: TextAlignment) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            try #require(
                TextInk.bounds(TextRenderer.render(TextContent(text: "Edit", alignment: a), size: size, scale: 2)))
        }
        let left = try box(.left), natural = try box(.natural), center = try box(.center), right = try box(.right)
        #expect(left.minX < 8 && natural.minX == left.minX)
        #expect(right.maxX > 400 - 8)
        #expect(abs((center.minX + center.maxX) / 2 - 200) <= 4)
        #expect(abs((left.maxX - left.minX) - (right.maxX - right.minX)) <= 1)  // sub-pixel positions differ
        // Vertically centred: the same rows for all alignments, ink around the middle.
        #expect(left.minY == right.minY && left.maxY == center.maxY)
        #expect(abs((left.minY + left.maxY) / 2 - 40) <= 4)
    }

    @Test func wrappedTextDrawsOneBandOfInkPerLine() {
        let content = TextContent(text: "The quick brown fox jumps over the lazy dog", fontSize: 17, numberOfLines: 0)
        let size = CGSize(width: 120, height: 120)
        let layout = TextLayout(content, in: size)
        let image = TextRenderer.render(content, size: size, scale: 2)
        #expect(layout.lines.count >= 3)
        // Each line has ink across the middle of its x-height, and the lines' ink stays in the width.
        for line in layout.lines {
            let row = Int(((Double(line.origin.y) - 17 * 0.26) * 2).rounded())
            let inked = (0..<image.width).filter { image.pixels[(row * image.width + $0) * 4 + 3] != 0 }.count
            #expect(inked > 20, "line '\(line.text)' row \(row)")
        }
        let bounds = TextInk.bounds(image)!
        #expect(bounds.maxX < 240)
        let top = Double(layout.lines.first!.origin.y) - 17 * 0.75
        let bottom = Double(layout.lines.last!.origin.y) + 17 * 0.22
        #expect(abs(Double(bounds.minY) / 2 - top) < 2 && abs(Double(bounds.maxY) / 2 - bottom) < 2)
        #expect(layout.lines.count >= 3)
    }

    @Test func truncatedTextStaysInsideItsBounds() {
        let content = TextContent(
            text: "A rather long navigation title that cannot fit", fontSize: 17, weight: .semibold,
            alignment: .center)
        let image = TextRenderer.render(content, size: CGSize(width: 120, height: 30), scale: 3)
        let bounds = TextInk.bounds(image)!
        #expect(bounds.minX >= 0 && bounds.maxX < 360)
        #expect(TextLayout(content, in: CGSize(width: 120, height: 30)).lines[0].text.hasSuffix("…"))
    }

    @Test func heavierWeightsHaveMoreInk() {
        var previous = 0.0
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            let ink = TextInk.total(
                TextRenderer.render(
                    TextContent(text: "Settings", fontSize: 17, weight: weight),
                    size: CGSize(width: 120, height: 30), scale: 2))
            #expect(ink > previous * 1.08, "\(weight)")
            previous = ink
        }
    }

    @Test func inkScalesWithTheSquareOfTheScale() {
        let content = TextContent(text: "Navigation Title", fontSize: 17, weight: .semibold)
        let size = CGSize(width: 200, height: 30)
        let one = TextInk.total(TextRenderer.render(content, size: size, scale: 1))
        let two = TextInk.total(TextRenderer.render(content, size: size, scale: 2))
        let three = TextInk.total(TextRenderer.render(content, size: size, scale: 3))
        #expect(abs(two / one - 4) < 0.4, "\(two / one)")
        #expect(abs(three / one - 9) < 0.9, "\(three / one)")
    }

    @Test func colourIsPremultipliedByCoverage() {
        let color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.6)
        let p = color.premultiplied8
        let image = TextRenderer.render(
            TextContent(text: "Il", fontSize: 40, weight: .bold, color: color),
            size: CGSize(width: 60, height: 60), scale: 2)
        var full = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let q = image[x: x, y: y]
                #expect(q.r <= q.a && q.g <= q.a && q.b <= q.a)
                if q == p { full += 1 }
                if q.a != 0 && q != p {
                    // Some coverage c gives exactly this pixel.
                    let match = (1...254).contains { c in
                        let c = UInt8(c)
                        return Premultiplication.premultiply(p.a, c) == q.a
                            && Premultiplication.premultiply(p.r, c) == q.r
                            && Premultiplication.premultiply(p.g, c) == q.g
                            && Premultiplication.premultiply(p.b, c) == q.b
                    }
                    #expect(match, "pixel (\(x), \(y)) \(q)")
                }
            }
        }
        #expect(full > 200)  // the stems of a 40 pt bold "Il" at 2× are solid
        let clear = TextRenderer.render(
            TextContent(text: "Il", color: .clear), size: CGSize(width: 20, height: 20), scale: 1)
        #expect(clear.pixels.allSatisfy { $0 == 0 })
    }

    @Test func accentedLettersDrawTheirMarksAboveTheLetter() throws {
        let size = CGSize(width: 40, height: 40)
        let pairs = [("e", "é"), ("E", "É"), ("a", "å"), ("n", "ñ"), ("u", "ü"), ("c", "ç"), ("i", "í")]
        for (plain, accented) in pairs {
            let base = TextRenderer.render(TextContent(text: plain, fontSize: 20), size: size, scale: 2)
            let marked = TextRenderer.render(TextContent(text: accented, fontSize: 20), size: size, scale: 2)
            let b = try #require(TextInk.bounds(base)), m = try #require(TextInk.bounds(marked))
            #expect(TextInk.total(marked) > TextInk.total(base) + 1, "\(accented)")
            if accented == "ç" {
                #expect(m.maxY > b.maxY)
            } else if accented != "í" {
                #expect(m.minY < b.minY - 2, "\(accented)")
            }
            // The mark is centred over the letter: it stays within the letter's advance.
            #expect(m.minX >= b.minX - 4 && m.maxX <= b.maxX + 4, "\(accented)")
        }
        // Precomposed and decomposed spellings draw the same pixels.
        let nfc = TextRenderer.render(TextContent(text: "Caf\u{E9}"), size: size, scale: 2)
        let nfd = TextRenderer.render(TextContent(text: "Cafe\u{301}"), size: size, scale: 2)
        #expect(nfc == nfd)
    }

    @Test func unknownCharactersDrawABoxInsteadOfNothing() {
        let image = TextRenderer.render(TextContent(text: "\u{4E2D}"), size: CGSize(width: 30, height: 30), scale: 2)
        #expect(TextInk.total(image) > 4)
    }
}
