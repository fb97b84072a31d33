import Foundation
import Raster

/// Attributed text laid out run by run, as `UILabel` and `UITextView` draw it when its characters are styled
/// differently (``UIKitChoices/attributedTextDrawing``): each run in its own font size and weight, foreground
/// and background colour, kern, underline and strikethrough, raised by its baseline offset; each paragraph with
/// its own style's alignment, line spacing, paragraph spacing and line break mode.
///
/// Lines wrap at word boundaries (between characters with `.byCharWrapping`, or inside a word wider than the
/// line); a line is as tall as its tallest run (1.2 × the point size: the built-in font's ascender 0.95 em over
/// its descender 0.25 em), runs share one baseline. With a line limit (or a height), the last line shown ends
/// with "…" in its last run's style when text remains. Positions are in points from the top left of the text.
struct AttributedTextLayout {
    /// How one run of characters is drawn.
    struct Style: Equatable {
        var fontSize: CGFloat
        var weight: FontWeight
        var color: Color
        var background: Color?
        var kern: CGFloat
        var underline: NSUnderlineStyle
        var strikethrough: NSUnderlineStyle
        var baselineOffset: CGFloat
        /// The characters' shadow (the `.shadow` attribute), nil for none.
        var shadow: Shadow? = nil

        /// The line box above the baseline (the font's ascender) plus the offset.
        var ascent: CGFloat { 0.95 * fontSize + max(0, baselineOffset) }
        /// The line box below the baseline (the font's descender) less the offset.
        var descent: CGFloat { 0.25 * fontSize + max(0, -baselineOffset) }
    }

    /// Characters of one style on one line.
    struct Piece {
        var text: String
        /// The left end of the piece's baseline, from the line's left.
        var x: CGFloat
        var width: CGFloat
        var style: Style
    }

    /// One laid-out line.
    struct Line {
        var pieces: [Piece]
        /// The top of the line box.
        var top: CGFloat
        /// From the top to the shared baseline.
        var ascent: CGFloat
        var height: CGFloat
        var width: CGFloat
        var baseline: CGFloat { top + ascent }
    }

    /// The lines, top to bottom.
    let lines: [Line]
    /// The widest line by the height of all lines (with their spacing).
    let size: CGSize

    /// The paragraph values used for layout, from a paragraph's first character.
    private struct Paragraph {
        var alignment: NSTextAlignment
        var lineSpacing: CGFloat
        var paragraphSpacing: CGFloat
        var wrapsByCharacter: Bool
    }

    private typealias StyledCharacter = (character: Character, style: Int)

