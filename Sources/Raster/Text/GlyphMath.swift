/// A point or vector in glyph or pixel space. The text engine keeps its own small vector type so that every
/// operation on it is a plain IEEE-754 operation (no fused multiply-add, no library transcendentals).
struct GlyphVector: Sendable, Hashable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    static func + (a: GlyphVector, b: GlyphVector) -> GlyphVector { GlyphVector(a.x + b.x, a.y + b.y) }
    static func - (a: GlyphVector, b: GlyphVector) -> GlyphVector { GlyphVector(a.x - b.x, a.y - b.y) }
    static func * (a: GlyphVector, s: Double) -> GlyphVector { GlyphVector(a.x * s, a.y * s) }

    var length: Double { (x * x + y * y).squareRoot() }
    func dot(_ b: GlyphVector) -> Double { x * b.x + y * b.y }
    /// The vector turned a quarter turn (x, y) → (−y, x).
    var perpendicular: GlyphVector { GlyphVector(-y, x) }
}

/// Sine and cosine of angles in degrees, computed with fixed polynomials so that glyph shapes are bit-for-bit
/// identical on every platform (the C library's `sin` and `cos` differ in the last bit between systems).
enum GlyphTrig {
    /// `(cos θ, sin θ)` for `θ` in degrees. Accurate to about 1e-16 for |θ| below 10⁶.
    static func cosSin(degrees: Double) -> (cos: Double, sin: Double) {
        let quarter = (degrees / 90).rounded()
        let rest = (degrees - quarter * 90) * (Double.pi / 180)  // in [−π/4, π/4]
        let x2 = rest * rest
        // Taylor series; the first omitted terms are below 1e-17 on [−π/4, π/4].
        let s = rest * (1 - x2 / 6 * (1 - x2 / 20 * (1 - x2 / 42 * (1 - x2 / 72 * (1 - x2 / 110 * (1 - x2 / 156))))))
        let c =
            1 - x2 / 2 * (1 - x2 / 12 * (1 - x2 / 30 * (1 - x2 / 56 * (1 - x2 / 90 * (1 - x2 / 132 * (1 - x2 / 182))))))
        var q = Int(quarter) % 4
        if q < 0 { q += 4 }
        switch q {
        case 0: return (c, s)
        case 1: return (-s, c)
        case 2: return (-c, -s)
        default: return (s, -c)
        }
    }

    /// How many chords approximate an arc of `degrees` on a circle of `radius` pixels with a sagitta below
    /// `tolerance` pixels (at least one per 90°).
    static func segmentCount(degrees: Double, radius: Double, tolerance: Double) -> Int {
        let span = abs(degrees)
        guard radius > tolerance, span > 0 else { return max(1, Int((span / 90).rounded(.up))) }
        // A chord of angle φ has sagitta r(1 − cos φ/2) ≈ r φ²/8, so φ ≈ √(8·tol/r).
        let step = (8 * tolerance / radius).squareRoot() * (180 / Double.pi)
        return min(256, max(Int((span / 90).rounded(.up)), Int((span / step).rounded(.up))))
    }
}
