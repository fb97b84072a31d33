import Foundation
import Testing

@testable import UIKitCompat

@Suite("The caret of an editing text field or text view: a 2-point tinted bar at the insertion point")
@MainActor
struct TextCaretTests {
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

    /// The columns and rows of `image` painted in the tint colour exactly.
    func tinted(_ image: Image) -> (xs: Set<Int>, ys: Set<Int>) {
        var xs = Set<Int>(), ys = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y] == Pixel(r: 255, g: 0, b: 255, a: 255) {
                xs.insert(x)
                ys.insert(y)
            }
        }
        return (xs, ys)
    }

    @Test("a text field shows the caret after its text only while editing, in its tint colour")
    func textField() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 100))
        stage.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 30, width: 200, height: 40))
        field.text = "Hello"
        field.tintColor = Self.magenta
        stage.window.addSubview(field)
        stage.window.layoutIfNeeded()
        #expect(tinted(Rasterizer().render(stage.renderTree())).xs.isEmpty, "no caret before editing")

        #expect(field.becomeFirstResponder())
        stage.window.layoutIfNeeded()
        let caret = tinted(Rasterizer().render(stage.renderTree()))
        let end = 20 + TextLayout.width(of: "Hello", fontSize: 17, weight: .regular)
        #expect(caret.xs == [Int(end.rounded()), Int(end.rounded()) + 1], "2 points wide, at the end of the text")
        #expect(caret.ys.count == 20, "as tall as the 17-point font's line (20.4 points, rounded)")
        #expect(caret.ys.min().map { abs(Double($0) + 10.2 - 50) <= 1 } == true, "centred on the field's line")

        field.insertText("!")
        stage.window.layoutIfNeeded()
        let moved = tinted(Rasterizer().render(stage.renderTree()))
        #expect(moved.xs.min() == Int((20 + TextLayout.width(of: "Hello!", fontSize: 17, weight: .regular)).rounded()))

        #expect(field.resignFirstResponder())
        stage.window.layoutIfNeeded()
        #expect(tinted(Rasterizer().render(stage.renderTree())).xs.isEmpty, "no caret after editing")
    }

    @Test("a text view shows the caret after the last character of its last line")
    func textView() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 200))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "One\nTwo"
        textView.tintColor = Self.magenta
        stage.window.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        stage.window.layoutIfNeeded()
        let caret = tinted(Rasterizer().render(stage.renderTree()))
        // The text starts at the 5-point padding, 8 points down; the second 12-point line is 14.4 points lower.
        let end = 5 + TextLayout.width(of: "Two", fontSize: 12, weight: .regular)
        #expect(caret.xs == [Int(end.rounded()), Int(end.rounded()) + 1])
        #expect(caret.ys.min().map { abs(Double($0) - (8 + 14.4)) <= 1 } == true)
    }
}
