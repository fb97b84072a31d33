import Foundation
import Raster
import Testing

@testable import UIKitCompat

/// `UILabel.lineBreakMode` (UIKitChoices.labelLineBreakModes): plain text checked on pixels, attributed text on
/// its laid-out lines.
@Suite("UILabel line break modes")
@MainActor
struct LabelLineBreakModeTests {
    /// The pixels of a one-line label `width` points wide showing `text` in `mode`.
    func pixels(_ text: String, _ mode: NSLineBreakMode, width: CGFloat, lines: Int = 1) throws -> [Pixel] {
        let stage = try Stage(size: CGSize(width: 240, height: 60))
        stage.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        stage.window.addSubview(label)
        let image = Rasterizer().render(stage.renderTree())
        return (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x: x, y: y] } }
    }

    @Test("each mode draws the line UIKit shows, and only that line")
    func modesOnPixels() throws {
        let text = "Hello wonderful world"
        let width = TextLayout.width(of: "Hello wonderf", fontSize: 17, weight: .regular)
        var drawn: [NSLineBreakMode: [Pixel]] = [:]
        for mode in [
            NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byWordWrapping,
            .byCharWrapping, .byClipping,
        ] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
            label.text = text
            label.lineBreakMode = mode
            let shown = try #require(label.textContent.map { TextLayout($0, in: label.bounds.size).lines })
            #expect(shown.count == 1, "\(mode)")
            // The label draws exactly what a label holding only the line's text draws.
            drawn[mode] = try pixels(text, mode, width: width)
            #expect(drawn[mode] == (try pixels(shown[0].text, .byTruncatingTail, width: width)), "\(mode)")
        }
        #expect(drawn[.byTruncatingHead] != drawn[.byTruncatingTail])
        #expect(drawn[.byTruncatingMiddle] != drawn[.byTruncatingTail])
        #expect(drawn[.byWordWrapping] != drawn[.byCharWrapping])
        let head = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        head.text = text
        head.lineBreakMode = .byTruncatingHead
        #expect(head.textContent.map { TextLayout($0, in: head.bounds.size).lines[0].text }?.hasSuffix("world") == true)
    }

    @Test("attributed text drawn run by run is cut in the label's mode too, \"…\" in its neighbour's style")
    func attributedRuns() throws {
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "wonderful world", attributes: [.foregroundColor: UIColor.blue]))
        let width = TextLayout.width(of: "Hello wonderf", fontSize: 17, weight: .regular)
        func line(_ mode: NSLineBreakMode) throws -> [(text: String, color: Color)] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
            label.attributedText = text
            label.lineBreakMode = mode
            let runs = try #require(label.styledRuns)
            let layout = label.runLayout(runs, width: width, height: 60)
            #expect(layout.lines.count == 1, "\(mode)")
            return layout.lines[0].pieces.map { ($0.text, $0.style.color) }
        }
        let head = try line(.byTruncatingHead)
        #expect(head.count == 1 && head[0].text.hasPrefix("…") && head[0].text.hasSuffix("world"))
        #expect(head[0].color == UIColor.blue.color)
        let middle = try line(.byTruncatingMiddle)
        #expect(middle.first?.text.hasPrefix("Hello") == true)
        #expect(middle.first?.color == UIColor.red.color && middle.last?.color == UIColor.blue.color)
        #expect(middle.map(\.text).joined().contains("…") && middle.last?.text.hasSuffix("ld") == true)
        let tail = try line(.byTruncatingTail)
        #expect(tail.last?.text.hasSuffix("…") == true)
        let clip = try line(.byClipping)
        #expect(!clip.map(\.text).joined().contains("…") && clip.map(\.text).joined().hasPrefix("Hello wonder"))
        #expect(try line(.byWordWrapping).map(\.text).joined() == "Hello")
    }

    @Test("the default mode draws as before: the tail truncated")
    func defaultMode() throws {
        let label = UILabel()
        #expect(label.lineBreakMode == .byTruncatingTail)
        label.text = "x"
        #expect(label.textContent?.lineBreakMode == .byTruncatingTail)
        label.lineBreakMode = .byCharWrapping
        #expect(label.textContent?.lineBreakMode == .byCharWrapping)
    }
}
