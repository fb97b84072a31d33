/// ΔE₀₀ between two straight RGBA8 pixels.
///
/// Opaque pixels are compared as they are. When either is translucent, both are composited over white
/// and over black (in sRGB, `c · a/255 + background · (1 − a/255)`), and the larger of the two
/// differences counts — a change of alpha alone shows over one background or the other.
enum PixelDeltaE {
    static func difference(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ k: Int) -> Double {
        if p1[k + 3] == 255 && p2[k + 3] == 255 {
            return CIEDE2000.difference(
                CIELab(red: p1[k], green: p1[k + 1], blue: p1[k + 2]),
                CIELab(red: p2[k], green: p2[k + 1], blue: p2[k + 2]))
        }
        let overWhite = CIEDE2000.difference(composited(p1, k, over: 255), composited(p2, k, over: 255))
        let overBlack = CIEDE2000.difference(composited(p1, k, over: 0), composited(p2, k, over: 0))
        return max(overWhite, overBlack)
    }

    private static func composited(_ p: UnsafePointer<UInt8>, _ k: Int, over background: Double) -> CIELab {
        let (r, g, b, a) = Straight.rgba(p, k)
        let alpha = Double(a) / 255
        func channel(_ c: Int) -> Double {
            CIELab.linearize(Double(c) * alpha + background * (1 - alpha))
        }
        return CIELab(linearRed: channel(r), linearGreen: channel(g), linearBlue: channel(b))
    }
}

/// ΔE₀₀ of changed pixels, made cheap for the many similar pairs along the edges of a user interface.
///
/// - A direct-mapped memo of L*a*b* per opaque pixel value saves the colour conversion.
/// - A bound skips the full formula when it cannot matter: with kL = kC = kH = 1, `S_L, S_C, S_H ≥ 1`,
///   `|R_T| ≤ 2` and `1 + G ≤ 1.5`, so `ΔE₀₀² ≤ ΔL² + 2 · 1.5² · (Δa² + Δb²) ≤ 4.5 · ΔE*ab²`.
///   When `4.5 · ΔE*ab²` (with a margin for rounding) is at most the limit asked about, ΔE₀₀ is too.
/// - A direct-mapped memo of ΔE₀₀ per pair of pixel values.
struct DeltaECache: Sendable {
    private static let bits = 12
    private static let boundFactor = 4.5 * (1 + 1e-9)
    private var pairKeys = [UInt64](repeating: 0, count: 1 << bits)
    private var pairValues = [Double](repeating: 0, count: 1 << bits)
    private var labKeys = [UInt32](repeating: 0, count: 1 << bits)
    private var labValues = [CIELab](repeating: CIELab(l: 0, a: 0, b: 0), count: 1 << bits)

    /// ΔE₀₀ of the pixels at byte offset `k`, or nil when it is certainly at most `limit`. The pixels
    /// must differ.
    @inline(__always)
    mutating func difference(
        _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ k: Int,
        ifAbove limit: Double
    ) -> Double? {
        let w1 = UnsafeRawPointer(p1).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        let w2 = UnsafeRawPointer(p2).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        let opaque = w1 >> 24 == 255 && w2 >> 24 == 255
        var lab1 = CIELab(l: 0, a: 0, b: 0), lab2 = lab1
        if opaque {
            lab1 = lab(w1)
            lab2 = lab(w2)
            let dl = lab1.l - lab2.l, da = lab1.a - lab2.a, db = lab1.b - lab2.b
            if DeltaECache.boundFactor * (dl * dl + da * da + db * db) <= limit * limit { return nil }
        }
        let key = UInt64(w1) << 32 | UInt64(w2)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - DeltaECache.bits))
        if pairKeys[slot] == key && key != 0 { return pairValues[slot] }
        let value = opaque ? CIEDE2000.difference(lab1, lab2) : PixelDeltaE.difference(p1, p2, k)
        pairKeys[slot] = key
        pairValues[slot] = value
        return value
    }

    /// L*a*b* of an opaque pixel value (little-endian RGBA word).
    @inline(__always)
    private mutating func lab(_ word: UInt32) -> CIELab {
        let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> UInt32(32 - DeltaECache.bits))
        // Word 0 is transparent, never opaque, so a zero key is never a valid entry.
        if labKeys[slot] == word { return labValues[slot] }
        let value = CIELab(
            red: UInt8(truncatingIfNeeded: word), green: UInt8(truncatingIfNeeded: word >> 8),
            blue: UInt8(truncatingIfNeeded: word >> 16))
        labKeys[slot] = word
        labValues[slot] = value
        return value
    }
}
