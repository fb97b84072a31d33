import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
///
/// Colours are kept in floating point so that animations interpolate them without drift; they become
/// 8-bit premultiplied values only when painted (`premultiplied8`).
public struct Color: Sendable, Hashable {
    /// The red component in 0…1 (sRGB, not premultiplied).
    public var red: Double
    /// The green component in 0…1 (sRGB, not premultiplied).
    public var green: Double
    /// The blue component in 0…1 (sRGB, not premultiplied).
    public var blue: Double
    /// The opacity in 0…1: 0 is fully transparent, 1 fully opaque.
    public var alpha: Double
    /// Where the colour comes from when it depends on its surroundings (UIKit's dynamic colours: light and dark
    /// appearance). Raster paints the components above; the UI layer resolves a dynamic colour into plain
    /// components before it reaches a render tree. Nil for plain colours; equal colours share the same source.
    public var dynamicSource: DynamicColorSource?

    /// Components in 0…1; values outside are clamped, NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red); self.green = Color.clamp(green)
        self.blue = Color.clamp(blue); self.alpha = Color.clamp(alpha)
    }

    /// 8-bit sRGB components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// A grey level in 0…1 (UIKit's `UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Transparent black (all components 0).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)

    /// The same colour with another alpha (UIKit's `withAlphaComponent`).
    /// A dynamic colour stays dynamic, each of its appearances taking the new alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        var color = Color(red: red, green: green, blue: blue, alpha: alpha)
        color.dynamicSource = dynamicSource?.withAlphaComponent(alpha)
        return color
    }

    /// Component-wise linear interpolation in sRGB with straight alpha, as UIKit animates colours.
    public func interpolated(to other: Color, fraction t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The colour as an 8-bit premultiplied pixel. Each component is `round(255 · c · a)`, alpha `round(255 · a)`.
    public var premultiplied8: Pixel {
        let a = alpha
        return Pixel(r: Color.to8(red * a), g: Color.to8(green * a), b: Color.to8(blue * a), a: Color.to8(a))
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    static func to8(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }
}

/// The origin of a colour that is chosen by its context (UIKit's `UIColor(dynamicProvider:)`); subclassed by the
/// UI layer, which knows the context. Compared by identity. Raster never resolves it: it paints the colour's
/// own components.
open class DynamicColorSource: Hashable, @unchecked Sendable {
    /// A new source; two sources are equal only when they are the same object.
    public init() {}

    /// The source of the same colour with its alpha replaced (`withAlphaComponent`); nil (the default) makes
    /// the result a plain colour.
    open func withAlphaComponent(_ alpha: Double) -> DynamicColorSource? { nil }

    public static func == (lhs: DynamicColorSource, rhs: DynamicColorSource) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
