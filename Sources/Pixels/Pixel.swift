/// One premultiplied RGBA8 pixel: each colour component is at most `a`.
public struct Pixel: Sendable, Hashable {
    /// The premultiplied red, green and blue components and the alpha, each 0…255; `r`, `g` and `b` are at most `a`.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// A pixel with the given premultiplied components, taken as they are (not checked against `a`).
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The fully transparent pixel (all components 0).
    public static let transparent = Pixel(r: 0, g: 0, b: 0, a: 0)
}

/// The rounding rules between straight and premultiplied 8-bit alpha, in one place.
///
/// - premultiply: `c' = round(c · a / 255)`, computed exactly as `(c · a + 127) / 255` (no ties can occur
///   because 255 is odd).
/// - unpremultiply: `c = min(255, round(c' · 255 / a))` with halves rounded up, computed as
///   `(c' · 255 + a / 2) / a`; a pixel with `a == 0` becomes (0, 0, 0, 0).
///
/// `premultiply(unpremultiply(p)) == p` for every valid premultiplied pixel, so premultiplied images survive
/// a round trip through a straight-alpha PNG byte for byte.
public enum Premultiplication {
    /// The premultiplied value of the straight component `c` under alpha `a`: `(c · a + 127) / 255`.
    @inline(__always)
    public static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        UInt8((UInt32(c) * UInt32(a) + 127) / 255)
    }

    /// The straight value of the premultiplied component `c` under alpha `a`, rounded half up and clamped to 255; 0
    /// when `a` is 0, `c` itself when `a` is 255.
    @inline(__always)
    public static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        if a == 255 { return c }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
