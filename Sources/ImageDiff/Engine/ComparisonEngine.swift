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

    /// Compares in horizontal bands on up to `threads` threads. Bands are merged in order (sums, maxima,
    /// runs of mismatched pixels in scan order), so the result is the same for every thread count. Without
    /// `details` only the pixels are counted (mismatched, anti-aliased, changed): no channel delta, ΔE, bounding
    /// box or regions.
    static func measure<M: PixelMetric>(
        _ pair: PixelPair, metric: M, style: DiffStyle,
        paint: Bool, threads: Int, details: Bool = true
    ) -> Measurement {
        let width = pair.width, height = pair.height
        // Without a mask every pixel is painted, so the buffer need not be cleared first.
        var output =
            paint && !style.diffMask
            ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
            : [UInt8](repeating: 0, count: paint ? width * height * 4 : 0)
        let bandCount = max(1, min(threads, height / 64))
        var bands = [Band](repeating: Band(), count: bandCount)

        output.withUnsafeMutableBytes { outBytes in
            let out = SharedPointer(outBytes.baseAddress)
            if bandCount == 1 {
                bands[0] = measureRows(0..<height, pair, metric, style, paint, details, out.pointer)
                return
            }
            bands.withUnsafeMutableBufferPointer { bandBuffer in
                let results = SharedPointer(UnsafeMutableRawPointer(bandBuffer.baseAddress))
                DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                    let rows = (band * height / bandCount)..<((band + 1) * height / bandCount)
                    let result = measureRows(rows, pair, metric, style, paint, details, out.pointer)
                    results.pointer!.assumingMemoryBound(to: Band.self)[band] = result
                }
            }
        }

        var total = Band()
        for band in bands { total.merge(band) }
        let (box, regions, regionCount) = total.labeler.regions(limit: DifferenceStatistics.regionListLimit)
        let statistics = DifferenceStatistics(
            totalPixels: width * height, mismatchedPixels: total.mismatched, antialiasedPixels: total.antialiased,
            changedPixels: total.changed, maxChannelDelta: total.maxChannelDelta, maxDeltaE: total.maxDeltaE,
            boundingBox: box, regions: regions, regionCount: regionCount)
        return Measurement(statistics: statistics, diffImage: paint ? output : nil)
    }

    /// What one band of rows found.
    struct Band: Sendable {
        var changed = 0, mismatched = 0, antialiased = 0
        var maxChannelDelta = 0
        var maxDeltaE = 0.0
        var labeler = RegionLabeler()

        /// Adds a band below this one.
        mutating func merge(_ other: Band) {
            changed += other.changed
            mismatched += other.mismatched
            antialiased += other.antialiased
            maxChannelDelta = max(maxChannelDelta, other.maxChannelDelta)
            maxDeltaE = max(maxDeltaE, other.maxDeltaE)
            labeler.append(other.labeler)
        }
    }

    private static func measureRows<M: PixelMetric>(
        _ rows: Range<Int>, _ pair: PixelPair, _ metric: M,
        _ style: DiffStyle, _ paint: Bool, _ details: Bool,
        _ output: UnsafeMutableRawPointer?
    ) -> Band {
        var metric = metric
        var band = Band()
        var deltaE = DeltaECache()
        let width = pair.width, rowBytes = pair.width * 4
        let paintGrey = paint && !style.diffMask
        var painter = Painter(output: output, expected: pair.expected, alpha: style.alpha)
        let diffWord = Painter.word(style.diffColor), altWord = Painter.word(style.diffColorAlt ?? style.diffColor)
        let aaWord = Painter.word(style.aaColor)
        // The previous changed pixel's expected and actual words, and its verdict (0: none yet; the two words of
        // a changed pixel differ, so they are never both 0).
        var lastValues: UInt64 = 0
        var lastVerdict = PixelVerdict.similar

        for y in rows {
            let rowStart = y * width
            if memcmp(pair.expected + rowStart * 4, pair.actual + rowStart * 4, rowBytes) == 0 {
                if paintGrey { painter.greyRow(from: rowStart, count: width) }
                continue
            }
            var x = 0
            while x < width {
                if !paintGrey {
                    // Skip equal pixels four at a time.
                    let e = UnsafeRawPointer(pair.expected), a = UnsafeRawPointer(pair.actual)
                    while x + 4 <= width {
                        let offset = (rowStart + x) &* 4
                        let low =
                            e.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            ^ a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        let high =
                            e.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                            ^ a.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                        if low | high != 0 { break }
                        x += 4
                    }
                    if x == width { break }
                }
                let i = rowStart + x
                defer { x += 1 }
                let word = pair.expectedWord(i)
                if word == pair.actualWord(i) {
                    if paintGrey { painter.grey(i, word) }
                    continue
                }
                let k = i * 4
                band.changed += 1
                // The channel delta and ΔE depend on the pair of values alone: a pair seen just before adds
                // nothing to their maxima (nor, for a metric that classifies by value, a new verdict).
                let values = UInt64(word) << 32 | UInt64(pair.actualWord(i))
                let verdict: PixelVerdict
                if values == lastValues {
                    verdict = M.classifiesByValue ? lastVerdict : metric.classify(pair, x: x, y: y, byteOffset: k)
                } else if !details {
                    verdict = metric.classify(pair, x: x, y: y, byteOffset: k)
                    lastValues = values
                    lastVerdict = verdict
                } else {
                    band.maxChannelDelta = max(
                        band.maxChannelDelta, channelDelta(pair.expected + k, pair.actual + k))
                    if let value = deltaE.difference(pair.expected, pair.actual, k, ifAbove: band.maxDeltaE) {
                        band.maxDeltaE = max(band.maxDeltaE, value)
                    }
                    verdict = metric.classify(pair, x: x, y: y, byteOffset: k)
                    lastValues = values
                    lastVerdict = verdict
                }
                switch verdict {
                case .similar:
                    if paintGrey { painter.grey(i, word) }
                case .antialiased:
                    band.antialiased += 1
                    if paintGrey { painter.put(i, aaWord) }
                case .different(let darker):
                    band.mismatched += 1
                    if details { band.labeler.add(x: x, y: y) }
                    if paint { painter.put(i, darker ? altWord : diffWord) }
                }
                // A metric that classifies by value gives the pixels that follow with the same pair of values the
                // same verdict: a moved flat area is counted a run at a time (when no diff image is painted).
                if M.classifiesByValue && !paint {
                    let actualWord = UInt32(truncatingIfNeeded: values)
                    var end = x + 1
                    while end < width && pair.expectedWord(rowStart + end) == word
                        && pair.actualWord(rowStart + end) == actualWord
                    {
                        end += 1
                    }
                    let run = end - x - 1
                    if run > 0 {
                        band.changed += run
                        switch verdict {
                        case .similar: break
                        case .antialiased: band.antialiased += run
                        case .different:
                            band.mismatched += run
                            if details { band.labeler.add(x: x + 1, through: end - 1, y: y) }
                        }
                        x += run
                    }
                }
            }
        }
        return band
    }

    /// A pointer handed to the band workers; each writes only its own rows (or its own band slot).
    private struct SharedPointer: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer?
        init(_ pointer: UnsafeMutableRawPointer?) { self.pointer = pointer }
    }

    /// The diff image of two identical images: every pixel grey (or, under `diffMask`, transparent).
    static func identicalDiffImage(_ expected: UnsafePointer<UInt8>, width: Int, height: Int, style: DiffStyle)
        -> [UInt8]
    {
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
            lastSource = 0  // transparent black
            let zero: [UInt8] = [0, 0, 0, 0]
            lastGrey = Painter.word(
                grey: zero.withUnsafeBufferPointer { YIQ.fadedGrey($0.baseAddress!, 0, alpha: alpha) })
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
