import Foundation
import Testing
import UIKitCompat

// Swift 6 mode: a stored `static let` of a colour or font in an extension compiles only because UIColor and
// UIFont are Sendable, as in UIKit.
extension UIColor {
    fileprivate static let swift6Accent = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
    fileprivate convenience init(grey8: UInt8) { self.init(white: CGFloat(grey8) / 255, alpha: 1) }
}

extension UIFont {
    fileprivate static let swift6Caption = UIFont.systemFont(ofSize: 11)
    fileprivate class func swift6Title() -> UIFont { .boldSystemFont(ofSize: 20) }
}

@Suite("UIColor, UIFont and CGColor as classes: equality, hash, copy, conversions (Swift 6 mode)")
struct ColorClassTests {
    @Test("colours compare and hash by value, not identity; a copy is equal")
    func equality() throws {
        let a = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        let b = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(a !== b && a == b && a.isEqual(b) && a.hash == b.hash)
        #expect(Set([a, b, UIColor.red]).count == 2)
        #expect(a != UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5))
        #expect(!a.isEqual("not a colour") && !a.isEqual(nil))
        let copy = try #require(a.copy() as? UIColor)
        #expect(copy == a)
        #expect(UIColor(grey8: 51) == UIColor(white: 0.2, alpha: 1))
        #expect(UIColor.swift6Accent.cgColor.components == [0.2, 0.6, 0.4, 1])
        #expect(UIColor.systemBlue == UIColor.systemBlue && UIColor.systemBlue != UIColor.systemBlue.cgColor.uiColor)
    }

    @Test("fonts compare and hash by value; class funcs and static lets in extensions")
    func fonts() throws {
        #expect(UIFont.swift6Title() == UIFont.boldSystemFont(ofSize: 20))
        #expect(UIFont.swift6Title() !== UIFont.swift6Title())
        #expect(UIFont.swift6Caption.hash == UIFont.systemFont(ofSize: 11).hash)
        #expect(UIFont.swift6Caption != UIFont.systemFont(ofSize: 11, weight: .bold))
        let copy = try #require(UIFont.swift6Caption.copy() as? UIFont)
        #expect(copy == .swift6Caption && UIFont.swift6Caption.withSize(30).pointSize == 30)
        #expect(UIFont(name: "Avenir-Heavy", size: 14) == UIFont.systemFont(ofSize: 14, weight: .heavy))
    }

    @Test("CGColor: initialisers, components, copy(alpha:), constants, and UIColor round trips")
    func cgColors() throws {
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgb.components == [0.1, 0.2, 0.3, 0.4] && rgb.numberOfComponents == 4 && rgb.alpha == 0.4)
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.components == [0.5, 1] && grey.numberOfComponents == 2)
        #expect(grey == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), "compared by sRGB value")
        #expect(rgb.copy(alpha: 1)?.components == [0.1, 0.2, 0.3, 1])
        #expect(CGColor.black.components == [0, 1] && CGColor.white.components == [1, 1])
        #expect(CGColor.clear.alpha == 0)
        #expect(UIColor(cgColor: rgb).cgColor == rgb)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(cgColor: grey).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0.5, 0.5, 0.5, 1])
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let components: [CGFloat] = [1, 0, 0, 1]
        #expect(CGColor(colorSpace: space, components: components) == UIColor.red.cgColor)
    }

    @Test("getHue and getWhite read UIKit's components")
    func hueAndWhite() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(
            UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9).getHue(
                &h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9 && abs(a - 0.9) < 1e-9)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.3, alpha: 1).getWhite(&w, alpha: &a) && abs(w - 0.3) < 1e-12)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test("attribute values: an attributed string that began empty merges runs of equal colours and fonts")
    func attributedRuns() {
        // With NSObject subclasses from outside Foundation, corelibs Foundation halts here
        // (UIKitChoices.colorsAndFontsAreNotNSObjects).
        let text = NSMutableAttributedString(string: "")
        for piece in ["a", "b"] {
            let attributes: [NSAttributedString.Key: Any] = [
                .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .font: UIFont.systemFont(ofSize: 12),
            ]
            text.append(NSAttributedString(string: piece, attributes: attributes))
        }
        text.append(NSAttributedString(string: "c", attributes: [.foregroundColor: UIColor.blue]))
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        #expect(runs == 2)
    }

    @Test("a colour and a font cross into a task (Sendable, as UIKit's)")
    func sendable() async {
        let color = UIColor.swift6Accent, font = UIFont.swift6Caption
        let size = await Task.detached { color.cgColor.alpha + font.pointSize }.value
        #expect(size == 12)
    }
}

extension CGColor {
    /// The colour as a plain `UIColor`.
    fileprivate var uiColor: UIColor { UIColor(cgColor: self) }
}
