import Foundation

/// The loop every strategy shares: skip equal rows with a byte compare, skip equal pixels with a word
/// compare, ask the metric only about pixels whose bytes differ, keep the numbers, paint the diff image.
enum ComparisonEngine {
    struct Measurement {
        var statistics: DifferenceStatistics
        /// RGBA8 bytes of the diff image: every pixel opaque, or transparent black under `diffMask`, so
        /// straight and premultiplied agree.
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
        // Without a mask every pixel is painted, so the buffer need not be cleared first.
        var output = paint && !style.diffMask
            ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
            : [UInt8](repeating: 0, count: paint ? width * height * 4 : 0)

        output.withUnsafeMutableBytes { outBytes in
            var painter = Painter(output: outBytes.baseAddress, expected: pair.expected, alpha: alpha)
            let diffWord = Painter.word(diffColor), altWord = Painter.word(altColor), aaWord = Painter.word(aaColor)

            for y in 0..<height {
                let rowStart = y * width
                if memcmp(pair.expected + rowStart * 4, pair.actual + rowStart * 4, rowBytes) == 0 {
                    if paintGrey { painter.greyRow(from: rowStart, count: width) }
                    continue
                }
                for x in 0..<width {
                    let i = rowStart + x
                    let word = pair.expectedWord(i)
                    if word == pair.actualWord(i) {
                        if paintGrey { painter.grey(i, word) }
                        continue
                    }
                    let k = i * 4
                    changed += 1
                    maxChannelDelta = max(maxChannelDelta, channelDelta(pair.expected + k, pair.actual + k))
                    if let value = deltaE.difference(pair.expected, pair.actual, k, ifAbove: maxDeltaE) {
                        maxDeltaE = max(maxDeltaE, value)
                    }
                    switch metric.classify(pair, x: x, y: y, byteOffset: k) {
                    case .similar:
                        if paintGrey { painter.grey(i, word) }
                    case .antialiased:
                        antialiased += 1
                        if paintGrey { painter.put(i, aaWord) }
                    case .different(let darker):
                        mismatched += 1
                        labeler.add(x: x, y: y)
                        if paint { painter.put(i, darker ? altWord : diffWord) }
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
        if style.diffMask { return [UInt8](repeating: 0, count: width * height * 4) }
        var output = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
        output.withUnsafeMutableBytes { out in
            var painter = Painter(output: out.baseAddress, expected: expected, alpha: style.alpha)
            painter.greyRow(from: 0, count: width * height)
        }
        return output
    }

    /// Writes diff pixels as whole words, remembering the grey of the last source pixel (interfaces
    /// repeat colours along rows, so most greys are a look-up).
    struct Painter {
        let output: UnsafeMutableRawPointer?
        let expected: UnsafePointer<UInt8>
        let alpha: Double
        private var lastSource: UInt32
        private var lastGrey: UInt32

        init(output: UnsafeMutableRawPointer?, expected: UnsafePointer<UInt8>, alpha: Double) {
            self.output = output
            self.expected = expected
            self.alpha = alpha
            lastSource = 0   // transparent black
            let zero: [UInt8] = [0, 0, 0, 0]
            lastGrey = Painter.word(grey: zero.withUnsafeBufferPointer { YIQ.fadedGrey($0.baseAddress!, 0, alpha: alpha) })
        }

        /// An opaque pixel as a little-endian RGBA word.
        static func word(_ color: RGB) -> UInt32 {
            UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | 0xFF00_0000
        }

        static func word(grey: UInt8) -> UInt32 {
            UInt32(grey) * 0x0001_0101 | 0xFF00_0000
        }

        @inline(__always)
        func put(_ index: Int, _ word: UInt32) {
            output.unsafelyUnwrapped.storeBytes(of: word, toByteOffset: index &* 4, as: UInt32.self)
        }

        /// Paints pixel `index` as the faded grey of the expected pixel `source`.
        @inline(__always)
        mutating func grey(_ index: Int, _ source: UInt32) {
            if source != lastSource {
                lastSource = source
                lastGrey = Painter.word(grey: YIQ.fadedGrey(expected, index &* 4, alpha: alpha))
            }
            put(index, lastGrey)
        }

        mutating func greyRow(from start: Int, count: Int) {
            let source = UnsafeRawPointer(expected)
            for index in start..<(start + count) {
                grey(index, source.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
            }
        }
    }

    /// The largest absolute difference of the four straight channels.
    @inline(__always)
    static func channelDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Int {
        let s1 = Straight.rgba(p1, 0), s2 = Straight.rgba(p2, 0)
        return max(max(abs(s1.r - s2.r), abs(s1.g - s2.g)), max(abs(s1.b - s2.b), abs(s1.a - s2.a)))
    }
}
