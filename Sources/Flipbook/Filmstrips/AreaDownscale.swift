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
        precondition(
            width >= 1 && height >= 1 && width <= image.width && height <= image.height,
            "cannot shrink \(image.width)×\(image.height) to \(width)×\(height)")
        if width == image.width && height == image.height { return image }
        // The column taps flattened (each output column's source columns and weights, in order): a source row is
        // shrunk without walking nested arrays. The same sums in the same order as `weights` gives.
        let columnTaps = weights(from: image.width, to: width)
        let tapEnds = columnTaps.reduce(into: [Int]()) { ends, taps in ends.append((ends.last ?? 0) + taps.count) }
        let tapSources = columnTaps.flatMap { $0.map { $0.0 * 4 } }
        let tapWeights = columnTaps.flatMap { $0.map(\.1) }
        let rows = weights(from: image.height, to: height)
        // One source row shrunk horizontally at a time (unrounded), the last one kept: neighbouring output rows
        // share at most one source row. Memory: two rows of the output's width, whatever the source size.
        var row = [Double](repeating: 0, count: width * 4)
        var rowIndex = -1
        var sum = [Double](repeating: 0, count: width * 4)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBufferPointer { source in
            for (y, taps) in rows.enumerated() {
                for i in 0..<sum.count { sum[i] = 0 }
                for (sy, wy) in taps {
                    if sy != rowIndex {
                        let rowStart = sy * image.width * 4
                        tapSources.withUnsafeBufferPointer { sources in
                            tapWeights.withUnsafeBufferPointer { weights in
                                row.withUnsafeMutableBufferPointer { row in
                                    var tap = 0
                                    for x in 0..<width {
                                        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                                        while tap < tapEnds[x] {
                                            let i = rowStart + sources[tap], w = weights[tap]
                                            r += Double(source[i]) * w; g += Double(source[i + 1]) * w
                                            b += Double(source[i + 2]) * w; a += Double(source[i + 3]) * w
                                            tap += 1
                                        }
                                        row[x * 4] = r; row[x * 4 + 1] = g; row[x * 4 + 2] = b; row[x * 4 + 3] = a
                                    }
                                }
                            }
                        }
                        rowIndex = sy
                    }
                    for i in 0..<sum.count { sum[i] += row[i] * wy }
                }
                for x in 0..<width {
                    let o = (y * width + x) * 4, i = x * 4
                    let alpha = quantize(sum[i + 3])
                    // Premultiplied: no colour channel may exceed alpha.
                    out[o] = min(quantize(sum[i]), alpha); out[o + 1] = min(quantize(sum[i + 1]), alpha)
                    out[o + 2] = min(quantize(sum[i + 2]), alpha); out[o + 3] = alpha
                }
            }
        }
        return Image(width: width, height: height, premultipliedRGBA: out)
    }

    /// `image` shrunk by the whole factor `factor` in both directions (2…16): each output pixel is the mean of a
    /// `factor` × `factor` block, rounded to nearest; the columns and rows past the last whole block are left out.
    /// The same mean as ``downscale(_:width:height:)`` for those blocks, reached several times faster (integer sums
    /// of two channels per 32-bit word), for shrinking a large frame before an exact area downscale.
    ///
    /// A block row's source rows are first summed column by column (a straight pass over each row that the compiler
    /// vectorises), then each output pixel sums its `factor` columns of those sums: every source byte is read once
    /// and added in one tight loop, which made a failing check's filmstrip shrink of a @3x frame about three times
    /// cheaper than summing each output pixel's block directly.
    static func blockMean(_ image: Image, factor: Int) -> Image {
        precondition((2...16).contains(factor), "block factor \(factor) is not 2…16")
        let width = image.width / factor, height = image.height / factor
        precondition(width >= 1 && height >= 1, "cannot shrink \(image.width)×\(image.height) by \(factor)")
        let count = UInt32(factor * factor), half = count / 2
        let columns = width * factor, stride = image.width * 4
        // Per source column, the block row's sums: red and blue in the low and high halves of one word, green and
        // alpha in the other. At most 16 × 16 × 255 per half once a pixel's columns are added: no carry between them.
        var redBlue = [UInt32](repeating: 0, count: columns)
        var greenAlpha = [UInt32](repeating: 0, count: columns)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBytes { bytes in
            redBlue.withUnsafeMutableBufferPointer { redBlue in
                greenAlpha.withUnsafeMutableBufferPointer { greenAlpha in
                    out.withUnsafeMutableBufferPointer { out in
                        for y in 0..<height {
                            let top = y * factor * stride
                            for x in 0..<columns { (redBlue[x], greenAlpha[x]) = (0, 0) }
                            for row in 0..<factor {
                                Self.addRow(bytes, from: top + row * stride, columns, redBlue, greenAlpha)
                            }
                            for x in 0..<width {
                                var rb: UInt32 = 0, ga: UInt32 = 0
                                for column in (x * factor)..<(x * factor + factor) {
                                    rb &+= redBlue[column]
                                    ga &+= greenAlpha[column]
                                }
                                let o = (y * width + x) * 4
                                out[o] = UInt8(((rb & 0xFFFF) + half) / count)
                                out[o + 1] = UInt8(((ga & 0xFFFF) + half) / count)
                                out[o + 2] = UInt8(((rb >> 16) + half) / count)
                                out[o + 3] = UInt8(((ga >> 16) + half) / count)
                            }
                        }
                    }
                }
            }
        }
        return Image(width: width, height: height, premultipliedRGBA: out)
    }

    /// Adds the `columns` pixels of the row at byte `offset` of `bytes` to the column sums, eight at a time.
    @inline(__always)
    private static func addRow(
        _ bytes: UnsafeRawBufferPointer, from offset: Int, _ columns: Int,
        _ redBlue: UnsafeMutableBufferPointer<UInt32>, _ greenAlpha: UnsafeMutableBufferPointer<UInt32>
    ) {
        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let rb = UnsafeMutableRawPointer(redBlue.baseAddress!), ga = UnsafeMutableRawPointer(greenAlpha.baseAddress!)
        var x = 0
        while x + 8 <= columns {
            let words = bytes.loadUnaligned(fromByteOffset: offset + x * 4, as: SIMD8<UInt32>.self)
            let sumRB = rb.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self) &+ (words & mask)
            let sumGA = ga.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self) &+ ((words &>> 8) & mask)
            rb.storeBytes(of: sumRB, toByteOffset: x * 4, as: SIMD8<UInt32>.self)
            ga.storeBytes(of: sumGA, toByteOffset: x * 4, as: SIMD8<UInt32>.self)
            x += 8
        }
        while x < columns {
            let word = bytes.loadUnaligned(fromByteOffset: offset + x * 4, as: UInt32.self)
            redBlue[x] &+= word & 0x00FF_00FF
            greenAlpha[x] &+= (word >> 8) & 0x00FF_00FF
            x += 1
        }
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
