import Foundation

/// The loop every strategy shares: skip equal rows with a byte compare, skip equal pixels with a word
/// compare, ask the metric only about pixels whose bytes differ, keep the numbers, paint the diff image.
enum ComparisonEngine {
    struct Measurement {
        var statistics: DifferenceStatistics
        /// Straight RGBA8 bytes of the diff image (all pixels opaque, or transparent black under `diffMask`).
        var diffImage: [UInt8]?
    }

    static func measure<Metric: PixelMetric>(_ pair: PixelPair, metric: Metric, style: DiffStyle,
                                             paint: Bool) -> Measurement {
        var metric = metric
        let width = pair.width, height = pair.height
        let rowBytes = width * 4
        var changed = 0, mismatched = 0, antialiased = 0
        var maxChannelDelta = 0
        var maxDeltaE = 0.0
        var deltaE = DeltaECache()
        var labeler = RegionLabeler()
        let paintGrey = paint && !style.diffMask
        let alpha = style.alpha
        let diffColor = style.diffColor, altColor = style.diffColorAlt ?? style.diffColor, aaColor = style.aaColor
        var output = [UInt8](repeating: 0, count: paint ? width * height * 4 : 0)

        output.withUnsafeMutableBufferPointer { outBuffer in
            let out = outBuffer.baseAddress
            // The grey of the last painted source pixel; interfaces repeat colours along rows.
            var greyWord: UInt32 = 0
            var grey = YIQ.fadedGrey([0, 0, 0, 0], 0, alpha: alpha)

            @inline(__always) func put(_ k: Int, _ color: RGB) {
                out![k] = color.r; out![k + 1] = color.g; out![k + 2] = color.b; out![k + 3] = 255
            }
            @inline(__always) func putGrey(_ k: Int, _ word: UInt32) {
                if word != greyWord {
                    greyWord = word
                    grey = YIQ.fadedGrey(pair.expected, k, alpha: alpha)
                }
                out![k] = grey; out![k + 1] = grey; out![k + 2] = grey; out![k + 3] = 255
            }

            for y in 0..<height {
                let rowStart = y * width
                if memcmp(pair.expected + rowStart * 4, pair.actual + rowStart * 4, rowBytes) == 0 {
                    if paintGrey {
                        for i in rowStart..<(rowStart + width) { putGrey(i * 4, pair.expectedWord(i)) }
                    }
                    continue
                }
                for x in 0..<width {
                    let i = rowStart + x
                    let k = i * 4
                    let word = pair.expectedWord(i)
                    if word == pair.actualWord(i) {
                        if paintGrey { putGrey(k, word) }
                        continue
                    }
                    changed += 1
                    maxChannelDelta = max(maxChannelDelta, channelDelta(pair.expected + k, pair.actual + k))
                    maxDeltaE = max(maxDeltaE, deltaE.difference(pair.expected, pair.actual, k))
                    switch metric.classify(pair, x: x, y: y, byteOffset: k) {
                    case .similar:
                        if paintGrey { putGrey(k, word) }
                    case .antialiased:
                        antialiased += 1
                        if paintGrey { put(k, aaColor) }
                    case .different(let darker):
                        mismatched += 1
                        labeler.add(x: x, y: y)
                        if paint { put(k, darker ? altColor : diffColor) }
                    }
                }
            }
        }

        let (box, regions, regionCount) = labeler.regions(limit: DifferenceStatistics.regionListLimit)
        let statistics = DifferenceStatistics(
            totalPixels: width * height, mismatchedPixels: mismatched, antialiasedPixels: antialiased,
            changedPixels: changed, maxChannelDelta: maxChannelDelta, maxDeltaE: maxDeltaE,
            boundingBox: box, regions: regions, regionCount: regionCount)
        return Measurement(statistics: statistics, diffImage: paint ? output : nil)
    }

    /// The diff image of two identical images: every pixel grey (or, under `diffMask`, transparent).
    static func identicalDiffImage(_ expected: UnsafePointer<UInt8>, width: Int, height: Int, style: DiffStyle) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: width * height * 4)
        if style.diffMask { return output }
        output.withUnsafeMutableBufferPointer { out in
            var greyWord: UInt32 = 0
            var grey = YIQ.fadedGrey([0, 0, 0, 0], 0, alpha: style.alpha)
            for i in 0..<(width * height) {
                let k = i * 4
                let word = UnsafeRawPointer(expected).loadUnaligned(fromByteOffset: k, as: UInt32.self)
                if word != greyWord {
                    greyWord = word
                    grey = YIQ.fadedGrey(expected, k, alpha: style.alpha)
                }
                out[k] = grey; out[k + 1] = grey; out[k + 2] = grey; out[k + 3] = 255
            }
        }
        return output
    }

    /// The largest absolute difference of the four bytes.
    @inline(__always)
    static func channelDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Int {
        let r = abs(Int(p1[0]) - Int(p2[0])), g = abs(Int(p1[1]) - Int(p2[1]))
        let b = abs(Int(p1[2]) - Int(p2[2])), a = abs(Int(p1[3]) - Int(p2[3]))
        return max(max(r, g), max(b, a))
    }
}
