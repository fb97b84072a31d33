import Foundation

/// UIKit's `UIFontDescriptor`: a font described by attributes (name, family, size, traits), turned into a font
/// with `UIFont(descriptor:size:)`. Flipbook's fonts are a size and a weight of its built-in face, so what a
/// descriptor decides is the size and the weight: a `.traits` weight first, then the bold symbolic trait, then a
/// weight word in the name or face (`Avenir-Heavy`, `Semibold`); other attributes (italic, a design, a family)
/// are kept in the descriptor and read back, not drawn.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// UIKit's `UIFontDescriptor.AttributeName`: a key of ``fontAttributes``.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit's.
        public var rawValue: String
        /// The key with the string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name, a `String`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name, a `String`.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face (style) name, a `String` such as "Bold".
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size, a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits, a `[UIFontDescriptor.TraitKey: Any]`.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style a preferred font was made for, a `UIFont.TextStyle`.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// UIKit's `UIFontDescriptor.TraitKey`: a key of the `.traits` attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit's.
        public var rawValue: String
        /// The key with the string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits, a `UIFontDescriptor.SymbolicTraits` raw value (`UInt32`) or the option set.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` or its raw value (−1…1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1 (condensed) … 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, −1 … 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// UIKit's `UIFontDescriptor.SymbolicTraits`, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public let rawValue: UInt32
        /// Traits with the bits `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic (kept, not drawn: the built-in face has no italic).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: the bold weight unless a `.weight` trait says otherwise.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-pitch.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for the user interface.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// UIKit's `UIFontDescriptor.SystemDesign`: a design of the system font (kept, not drawn).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name, as UIKit's.
        public var rawValue: String
        /// The design named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system font's own design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded ends.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// With serifs.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Fixed-pitch.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes describing the font.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with `attributes` (none by default: the system font at the size `UIFont(descriptor:size:)`
    /// gives).
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor for the font named `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor with the same attributes.
    open func copy(with zone: NSZone? = nil) -> Any { UIFontDescriptor(fontAttributes: fontAttributes) }

    /// The `.size` attribute (0 when there is none).
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The `.name` attribute (empty when there is none).
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

    /// The symbolic traits of the `.traits` attribute.
    open var symbolicTraits: SymbolicTraits {
        let value = traits[.symbolic]
        if let traits = value as? SymbolicTraits { return traits }
        return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(Self.number(value) ?? 0)))
    }

    /// The value of the attribute `attribute`.
    open func object(forKey attribute: AttributeName) -> Any? { fontAttributes[attribute] }

    /// A descriptor with `attributes` added (replacing those of the same keys).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// A descriptor of `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// A descriptor of the family `newFamily`, its name dropped (UIKit looks the face up again).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// A descriptor with exactly `symbolicTraits` (a `.weight` trait is dropped when bold is given, so that
    /// the bold trait decides). Never nil: the built-in face has every trait Flipbook draws.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var newTraits = traits
        newTraits[.symbolic] = symbolicTraits.rawValue
        if symbolicTraits.contains(.traitBold) { newTraits[.weight] = nil }
        return addingAttributes([.traits: newTraits])
    }

    /// A descriptor of the system font's `design` (kept in the traits, not drawn).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        addingAttributes([AttributeName(rawValue: "NSCTFontUIFontDesignTrait"): design.rawValue])
    }

    /// The descriptor of the preferred font for `style` at the stage's text size.
    @MainActor
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The weight the descriptor gives a font: the `.weight` trait, else bold for the bold trait, else the weight
    /// word of the name or face, else regular.
    var weight: UIFont.Weight {
        if let weight = traits[.weight] as? UIFont.Weight { return weight }
        if let value = Self.number(traits[.weight]) { return UIFont.Weight(rawValue: value) }
        if symbolicTraits.contains(.traitBold) { return .bold }
        let words = [fontAttributes[.name], fontAttributes[.face]].compactMap { $0 as? String }.joined(separator: " ")
        return UIFont.weight(named: words)
    }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// A number attribute as app code writes it (`CGFloat`, `Double`, `Float`, `Int` or `NSNumber`).
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// The descriptor's attributes, as UIKit describes a descriptor.
    open override var description: String { "UIFontDescriptor \(fontAttributes)" }
}

extension UIFont {
    /// The font `descriptor` describes (``UIFontDescriptor``) at `pointSize` points; 0 takes the descriptor's
    /// size (and a size that is then not positive gives 12 points, as ``UIFont/init(name:size:)``).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var size = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
        if !(size.isFinite && size > 0) { size = 12 }
        self.init(pointSize: size, weight: descriptor.weight)
    }

    /// A descriptor of this font: its name, family, size, weight, and the bold trait for bold and heavier weights.
    public var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: fontName, .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue, .symbolic: symbolic.rawValue],
        ]
        if let textStyle { attributes[.textStyle] = textStyle }
        return UIFontDescriptor(fontAttributes: attributes)
    }
}
