/// Source-over of one premultiplied colour through per-pixel 8-bit levels onto a run of a row (the anti-aliased
/// edge pixels of a path, ``CoverageLevels``): `out[j] = Blend.over(Blend.scale(colour, levels[j]), out[j])`,
/// the bytes of ``Blend`` for every pixel, two pixels at a time.
///
/// The two pixels' channels are 16-bit lanes of one 128-bit vector, and every product of ``Blend`` is rounded
/// the same way in each lane (`(t + (t >> 8)) >> 8` with `t = x + 128`, exact for `x ≤ 255 · 255`). The source's
/// inverse alpha is the colour's alpha scaled by the level, computed in all lanes at once, so no lane is moved.
/// Levels 0 (the pixel kept: `d × 255 / 255 = d`) and 255 (the colour itself), and an opaque source (which
/// replaces the pixel: `d × 0 = 0`) need no branch. Each result stays a valid premultiplied pixel, so no lane
/// exceeds 255 and the narrowing keeps every byte.
///
/// About 20 instructions a pixel, where the packed scalar blend took about 60 (two packed scales, a branch per
/// level).
struct LevelBlend {
    /// The colour's four channels in the lanes of both pixels.
    private let colour: SIMD8<UInt16>
    /// The colour's alpha in every lane.
    private let alpha: SIMD8<UInt16>

    /// A blend of the premultiplied packed colour `colour` (``Blend``'s byte order).
    @inline(__always)
    init(colour packed: UInt32) {
        let pair = UInt64(packed) | UInt64(packed) << 32
        colour = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(pair, to: SIMD8<UInt8>.self))
        alpha = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: packed >> 24))
    }

    /// `out[j] = Blend.over(Blend.scale(colour, levels[j]), out[j])` for `j` in `0..<count`.
    @inline(__always)
    func draw(levels: UnsafePointer<UInt8>, over out: UnsafeMutablePointer<UInt32>, count: Int) {
        var j = 0
        while j &+ 2 <= count {
            let raw = UnsafeMutableRawPointer(out + j)
            let d = raw.loadUnaligned(as: UInt64.self)
            raw.storeBytes(of: pair(UInt64(levels[j]), UInt64(levels[j &+ 1]), over: d), as: UInt64.self)
            j &+= 2
        }
        if j < count {
            // The last pixel in both halves; the second copy is dropped.
            let level = UInt64(levels[j])
            out[j] = UInt32(truncatingIfNeeded: pair(level, level, over: UInt64(out[j]) &* 0x1_0000_0001))
        }
    }

    /// Two pixels (`d`, the first in the low half) under the colour at levels `l0` and `l1`.
    @inline(__always)
    private func pair(_ l0: UInt64, _ l1: UInt64, over d: UInt64) -> UInt64 {
        // Each level in the four lanes of its pixel.
        let spread: UInt64 = 0x0001_0001_0001_0001
        let level = unsafeBitCast(SIMD2<UInt64>(l0 &* spread, l1 &* spread), to: SIMD8<UInt16>.self)
        let source = Blend.div255(colour &* level)
        // 255 − the source's alpha (≤ 255, so the exclusive or is the subtraction).
        let inverse = Blend.div255(alpha &* level) ^ 255
        let destination = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(d, to: SIMD8<UInt8>.self))
        let result = source &+ Blend.div255(destination &* inverse)
        return unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: result), to: UInt64.self)
    }
}
