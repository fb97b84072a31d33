import Foundation
import Testing

@testable import UIKitCompat

/// Text shadows drawn: `UILabel.shadowColor`/`shadowOffset` and `NSShadow` in attributed text
/// (``UIKitChoices/textShadowDrawing``). SKPhotoBrowser's captions and Cards' titles set them.
@Suite("Text shadows: UILabel.shadowColor/shadowOffset and NSShadow, drawn")
@MainActor
struct TextShadowTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white 240 × 80 stage with `label` on it, rendered.
    func paint(_ label: UILabel) throws -> Image {
        let stage = try Stage(size: CGSize(width: 240, height: 80))
        stage.window.backgroundColor = .white
        stage.window.addSubview(label)
        return Rasterizer().render(stage.renderTree())
    }

    /// The pixels of `image` that `test` accepts, as x and y ranges.
    func extent(in image: Image, where test: (Pixel) -> Bool) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where test(image[x: x, y: y]) {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    func isBlue(_ p: Pixel) -> Bool { p.b > 150 && p.r < 60 && p.g < 60 }
    func isRed(_ p: Pixel) -> Bool { p.r > 150 && p.g < 60 && p.b < 60 }

    func label(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 10, width: 200, height: 60))
        label.text = text
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = Self.blue
        return label
    }

    @Test("a label's shadow is the text again in shadowColor, moved by shadowOffset, under the text; none by default")
    func labelShadow() throws {
        let plain = label("HIWL")
        #expect(plain.shadowColor == nil && plain.shadowOffset == CGSize(width: 0, height: -1))
        let withoutShadow = try paint(plain)
        #expect(extent(in: withoutShadow, where: isRed) == nil)
        let text = try #require(extent(in: withoutShadow, where: isBlue))

        let shadowed = label("HIWL")
        shadowed.shadowColor = Self.red
        shadowed.shadowOffset = CGSize(width: 5, height: 7)
        let image = try paint(shadowed)
        let glyphs = try #require(extent(in: image, where: isBlue))
        let shadow = try #require(extent(in: image, where: isRed), "the shadow is drawn")
        #expect(abs(glyphs.x.lowerBound - text.x.lowerBound) <= 1 && abs(glyphs.y.upperBound - text.y.upperBound) <= 1)
        #expect(abs(shadow.x.upperBound - (glyphs.x.upperBound + 5)) <= 1, "\(shadow) \(glyphs)")
        #expect(abs(shadow.y.upperBound - (glyphs.y.upperBound + 7)) <= 1, "\(shadow) \(glyphs)")
        #expect(abs(shadow.y.lowerBound - (glyphs.y.lowerBound + 7)) <= 1, "\(shadow) \(glyphs)")
        // Under the text: where both fall, the text shows (compared with a clear shadow, drawn the same way).
        let clear = label("HIWL")
        clear.shadowColor = .clear
        let withoutShadowRuns = try paint(clear)
        var overlaps = 0
        func solidBlue(_ p: Pixel) -> Bool { p.b > 240 && p.r < 15 && p.g < 15 }
        for y in glyphs.y {
            for x in glyphs.x where solidBlue(withoutShadowRuns[x: x, y: y]) && !solidBlue(image[x: x, y: y]) {
                overlaps += 1
            }
        }
        #expect(overlaps == 0, "the shadow never covers the text")
        #expect(shadowed.intrinsicContentSize == plain.intrinsicContentSize, "a shadow does not change the size")
    }

    @Test("NSShadow: its colour (nil: black at a third), offset and blur; a label's shadow leaves it alone")
    func attributedShadow() throws {
        func shadowed(blur: CGFloat, color: UIColor?) throws -> Image {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 0, height: 8)
            shadow.shadowBlurRadius = blur
            shadow.shadowColor = color
            let label = label("HIWL")
            label.attributedText = NSAttributedString(
                string: "HIWL",
                attributes: [.shadow: shadow, .foregroundColor: Self.blue, .font: UIFont.boldSystemFont(ofSize: 30)])
            label.shadowColor = .green  // the text's own shadow wins
            return try paint(label)
        }
        let sharp = try shadowed(blur: 0, color: Self.red)
        let glyphs = try #require(extent(in: sharp, where: isBlue))
        let shadow = try #require(extent(in: sharp, where: isRed))
        #expect(
            abs(shadow.y.upperBound - (glyphs.y.upperBound + 8)) <= 1
                && abs(shadow.x.lowerBound - glyphs.x.lowerBound) <= 1)
        func isGreen(_ p: Pixel) -> Bool { p.g > 150 && p.r < 60 && p.b < 60 }
        #expect(extent(in: sharp, where: isGreen) == nil, "no green label shadow")

        // Blurred, the shadow spreads beyond the sharp one.
        let blurred = try shadowed(blur: 4, color: Self.red)
        func tinted(_ p: Pixel) -> Bool { p.r > 200 && p.g < 250 && p.b < 250 && p.g == p.b }
        let sharpTint = try #require(extent(in: sharp, where: tinted))
        let blurTint = try #require(extent(in: blurred, where: tinted))
        #expect(blurTint.y.upperBound >= sharpTint.y.upperBound + 2, "\(blurTint) \(sharpTint)")
        #expect(blurTint.x.lowerBound <= sharpTint.x.lowerBound - 2, "\(blurTint) \(sharpTint)")

        // No colour: black at a third opacity over white, a grey of about 170.
        let grey = try shadowed(blur: 0, color: nil)
        func isGrey(_ p: Pixel) -> Bool { abs(Int(p.r) - 170) <= 4 && p.r == p.g && p.g == p.b }
        let below = try #require(extent(in: grey, where: isGrey))
        #expect(below.y.upperBound > glyphs.y.upperBound)
    }
}
