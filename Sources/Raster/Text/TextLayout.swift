import Foundation

/// Where the lines of a `TextContent` go inside a label's bounds, as `UILabel` lays them out: wrapped at
/// word boundaries to the bounds width (words wider than a line are broken between characters), at most
/// `numberOfLines` lines (0 = as many as fit the height), the last shown line truncated at its tail with "…"
/// when text remains, each line aligned horizontally, and the block of lines centred vertically.
///
/// Layout is in points and does not depend on the pixel scale (advances are not hinted), so a label wraps
/// the same way at 1×, 2× and 3×.
public struct TextLayout: Sendable, Equatable {
    /// One laid-out line.
    public struct Line: Sendable, Equatable {
        /// The characters drawn on this line (trailing spaces removed, "…" appended when truncated).
        public var text: String
        /// The start of the line's baseline in the bounds, in points.
        public var origin: CGPoint
        /// The advance width of `text`, in points.
        public var width: CGFloat
        /// `text` with accented letters decomposed into base letter and combining marks, as drawn.
        var scalars: [Unicode.Scalar]
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The line height in points (1.2 × the font size).
    public let lineHeight: CGFloat
    /// True when some of the text did not fit and the last line ends with "…".
    public let isTruncated: Bool

    /// Lays `content` out in bounds of `size` (points).
    public init(_ content: TextContent, in size: CGSize) {
        let fontSize = TextLayout.validSize(content.fontSize)
        lineHeight = CGFloat(BuiltinFont.metrics.lineHeight / 1000) * fontSize
        let width = size.width.isFinite ? max(0, size.width) : 0
        let height = size.height.isFinite ? max(0, size.height) : 0
        var limit = content.numberOfLines > 0 ? content.numberOfLines : Int.max
        if lineHeight > 0 {
            let fitting = Int(((height + 1e-6) / lineHeight).rounded(.down))
            limit = min(limit, max(1, fitting))
        }
        let broken = TextLayout.breakLines(content, maxWidth: width, limit: limit)
        isTruncated = broken.truncated
        let ascender = CGFloat(BuiltinFont.metrics.ascender / 1000) * fontSize
        let top = (height - CGFloat(broken.lines.count) * lineHeight) / 2
        var lines: [Line] = []
        for (i, line) in broken.lines.enumerated() {
            let x: CGFloat
            switch content.alignment {
            case .left, .natural, .justified: x = 0
            case .center: x = (width - line.width) / 2
            case .right: x = width - line.width
            }
            let drawn = String(String.UnicodeScalarView(line.scalars))
            lines.append(
                Line(
                    text: drawn.precomposedStringWithCanonicalMapping,
                    origin: CGPoint(x: x, y: top + CGFloat(i) * lineHeight + ascender),
                    width: line.width, scalars: line.scalars))
        }
        self.lines = lines
    }

    /// The size a label needs to show `content` (UILabel's `sizeThatFits` / `intrinsicContentSize`):
    /// lines wrapped at `width` (unlimited by default), at most `numberOfLines`, widest line by number of
    /// lines × line height, rounded up to whole pixels at `scale`. Empty text measures zero.
    public static func size(
        of content: TextContent, constrainedToWidth width: CGFloat = .greatestFiniteMagnitude,
        scale: CGFloat = 1
    ) -> CGSize {
        let fontSize = validSize(content.fontSize)
        let lineHeight = CGFloat(BuiltinFont.metrics.lineHeight / 1000) * fontSize
        let maxWidth = width.isNaN ? 0 : max(0, width)
        let limit = content.numberOfLines > 0 ? content.numberOfLines : Int.max
        let broken = breakLines(content, maxWidth: maxWidth, limit: limit)
        guard !broken.lines.isEmpty else { return .zero }
        let widest = broken.lines.map(\.width).max() ?? 0
        let s = scale.isFinite && scale > 0 ? scale : 1
        func up(_ v: CGFloat) -> CGFloat { (v * s - 1e-9).rounded(.up) / s }
        return CGSize(width: up(min(widest, maxWidth)), height: up(CGFloat(broken.lines.count) * lineHeight))
    }

    /// The advance width of a string on one line, in points.
    public static func width(of text: String, fontSize: CGFloat, weight: FontWeight) -> CGFloat {
        let size = validSize(fontSize)
        let scalars = Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
        return CGFloat(designWidth(scalars[...], weight: weight) / 1000) * size
    }

    /// The width of scalars set on one line, in design units: advances plus pair kerning between letters
    /// (combining marks have no advance and do not break a pair).
    static func designWidth(_ scalars: ArraySlice<Unicode.Scalar>, weight: FontWeight) -> Double {
        var sum = 0.0
        var previous: Unicode.Scalar? = nil
        for s in scalars where !isNewline(s) {
            sum += BuiltinFont.advance(of: s, weight: weight)
            if BuiltinFont.isCombiningMark(s) { continue }
            if let p = previous { sum += BuiltinFont.kerning(p, s) }
            previous = s
        }
        return sum
    }

