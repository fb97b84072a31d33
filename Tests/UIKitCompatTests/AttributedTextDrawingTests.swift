import Foundation
import Testing

@testable import UIKitCompat

@Suite("Attributed text drawn run by run: fonts, colours, background, kern, underline, paragraphs")
@MainActor
struct AttributedTextDrawingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white 320 × 200 stage with `view` on it.
    func paint(_ view: UIView) throws -> Image {
        let stage = try Stage(size: CGSize(width: 320, height: 200))
        stage.window.backgroundColor = .white
        stage.window.addSubview(view)
        return Rasterizer().render(stage.renderTree())
    }

    /// The x and y ranges of the pixels of `image` that are clearly `kind` (its channel high, the others low).
    func extent(of kind: KeyPath<Pixel, UInt8>, in image: Image) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        let channels: [KeyPath<Pixel, UInt8>] = [\.r, \.g, \.b]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x: x, y: y]
                guard pixel[keyPath: kind] > 90 else { continue }
                if channels.allSatisfy({ $0 == kind || pixel[keyPath: $0] < 40 }) {
                    xs.append(x)
                    ys.append(y)
                }
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    func attributed(_ runs: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
        let string = NSMutableAttributedString(string: "")
        for (text, attributes) in runs { string.append(NSAttributedString(string: text, attributes: attributes)) }
        return string
    }

    @Test("each run's colour appears where its characters are; the larger run makes the line taller")
    func runsInTheirColoursAndSizes() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        label.attributedText = attributed([
            ("Red ", [.foregroundColor: Self.red]),
            ("BIG", [.foregroundColor: Self.green, .font: UIFont.boldSystemFont(ofSize: 34)]),
            (" blue", [.foregroundColor: Self.blue]),
        ])
        let redWidth = TextLayout.width(of: "Red ", fontSize: 17, weight: .regular)
        let bigWidth = TextLayout.width(of: "BIG", fontSize: 34, weight: .bold)
        let blueWidth = TextLayout.width(of: " blue", fontSize: 17, weight: .regular)
        #expect(label.intrinsicContentSize == CGSize(width: (redWidth + bigWidth + blueWidth).rounded(.up), height: 41))
        let image = try paint(label)
        let red = try #require(extent(of: \.r, in: image), "red pixels are drawn")
        let green = try #require(extent(of: \.g, in: image), "green pixels are drawn")
        let blue = try #require(extent(of: \.b, in: image), "blue pixels are drawn")
        #expect(red.x.upperBound < Int(redWidth.rounded(.up)))
        #expect(green.x.lowerBound >= Int(redWidth) && green.x.upperBound < Int((redWidth + bigWidth).rounded(.up)))
        #expect(blue.x.lowerBound >= Int(redWidth + bigWidth))
        // One baseline: the 41-point line is centred in 60 points (top 9.5), its baseline 0.95 × 34 below.
        let baseline = 9.5 + 0.95 * 34
        for run in [red, green, blue] { #expect(abs(Double(run.y.upperBound + 1) - baseline) <= 1.5) }
        #expect(green.y.count > 2 * red.y.count - 4, "the 34-point capitals are about twice as tall")
    }

    @Test("background, underline and strikethrough are drawn across the run; kern widens it")
    func decorations() throws {
        let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        let label = UILabel(frame: CGRect(x: 10, y: 0, width: 300, height: 40))
        label.attributedText = attributed([
            ("plain ", [.foregroundColor: UIColor.black]),
            ("Under", [.foregroundColor: Self.blue, .underlineStyle: NSUnderlineStyle.single.rawValue]),
            (" ", [:]),
            ("Struck", [.foregroundColor: Self.red, .strikethroughStyle: NSUnderlineStyle.single.rawValue]),
            (" ", [:]),
            ("Spaced", [.foregroundColor: Self.green, .kern: 4.0, .backgroundColor: yellow]),
        ])
        let image = try paint(label)
        let plain = TextLayout.width(of: "plain ", fontSize: 17, weight: .regular)
        let under = TextLayout.width(of: "Under", fontSize: 17, weight: .regular)
        let baseline = 20 - 10.2 + 0.95 * 17  // a 20.4-point line centred in 40 points
        // The underline: a blue row 0.1 em below the baseline, across the whole run.
        // (A 1-point bar at a fractional y covers two rows in part: the more covered one is clearly tinted.)
        func tinted(_ x: Int, near y: Double, _ more: KeyPath<Pixel, UInt8>, over less: KeyPath<Pixel, UInt8>) -> Bool {
            [Int(y.rounded(.down)), Int(y.rounded(.down)) + 1].contains { row in
                Int(image[x: x, y: row][keyPath: more]) - Int(image[x: x, y: row][keyPath: less]) > 100
            }
        }
        let underX = Int(10 + plain + 1)...Int(10 + plain + under - 1)
        #expect(underX.allSatisfy { tinted($0, near: baseline + 0.1 * 17, \.b, over: \.r) })
        #expect(!tinted(Int(10 + plain - 3), near: baseline + 0.1 * 17, \.b, over: \.r), "no underline before the run")
        // The strikethrough: a red row across the run through the middle of the lowercase letters.
        let struckStart = 10 + plain + under + TextLayout.width(of: " ", fontSize: 17, weight: .regular)
        let struck = TextLayout.width(of: "Struck", fontSize: 17, weight: .regular)
        let struckX = Int(struckStart + 1)...Int(struckStart + struck - 1)
        #expect(struckX.allSatisfy { tinted($0, near: baseline - 0.28 * 17 - 0.5, \.r, over: \.g) })
        // The background fills the line's height behind the kerned run, which is 6 × 4 points wider.
        let spacedStart = struckStart + struck + TextLayout.width(of: " ", fontSize: 17, weight: .regular)
        let spacedWidth =
            "Spaced".map { TextLayout.width(of: String($0), fontSize: 17, weight: .regular) }
            .reduce(0, +) + 24
        let yellowTop = Int((20 - 10.2).rounded(.up))
        #expect(image[x: Int(spacedStart + spacedWidth - 2), y: yellowTop + 1] == Pixel(r: 255, g: 255, b: 0, a: 255))
        #expect(image[x: Int(spacedStart + spacedWidth + 2), y: yellowTop + 1] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(label.intrinsicContentSize.width == (spacedStart - 10 + spacedWidth).rounded(.up))
    }

    @Test("each paragraph takes its own alignment; line spacing separates the lines")
    func paragraphs() throws {
        let left = NSMutableParagraphStyle()
        left.alignment = .left
        left.lineSpacing = 10
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        label.numberOfLines = 0
        label.attributedText = attributed([
            ("Left\n", [.foregroundColor: Self.red, .paragraphStyle: left]),
            ("Right", [.foregroundColor: Self.blue, .paragraphStyle: right]),
        ])
        let twoLines: CGFloat = 2 * 1.2 * 17 + 10
        #expect(label.intrinsicContentSize.height == twoLines.rounded(.up))
        let image = try paint(label)
        let red = try #require(extent(of: \.r, in: image))
        let blue = try #require(extent(of: \.b, in: image))
        #expect(red.x.lowerBound <= 3, "the first paragraph is left-aligned")
        #expect(blue.x.upperBound >= 316, "the second paragraph is right-aligned")
        // Baselines 20.4 + 10 points apart.
        #expect(abs(Double(blue.y.upperBound - red.y.upperBound) - 30.4) <= 1.5)
    }

    @Test("a wrapped line breaks between words across runs; the last line shown ends with an ellipsis")
    func wrappingAndTruncation() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.numberOfLines = 2
        let string = attributed([
            ("one two ", [.foregroundColor: Self.red]),
            ("three four five six seven", [.foregroundColor: Self.blue, .font: UIFont.systemFont(ofSize: 20)]),
        ])
        label.attributedText = string
        let layout = label.runLayout(string, width: 120)
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        #expect(layout.lines.last?.pieces.last?.text.hasSuffix("\u{2026}") == true)
        #expect(layout.lines[0].height == 1.2 * 20, "the line with a 20-point run is 24 points tall")
    }

    @Test("a text view draws its attributed text run by run; uniformly styled text stays one text content")
    func textViewAndPlainText() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        textView.attributedText = attributed([
            ("Red", [.foregroundColor: Self.red]), (" and blue", [.foregroundColor: Self.blue]),
        ])
        let image = try paint(textView)
        let red = try #require(extent(of: \.r, in: image))
        let blue = try #require(extent(of: \.b, in: image))
        #expect(red.x.upperBound < blue.x.lowerBound)

        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = NSAttributedString(string: "Same", attributes: [.foregroundColor: Self.red])
        #expect(label.renderContent() != nil, "drawn as before, as one TextContent")
        label.attributedText = attributed([("Two ", [.foregroundColor: Self.red]), ("runs", [:])])
        #expect(label.renderContent() == nil, "drawn as runs")
    }
}
