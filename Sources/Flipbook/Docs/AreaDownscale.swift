import Foundation
import Raster

/// Shrinks a premultiplied image by area averaging: each output pixel is the mean of the source area it
/// covers, partly covered source pixels weighted by the covered fraction (a box filter; exact for any
/// ratio, not only whole factors). Horizontal pass, then vertical; each result rounds to nearest.
///
/// `flipbook docs` paints frames at a multiple of the output scale and shrinks each one as it arrives,
/// which smooths image contents that the rasterizer would otherwise sample bilinearly at a small scale.
enum AreaDownscale {
    /// `image` shrunk to `width` × `height` (each at most the source's and at least 1).
    static func downscale(_ image: Image, width: Int, height: Int) -> Image {
        precondition(width >= 1 && height >= 1 && width <= image.width && height <= image.height,
                     "cannot shrink \(image.width)×\(image.height) to \(width)×\(height)")
        if width == image.width && height == image.height { return image }
        let columns = weights(from: image.width, to: width)
        let rows = weights(from: image.height, to: height)
        // Horizontal: source rows, output columns, as Double sums (kept unrounded for the vertical pass).
        var horizontal = [Double](repeating: 0, count: width * image.height * 4)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let rowStart = y * image.width * 4
                for (x, taps) in columns.enumerated() {
                    var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                    for (sx, w) in taps {
                        let i = rowStart + sx * 4
                        r += Double(source[i]) * w; g += Double(source[i + 1]) * w
                        b += Double(source[i + 2]) * w; a += Double(source[i + 3]) * w
                    }
                    let o = (y * width + x) * 4
                    horizontal[o] = r; horizontal[o + 1] = g; horizontal[o + 2] = b; horizontal[o + 3] = a
                }
            }
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (y, taps) in rows.enumerated() {
            for x in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                for (sy, w) in taps {
                    let i = (sy * width + x) * 4
                    r += horizontal[i] * w; g += horizontal[i + 1] * w; b += horizontal[i + 2] * w; a += horizontal[i + 3] * w
                }
                let alpha = quantize(a)
                let o = (y * width + x) * 4
                // Premultiplied: no colour channel may exceed alpha.
                out[o] = min(quantize(r), alpha); out[o + 1] = min(quantize(g), alpha)
                out[o + 2] = min(quantize(b), alpha); out[o + 3] = alpha
            }
        }
        return Image(width: width, height: height, premultipliedRGBA: out)
    }

    /// For each output index, the source indices it covers and their weights (summing to 1).
    static func weights(from source: Int, to target: Int) -> [[(Int, Double)]] {
        let ratio = Double(source) / Double(target)
        return (0..<target).map { t in
            let start = Double(t) * ratio, end = Double(t + 1) * ratio
            var taps: [(Int, Double)] = []
            var s = Int(start.rounded(.down))
            while Double(s) < end - 1e-12 && s < source {
                let overlap = min(end, Double(s + 1)) - max(start, Double(s))
                if overlap > 1e-12 { taps.append((s, overlap / ratio)) }
                s += 1
            }
            return taps
        }
    }

    private static func quantize(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