    // MARK: Line breaking

    struct BrokenLine {
        var scalars: [Unicode.Scalar]
        var width: CGFloat
    }

    static func validSize(_ s: CGFloat) -> CGFloat { s.isFinite && s > 0 ? s : 0 }

    static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\u{00A0}" }
    static func isNewline(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" || s == "\u{0B}" || s == "\u{0C}"
    }

    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// Breaks the text into at most `limit` lines no wider than `maxWidth` points.
    static func breakLines(_ content: TextContent, maxWidth: CGFloat, limit: Int)
        -> (lines: [BrokenLine], truncated: Bool)
    {
        let fontSize = validSize(content.fontSize)
        let perUnit = fontSize / 1000
        func advance(_ s: Unicode.Scalar) -> CGFloat {
            isNewline(s) ? 0 : CGFloat(BuiltinFont.advance(of: s, weight: content.weight)) * perUnit
        }
        func width(_ scalars: ArraySlice<Unicode.Scalar>) -> CGFloat {
            CGFloat(designWidth(scalars, weight: content.weight)) * perUnit
        }
        /// The advance of `s` plus its kerning after the letter before it in `slice`.
        func step(_ slice: ArraySlice<Unicode.Scalar>, _ j: Int) -> CGFloat {
            let s = slice[j]
            var a = advance(s)
            if BuiltinFont.isCombiningMark(s) { return a }
            var k = j - 1
            while k >= slice.startIndex && BuiltinFont.isCombiningMark(slice[k]) { k -= 1 }
            if k >= slice.startIndex { a += CGFloat(BuiltinFont.kerning(slice[k], s)) * perUnit }
            return a
        }
        func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
            var end = scalars.endIndex
            while end > scalars.startIndex && isSpace(scalars[end - 1]) { end -= 1 }
            return scalars[scalars.startIndex..<end]
        }

        // Paragraphs (a CR LF pair is one break).
        var text = Array(content.text.decomposedStringWithCanonicalMapping.unicodeScalars)
        if text.isEmpty || limit <= 0 { return ([], false) }
        var paragraphs: [ArraySlice<Unicode.Scalar>] = []
        var start = 0, i = 0
        while i < text.count {
            if isNewline(text[i]) {
                paragraphs.append(text[start..<i])
                if text[i] == "\r" && i + 1 < text.count && text[i + 1] == "\n" { i += 1 }
                start = i + 1
            }
            i += 1
        }
        paragraphs.append(text[start..<text.count])
        let wraps = content.numberOfLines != 1
        let mode = content.lineBreakMode
        let byCharacter = mode == .byCharWrapping
        text = []

        // Each line remembers where the rest of its paragraph starts, for truncation.
        var lines: [(scalars: ArraySlice<Unicode.Scalar>, rest: ArraySlice<Unicode.Scalar>, paragraph: Int)] = []
        for (pi, paragraph) in paragraphs.enumerated() {
            if !wraps {
                lines.append((paragraph, paragraph, pi))
                continue
            }
            var lineStart = paragraph.startIndex
            if paragraph.isEmpty { lines.append((paragraph, paragraph, pi)); continue }
            while lineStart < paragraph.endIndex {
                var j = lineStart
                var lineWidth: CGFloat = 0
                var lastBreak: Int? = nil  // index after the last space run where a line may end
                var end = paragraph.endIndex
                while j < paragraph.endIndex {
                    let s = paragraph[j]
                    if isSpace(s) {
                        lineWidth += j > lineStart ? step(paragraph[lineStart..<paragraph.endIndex], j) : advance(s)
                        j += 1
                        if j < paragraph.endIndex && !isSpace(paragraph[j]) { lastBreak = j }
                        continue
                    }
                    let a = j > lineStart ? step(paragraph[lineStart..<paragraph.endIndex], j) : advance(s)
                    if lineWidth + a > maxWidth + 1e-9 && j > lineStart && !BuiltinFont.isCombiningMark(s) {
                        if !byCharacter, let b = lastBreak, b > lineStart { end = b } else { end = j }
                        break
                    }
                    lineWidth += a
                    j += 1
                }
                if j >= paragraph.endIndex { end = paragraph.endIndex }
                lines.append((paragraph[lineStart..<end], paragraph[lineStart..<paragraph.endIndex], pi))
                lineStart = end
                while lineStart < paragraph.endIndex && isSpace(paragraph[lineStart]) { lineStart += 1 }
            }
        }

