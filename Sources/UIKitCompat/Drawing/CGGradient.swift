import Foundation
import Raster

/// Core Graphics' `CGGradient`: colours at locations from 0 to 1, drawn by
/// ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``. Colours
/// interpolate in straight (not premultiplied) sRGB components, as `CAGradientLayer` draws them.
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    let colors: [Color]
    /// Each colour's location in 0…1; nil spaces them evenly.
    let locations: [CGFloat]?

    /// A gradient of `colors` (`CGColor`s, as `[c1, c2] as CFArray`) at `locations` (one per colour, or nil to
    /// space them evenly from 0 to 1). Nil when a value is not a colour or there are none.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = (colors as [Any]).compactMap { ($0 as? CGColor)?.paintColor }
        guard !list.isEmpty, list.count == (colors as [Any]).count else { return nil }
        self.colors = list
        self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) }
    }

    /// A gradient of `count` colours given as components in `space` (four per colour for RGB: red, green, blue,
    /// alpha; two for grey: white, alpha) at `locations` (nil: evenly spaced). Nil when `count` is not positive.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let c = UnsafeBufferPointer(start: components, count: count * n)
        colors = (0..<count).map { i in
            n == 2
                ? Color(white: Double(c[i * 2]), alpha: Double(c[i * 2 + 1]))
                : Color(
                    red: Double(c[i * n]), green: Double(c[i * n + 1]), blue: Double(c[i * n + 2]),
                    alpha: Double(c[i * n + 3]))
        }
        self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// The colours with their locations (evenly spaced when none were given), in order.
    var stops: [(color: Color, location: CGFloat)] {
        let spaced = colors.indices.map { colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0 }
        return Array(zip(colors, locations ?? spaced))
    }
}

/// Core Graphics' `CGColorSpace`: Flipbook draws in sRGB; a space tells how many components a colour has.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, …).
    public let name: CFString?
    /// Colour components without alpha: 3 for RGB spaces, 1 for grey ones.
    public let numberOfComponents: Int

    /// The space named `name` (`CGColorSpace.sRGB`, `.genericGrayGamma2_2`, …); every name is drawn as sRGB.
    public init?(name: CFString) {
        self.name = name
        numberOfComponents = name.lowercased().contains("gray") ? 1 : 3
    }

    /// sRGB.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// Display P3 (drawn as sRGB).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Extended sRGB (drawn as sRGB, clamped).
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// Grey with a gamma of 2.2.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
}

/// Core Graphics' device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

/// Core Graphics' device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.linearGray)! }

/// Core Graphics' `CGGradientDrawingOptions`: whether a gradient's end colours extend beyond its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills the area before the start (the start circle's inside, for radial gradients).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills the area after the end (outside the end circle, for radial gradients).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

#if !canImport(Darwin)
/// Core Foundation's array, as app code spells the colours of a gradient (`[c1, c2] as CFArray`): any Swift
/// array converts to it. (Darwin has Core Foundation's own.)
public typealias CFArray = [Any]
/// Core Foundation's string, for colour-space names (Darwin has Core Foundation's own).
public typealias CFString = String
#endif
