import Testing
@testable import UIKitCompat

@Suite struct UIColorTests {
    @Test func systemColorsHaveApplesLightModeValues() {
        let expected: [(UIColor, UInt8, UInt8, UInt8)] = [
            (.systemBlue, 0x00, 0x7A, 0xFF), (.systemRed, 0xFF, 0x3B, 0x30), (.systemGreen, 0x34, 0xC7, 0x59),
            (.systemOrange, 0xFF, 0x95, 0x00), (.systemYellow, 0xFF, 0xCC, 0x00), (.systemPink, 0xFF, 0x2D, 0x55),
            (.systemPurple, 0xAF, 0x52, 0xDE), (.systemTeal, 0x5A, 0xC8, 0xFA), (.systemIndigo, 0x58, 0x56, 0xD6),
            (.systemGray, 0x8E, 0x8E, 0x93),
        ]
        for (color, r, g, b) in expected {
            let pixel = color.cgColor.paintColor.premultiplied8
            #expect([pixel.r, pixel.g, pixel.b, pixel.a] == [r, g, b, 255])
        }
    }

    @Test func fixedColorsAreUIKits() {
        #expect(UIColor.lightGray == UIColor(white: 2.0 / 3.0, alpha: 1))
        #expect(UIColor.darkGray == UIColor(white: 1.0 / 3.0, alpha: 1))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.cyan == UIColor(red: 0, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.magenta == UIColor(red: 1, green: 0, blue: 1, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.purple == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(UIColor.brown == UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
    }

    @Test func cgFloatInitialisersAndComponents() {
        let r: CGFloat = 0.25, g: CGFloat = 0.5, b: CGFloat = 0.75, a: CGFloat = 0.4
        let color = UIColor(red: r, green: g, blue: b, alpha: a)
        var out: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&out.0, green: &out.1, blue: &out.2, alpha: &out.3))
        #expect(out == (0.25, 0.5, 0.75, 0.4))
        #expect(color.cgColor == CGColor(red: r, green: g, blue: b, alpha: a))
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(color.withAlphaComponent(CGFloat(1)).cgColor.alpha == 1)
    }

    @Test func hueSaturationBrightness() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).cgColor.components?[1] == 1)
        let blue = UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 0.5, alpha: 1)
        let c = blue.cgColor.components ?? []
        #expect(abs(c[2] - 0.5) < 1e-12 && c[0] < 1e-12)
        #expect(
            UIColor(hue: 0.5, saturation: 0, brightness: 0.3, alpha: 1)
                == UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))
    }
}
