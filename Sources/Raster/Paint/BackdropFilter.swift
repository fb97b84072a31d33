import Foundation

/// The blur of a backdrop, at reduced resolution as UIKit's backdrop layers effectively blur: the backdrop is
/// reduced by a power of two `k` (each texel the exact average of a k × k block), blurred there by three box
/// passes that approximate a Gaussian of σ / k texels, its saturation changed and the style's tint drawn over
/// it; the compositor then enlarges it with bilinear filtering (``TextureMapping/upscaled(shift:dx:dy:opaque:)``).
///
/// `k` is the largest power of two up to σ / 3, so a texel never spans more than a third of σ and the result
/// stays a smooth Gaussian, while the cost barely depends on the radius (a system material's blur of 30 points
/// at @3x is a σ of 90 pixels). Edges extend the nearest pixel (the screen's edge does not darken the blur).
/// All arithmetic is on integers, in a fixed order: the same bytes on every run and thread count.
enum BackdropFilter {
    /// log₂ of the reduction factor for a blur of `sigma` pixels (0 … 6).
    static func shift(sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 6 else { return 0 }
        var s = 0
        while s < 6 && Double(2 << s) * 3 <= sigma { s += 1 }
        return s
    }

    /// Fractional bits of the blur's fixed-point channel values.
    private static let fraction = 4

