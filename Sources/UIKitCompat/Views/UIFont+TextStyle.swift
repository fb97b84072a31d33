import Foundation

extension UIFont {
    /// UIKit's `UIFont.TextStyle`: the Dynamic Type styles, whose size follows the user's text size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title style: 34 points at the default text size (`.large`), 31 to 60 over all sizes.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style: 28 points at the default text size (`.large`), 25 to 58 over all sizes.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style: 22 points at the default text size (`.large`), 19 to 56 over all sizes.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style: 20 points at the default text size (`.large`), 17 to 55 over all sizes.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style: semibold 17 points at the default text size (`.large`), 14 to 53 over all sizes.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The body text style: 17 points at the default text size (`.large`), 14 to 53 over all sizes.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style: 16 points at the default text size (`.large`), 13 to 51 over all sizes.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The subheadline style: 15 points at the default text size (`.large`), 12 to 49 over all sizes.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The footnote style: 13 points at the default text size (`.large`), 12 to 44 over all sizes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The caption style: 12 points at the default text size (`.large`), 11 to 43 over all sizes.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The alternate caption style: 11 points at the default text size (`.large`), 11 to 40 over all sizes.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style, largest first.
        public static let all: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
            .caption1, .caption2,
        ]

        /// The point sizes of this style for ``UIContentSizeCategory/ordered`` (extra small … accessibility
        /// extra extra extra large), from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
        /// Type sizes" (the sizes of iOS 11 and later, where every style grows in the accessibility sizes).
        var pointSizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            default: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]  // caption2, and styles not listed
            }
        }

        /// The style's weight: semibold for the headline, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The style's point size for `category` (`.unspecified` is `.large`).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let index =
                UIContentSizeCategory.ordered.firstIndex(of: category)
                ?? UIContentSizeCategory.ordered.firstIndex(of: .large)!
            return pointSizes[index]
        }
    }

    /// The font of `style` for the current traits' text size (``UITraitCollection/current``: the stage's
    /// ``Stage/preferredContentSizeCategory`` unless something else is current).
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` for the text size of `traitCollection` (the current traits' when nil or
    /// unspecified), by UIKit's Dynamic Type table (``TextStyle``).
    @MainActor
    public static func preferredFont(
        forTextStyle style: TextStyle,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        return UIFont(pointSize: style.pointSize(for: category), weight: style.weight, textStyle: style)
    }
}
