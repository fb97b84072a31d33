/// ΔE₀₀ between two straight RGBA8 pixels.
///
/// Opaque pixels are compared as they are. When either is translucent, both are composited over white
/// and over black (in sRGB, `c · a/255 + background · (1 − a/255)`), and the larger of the two
/// differences counts — a change of alpha alone shows over one background or the other.
enum PixelDeltaE {
    static func difference(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ k: Int) -> Double {
        if p1[k + 3] == 255 && p2[k + 3] == 255 {
            return CIEDE2000.difference(CIELab(red: p1[k], green: p1[k + 1], blue: p1[k + 2]),
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

/// A direct-mapped memo of ΔE₀₀ for pairs of pixels, keyed by both pixels' bytes. Frames of user
/// interfaces repeat the same few colour pairs along every changed edge, so most look-ups hit.
struct DeltaECache {
    private static let bits = 12
    private var keys = [UInt64](repeating: 0, count: 1 << bits)
    private var values = [Double](repeating: 0, count: 1 << bits)

    /// ΔE₀₀ of the pixels at byte offset `k`, which must differ (equal pixels share key 0, never stored).
    mutating func difference(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ k: Int) -> Double {
        let w1 = UnsafeRawPointer(p1).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        let w2 = UnsafeRawPointer(p2).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        let key = UInt64(w1) << 32 | UInt64(w2)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - DeltaECache.bits))
        if keys[slot] == key && key != 0 { return values[slot] }
        let value = PixelDeltaE.difference(p1, p2, k)
        keys[slot] = key
        values[slot] = value
        return value
    }
}
