import Foundation

/// UIKit's `UIContentSizeCategory`: the text size the user prefers, from extra small to the largest
/// accessibility size. Ordered: `.large` (the default) `<` `.extraLarge`. `.unspecified` sorts below every
/// size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size from the smallest to the largest (`.unspecified` aside).
    public static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }
}
