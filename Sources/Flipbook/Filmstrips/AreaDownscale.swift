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
        // shrunk without walking nested arrays. The same sums in the same order as `weights` gives, a pixel's four
        // channels side by side (each lane is the scalar sum, rounded alike), and each channel quantized without a
        // call into libm: a failing check's filmstrip shrinks a dozen frames, and rounding four channels per output
        // pixel through `rounded()` cost more than the sums.
        let columnTaps = weights(from: image.width, to: width)
        let tapEnds = columnTaps.reduce(into: [Int]()) { ends, taps in ends.append((ends.last ?? 0) + taps.count) }
        let tapSources = columnTaps.flatMap { $0.map { $0.0 * 4 } }
        let tapWeights = columnTaps.flatMap { $0.map(\.1) }
        let rows = weights(from: image.height, to: height)
        // One source row shrunk horizontally at a time (unrounded), the last one kept: neighbouring output rows
        // share at most one source row. Memory: two rows of the output's width, whatever the source size.
        let row = UnsafeMutableBufferPointer<SIMD4<Double>>.allocate(capacity: width)
        let sum = UnsafeMutableBufferPointer<SIMD4<Double>>.allocate(capacity: width)
        defer { (row.deallocate(), sum.deallocate()) }
        var rowIndex = -1
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            for (y, taps) in rows.enumerated() {
                sum.initialize(repeating: .zero)
                for (sy, wy) in taps {
                    if sy != rowIndex {
                        Self.shrinkRow(image, sy, tapEnds, tapSources, tapWeights, into: row)
                        rowIndex = sy
                    }
                    let weight = SIMD4<Double>(repeating: wy)
                    for x in 0..<width { sum[x] += row[x] * weight }
                }
                for x in 0..<width {
                    let o = (y * width + x) * 4, value = sum[x]
                    let alpha = quantize(value[3])
                    // Premultiplied: no colour channel may exceed alpha.
                    out[o] = min(quantize(value[0]), alpha)
                    out[o + 1] = min(quantize(value[1]), alpha)
                    out[o + 2] = min(quantize(value[2]), alpha)
                    out[o + 3] = alpha
                }
            }
            count = width * height * 4
        }
        return Image(width: width, height: height, premultipliedRGBA: out)
    }

    /// `image` shrunk by the whole factor `factor` in both directions (2…16): each output pixel is the mean of a
    /// `factor` × `factor` block, rounded to nearest; the columns and rows past the last whole block are left out.
    /// The same mean as ``downscale(_:width:height:)`` for those blocks, reached several times faster (integer sums
    /// of two channels per 32-bit word), for shrinking a large frame before an exact area downscale.
    ///
    /// A block row's source rows are first summed column by column (a straight pass over each row that the compiler
    /// vectorises), then each output pixel sums its `factor` columns of those sums and divides by a multiply
    /// (``mean(_:_:)``): every source byte is read once and added in one tight loop, which made a failing check's
    /// filmstrip shrink of a @3x frame about three times cheaper than summing each output pixel's block directly.
    /// (Keeping a block's rows summed in registers, eight columns at a time, was measured no faster on frames not in
    /// the cache, and slower inside a check: one stream of rows suits the prefetcher better than `factor` of them.)
    static func blockMean(_ image: Image, factor: Int) -> Image {
        precondition((2...16).contains(factor), "block factor \(factor) is not 2…16")
        let width = image.width / factor, height = image.height / factor
        precondition(width >= 1 && height >= 1, "cannot shrink \(image.width)×\(image.height) by \(factor)")
        let count = UInt32(factor * factor), half = count / 2
        let reciprocal = Self.reciprocal(of: count)
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
                                out[o] = Self.mean((rb & 0xFFFF) + half, reciprocal)
                                out[o + 1] = Self.mean((ga & 0xFFFF) + half, reciprocal)
                                out[o + 2] = Self.mean((rb >> 16) + half, reciprocal)
                                out[o + 3] = Self.mean((ga >> 16) + half, reciprocal)
                            }
                        }
                    }
                }
            }
        }
        return Image(width: width, height: height, premultipliedRGBA: out)
    }

    /// `2^32 / count` rounded up, with which ``mean(_:_:)`` divides by `count` (1…256) exactly.
    static func reciprocal(of count: UInt32) -> UInt64 {
        precondition((1...256).contains(count), "block size \(count) is not 1…256")
        return ((1 << 32) + UInt64(count) - 1) / UInt64(count)
    }

    /// `sum / count` rounded down, for a `sum` below 2^16 and the `reciprocal` of `count` (1…256): a multiply and
    /// a shift instead of a division, which cost a block mean's output pixels as much as summing their blocks.
    /// Exact: with `reciprocal = (2^32 + r) / count`, `0 <= r < count`, the product over 2^32 exceeds
    /// `sum / count` by `sum * r / (count * 2^32) < 2^-16`, while `sum / count` lies at least `1 / count >= 2^-8`
    /// below the next integer.
    @inline(__always)
    static func mean(_ sum: UInt32, _ reciprocal: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(sum) &* reciprocal) &>> 32)
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

    /// Row `y` of `image` shrunk horizontally (unrounded): each output column the weighted sum of its taps, in order
    /// (`tapEnds`: where each column's taps end; `sources`: their byte offsets in the row; `weights`: theirs).
    private static func shrinkRow(
        _ image: Image, _ y: Int, _ tapEnds: [Int], _ sources: [Int], _ weights: [Double],
        into row: UnsafeMutableBufferPointer<SIMD4<Double>>
    ) {
        image.pixels.withUnsafeBufferPointer { pixels in
            tapEnds.withUnsafeBufferPointer { tapEnds in
                sources.withUnsafeBufferPointer { sources in
                    weights.withUnsafeBufferPointer { weights in
                        let offset = y * image.width * 4
                        var tap = 0
                        for x in 0..<row.count {
                            var pixel = SIMD4<Double>.zero
                            while tap < tapEnds[x] {
                                let i = offset + sources[tap]
                                let value = SIMD4<Double>(
                                    Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2]),
                                    Double(pixels[i + 3]))
                                pixel += value * SIMD4<Double>(repeating: weights[tap])
                                tap += 1
                            }
                            row[x] = pixel
                        }
                    }
                }
            }
        }
    }

    /// `value` rounded to the nearest integer, halves away from zero, and clamped to 0…255: exactly
    /// `UInt8(max(0, min(255, value.rounded())))` (NaN gives 255 as there), without calling libm's `round`.
    @inline(__always)
    static func quantize(_ value: Double) -> UInt8 {
        guard value < 255 else { return 255 }
        guard value > 0 else { return 0 }
        // `value + 0.5` truncated, less one where that sum was rounded up to the next integer (`value` just below a
        // half): below 255 every integer and half is exact, so the check is exact.
        var whole = Int(value + 0.5)
        if Double(whole) - 0.5 > value { whole -= 1 }
        return UInt8(truncatingIfNeeded: whole)
    }
}
