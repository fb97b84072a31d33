import Foundation
import Raster

extension AttributedTextLayout {
    /// Whether `string` needs drawing run by run: runs of different fonts or colours, or a background colour,
    /// kern, underline, strikethrough, baseline offset or shadow anywhere, or paragraphs with spacing or with different
    /// styles. Otherwise it is drawn as one ``TextContent`` in its first character's style, as plain text is.
    static func needsRuns(_ string: NSAttributedString) -> Bool {
        var font: UIFont?, color: UIColor?, paragraph: NSParagraphStyle?
        var first = true
        var rich = false
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
            attributes, _, stop in
            let runFont = attributes[.font] as? UIFont
            let runColor = attributes[.foregroundColor] as? UIColor
            let runParagraph = attributes[.paragraphStyle] as? NSParagraphStyle
            let decorated = [.backgroundColor, .kern, .underlineStyle, .strikethroughStyle, .baselineOffset, .shadow]
                .contains { (key: NSAttributedString.Key) in attributes[key] != nil }
            let spaced = runParagraph.map { $0.lineSpacing != 0 || $0.paragraphSpacing != 0 } ?? false
            if decorated || spaced
                || (!first && (runFont != font || runColor != color || runParagraph != paragraph))
            {
                rich = true
                stop.pointee = true
            }
            font = runFont
            color = runColor
            paragraph = runParagraph
            first = false
        }
        return rich
    }

    /// The render nodes that draw the text with its top left at `origin`: for every piece its background (the
    /// line's height), its characters (one node per piece; one per character when kerned, each casting the
    /// piece's text shadow) and its underline and strikethrough bars (``UIKitChoices/attributedTextDrawing``),
    /// colours passed through `resolve`.
    func nodes(at origin: CGPoint, resolve: (Color) -> Color) -> [RenderNode] {
        var backgrounds: [RenderNode] = []
        var glyphs: [RenderNode] = []
        var bars: [RenderNode] = []
        for line in lines {
            for piece in line.pieces {
                let style = piece.style
                let size = style.fontSize
                let x = origin.x + piece.x
                let baseline = origin.y + line.baseline - style.baselineOffset
                if let background = style.background {
                    backgrounds.append(
                        RenderNode(
                            frame: CGRect(x: x, y: origin.y + line.top, width: piece.width, height: line.height),
                            backgroundColor: resolve(background)))
                }
                let color = resolve(style.color)
                func glyphNode(_ text: String, at x: CGFloat, width: CGFloat) -> RenderNode {
                    // One line in a box exactly a line tall, with room to spare on the right (never truncated).
                    var node = RenderNode(
                        frame: CGRect(x: x, y: baseline - 0.95 * size, width: width + size, height: 1.2 * size))
                    node.contents = .text(
                        TextContent(
                            text: text, fontSize: size, weight: style.weight, color: color, alignment: .left,
                            numberOfLines: 1))
                    if var shadow = style.shadow {
                        shadow.color = resolve(shadow.color)
                        node.shadow = shadow
                    }
                    return node
                }
                if style.kern == 0 {
                    glyphs.append(glyphNode(piece.text, at: x, width: piece.width))
                } else {
                    var characterX = x
                    for character in piece.text {
                        let advance = TextLayout.width(of: String(character), fontSize: size, weight: style.weight)
                        glyphs.append(glyphNode(String(character), at: characterX, width: advance))
                        characterX += advance + style.kern
                    }
                }
                let thickness = Self.barThickness * size
                for (lineStyle, top) in [
                    (style.underline, baseline + Self.underlinePosition * size),
                    (style.strikethrough, baseline - Self.strikethroughPosition * size - thickness / 2),
                ] where !lineStyle.isEmpty {
                    let barHeight = lineStyle.contains(.thick) ? 2 * thickness : thickness
                    let count = lineStyle.rawValue & 0x0F == NSUnderlineStyle.double.rawValue ? 2 : 1
                    for k in 0..<count {
                        bars.append(
                            RenderNode(
                                frame: CGRect(
                                    x: x, y: top + CGFloat(k) * 2 * barHeight, width: piece.width, height: barHeight),
                                backgroundColor: color))
                    }
                }
            }
        }
        return backgrounds + glyphs + bars
    }

    /// An underline's or strikethrough's thickness, in ems (1 point at 17 points; twice that for `.thick`).
    static let barThickness: CGFloat = 1.0 / 17
    /// The top of an underline below the baseline, in ems.
    static let underlinePosition: CGFloat = 0.1
    /// The middle of a strikethrough above the baseline, in ems (about half the built-in font's x-height).
    static let strikethroughPosition: CGFloat = 0.28
}
