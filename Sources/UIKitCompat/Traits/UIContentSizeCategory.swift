import Foundation

/// UIKit's `UIContentSizeCategory`: the text size the user prefers, from extra small to the largest
/// accessibility size. Ordered: `.large` (the default) `<` `.extraLarge`. `.unspecified` sorts below every
/// size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The category with UIKit's raw value `rawValue` (such as `UICTContentSizeCategoryL`).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No size given: trait collections without a text size; fonts take the current traits' size.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Size 1 of 12: body text at 14 points.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Size 2 of 12: body text at 15 points.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Size 3 of 12: body text at 16 points.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Size 4 of 12 (the default): body text at 17 points.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Size 5 of 12: body text at 19 points.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Size 6 of 12: body text at 21 points.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Size 7 of 12: body text at 23 points.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// Size 8 of 12: body text at 28 points. An accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Size 9 of 12: body text at 33 points. An accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Size 10 of 12: body text at 40 points. An accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Size 11 of 12: body text at 47 points. An accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Size 12 of 12: body text at 53 points. An accessibility size.
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
