/// The compositing arithmetic of the rasterizer, in one place.
///
/// Pixels are premultiplied RGBA8, packed little-endian into a `UInt32` (red in the low byte, alpha in the high
/// byte), which is the byte order of `Image.pixels`. Every product of two 8-bit quantities is rounded to the
/// nearest integer, exactly: `round(x / 255)` for `x` in `0…255·255` (there are no ties, because 255 is odd).
///
/// - A source colour `s` (premultiplied) drawn with coverage `c` (0…255) contributes `s·c = round(s × c / 255)`
///   per channel.
/// - Source-over: `d' = s + round(d × (255 − sₐ) / 255)` per channel. Every result stays a valid premultiplied
///   pixel (each colour channel ≤ alpha ≤ 255), so there is no clamping and no drift across layers: painting
///   a pixel once from the top of the layer stack gives the same bytes as painting back to front.
/// - Coverage from geometry (a fraction in 0…1) becomes `c = round(255 × fraction)`.
/// - A layer faded by opacity `α` (an offscreen group or a texture) scales its pixels by `round(255 × α)`
///   combined with coverage as `round(α₈ × c / 255)`, then draws as above.
public enum Blend {
    /// `round(x / 255)` for `x` in `0…65025`.
    @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// ``div255(_:)`` in every 16-bit lane (two pixels' channels widened): `round(x / 255)` for `x` in `0…65025`,
    /// the same sum and shifts, so the same values.
    @inline(__always)
    static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Every channel of the packed pixel `p` times `c / 255`, rounded to nearest (`c` in 0…255).
    @inline(__always)
    public static func scale(_ p: UInt32, _ c: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over of premultiplied packed pixels: `s + d × (255 − sₐ) / 255`.
    @inline(__always)
    public static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// Source `s` with coverage `c` (0…255) over `d`.
    @inline(__always)
    public static func over(_ s: UInt32, coverage c: UInt32, _ d: UInt32) -> UInt32 {
        if c == 255 { return over(s, d) }
        return over(scale(s, c), d)
    }

    /// A coverage fraction (0…1) as 8 bits: `round(255 × f)`.
    @inline(__always)
    static func coverage8(_ f: Float) -> UInt32 {
        if !(f > 0) { return 0 }
        if f >= 1 { return 255 }
        return UInt32(f * 255 + 0.5)
    }

    /// An opacity (0…1) as 8 bits: `round(255 × α)`.
    static func alpha8(_ a: Double) -> UInt32 {
        if !(a > 0) { return 0 }
        if a >= 1 { return 255 }
        return UInt32((a * 255).rounded())
    }

    @inline(__always)
    static func pack(_ p: Pixel) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    @inline(__always)
    static func unpack(_ v: UInt32) -> Pixel {
        Pixel(
            r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
            b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }
}