        /// The end of the longest start of `scalars` (leading spaces skipped by the caller) that fits `room`.
        func fittingEnd(_ scalars: ArraySlice<Unicode.Scalar>, room: CGFloat) -> Int {
            var end = scalars.startIndex
            var w: CGFloat = 0
            while end < scalars.endIndex {
                let a = end > scalars.startIndex ? step(scalars, end) : advance(scalars[end])
                if w + a > room + 1e-9 { break }
                w += a; end += 1
            }
            return end
        }
        /// The last line shown in a mode other than tail truncation (UIKitChoices.labelLineBreakModes):
        /// `rest` is the rest of its paragraph from the line's start, `line` what wrapping put on it.
        func cut(_ rest: ArraySlice<Unicode.Scalar>, line: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
            switch mode {
            case .byWordWrapping, .byCharWrapping:
                // The line as wrapped; a single unwrapped line ends at the last word (character) that fits.
                if width(line) <= maxWidth + 1e-9 { return Array(line) }
                let end = fittingEnd(line, room: maxWidth)
                if mode == .byWordWrapping {
                    var wordEnd = end
                    while wordEnd > line.startIndex, wordEnd < line.endIndex, !isSpace(line[wordEnd]) { wordEnd -= 1 }
                    if wordEnd > line.startIndex { return Array(trimmed(line[line.startIndex..<wordEnd])) }
                }
                return Array(line[line.startIndex..<max(end, line.startIndex + 1)])
            case .byClipping:
                // Whole characters up to the edge (Flipbook does not cut a glyph).
                return Array(trimmed(rest[rest.startIndex..<fittingEnd(rest, room: maxWidth)]))
            case .byTruncatingHead:
                // "…" and the longest end of the rest that fits after it.
                var start = rest.endIndex
                while start > rest.startIndex, width(([ellipsis] + rest[(start - 1)...])[...]) <= maxWidth + 1e-9 {
                    start -= 1
                }
                while start < rest.endIndex, isSpace(rest[start]) { start += 1 }
                return [ellipsis] + Array(rest[start...])
            case .byTruncatingMiddle:
                // Characters taken from the start and the end in turn (the start first) while they fit around "…".
                func joined(_ head: Int, _ tail: Int) -> [Unicode.Scalar] {
                    var end = rest[(rest.endIndex - tail)...]
                    while let first = end.first, isSpace(first) { end = end.dropFirst() }
                    return Array(trimmed(rest[rest.startIndex..<(rest.startIndex + head)])) + [ellipsis] + Array(end)
                }
                var head = 0, tail = 0
                while head + tail < rest.count {
                    let next = head <= tail ? (head + 1, tail) : (head, tail + 1)
                    if width(joined(next.0, next.1)[...]) > maxWidth + 1e-9 { break }
                    (head, tail) = next
                }
                return joined(head, tail)
            case .byTruncatingTail:
                return Array(line)
            }
        }

        var result: [BrokenLine] = []
        var truncated = false
        for (index, line) in lines.enumerated() {
            let isLastShown = index == limit - 1
            let moreFollows = index < lines.count - 1
            var shown = trimmed(line.scalars)
            var shownWidth = width(shown)
            if isLastShown && moreFollows || shownWidth > maxWidth + 1e-9, mode != .byTruncatingTail {
                // The other modes cut the rest of the paragraph without "…" (wrapping, clipping), or put "…"
                // at its start or in its middle.
                let scalars = cut(trimmed(line.rest), line: trimmed(line.scalars))
                truncated = scalars.contains(ellipsis)
                result.append(BrokenLine(scalars: scalars, width: width(scalars[...])))
                break
            }
            if isLastShown && moreFollows || shownWidth > maxWidth + 1e-9, mode == .byTruncatingTail {
                // Tail truncation: as much of the rest of the paragraph as fits before "…".
                var candidate = trimmed(line.rest)
                let needsEllipsis = moreFollows || width(candidate) > maxWidth + 1e-9
                if needsEllipsis {
                    truncated = true
                    let room = maxWidth - advance(ellipsis)
                    var end = candidate.startIndex
                    var w: CGFloat = 0
                    while end < candidate.endIndex {
                        let a = end > candidate.startIndex ? step(candidate, end) : advance(candidate[end])
                        if w + a > room + 1e-9 { break }
                        w += a; end += 1
                    }
                    candidate = trimmed(candidate[candidate.startIndex..<end])
                    shown = candidate
                    var scalars = Array(shown)
                    scalars.append(ellipsis)
                    result.append(BrokenLine(scalars: scalars, width: width(shown) + advance(ellipsis)))
                    break
                }
                shown = candidate
                shownWidth = width(shown)
            }
            result.append(BrokenLine(scalars: Array(shown), width: shownWidth))
            if isLastShown { break }
        }
        return (result, truncated)
    }
}
