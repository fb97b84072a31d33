import Foundation
import Testing

@testable import Raster

/// `TextContent.lineBreakMode`: how the last line shown is cut in each of UIKit's modes, and character wrapping.
@Suite struct LineBreakModeTests {
    let text = "Hello wonderful world"

    func width(_ s: String, size: CGFloat = 17) -> CGFloat { TextLayout.width(of: s, fontSize: size, weight: .regular) }

    func lines(_ mode: TextLineBreakMode, _ text: String, width: CGFloat, numberOfLines: Int = 1) -> [String] {
        let content = TextContent(text: text, numberOfLines: numberOfLines, lineBreakMode: mode)
        return TextLayout(content, in: CGSize(width: width, height: 200)).lines.map(\.text)
    }

    /// The longest start of `s` (in characters) that fits `room` when `suffix` follows it.
    func longestStart(of s: String, fitting room: CGFloat, before suffix: String = "") -> String {
        var n = s.count
        while n > 0, width(String(s.prefix(n)) + suffix) > room + 1e-9 { n -= 1 }
        return String(s.prefix(n))
    }

    @Test("one line too wide: each mode cuts it as UIKit names it")
    func singleLine() {
        let room = width("Hello wonderf")
        let tail = lines(.byTruncatingTail, text, width: room)
        #expect(tail == [longestStart(of: text, fitting: room, before: "…") + "…"])

        let head = lines(.byTruncatingHead, text, width: room)
        var n = text.count
        while n > 0, width("…" + String(text.suffix(n))) > room + 1e-9 { n -= 1 }
        #expect(head == ["…" + String(text.suffix(n))])
        #expect(head[0].hasSuffix("world") && head[0] != tail[0])

        let middle = lines(.byTruncatingMiddle, text, width: room)
        #expect(middle.count == 1 && middle[0].hasPrefix("Hello") && middle[0].hasSuffix("ld"))
        #expect(middle[0].contains("…") && width(middle[0]) <= room + 1e-9)
        // One more character on either side would not fit.
        let parts = middle[0].split(separator: "…", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))

        #expect(lines(.byWordWrapping, text, width: room) == ["Hello"])
        let chars = lines(.byCharWrapping, text, width: room)
        #expect(chars == [longestStart(of: text, fitting: room)] && chars[0].hasPrefix("Hello wonder"))
        #expect(lines(.byClipping, text, width: room) == chars, "whole characters up to the edge, no ellipsis")
        #expect(lines(.byWordWrapping, "Unbreakable", width: width("Unbre")) == ["Unbre"], "a word wider than the line")
    }

    @Test("text that fits is drawn whole in every mode")
    func fits() {
        for mode in TextLineBreakMode.allCases {
            #expect(lines(mode, text, width: width(text) + 1) == [text], "\(mode)")
        }
    }

    @Test("several lines: only the last line shown is cut, from the rest of its paragraph")
    func multiLine() {
        let text = "one two three four five six seven"
        let room = width("three four")
        let wrapped = lines(.byWordWrapping, text, width: room, numberOfLines: 0)
        #expect(wrapped.count > 2)
        // Lines wrapped at single spaces: the rest of the paragraph from the second line on.
        let rest = wrapped[1...].joined(separator: " ")
        #expect(lines(.byWordWrapping, text, width: room, numberOfLines: 2) == Array(wrapped.prefix(2)))
        let head = lines(.byTruncatingHead, text, width: room, numberOfLines: 2)
        var n = rest.count
        while n > 0, width("…" + String(rest.suffix(n))) > room + 1e-9 { n -= 1 }
        #expect(head == [wrapped[0], "…" + String(rest.suffix(n).drop { $0 == " " })])
        let tail = lines(.byTruncatingTail, text, width: room, numberOfLines: 2)
        #expect(tail.count == 2 && tail[0] == wrapped[0] && tail[1].hasSuffix("…"))
        #expect(rest.hasPrefix(tail[1].dropLast()) && tail[1].count > 1)
        let clip = lines(.byClipping, text, width: room, numberOfLines: 2)
        let clipped = longestStart(of: rest, fitting: room)
        #expect(clip == [wrapped[0], clipped.hasSuffix(" ") ? String(clipped.dropLast()) : clipped])
        #expect(lines(.byClipping, text, width: room, numberOfLines: 0) == wrapped, "nothing remains: nothing cut")
    }

    @Test("character wrapping breaks lines between characters, not at spaces")
    func characterWrapping() {
        let text = "aaaa bbbbbbbb"
        let room = width("bbbbbbbb") + 0.01
        #expect(width("aaaa b") < room && width(text) > room)
        #expect(lines(.byWordWrapping, text, width: room, numberOfLines: 0) == ["aaaa", "bbbbbbbb"])
        let chars = lines(.byCharWrapping, text, width: room, numberOfLines: 0)
        #expect(chars.count == 2 && chars[0] == longestStart(of: text, fitting: room) && chars[0].hasPrefix("aaaa b"))
        #expect(chars.joined() == text, "the line breaks inside the word")
    }

    @Test("the mode is part of the text cache key and the scene format")
    func sceneFormat() throws {
        let content = TextContent(text: "x", lineBreakMode: .byTruncatingHead)
        #expect(
            TextImageCache.Key(content, size: CGSize(width: 1, height: 1), scale: 1)
                != TextImageCache.Key(TextContent(text: "x"), size: CGSize(width: 1, height: 1), scale: 1))
        let data = try JSONEncoder().encode(SceneText(content))
        #expect(String(decoding: data, as: UTF8.self).contains("\"lineBreakMode\":\"byTruncatingHead\""))
        #expect(try JSONDecoder().decode(SceneText.self, from: data).value == content)
        let plain = try JSONEncoder().encode(SceneText(TextContent(text: "x")))
        #expect(!String(decoding: plain, as: UTF8.self).contains("lineBreakMode"), "the default is not written")
        let bad = Data(#"{"text":"x","lineBreakMode":"byTruncating"}"#.utf8)
        #expect(throws: SceneFormatError.self) { try JSONDecoder().decode(SceneText.self, from: bad) }
    }
}
