import Foundation
import Raster

/// UIKit's colour: an immutable object holding a straight-alpha sRGB colour, or a dynamic one that resolves to a
/// plain colour for each trait collection (system colours, `UIColor(dynamicProvider:)`).
///
/// A class, as in UIKit, so that app code's `extension UIColor { convenience init(hex:) … class var brand … }`
/// compiles. Colours compare by value (`isEqual(_:)`, `==`, `hash`), as UIKit compares colours; identity is not
/// promised. Not an `NSObject` subclass (``UIKitChoices/colorsAndFontsAreNotNSObjects``). The painter has its own
/// colour value (Raster's `Color`); views hand it the colour's components when they paint.
open class UIColor: NSCopying, Hashable, CustomStringConvertible, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The painter's value: the straight-alpha sRGB components (a dynamic colour's light ones) and, for a
    /// dynamic colour, its source.
    let color: Color

    /// A colour holding the painter's value `color`.
    init(color: Color) { self.color = color }

    /// `UIColor(red:green:blue:alpha:)`: sRGB components in 0…1 (values outside are clamped). Required, as
    /// are the other component initialisers, so that `Self(red:…)` in a protocol conformance compiles as it does
    /// for UIKit's Objective-C class (``UIKitChoices/colorsAndFontsAreNotNSObjects``).
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `UIColor(white:alpha:)`: a grey level in 0…1.
    public required init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), alpha: Double(alpha))
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`: HSB (HSV) components in 0…1.
    public required init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
            .withAlphaComponent(Double(alpha))
    }

    /// `UIColor(cgColor:)`: the colour of a Core Graphics colour.
    public required init(cgColor: CGColor) {
        color = cgColor.paintColor
    }

    /// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with UIKit (Xcode's colour-picker literals in
    /// app code): the sRGB colour of the literal's components (UIKit's literal is sRGB too).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The Core Graphics colour: a dynamic colour resolved with ``UITraitCollection/current`` (as UIKit does, so
    /// a `CGColor` set on a layer does not follow later changes of appearance); other colours unchanged. Off the
    /// main actor (where UIKit's thread-local current collection is the default one) it resolves light.
    public var cgColor: CGColor { CGColor.make(currentlyResolved) }

    /// The plain painter colour this one shows for ``UITraitCollection/current`` (light off the main actor).
    var currentlyResolved: Color {
        guard color.dynamicSource != nil else { return color }
        guard MainActorContext.isCurrent else { return color.resolvedColor(with: UITraitCollection.defaultLight) }
        return MainActor.assumeIsolated { color.resolvedColor(with: UITraitCollection.current) }
    }

    /// `withAlphaComponent(_:)`: the same colour with another opacity. A dynamic colour stays dynamic, each of its
    /// appearances taking the new alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.withAlphaComponent(Double(alpha)))
    }

    /// `getRed(_:green:blue:alpha:)`: the sRGB components (always succeeds: every colour here is sRGB).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the HSB (HSV) components in 0…1 (always succeeds).
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), chroma = maximum - minimum
        var h = 0.0
        if chroma > 0 {
            if maximum == r {
                h = (g - b) / chroma
            } else if maximum == g {
                h = (b - r) / chroma + 2
            } else {
                h = (r - g) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? chroma / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// `getWhite(_:alpha:)`: the grey level and opacity; succeeds only for a grey colour (equal components), as
    /// UIKit's does only for a colour in a grey space.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard color.red == color.green, color.green == color.blue else { return false }
        white?.pointee = CGFloat(color.red)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// A colour is immutable: its copy is itself (`NSCopying`, as UIKit's).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `NSObject`'s `copy()`: ``copy(with:)``.
    open func copy() -> Any { copy(with: nil) }

    /// Equal to another `UIColor` with the same components (and, for dynamic colours, the same source: each
    /// system colour is one source).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other === self || other.color == color
    }

    /// A hash of the components (equal colours hash alike).
    open var hash: Int { color.hashValue }

    /// Colours are equal when ``isEqual(_:)`` says so: by value.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.isEqual(rhs) }

    /// Hashes ``hash``.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// UIKit's description: the colour space and the components, `UIExtendedSRGBColorSpace 1 0 0 1`.
    open var description: String {
        let c = color
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }

    /// The RGB components of a hue, saturation and brightness (HSV) in 0…1.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b)
    }
}

extension Color {
    /// An opaque colour of 8-bit components `0xRRGGBB` with `alpha`.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
        self.alpha = alpha
    }
}
