import Foundation

/// A colour in CIE L*a*b* (D65 white), converted from 8-bit sRGB.
///
/// sRGB components are linearised with the sRGB transfer function, mapped to XYZ with the sRGB (D65)
/// matrix, and to L*a*b* relative to the D65 white point (0.95047, 1, 1.08883).
public struct CIELab: Sendable, Hashable {
    /// The lightness L*, 0 (black) to 100 (white).
    public var l: Double
    /// The green–red axis a*: negative towards green, positive towards red.
    public var a: Double
    /// The blue–yellow axis b*: negative towards blue, positive towards yellow.
    public var b: Double

    /// A colour with the given L*, a* and b*, taken as they are.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The colour of an opaque 8-bit sRGB pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(
            linearRed: CIELab.linear[Int(red)], linearGreen: CIELab.linear[Int(green)],
            linearBlue: CIELab.linear[Int(blue)])
    }

    /// The colour of linear-light sRGB components in 0…1.
    public init(linearRed r: Double, linearGreen g: Double, linearBlue b: Double) {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = CIELab.f(x), fy = CIELab.f(y), fz = CIELab.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The sRGB transfer function, inverted: 8-bit code → linear light.
    static let linear: [Double] = (0..<256).map { code in
        let c = Double(code) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The linear light of a fractional sRGB component in 0…255 (for colours blended over a background).
    static func linearize(_ value: Double) -> Double {
        let c = value / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0  // (6/29)³
        let kappa = 24389.0 / 27.0
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
