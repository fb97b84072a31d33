/// pixelmatch's colour difference in YIQ space (Kotsarenko & Ramos), on straight RGBA8 pixels (read from
/// premultiplied bytes through `Straight`).
///
/// For two pixels `p1`, `p2` at byte offset `k`: if either alpha is below 255 both are blended over a
/// checkerboard background whose components depend on the byte offset,
/// `rb = 48 + 159 · (k mod 2)`, `gb = 48 + 159 · (⌊k / φ⌋ mod 2)`, `bb = 48 + 159 · (⌊k / (φ + 1)⌋ mod 2)`
/// with `φ = 1.618033988749895`, so the per-channel difference becomes
/// `(c1 · a1 − c2 · a2 − cb · (a1 − a2)) / 255`; opaque pixels use `c1 − c2`. Then
/// `y = .29889531 Δr + .58662247 Δg + .11448223 Δb`, `i = .59597799 Δr − .27417610 Δg − .32180189 Δb`,
/// `q = .21147017 Δr − .52261711 Δg + .31114694 Δb`, and the squared distance is
/// `.5053 y² + .299 i² + .1957 q²`, negated when `y > 0` (the second pixel is darker). The operations run
/// in pixelmatch's order in IEEE doubles, so every value is bit-for-bit pixelmatch's.
enum YIQ {
    /// The largest possible squared distance; pixelmatch's threshold `t` allows `|Δ| ≤ 35215 · t²`.
    static let maxDelta = 35215.0

    /// The signed squared YIQ distance between `p1[k…k+3]` and `p2[m…m+3]`; background from `k`.
    @inline(__always)
    static func colorDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        guard let (dr, dg, db) = differences(p1, p2, k, m) else { return 0 }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness difference `y` alone (first minus second); background from `k`.
    @inline(__always)
    static func brightnessDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        guard let (dr, dg, db) = differences(p1, p2, k, m) else { return 0 }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Per-channel differences after blending, or nil when the four bytes are equal.
    @inline(__always)
    private static func differences(
        _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>,
        _ k: Int, _ m: Int
    ) -> (Double, Double, Double)? {
        let (r1, g1, b1, a1) = Straight.rgba(p1, k)
        let (r2, g2, b2, a2) = Straight.rgba(p2, m)
        let da = a1 - a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return nil }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = checkerboard(k)
            // Integer products are exact, as they are in JavaScript doubles; only the division rounds.
            return (
                Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255
            )
        }
        return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
    }

    /// pixelmatch's background for a transparent pixel at byte offset `k`: each component 48 or 207.
    /// (As `k` is a multiple of 4 for a pixel, the red component is always 48.)
    @inline(__always)
    static func checkerboard(_ k: Int) -> (Int, Int, Int) {
        let rb = 48 + 159 * (k % 2)
        let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
        let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
        return (rb, gb, bb)
    }

    /// pixelmatch's grey for an unchanged pixel: the straight pixel's brightness faded towards white,
    /// `255 + (Y − 255) · alpha · a / 255`, truncated towards zero as a JavaScript `Uint8Array` (Node's
    /// `Buffer`, pixelmatch's command line) stores it.
    @inline(__always)
    static func fadedGrey(_ p: UnsafePointer<UInt8>, _ k: Int, alpha: Double) -> UInt8 {
        let (r, g, b, a) = Straight.rgba(p, k)
        let brightness = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
        let value = 255 + (brightness - 255) * alpha * Double(a) / 255
        return UInt8(clamping: Int(value))
    }
}