    /// Lays out `string`, with `font`, `color` and `alignment` for what its attributes leave out, in lines of at
    /// most `width` points (no wrapping when not finite), at most `numberOfLines` lines (0: no limit) and, when
    /// `height` is finite, as many lines as fit it (at least one). `rightToLeft` makes natural alignment right.
    /// `lineBreakMode` (a label's) cuts the last line shown as plain text's is cut
    /// (``UIKitChoices/labelLineBreakModes``); `.byCharWrapping` also wraps every paragraph by character.
    init(
        _ string: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment, width: CGFloat,
        height: CGFloat = .infinity, numberOfLines: Int, rightToLeft: Bool,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail
    ) {
        let maxWidth = width.isNaN ? 0 : max(0, width)
        var styles: [Style] = []
        func styleIndex(_ style: Style) -> Int {
            if let index = styles.firstIndex(of: style) { return index }
            styles.append(style)
            return styles.count - 1
        }
        let text = string.string as NSString
        var built: [(characters: [StyledCharacter], paragraph: Paragraph)] = []
        var start = 0
        while start <= text.length {
            let newline = text.range(
                of: "\n", options: [], range: NSRange(location: start, length: text.length - start))
            let end = newline.location == NSNotFound ? text.length : newline.location
            var characters: [StyledCharacter] = []
            var location = start
            while location < end {
                var effective = NSRange()
                let attributes = string.attributes(at: location, effectiveRange: &effective)
                let upper = min(end, effective.location + effective.length)
                let index = styleIndex(Self.style(attributes, font: font, color: color.color))
                let run = text.substring(with: NSRange(location: location, length: upper - location))
                characters += run.filter { $0 != "\r" }.map { ($0, index) }
                location = upper
            }
            let attributes = start < text.length ? string.attributes(at: start, effectiveRange: nil) : [:]
            let style = attributes[.paragraphStyle] as? NSParagraphStyle
            var paragraphAlignment = style?.alignment ?? alignment
            if paragraphAlignment == .natural || paragraphAlignment == .justified {
                paragraphAlignment = rightToLeft && paragraphAlignment == .natural ? .right : .left
            }
            if characters.isEmpty {
                // An empty paragraph is one line as tall as the style at its position.
                let probe = start < text.length ? start : max(0, start - 1)
                let attributes = text.length > 0 ? string.attributes(at: probe, effectiveRange: nil) : [:]
                _ = styleIndex(Self.style(attributes, font: font, color: color.color))
            }
            built.append(
                (
                    characters,
                    Paragraph(
                        alignment: paragraphAlignment, lineSpacing: Self.finite(style?.lineSpacing),
                        paragraphSpacing: Self.finite(style?.paragraphSpacing),
                        wrapsByCharacter: style?.lineBreakMode == .byCharWrapping || lineBreakMode == .byCharWrapping)
                ))
            if newline.location == NSNotFound { break }
            start = newline.location + 1
        }

        // Break every paragraph into lines of character ranges.
        var rawLines:
            [(
                characters: [StyledCharacter], paragraph: Paragraph, paragraphEnd: Bool, emptyStyle: Int,
                rest: ArraySlice<StyledCharacter>
            )] = []
        for (characters, paragraph) in built {
            let emptyStyle = characters.first?.style ?? max(0, styles.count - 1)
            let broken = Self.breakLines(
                characters, maxWidth: width.isFinite ? maxWidth : .infinity,
                byCharacter: paragraph.wrapsByCharacter, styles: styles)
            // Each line is the paragraph's characters from where it starts (spaces at a wrapped line's start are
            // dropped, trailing ones trimmed): the rest of the paragraph from there is what a cut line shows.
            var start = 0
            for (i, line) in broken.enumerated() {
                if i > 0 { while start < characters.count, Self.isSpace(characters[start].character) { start += 1 } }
                rawLines.append((line, paragraph, i == broken.count - 1, emptyStyle, characters[start...]))
                start += line.count
            }
        }

        // The lines' heights and the space after each; then how many are shown: at most the limit, as many as
        // fit the height (at least one). When text remains, the last line shown is truncated.
        let metrics = rawLines.map { raw -> (ascent: CGFloat, height: CGFloat, after: CGFloat) in
            let lineStyles = raw.characters.isEmpty ? [styles[raw.emptyStyle]] : raw.characters.map { styles[$0.style] }
            let ascent = lineStyles.map(\.ascent).max() ?? 0
            let after = raw.paragraph.lineSpacing + (raw.paragraphEnd ? raw.paragraph.paragraphSpacing : 0)
            return (ascent, ascent + (lineStyles.map(\.descent).max() ?? 0), after)
        }
        var shown = min(rawLines.count, numberOfLines > 0 ? numberOfLines : Int.max)
        if height.isFinite {
            var bottom: CGFloat = 0
            for index in 0..<shown {
                bottom += metrics[index].height
                if index > 0, bottom > height + 1e-6 {
                    shown = index
                    break
                }
                bottom += metrics[index].after
            }
        }
        var lines: [Line] = []
        var top: CGFloat = 0
        var widest: CGFloat = 0
        for index in 0..<shown {
            var characters = rawLines[index].characters
            if index == shown - 1, shown < rawLines.count {
                characters =
                    lineBreakMode == .byTruncatingTail
                    ? Self.truncated(characters, maxWidth: maxWidth, styles: styles)
                    : Self.cut(
                        rawLines[index].rest, line: characters, mode: lineBreakMode, maxWidth: maxWidth, styles: styles)
            }
            var pieces = Self.pieces(characters[...], styles: styles)
            let lineWidth = pieces.last.map { $0.x + $0.width } ?? 0
            var x: CGFloat = 0
            if width.isFinite {
                switch rawLines[index].paragraph.alignment {
                case .center: x = (maxWidth - lineWidth) / 2
                case .right: x = maxWidth - lineWidth
                default: x = 0
                }
            }
            for i in pieces.indices { pieces[i].x += x }
            let metric = metrics[index]
            lines.append(Line(pieces: pieces, top: top, ascent: metric.ascent, height: metric.height, width: lineWidth))
            widest = max(widest, lineWidth)
            top += metric.height + (index < shown - 1 ? metric.after : 0)
        }
        self.lines = lines
        size = CGSize(width: widest, height: lines.last.map { $0.top + $0.height } ?? 0)
    }

