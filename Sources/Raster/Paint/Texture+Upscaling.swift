extension Texture {
    /// Writes pixels `x ..< x + count` of canvas row `y` of the texture enlarged k = 2^`shift` times (1…64) with
    /// bilinear filtering, its texel (0, 0) covering canvas pixels `dx ..< dx + k` × `dy ..< dy + k`; beyond
    /// the texture the edge texels extend.
    ///
    /// A canvas pixel's centre lies at texel-space `(x − dx + ½) / k`, so the weights are multiples of 1/(2k):
    /// integers throughout. A row first blends the two texel rows around it (rounded to 8 bits), then each pixel
    /// the two texel columns around it, four channels at once in 16-bit lanes of one 64-bit word (each lane's
    /// sum is at most 255 · 2k + k < 2¹⁶, so lanes never carry into each other), each rounded to nearest.
    func upscale(
        row y: Int, x: Int, count: Int, shift: Int, dx: Int, dy: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        guard count > 0 else { return }
        let k = 1 << shift, s1 = UInt64(shift + 1)
        // Half a weight's unit in every lane, so that each channel rounds to nearest.
        let twoK = UInt64(2 * k), half = UInt64(k) &* 0x0001_0001_0001_0001
        @inline(__always) func spread(_ p: UInt32) -> UInt64 {
            let q = UInt64(p)
            return (q & 0x00FF_00FF) | ((q >> 8) & 0x00FF_00FF) << 32
        }
        let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF
        // The two texel rows and the weight of the lower one, in 1/(2k).
        let ty = 2 * (y - dy) + 1 - k
        let iy = ty >> (shift + 1)
        let fy = UInt64(ty - iy << (shift + 1))
        let maxY = height - 1, maxX = width - 1
        let upper = row(min(maxY, max(0, iy))), lower = row(min(maxY, max(0, iy + 1)))
        @inline(__always) func column(_ i: Int) -> UInt64 {
            let c = min(maxX, max(0, i))
            let a = spread(upper[c]), b = spread(lower[c])
            if fy == 0 { return a }
            return ((a &* (twoK - fy) &+ b &* fy &+ half) >> s1) & laneMask
        }
        let tx = 2 * (x - dx) + 1 - k
        var ix = tx >> (shift + 1)
        var fx = UInt64(tx - ix << (shift + 1))
        @inline(__always) func pack(_ v: UInt64) -> UInt32 {
            UInt32(truncatingIfNeeded: v) | UInt32(truncatingIfNeeded: v >> 32) << 8
        }
        // Channels in their own order (lanes red, green, blue, alpha) for the vector steps below.
        @inline(__always) func natural(_ v: UInt64) -> UInt64 {
            (v & 0xFFFF) | (v >> 32 & 0xFFFF) << 16 | (v >> 16 & 0xFFFF) << 32 | (v >> 48) << 48
        }
        let shiftRight = SIMD8<UInt16>(repeating: UInt16(shift + 1))
        var left = column(ix), right = column(ix + 1)
        var j = 0
        while j < count {
            // The pixels between texel columns `ix` and `ix + 1`: weights fx, fx + 2, … below 2k.
            let run = min(count - j, Int((twoK - fx + 1) / 2))
            var done = 0
            if run >= 2 {
                // Two pixels per step: the weighted sums grow by 2 · (right − left) per pixel, exactly, in
                // wrapping 16-bit lanes (every sum lies in 0 ..< 2¹⁶, so the wrapped value is the sum itself).
                let l = natural(left), r = natural(right)
                let first = l &* (twoK - fx) &+ r &* fx &+ half
                let second = l &* (twoK - fx - 2) &+ r &* (fx + 2) &+ half
                var sums = unsafeBitCast(SIMD2<UInt64>(first, second), to: SIMD8<UInt16>.self)
                let lv = unsafeBitCast(SIMD2<UInt64>(l, l), to: SIMD8<UInt16>.self)
                let rv = unsafeBitCast(SIMD2<UInt64>(r, r), to: SIMD8<UInt16>.self)
                let step = (rv &- lv) &<< 2
                let destination = UnsafeMutableRawPointer(out + j)
                while done + 2 <= run {
                    let bytes = SIMD8<UInt8>(truncatingIfNeeded: sums &>> shiftRight)
                    destination.storeBytes(
                        of: unsafeBitCast(bytes, to: UInt64.self), toByteOffset: done * 4, as: UInt64.self)
                    sums &+= step
                    done += 2
                }
            }
            if done < run {
                let f = fx + UInt64(2 * done)
                out[j + done] = pack(((left &* (twoK - f) &+ right &* f &+ half) >> s1) & laneMask)
            }
            j += run
            fx += UInt64(2 * run)
            if fx >= twoK {
                fx -= twoK
                ix += 1
                left = right
                right = column(ix + 1)
            }
        }
    }
}