    /// The blurred, saturated and tinted texture of the `width × height` pixels at `source` (rows `stride`
    /// apart; row `r` holds the pixels of row `origins[r]`, which equal rows share), reduced by 2^`shift(sigma:)`.
    ///
    /// - Parameters:
    ///   - saturation: 1 keeps the colours; the luma (Rec. 709) is kept and the rest scaled.
    ///   - tint: a premultiplied packed colour drawn over the result (0 for none).
    static func blur(
        _ source: UnsafePointer<UInt32>, stride: Int, origins: UnsafePointer<Int32>, width: Int, height: Int,
        sigma: Double, saturation: Double, tint: UInt32
    ) -> (texture: Texture, shift: Int) {
        let s = shift(sigma: sigma)
        let k = 1 << s
        let lw = (width + k - 1) >> s, lh = (height + k - 1) >> s
        var texels = reduce(source, stride: stride, origins: origins, width: width, height: height, shift: s)
        let boxes = ShadowBlur.boxes(sigma: sigma / Double(k))
        if !boxes.isEmpty {
            texels.withUnsafeMutableBufferPointer { t in
                let temp = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: max(lw, lh) + 1)
                defer { temp.deallocate() }
                for y in 0..<lh { blurLine(t.baseAddress! + y * lw, count: lw, stride: 1, boxes: boxes, temp: temp) }
                for x in 0..<lw { blurLine(t.baseAddress! + x, count: lh, stride: lw, boxes: boxes, temp: temp) }
            }
        }
        let sat = Int32((min(8, max(-8, saturation.isFinite ? saturation : 1)) * 256).rounded())
        let packed = texels.map { v -> UInt32 in
            let half = UInt32(1 << (fraction - 1))
            let a = Int32(min(255, (v.w + half) >> UInt32(fraction)))
            var r = Int32((v.x + half) >> UInt32(fraction)), g = Int32((v.y + half) >> UInt32(fraction))
            var b = Int32((v.z + half) >> UInt32(fraction))
            if sat != 256 {
                // Rec. 709 luma in 1/256ths (54 + 183 + 19 = 256).
                let luma = (54 * r + 183 * g + 19 * b + 128) >> 8
                r = luma + (sat * (r - luma) + 128) >> 8
                g = luma + (sat * (g - luma) + 128) >> 8
                b = luma + (sat * (b - luma) + 128) >> 8
            }
            @inline(__always) func q(_ c: Int32) -> UInt32 { UInt32(min(a, max(0, c))) }
            let p = q(r) | q(g) << 8 | q(b) << 16 | UInt32(a) << 24
            return tint == 0 ? p : Blend.over(tint, p)
        }
        return (Texture(width: lw, height: lh, pixels: packed), s)
    }

    /// The k × k block averages (k = 2^`shift`) in fixed point, channels red, green, blue, alpha; blocks cut by
    /// the right or bottom edge average the pixels they have.
    private static func reduce(
        _ source: UnsafePointer<UInt32>, stride: Int, origins: UnsafePointer<Int32>, width: Int, height: Int,
        shift s: Int
    ) -> [SIMD4<UInt32>] {
        let k = 1 << s
        let lw = (width + k - 1) >> s, lh = (height + k - 1) >> s
        var texels = [SIMD4<UInt32>](repeating: .zero, count: lw * lh)
        // Per block column: a row's sums, four 16-bit lanes (red, blue, green, alpha; 64 · 255 fits), and the
        // block row's sums so far, two 32-bit lanes each (red with green, blue with alpha).
        let rowSums = UnsafeMutablePointer<UInt64>.allocate(capacity: lw)
        let redGreen = UnsafeMutablePointer<UInt64>.allocate(capacity: lw)
        let blueAlpha = UnsafeMutablePointer<UInt64>.allocate(capacity: lw)
        defer { rowSums.deallocate(); redGreen.deallocate(); blueAlpha.deallocate() }
        var summed: Int32 = -1
        let lanes: UInt64 = 0x0000_FFFF_0000_FFFF
        for by in 0..<lh {
            redGreen.update(repeating: 0, count: lw)
            blueAlpha.update(repeating: 0, count: lw)
            let y0 = by << s, y1 = min(height, y0 + k)
            for y in y0..<y1 {
                let origin = origins[y]
                if origin != summed {
                    // Equal rows share their origin: their sums are the same.
                    summed = origin
                    let row = source + Int(origin) * stride
                    var x = 0
                    for bx in 0..<lw {
                        let end = min(width, x + k)
                        var sum: UInt64 = 0
                        while x < end {
                            let p = UInt64(row[x])
                            sum &+= (p & 0x00FF_00FF) | ((p >> 8) & 0x00FF_00FF) << 32
                            x += 1
                        }
                        rowSums[bx] = sum
                    }
                }
                for bx in 0..<lw {
                    let sum = rowSums[bx]
                    redGreen[bx] &+= sum & lanes
                    blueAlpha[bx] &+= (sum >> 16) & lanes
                }
            }
            let rows = y1 - y0
            for bx in 0..<lw {
                let count = UInt64((min(width, (bx + 1) << s) - (bx << s)) * rows)
                let rg = redGreen[bx], ba = blueAlpha[bx]
                let sums = SIMD4<UInt64>(rg & 0xFFFF_FFFF, rg >> 32, ba & 0xFFFF_FFFF, ba >> 32)
                let f = UInt64(fraction)
                let average: SIMD4<UInt64>
                if count == UInt64(k * k) {
                    // A whole block: a power of two.
                    let bits = UInt64(2 * s)
                    average = bits >= f ? (sums &+ ((1 << bits) >> (f + 1))) &>> (bits - f) : sums &<< (f - bits)
                } else {
                    average = ((sums &<< f) &+ count / 2) / count
                }
                texels[by * lw + bx] = SIMD4<UInt32>(truncatingIfNeeded: average)
            }
        }
        return texels
    }

    /// Three box blurs of one line in place (running sums; each output the rounded mean of its window), the
    /// values beyond its ends taken as its end values.
    private static func blurLine(
        _ data: UnsafeMutablePointer<SIMD4<UInt32>>, count: Int, stride: Int,
        boxes: [(Int, Int)], temp: UnsafeMutablePointer<SIMD4<UInt32>>
    ) {
        guard count > 1 else { return }
        for (before, after) in boxes {
            for i in 0..<count { temp[i] = data[i * stride] }
            @inline(__always) func at(_ i: Int) -> SIMD4<UInt32> { temp[min(count - 1, max(0, i))] }
            let size = UInt32(before + after + 1)
            // Division by the window size as a multiplication by a 14-bit reciprocal: a product is about the
            // window's mean times 2¹⁴, at most 255 · 2⁴ · 2¹⁴ (plus the reciprocal's rounding), within 32
            // bits.
            let reciprocal = SIMD4<UInt32>(repeating: (1 << 14 + size / 2) / size)
            let half = SIMD4<UInt32>(repeating: 1 << 13)
            var sum = SIMD4<UInt32>.zero
            for j in -before...after { sum &+= at(j) }
            for i in 0..<count {
                data[i * stride] = (sum &* reciprocal &+ half) &>> 14
                sum &+= at(i + after + 1)
                sum &-= at(i - before)
            }
        }
    }
}