    // MARK: Pieces, breaking, truncating

    private static func finite(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return max(0, value)
    }

    /// The style of characters with `attributes`, the view's `font` and `color` filling in.
    private static func style(_ attributes: [NSAttributedString.Key: Any], font: UIFont, color: Color) -> Style {
        let runFont = attributes[.font] as? UIFont ?? font
        return Style(
            fontSize: runFont.pointSize.isFinite ? max(0, runFont.pointSize) : 0, weight: runFont.weight.fontWeight,
            color: (attributes[.foregroundColor] as? UIColor)?.color ?? color,
            background: (attributes[.backgroundColor] as? UIColor)?.color,
            kern: number(attributes[.kern]) ?? 0,
            underline: lineStyle(attributes[.underlineStyle]),
            strikethrough: lineStyle(attributes[.strikethroughStyle]),
            baselineOffset: number(attributes[.baselineOffset]) ?? 0,
            shadow: (attributes[.shadow] as? NSShadow).map(textShadow))
    }

    /// The render shadow of an `NSShadow`: its colour (nil: black at a third opacity, as UIKit), offset and
    /// blur radius, the radius used as a layer's `shadowRadius` is (``UIKitChoices/textShadowDrawing``).
    static func textShadow(_ shadow: NSShadow) -> Shadow {
        let color = (shadow.shadowColor as? UIColor) ?? UIColor.black.withAlphaComponent(1.0 / 3)
        let offset = shadow.shadowOffset
        return Shadow(
            color: color.color, opacity: 1, radius: finite(shadow.shadowBlurRadius),
            offset: offset.width.isFinite && offset.height.isFinite ? offset : .zero)
    }

