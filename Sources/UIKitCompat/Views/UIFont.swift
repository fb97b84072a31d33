import Foundation
import Raster

/// A font for labels: a point size and a weight of Flipbook's built-in font (UIKit's `UIFont` system fonts).
///
/// An immutable open class, as in UIKit, so that app code's `extension UIFont { class func brandFont(ofSize:) … }`
/// and `convenience init` compile. Fonts compare by value (size, weight and text style). Not an `NSObject`
/// subclass (``UIKitChoices/colorsAndFontsAreNotNSObjects``).
open class UIFont: NSCopying, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The size in points (the em size).
    public let pointSize: CGFloat
    /// The weight, drawn as the nearest of the built-in font's four (see ``Weight/fontWeight``).
    public let weight: Weight
    /// The text style a font from ``preferredFont(forTextStyle:compatibleWith:)`` was made for (nil for other
    /// fonts): a label that adjusts to the text size (``UILabel/adjustsFontForContentSizeCategory``) looks it
    /// up again when the size changes.
    public let textStyle: TextStyle?

    /// A font of `pointSize` points and `weight` (regular by default), not tied to a text style.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
        textStyle = nil
    }

    /// A font of `pointSize` points and `weight` made for `textStyle`.
    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font of `size` points and `weight` (regular by default): UIKit's San Francisco, drawn here with the
    /// built-in font.
    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The bold system font of `size` points.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The same font at another size.
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight) }

    /// A font is immutable: its copy is itself (`NSCopying`, as UIKit's).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `NSObject`'s `copy()`: ``copy(with:)``.
    open func copy() -> Any { copy(with: nil) }

    /// Equal to another `UIFont` of the same size, weight and text style.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other === self
            || (other.pointSize == pointSize && other.weight == weight && other.textStyle == textStyle)
    }

    /// A hash of the size, weight and text style (equal fonts hash alike).
    open var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        return hasher.finalize()
    }

    /// Fonts are equal when ``isEqual(_:)`` says so: by value.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.isEqual(rhs) }

    /// Hashes ``hash``.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// UIKit's style of description: the name, family and size.
    open var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(fontName); font-size: \(pointSize)pt"
    }

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
