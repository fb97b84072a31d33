/// Source-over of a run of pixels onto a row, remembering the last result: neighbouring pixels are often equal
/// (the flat inside of a card, the empty gaps of an offscreen group, the constant colour beneath), and an equal
/// source over an equal destination gives the equal result, so only pixels that differ from their left
/// neighbour are blended again. The bytes are those of ``Blend`` applied to every pixel.
///
/// The loops go four pixels at a time: when all four inputs equal the remembered ones (two 64-bit compares), the
/// remembered result is stored four times with two 64-bit stores; otherwise the four are done one by one. A flat
/// run costs about a quarter of the per-pixel loop, and a row of changing pixels (a gradient, a photo) one extra
/// compare per four pixels. (A SIMD8 version measured slower in the catalog, round 7.) A solid colour over the row
/// (``draw(solid:over:count:)``) compares four pixels with one 128-bit compare and blends four that differ at
/// once: the inside of a translucent path, over whatever lies beneath.
enum RowBlend {
    /// `out[j] = Blend.over(Blend.scale(source[j], alpha), out[j])` for `j` in `0..<count` (`alpha` in 0…255;
    /// 255 leaves the source as it is).
    @inline(__always)
    static func draw(_ source: UnsafePointer<UInt32>, alpha: UInt32, over out: UnsafeMutablePointer<UInt32>, count: Int)
    {
        // Blend.over(Blend.scale(0, a), 0) == 0, so (0, 0) → 0 is a valid first memory.
        var lastSource: UInt32 = 0, lastDestination: UInt32 = 0, last: UInt32 = 0
        @inline(__always) func pixel(_ j: Int) {
            let s = source[j], d = out[j]
            if s != lastSource || d != lastDestination {
                lastSource = s; lastDestination = d
                last = alpha == 255 ? Blend.over(s, d) : Blend.over(Blend.scale(s, alpha), d)
            }
            out[j] = last
        }
        var j = 0
        while j + 4 <= count {
            if allFour(source + j, equal: lastSource) && allFour(out + j, equal: lastDestination) {
                storeFour(last, at: out + j)
            } else {
                pixel(j); pixel(j + 1); pixel(j + 2); pixel(j + 3)
            }
            j += 4
        }
        while j < count {
            pixel(j)
            j += 1
        }
    }

    /// `out[j] = Blend.over(Blend.scale(source[j], alpha), base)` for `j` in `0..<count`: the same bytes as
    /// filling `out` with `base` and then ``draw(_:alpha:over:count:)``, without the fill and without reading
    /// `out` back. Only a change of source recomputes the blend.
    @inline(__always)
    static func draw(
        _ source: UnsafePointer<UInt32>, alpha: UInt32, overColour base: UInt32,
        into out: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        guard count > 0 else { return }
        @inline(__always) func blend(_ s: UInt32) -> UInt32 {
            alpha == 255 ? Blend.over(s, base) : Blend.over(Blend.scale(s, alpha), base)
        }
        var lastSource = source[0]
        var last = blend(lastSource)
        @inline(__always) func pixel(_ j: Int) {
            let s = source[j]
            if s != lastSource { lastSource = s; last = blend(s) }
            out[j] = last
        }
        var j = 0
        while j + 4 <= count {
            if allFour(source + j, equal: lastSource) {
                storeFour(last, at: out + j)
            } else {
                pixel(j); pixel(j + 1); pixel(j + 2); pixel(j + 3)
            }
            j += 4
        }
        while j < count {
            pixel(j)
            j += 1
        }
    }

    /// `out[j] = Blend.over(colour, out[j])` for `j` in `0..<count`.
    ///
    /// Four pixels equal to the remembered destination (one 128-bit compare) get the remembered result; four
    /// others are blended at once, their channels in 16-bit lanes (``Blend/div255(_:)-(SIMD8<UInt16>)``, the same
    /// values as the packed ``Blend/over(_:_:)``), and the last of them is remembered.
    @inline(__always)
    static func draw(solid colour: UInt32, over out: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        var lastDestination = out[0], last = Blend.over(colour, lastDestination)
        var j = 0
        if count >= 4 {
            let pair = UInt64(colour) | UInt64(colour) << 32
            let source = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(pair, to: SIMD8<UInt8>.self))
            let inverse = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- (colour >> 24)))
            while j &+ 4 <= count {
                let raw = UnsafeMutableRawPointer(out + j)
                let d = raw.loadUnaligned(as: SIMD16<UInt8>.self)
                if all(d .== unsafeBitCast(SIMD4<UInt32>(repeating: lastDestination), to: SIMD16<UInt8>.self)) {
                    raw.storeBytes(of: SIMD4<UInt32>(repeating: last), as: SIMD4<UInt32>.self)
                } else {
                    let low = source &+ Blend.div255(SIMD8<UInt16>(truncatingIfNeeded: d.lowHalf) &* inverse)
                    let high = source &+ Blend.div255(SIMD8<UInt16>(truncatingIfNeeded: d.highHalf) &* inverse)
                    let result = SIMD16<UInt8>(
                        lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high)
                    )
                    raw.storeBytes(of: result, as: SIMD16<UInt8>.self)
                    lastDestination = unsafeBitCast(d, to: SIMD4<UInt32>.self)[3]
                    last = unsafeBitCast(result, to: SIMD4<UInt32>.self)[3]
                }
                j &+= 4
            }
        }
        while j < count {
            let d = out[j]
            if d != lastDestination { lastDestination = d; last = Blend.over(colour, d) }
            out[j] = last
            j &+= 1
        }
    }

    /// True when the four pixels at `p` all equal `value` (two unaligned 64-bit loads).
    @inline(__always)
    private static func allFour(_ p: UnsafePointer<UInt32>, equal value: UInt32) -> Bool {
        let pair = UInt64(value) | UInt64(value) << 32
        let raw = UnsafeRawPointer(p)
        return raw.loadUnaligned(as: UInt64.self) == pair
            && raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == pair
    }

    /// Stores `value` into the four pixels at `out` (two unaligned 64-bit stores).
    @inline(__always)
    private static func storeFour(_ value: UInt32, at out: UnsafeMutablePointer<UInt32>) {
        let pair = UInt64(value) | UInt64(value) << 32
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: pair, as: UInt64.self)
        raw.storeBytes(of: pair, toByteOffset: 8, as: UInt64.self)
    }
}