    /// A number attribute as app code writes it (a `CGFloat`, `Double`, `Int` or `NSNumber`); nil when not finite.
    private static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let v as CGFloat: result = v
        case let v as Double: result = CGFloat(v)
        case let v as Int: result = CGFloat(v)
        case let v as NSNumber: result = CGFloat(v.doubleValue)
        default: result = nil
        }
        return result.flatMap { $0.isFinite ? $0 : nil }
    }

    /// An underline or strikethrough style as app code writes it (`NSUnderlineStyle.single.rawValue`, or the
    /// style itself).
    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        switch value {
        case let v as NSUnderlineStyle: return v
        case let v as Int: return NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: return NSUnderlineStyle(rawValue: v.intValue)
        default: return []
        }
    }

    /// `characters` grouped into pieces of one style, placed one after another from x = 0. A kerned piece is
    /// its characters' widths plus the kern after each character.
    private static func pieces(_ characters: ArraySlice<StyledCharacter>, styles: [Style]) -> [Piece] {
        var pieces: [Piece] = []
        var x: CGFloat = 0
        var index = characters.startIndex
        while index < characters.endIndex {
            let styleIndex = characters[index].style
            var end = index
            while end < characters.endIndex, characters[end].style == styleIndex { end += 1 }
            let text = String(characters[index..<end].map(\.character))
            let style = styles[styleIndex]
            let width =
                TextLayout.width(of: text, fontSize: style.fontSize, weight: style.weight)
                + style.kern * CGFloat(end - index)
            pieces.append(Piece(text: text, x: x, width: width, style: style))
            x += width
            index = end
        }
        return pieces
    }

    private static func width(_ characters: ArraySlice<StyledCharacter>, styles: [Style]) -> CGFloat {
        pieces(characters, styles: styles).last.map { $0.x + $0.width } ?? 0
    }

    private static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// Greedy line breaking: words (or characters) are added while the line, without its trailing spaces, fits
    /// `maxWidth`; a word wider than a line is broken between characters; spaces at a wrapped line's start are
    /// dropped. An empty paragraph is one empty line.
    private static func breakLines(
        _ characters: [StyledCharacter], maxWidth: CGFloat, byCharacter: Bool, styles: [Style]
    ) -> [[StyledCharacter]] {
        guard !characters.isEmpty else { return [[]] }
        // Tokens: runs of spaces and words (single characters when breaking by character).
        var tokens: [ArraySlice<StyledCharacter>] = []
        var index = 0
        while index < characters.count {
            var end = index + 1
            if !byCharacter {
                let space = isSpace(characters[index].character)
                while end < characters.count, isSpace(characters[end].character) == space { end += 1 }
            }
            tokens.append(characters[index..<end])
            index = end
        }
        func fits(_ line: [StyledCharacter]) -> Bool {
            var trimmed = line[...]
            while let last = trimmed.last, isSpace(last.character) { trimmed = trimmed.dropLast() }
            return width(trimmed, styles: styles) <= maxWidth + 1e-6
        }
        var lines: [[StyledCharacter]] = []
        var current: [StyledCharacter] = []
        for token in tokens {
            let isSpaces = token.allSatisfy { isSpace($0.character) }
            if isSpaces {
                if !(current.isEmpty && !lines.isEmpty) { current += token }
                continue
            }
            if fits(current + token) {
                current += token
                continue
            }
            if current.contains(where: { !isSpace($0.character) }) {
                lines.append(current)
                current = []
            }
            // The word alone: break it between characters where it is wider than a line.
            for character in token {
                if !current.isEmpty, !fits(current + [character]) {
                    lines.append(current)
                    current = []
                }
                current.append(character)
            }
        }
        lines.append(current)
        // Trailing spaces take no room at a line's end (they neither wrap nor move a right or centred line).
        return lines.map { line in
            var line = line
            while let last = line.last, isSpace(last.character) { line.removeLast() }
            return line
        }
    }

    private static let ellipsis: Character = "\u{2026}"

    /// The last line shown in a mode other than tail truncation, as plain text's (Raster's `TextLayout`): `rest` is
    /// the rest of its paragraph from the line's start, `line` what wrapping put on it. "…" takes the style of the
    /// character next to it.
    private static func cut(
        _ rest: ArraySlice<StyledCharacter>, line: [StyledCharacter], mode: NSLineBreakMode, maxWidth: CGFloat,
        styles: [Style]
    ) -> [StyledCharacter] {
        func fits(_ characters: [StyledCharacter]) -> Bool { width(characters[...], styles: styles) <= maxWidth + 1e-6 }
        func trimmed(_ characters: [StyledCharacter]) -> [StyledCharacter] {
            var result = characters
            while let last = result.last, isSpace(last.character) { result.removeLast() }
            while let first = result.first, isSpace(first.character) { result.removeFirst() }
            return result
        }
        let rest = trimmed(Array(rest))
        guard let first = rest.first, let last = rest.last else { return line }
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return line
        case .byClipping:
            var end = 0
            while end < rest.count, fits(Array(rest[...end])) { end += 1 }
            return trimmed(Array(rest[..<end]))
        case .byTruncatingHead:
            var start = rest.count
            while start > 0, fits([(ellipsis, rest[start - 1].style)] + rest[(start - 1)...]) { start -= 1 }
            let end = trimmed(Array(rest[start...]))
            return [(ellipsis, end.first?.style ?? last.style)] + end
        case .byTruncatingMiddle:
            func joined(_ head: Int, _ tail: Int) -> [StyledCharacter] {
                let start = trimmed(Array(rest[..<head])), end = trimmed(Array(rest[(rest.count - tail)...]))
                return start + [(ellipsis, start.last?.style ?? end.first?.style ?? first.style)] + end
            }
            var head = 0, tail = 0
            while head + tail < rest.count {
                let next = head <= tail ? (head + 1, tail) : (head, tail + 1)
                if !fits(joined(next.0, next.1)) { break }
                (head, tail) = next
            }
            return joined(head, tail)
        case .byTruncatingTail:
            return truncated(line, maxWidth: maxWidth, styles: styles)
        }
    }

    /// `characters` with "…" (in the last character's style) at the end, characters removed from the end until
    /// the line fits `maxWidth`.
    private static func truncated(_ characters: [StyledCharacter], maxWidth: CGFloat, styles: [Style])
        -> [StyledCharacter]
    {
        guard let last = characters.last else { return characters }
        var kept = characters
        while let end = kept.last, isSpace(end.character) { kept.removeLast() }
        while !kept.isEmpty, width((kept + [("\u{2026}", kept.last!.style)])[...], styles: styles) > maxWidth + 1e-6 {
            kept.removeLast()
            while let end = kept.last, isSpace(end.character) { kept.removeLast() }
        }
        return kept + [("\u{2026}", kept.last?.style ?? last.style)]
    }
}
