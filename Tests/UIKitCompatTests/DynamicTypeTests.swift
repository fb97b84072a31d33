import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Dynamic Type: text styles by the content size category")
@MainActor
struct DynamicTypeTests {
    @Test("preferred fonts follow the Human Interface Guidelines' table for each text size")
    func table() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 200))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let rows: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .extraSmall, 14), (.body, .accessibilityLarge, 33), (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.largeTitle, .large, 34), (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
            (.caption2, .small, 11), (.caption1, .extraExtraExtraLarge, 18), (.footnote, .accessibilityMedium, 23),
            (.title3, .extraLarge, 22), (.subheadline, .large, 15), (.callout, .accessibilityExtraLarge, 38),
        ]
        for (style, category, size) in rows {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            #expect(
                UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize == size,
                "\(style.rawValue) at \(category.rawValue)")
        }
        stage.preferredContentSizeCategory = .accessibilityLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
    }

    @Test("a label that adjusts takes the new size when the text size changes; one that does not keeps its font")
    func adjustingLabel() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 200))
        let adjusting = UILabel(), fixed = UILabel()
        for label in [adjusting, fixed] {
            label.font = .preferredFont(forTextStyle: .body)
            label.text = "Text"
            stage.window.addSubview(label)
        }
        adjusting.adjustsFontForContentSizeCategory = true
        let before = adjusting.intrinsicContentSize
        stage.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(adjusting.font.pointSize == 40 && fixed.font.pointSize == 17)
        #expect(adjusting.intrinsicContentSize.height > before.height)
    }

    @Test("default table cells use the body style and automatic rows grow with accessibility sizes")
    func tableRows() throws {
        let stage = try Stage(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: stage.window.bounds)
        stage.window.addSubview(table)
        #expect(table.automaticRowHeight == 44)
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        table.addSubview(cell)
        #expect(cell.textLabel?.font.pointSize == 17 && cell.detailTextLabel?.font.pointSize == 12)
        stage.preferredContentSizeCategory = .accessibilityLarge
        #expect(cell.textLabel?.font.pointSize == 33 && cell.detailTextLabel?.font.pointSize == 26)
        // One 33 pt line (1.2 em) with 11 points above and below.
        #expect(table.automaticRowHeight == 62)
    }
}
