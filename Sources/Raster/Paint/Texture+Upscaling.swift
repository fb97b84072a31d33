extension Texture {
    /// Writes pixels `x ..< x + count` of canvas row `y` of the texture enlarged k = 2^`shift` times (1…64) with
    /// bilinear filtering, its texel (0, 0) covering canvas pixels `dx ..< dx + k` × `dy ..< dy + k`; beyond
    /// the texture the edge texels extend.
    ///
    /// A canvas pixel's centre lies at texel-space `(x − dx + ½) / k`, so the weights are multiples of 1/(2k):
    /// integers throughout. A row first blends the two texel rows around it (rounded to 8 bits), then each pixel
    /// the two texel columns around it, four channels at once in 16-bit lanes of one 64-bit word (each lane's
    /// sum is at most 255 · 2k + k < 2¹⁶, so lanes never carry into each other).
    func upscale(
        row y: Int, x: Int, count: Int, shift: Int, dx: Int, dy: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        guard count > 0 else { return }
        let k = 1 << shift, s1 = UInt64(shift + 1)
        let twoK = UInt64(2 * k), half = UInt64(k)
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
        var left = column(ix), right = column(ix + 1)
        // Between two equal columns every weighting gives the column back exactly (a flat stretch of the blur).
        var flat = left == right ? pack(left) : nil
        for j in 0..<count {
            if let flat {
                out[j] = flat
            } else {
                out[j] = pack(((left &* (twoK - fx) &+ right &* fx &+ half) >> s1) & laneMask)
            }
            fx += 2
            if fx >= twoK {
                fx -= twoK
                ix += 1
                left = right
                right = column(ix + 1)
                flat = left == right ? pack(left) : nil
            }
        }
    }
}
