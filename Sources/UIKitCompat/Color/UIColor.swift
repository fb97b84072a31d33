import Foundation
import Raster

/// UIKit's colour class: Raster's straight-alpha sRGB `Color`.
public typealias UIColor = Color

#if !canImport(CoreGraphics)
/// Core Graphics' colour; the same value as ``UIColor`` here (what `layer.shadowColor` and
/// `layer.borderColor` hold).
public typealias CGColor = Color
#endif

extension Color {
    /// `UIColor(red:green:blue:alpha:)` with `CGFloat` components, as UIKit spells it. (Disfavoured, so that
    /// literals pick Raster's `Double` initialiser instead of being ambiguous.)
    @_disfavoredOverload
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `UIColor(white:alpha:)` with `CGFloat` components.
    @_disfavoredOverload
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(white: Double(white), alpha: Double(alpha))
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`: HSB (HSV) components in 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = min(1, max(0, Double(saturation))), v = min(1, max(0, Double(brightness)))
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
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }

    /// `UIColor(cgColor:)`.
    public init(cgColor: Color) { self = cgColor }

    /// The Core Graphics colour: a dynamic colour resolved with ``UITraitCollection/current`` (as UIKit does, so
    /// a `CGColor` set on a layer does not follow later changes of appearance); other colours unchanged. Off the
    /// main actor (where UIKit's thread-local current collection is the default one) it resolves light.
    public var cgColor: Color {
        guard dynamicSource != nil else { return self }
        guard MainActorContext.isCurrent else { return resolvedColor(with: UITraitCollection.defaultLight) }
        return MainActor.assumeIsolated { resolvedColor(with: UITraitCollection.current) }
    }

    /// `withAlphaComponent(_:)` with a `CGFloat`.
    @_disfavoredOverload
    public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlphaComponent(Double(alpha)) }

    /// `getRed(_:green:blue:alpha:)`: the components (always succeeds; the colour is sRGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    init(hex: UInt32, alpha: Double = 1) {
        self.init(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
        self.alpha = alpha
    }

    // MARK: Fixed colours (UIKit's values)

    /// UIKit's fixed dark grey: white 1/3, opaque (not dynamic).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// UIKit's fixed light grey: white 2/3, opaque (not dynamic).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's fixed grey: white 0.5, opaque (not dynamic).
    public static let gray = Color(white: 0.5)
    // `.red`, `.green` and `.blue` are Raster's own (Color+PrimaryNames.swift).
    /// Opaque cyan: (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Opaque yellow: (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Opaque magenta: (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Opaque orange: (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Opaque purple: (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Opaque brown: (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
