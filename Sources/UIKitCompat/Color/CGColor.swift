import Foundation
import Raster

#if !canImport(CoreGraphics)
/// Core Graphics' colour: an immutable sRGB (or grey) colour with alpha, what layers hold
/// (`layer.borderColor = UIColor.red.cgColor`) and what `UIColor(cgColor:)` reads. A class of its own, as in
/// Core Graphics; never dynamic (``UIColor/cgColor`` resolves a dynamic colour first).
///
/// Compared by value: two colours are equal when their sRGB components and alpha are
/// (``UIKitChoices/cgColorsCompareBySRGBValue``).
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The straight-alpha sRGB value the painter draws.
    let paint: Color
    /// Whether the colour was made in a grey space (its ``components`` are grey and alpha).
    let isGray: Bool

    init(paint: Color, isGray: Bool = false) {
        var plain = paint
        plain.dynamicSource = nil
        self.paint = plain
        self.isGray = isGray
    }

    /// `CGColor(red:green:blue:alpha:)`: sRGB components in 0…1 (values outside are clamped).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(paint: Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `CGColor(srgbRed:green:blue:alpha:)`: the same as ``init(red:green:blue:alpha:)`` (Flipbook draws in sRGB).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `CGColor(gray:alpha:)`: a grey level in 0…1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(paint: Color(white: Double(gray), alpha: Double(alpha)), isGray: true)
    }

    /// `CGColor(colorSpace:components:)`: the space's components followed by alpha (grey spaces: 2, RGB: 4);
    /// nil without components.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>?) {
        guard let components else { return nil }
        if space.numberOfComponents == 1 {
            self.init(gray: components[0], alpha: components[1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// The opacity in 0…1.
    public var alpha: CGFloat { CGFloat(paint.alpha) }

    /// The components followed by alpha: grey and alpha for a grey colour, red, green, blue and alpha otherwise.
    public var components: [CGFloat]? {
        isGray
            ? [CGFloat(paint.red), CGFloat(paint.alpha)]
            : [CGFloat(paint.red), CGFloat(paint.green), CGFloat(paint.blue), CGFloat(paint.alpha)]
    }

    /// How many ``components`` the colour has (alpha included): 2 for grey, 4 for RGB.
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The colour's space: generic grey or sRGB.
    public var colorSpace: CGColorSpace? {
        CGColorSpace(name: isGray ? CGColorSpace.genericGrayGamma2_2 : CGColorSpace.sRGB)
    }

    /// A copy of the colour (itself: colours are immutable).
    public func copy() -> CGColor? { self }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(paint: paint.withAlphaComponent(Double(alpha)), isGray: isGray)
    }

    /// Opaque black in a grey space (Core Graphics' `CGColor.black`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in a grey space (Core Graphics' `CGColor.white`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black in a grey space (Core Graphics' `CGColor.clear`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when the sRGB components and alpha are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.paint == rhs.paint }

    /// Hashes the sRGB components and alpha.
    public func hash(into hasher: inout Hasher) { hasher.combine(paint) }

    /// Core Graphics' style of description: the space and the components.
    public var description: String {
        "<CGColor> [\(isGray ? "Gray" : "sRGB")] ( " + (components ?? []).map { "\($0)" }.joined(separator: " ") + " )"
    }
}

extension CGColor {
    /// A colour of the painter's value `color` (its light components if it is dynamic).
    static func make(_ color: Color) -> CGColor { CGColor(paint: color) }

    /// The painter's value of the colour.
    var paintColor: Color { paint }
}
#else
extension CGColor {
    /// A Core Graphics colour of the painter's value `color` (its light components if it is dynamic).
    static func make(_ color: Color) -> CGColor {
        CGColor(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }

    /// The painter's value of the colour: grey or RGB components read as sRGB.
    var paintColor: Color {
        let c = components ?? []
        if c.count == 2 { return Color(white: Double(c[0]), alpha: Double(c[1])) }
        guard c.count >= 4 else { return Color(white: 0, alpha: Double(alpha)) }
        return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }
}
#endif
