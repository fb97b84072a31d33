import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("Attributed text: paragraph styles, text attributes, UILabel.attributedText drawn in its first run's style")
@MainActor
struct AttributedTextTests {
    @Test("NSMutableParagraphStyle keeps its values; copies are immutable and equal; defaults as UIKit's")
    func paragraphStyles() {
        let style = NSMutableParagraphStyle()
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        style.alignment = .center
        style.lineSpacing = 4
        style.lineHeightMultiple = 1.2
        style.minimumLineHeight = 10
        style.maximumLineHeight = 30
        style.paragraphSpacing = 6
        style.firstLineHeadIndent = 8
        style.headIndent = 2
        style.lineBreakMode = .byTruncatingMiddle
        let copy = style.copy() as! NSParagraphStyle
        #expect(!(copy is NSMutableParagraphStyle) && copy.isEqual(style) && copy.lineSpacing == 4)
        #expect(copy.alignment == .center && copy.lineHeightMultiple == 1.2 && copy.minimumLineHeight == 10)
        #expect(copy.maximumLineHeight == 30 && copy.paragraphSpacing == 6 && copy.firstLineHeadIndent == 8)
        #expect(copy.headIndent == 2 && copy.lineBreakMode == .byTruncatingMiddle)
        let mutable = copy.mutableCopy() as! NSMutableParagraphStyle
        mutable.lineSpacing = 1
        #expect(copy.lineSpacing == 4 && !mutable.isEqual(copy))
        #expect(NSParagraphStyle.default.isEqual(NSParagraphStyle()))
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        #expect((shadow.copy() as! NSShadow).shadowOffset == CGSize(width: 1, height: 2))
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
    }

    @Test("a label's attributedText: text follows it; font/textColor/textAlignment apply to it; text replaces it")
    func labelModel() {
        let label = UILabel()
        label.text = "Plain"
        let derived = label.attributedText!
        #expect(
            derived.string == "Plain" && (derived.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == label.font
        )
        let big = UIFont.boldSystemFont(ofSize: 30)
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        label.attributedText = NSAttributedString(
            string: "Styled", attributes: [.font: big, .foregroundColor: UIColor.red, .paragraphStyle: style])
        #expect(label.text == "Styled")
        var content = label.textContent!
        #expect(content.fontSize == 30 && content.weight == .bold && content.alignment == .right)
        #expect(content.color == .red)
        label.textColor = .blue
        #expect((label.attributedText!.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == .blue)
        content = label.textContent!
        #expect(content.color == .blue && content.fontSize == 30)
        label.text = "Again"
        content = label.textContent!
        #expect(content.fontSize == 17 && content.alignment == .natural && content.color == .blue)
    }

    @Test("drawn: a label's attributed text in its first run's colour and alignment")
    func labelDrawing() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 40))
        stage.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        stage.window.addSubview(label)
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        label.attributedText = NSAttributedString(
            string: "Hi",
            attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .paragraphStyle: style])
        let image = Rasterizer().render(stage.renderTree())
        var leftInk = 0, rightRed = 0
        for y in 0..<40 {
            for x in 0..<200 where image[x: x, y: y] != Pixel(r: 255, g: 255, b: 255, a: 255) {
                if x < 150 { leftInk += 1 }
                if image[x: x, y: y] == Pixel(r: 255, g: 0, b: 0, a: 255) { rightRed += 1 }
            }
        }
        #expect(leftInk == 0 && rightRed > 0, "red text at the right edge")
    }
}

@Suite("UIButton attributed titles")
@MainActor
struct ButtonAttributedTitleTests {
    @Test("an attributed title replaces the plain one, per state, and is drawn in its own colour")
    func attributedTitle() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 44))
        stage.window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(
            NSAttributedString(
                string: "Big", attributes: [.foregroundColor: UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)]),
            for: .normal)
        stage.window.addSubview(button)
        stage.window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Big" && button.currentAttributedTitle?.string == "Big")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Big", "falls back to .normal")
        let image = Rasterizer().render(stage.renderTree())
        var green = 0
        for y in 0..<44 { for x in 0..<200 where image[x: x, y: y] == Pixel(r: 0, g: 128, b: 0, a: 255) { green += 1 } }
        #expect(green > 0, "the title is drawn in the attributed colour")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
    }
}
