import Foundation
import Raster

/// A font for labels: a point size and a weight of Flipbook's built-in font (UIKit's `UIFont` system fonts).
public struct UIFont: Sendable, Hashable {
    public var pointSize: CGFloat
    public var weight: Weight
    /// The text style a font from ``preferredFont(forTextStyle:compatibleWith:)`` was made for (nil for other
    /// fonts): a label that adjusts to the text size (``UILabel/adjustsFontForContentSizeCategory``) looks it
    /// up again when the size changes.
    public internal(set) var textStyle: TextStyle?

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight) }

    /// UIKit's `UIFont.Weight` with its raw values; the built-in font draws four weights and maps the rest to
    /// the nearest (below medium: regular; heavy and black: bold).
    public struct Weight: RawRepresentable, Sendable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The built-in font's weight for this UIKit weight.
        public var fontWeight: FontWeight {
            if rawValue < 0.2 { return .regular }
            if rawValue < 0.27 { return .medium }
            if rawValue < 0.35 { return .semibold }
            return .bold
        }
    }
}
