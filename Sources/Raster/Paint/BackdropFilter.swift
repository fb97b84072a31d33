import Foundation

/// The blur of a backdrop: a Gaussian of standard deviation σ pixels computed on a copy reduced by a whole factor
/// `k` (each texel the average of a k × k block), where three box blurs of σ / k approximate the Gaussian; the
/// compositor samples the result bilinearly, which restores full size. Reducing keeps the cost nearly
/// independent of the radius (a system material's blur of 30 points at @3x is a σ of 90 pixels) and is what
/// makes the blur of a whole frame cheap; a reduced texel never spans more than a third of σ, so the picture
/// stays a smooth Gaussian. Edges extend the nearest pixel (the screen's edge does not darken the blur).
/// Integer sums and fixed operation order: the same bytes on every run.
enum BackdropFilter {
    /// The reduction factor for a blur of `sigma` pixels.
    static func factor(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 1 }
        return max(1, min(64, Int(sigma / 3)))
    }

    /// The blurred (and saturated) texture of the `width × height` pixels at `source` (rows `stride` apart),
    /// reduced by `factor(sigma:)`.
    static func blur(
        _ source: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, sigma: Double,
        saturation: Double
    ) -> (texture: Texture, factor: Int) {
        let k = factor(sigma: sigma)
        let lw = (width + k - 1) / k, lh = (height + k - 1) / k
        let n = lw * lh
        var planes = [Float](repeating: 0, count: 4 * n)
        // Reduce: integer channel sums per block, then the average.
        var sums = [UInt32](repeating: 0, count: 4 * lw)
        for by in 0..<lh {
            for i in 0..<sums.count { sums[i] = 0 }
            let y0 = by * k, y1 = min(height, y0 + k)
            for y in y0..<y1 {
                let row = source + y * stride
                var x = 0
                for bx in 0..<lw {
                    let end = min(width, x + k)
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    while x < end {
                        let p = row[x]
                        r &+= p & 0xFF; g &+= (p >> 8) & 0xFF; b &+= (p >> 16) & 0xFF; a &+= p >> 24
                        x += 1
                    }
                    sums[4 * bx] &+= r; sums[4 * bx + 1] &+= g; sums[4 * bx + 2] &+= b; sums[4 * bx + 3] &+= a
                }
            }
            for bx in 0..<lw {
                let count = Float((min(width, (bx + 1) * k) - bx * k) * (y1 - y0))
                for c in 0..<4 { planes[c * n + by * lw + bx] = Float(sums[4 * bx + c]) / count }
            }
        }
        let boxes = ShadowBlur.boxes(sigma: sigma / Double(k))
        if !boxes.isEmpty {
            planes.withUnsafeMutableBufferPointer { p in
                let temp = UnsafeMutablePointer<Float>.allocate(capacity: max(lw, lh) + 1)
                defer { temp.deallocate() }
                for c in 0..<4 {
                    let plane = p.baseAddress! + c * n
                    for y in 0..<lh { blurLine(plane + y * lw, count: lw, stride: 1, boxes: boxes, temp: temp) }
                    for x in 0..<lw { blurLine(plane + x, count: lh, stride: lw, boxes: boxes, temp: temp) }
                }
            }
        }
        var packed = [UInt32](repeating: 0, count: n)
        let s = Float(saturation.isFinite ? saturation : 1)
        for i in 0..<n {
            var r = planes[i], g = planes[n + i], b = planes[2 * n + i]
            let a = min(255, max(0, planes[3 * n + i]))
            if s != 1 {
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                r = luma + s * (r - luma); g = luma + s * (g - luma); b = luma + s * (b - luma)
            }
            @inline(__always) func q(_ v: Float) -> UInt32 { UInt32(min(a, max(0, v)) + 0.5) }
            packed[i] = q(r) | q(g) << 8 | q(b) << 16 | UInt32(a + 0.5) << 24
        }
        return (Texture(width: lw, height: lh, pixels: packed), k)
    }

    /// Three box blurs of one line in place, the values beyond its ends taken as its end values.
    private static func blurLine(
        _ data: UnsafeMutablePointer<Float>, count: Int, stride: Int,
        boxes: [(Int, Int)], temp: UnsafeMutablePointer<Float>
    ) {
        guard count > 1 else { return }
        for (before, after) in boxes {
            for i in 0..<count { temp[i] = data[i * stride] }
            @inline(__always) func at(_ i: Int) -> Float { temp[min(count - 1, max(0, i))] }
            let size = Float(before + after + 1)
            var sum: Float = 0
            for j in -before...after { sum += at(j) }
            for i in 0..<count {
                data[i * stride] = sum / size
                sum += at(i + after + 1) - at(i - before)
            }
        }
    }
}
