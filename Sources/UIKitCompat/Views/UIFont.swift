import Foundation
import Raster

/// A font for labels: a point size and a weight of Flipbook's built-in font (UIKit's `UIFont` system fonts).
public struct UIFont: Sendable, Hashable {
    /// The size in points (the em size).
    public var pointSize: CGFloat
    /// The weight, drawn as the nearest of the built-in font's four (see ``Weight/fontWeight``).
    public var weight: Weight
    /// The text style a font from ``preferredFont(forTextStyle:compatibleWith:)`` was made for (nil for other
    /// fonts): a label that adjusts to the text size (``UILabel/adjustsFontForContentSizeCategory``) looks it
    /// up again when the size changes.
    public internal(set) var textStyle: TextStyle?

    /// A font of `pointSize` points and `weight` (regular by default), not tied to a text style.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font of `size` points and `weight` (regular by default): UIKit's San Francisco, drawn here with the
    /// built-in font.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight) }

    /// UIKit's `UIFont.Weight` with its raw values; the built-in font draws four weights and maps the rest to
    /// the nearest (below medium: regular; heavy and black: bold).
    public struct Weight: RawRepresentable, Sendable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's −0.8; drawn regular.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's −0.6; drawn regular.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's −0.4; drawn regular.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's 0; drawn regular.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's 0.23; drawn medium.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's 0.3; drawn semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's 0.4; drawn bold.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's 0.56; drawn bold.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's 0.62; drawn bold.
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
