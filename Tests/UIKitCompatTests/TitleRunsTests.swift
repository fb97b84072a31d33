import Foundation
import Raster
import Testing

@testable import UIKitCompat

/// Button titles and text-field placeholders whose runs differ are drawn run by run, as labels draw them.
@Suite("Titles and placeholders in several styles")
@MainActor
struct TitleRunsTests {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// "Red" in red then "Blue" in blue.
    var twoColours: NSAttributedString {
        let text = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: red])
        text.append(NSAttributedString(string: " Blue", attributes: [.foregroundColor: blue]))
        return text
    }

    /// How many pixels of `view` (on a white 240 × 44 stage) are strongly `colour` (``red`` or ``blue``): that
    /// channel above 200, the other two below 60 (glyph edges are blended with the white background).
    func count(_ colour: UIColor, in view: UIView) throws -> Int {
        let stage = try Stage(size: CGSize(width: 240, height: 44))
        stage.window.backgroundColor = .white
        view.frame = CGRect(x: 0, y: 0, width: 240, height: 44)
        stage.window.addSubview(view)
        stage.window.layoutIfNeeded()
        let image = Rasterizer().render(stage.renderTree())
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x: x, y: y]
                let (main, others) = colour == red ? (p.r, max(p.g, p.b)) : (p.b, max(p.r, p.g))
                if main > 200 && others < 60 { n += 1 }
            }
        }
        return n
    }

    @Test("a button's attributed title in two colours shows both, in every state falling back to .normal")
    func buttonTitleRuns() throws {
        let button = UIButton(type: .custom)
        button.setAttributedTitle(twoColours, for: .normal)
        #expect(try count(red, in: button) > 0 && count(blue, in: button) > 0)
        let highlighted = UIButton(type: .custom)
        highlighted.setAttributedTitle(twoColours, for: .normal)
        highlighted.isHighlighted = true
        #expect(highlighted.currentAttributedTitle?.string == "Red Blue")
        #expect(try count(red, in: highlighted) > 0 && count(blue, in: highlighted) > 0)
        let selected = UIButton(type: .custom)
        selected.setAttributedTitle(twoColours, for: .normal)
        selected.setAttributedTitle(
            NSAttributedString(string: "Red", attributes: [.foregroundColor: red]), for: .selected)
        selected.isSelected = true
        #expect(try count(red, in: selected) > 0 && count(blue, in: selected) == 0, "the selected state's own title")
    }

    @Test("a text field's attributed placeholder in two colours shows both")
    func placeholderRuns() throws {
        let field = UITextField()
        field.borderStyle = .line
        field.attributedPlaceholder = twoColours
        #expect(try count(red, in: field) > 0 && count(blue, in: field) > 0)
        let plain = UITextField()
        plain.placeholder = "Grey"
        #expect(try count(red, in: plain) == 0 && count(blue, in: plain) == 0)
    }
}
