import Foundation
import Pixels

/// Writes an animated GIF (GIF89a) from images appended one at a time.
///
/// ```swift
/// let writer = try GIFWriter(url: url, width: 393, height: 852, options: .init(framesPerSecond: 60))
/// for frame in frames { try writer.append(frame) }
/// let summary = try writer.finish()
/// ```
///
/// **Colours.** Each frame has its own local colour table built from the pixels it draws (no global
/// table). When those pixels have at most 255 distinct colours (256 when the frame needs no transparent
/// index) the table holds them exactly and nothing is dithered; otherwise it is a median-cut palette
/// (``MedianCut``) and the ``GIFDithering`` option decides how colours are approximated — ordered (Bayer)
/// dithering by default, because its pattern is tied to canvas position and so stays still across frames.
///
/// **Transparency.** GIF has one transparent index and no partial alpha. Without a matte, a pixel with
/// alpha ≥ `alphaThreshold` (128) is drawn in its unpremultiplied colour and a pixel below is transparent;
/// with a matte every pixel is composited over the matte colour first and the GIF is opaque.
///
/// **Delta frames.** Every frame after the first draws only the bounding box of the pixels whose colour
/// differs from what the canvas already shows; inside that box the unchanged pixels use the transparent
/// index, meaning "keep" — which costs nothing visible and makes long runs LZW compresses well. A pixel
/// whose source colour has not changed is therefore never redrawn, even if the palette changed. When the
/// next frame makes visible pixels transparent, the frame before it is disposed "to background" (cleared),
/// its box grown to cover those pixels. Dispose-to-previous is not used.
///
/// **Timing.** Appended images last one frame duration each; identical consecutive images are merged.
/// A frame that starts at image `i` starts at `round(100 · i · duration)` centiseconds (halves up) and ends
/// where the next distinct frame starts, so delays are whole centiseconds whose sum is the exact total
/// rounded once, never drifting. Browsers show delays below 2 cs as 10 cs, so a frame that would last less
/// than ``Options/minimumDelay`` is dropped (the next frame starts at its start time); at 60 fps this
/// keeps about two frames in three, with delays of 2 and 3 cs. If the last frame would be too short, the
/// boundary before it moves earlier when the frame before can spare the time.
///
/// **Files.** The whole file is assembled in memory (GIF frames are small) and written atomically at
/// ``finish()``. LZW is this module's own (``LZW``). Output is deterministic.
public final class GIFWriter {
    /// How a ``GIFWriter`` times, loops and colours its frames. Every value is checked when the writer is created.
    public struct Options: Sendable, Hashable {
        /// The duration of one appended image, in seconds, as `numerator / denominator`.
        public var frameDurationNumerator: Int
        /// The denominator of the frame duration (see ``frameDurationNumerator``); positive.
        public var frameDurationDenominator: Int
        /// How many times the animation plays; 0 means forever. (1 writes no NETSCAPE2.0 block; n > 1
        /// writes a repeat count of n − 1, which is how browsers count.)
        public var loopCount: Int
        /// How colours are approximated when a frame has more colours than its palette holds (default ordered).
        public var dithering: GIFDithering
        /// Frames shorter than this many centiseconds are dropped; 0 keeps every frame.
        public var minimumDelay: Int
        /// When set, pixels are composited over this colour and the GIF has no transparency.
        public var matte: Pixel?
        /// Without a matte: the alpha from which a pixel is opaque; below it a pixel is transparent.
        public var alphaThreshold: UInt8

        /// Options for `framesPerSecond` appended images a second (default 60): each lasts `1 / framesPerSecond` s; the
        /// other defaults are: loop forever, ordered dithering, frames under 2 cs dropped, no matte, alpha threshold
        /// 128.
        public init(
            framesPerSecond: Int = 60, loopCount: Int = 0, dithering: GIFDithering = .ordered,
            minimumDelay: Int = 2, matte: Pixel? = nil, alphaThreshold: UInt8 = 128
        ) {
            self.init(
                frameDurationNumerator: 1, frameDurationDenominator: framesPerSecond, loopCount: loopCount,
                dithering: dithering, minimumDelay: minimumDelay, matte: matte, alphaThreshold: alphaThreshold)
        }

        /// Options with a frame duration of `frameDurationNumerator / frameDurationDenominator` seconds (both must be
        /// positive); the other defaults are as in
        /// ``init(framesPerSecond:loopCount:dithering:minimumDelay:matte:alphaThreshold:)``.
        public init(
            frameDurationNumerator: Int, frameDurationDenominator: Int, loopCount: Int = 0,
            dithering: GIFDithering = .ordered, minimumDelay: Int = 2, matte: Pixel? = nil,
            alphaThreshold: UInt8 = 128
        ) {
            self.frameDurationNumerator = frameDurationNumerator
            self.frameDurationDenominator = frameDurationDenominator
            self.loopCount = loopCount
            self.dithering = dithering
            self.minimumDelay = minimumDelay
            self.matte = matte
            self.alphaThreshold = alphaThreshold
        }
    }

    /// Where ``finish()`` writes the file.
    public let url: URL
    /// The width of the GIF and of every appended image, in pixels (1…65535).
    public let width: Int
    /// The height of the GIF and of every appended image, in pixels (1…65535).
    public let height: Int
    /// The options the writer was made with.
    public let options: Options

    private var output: [UInt8] = []
    private var finished = false
    private var appendedImages = 0
    private var records: [GIFFrameRecord] = []
    /// What the decoder's canvas shows after the last written frame was disposed of (straight RGBA, alpha 0 or 255).
    private var canvas: [UInt8]
    private var lastSource: [UInt8] = []
    /// A frame whose duration is settled, waiting for its successor to be settled too.
    private var settled: Frame?
    /// The latest distinct frame; it may still be dropped if too short.
    private var latest: Frame?

    private struct Frame {
        var source: [UInt8]
        var firstImage: Int
        var start: Int
        var end: Int = 0
    }

    /// A writer for a `width × height` GIF at `url`; nothing is written until ``finish()``.
    ///
    /// - Throws: ``GIFError`` when a side is outside 1…65535, the frame duration is not positive, the loop count is
    /// outside 0…65536 or the minimum delay is negative.
    public init(url: URL, width: Int, height: Int, options: Options = Options()) throws(GIFError) {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFError(file: url.path, reason: "a GIF is 1 to 65535 pixels wide and high, not \(width)×\(height)")
        }
        guard options.frameDurationNumerator > 0, options.frameDurationDenominator > 0 else {
            throw GIFError(
                file: url.path,
                reason: "frame duration \(options.frameDurationNumerator)/"
                    + "\(options.frameDurationDenominator) s must be positive")
        }
        guard (0...65536).contains(options.loopCount) else {
            throw GIFError(file: url.path, reason: "loop count \(options.loopCount) is outside 0…65536")
        }
        guard options.minimumDelay >= 0 else {
            throw GIFError(file: url.path, reason: "minimum delay \(options.minimumDelay) cs is negative")
        }
        self.url = url
        self.width = width
        self.height = height
        self.options = options
        canvas = [UInt8](repeating: 0, count: width * height * 4)
        writeHeader()
    }

    /// Adds one image lasting one frame duration. It must have the writer's size.
    public func append(_ image: Image) throws(GIFError) {
        guard !finished else { throw GIFError(file: url.path, reason: "append after finish") }
        guard image.width == width, image.height == height else {
            throw GIFError(
                file: url.path,
                reason: "frame \(appendedImages) is \(image.width)×\(image.height), "
                    + "the animation is \(width)×\(height)")
        }
        let source = normalized(image)
        let index = appendedImages
        appendedImages += 1
        guard var current = latest else {
            latest = Frame(source: source, firstImage: index, start: 0)
            lastSource = source
            return
        }
        if source == lastSource { return }
        lastSource = source
        let now = centiseconds(atImage: index)
        if now - current.start < options.minimumDelay {
            // Too short to show: the new image replaces it from the same start time.
            latest = Frame(source: source, firstImage: index, start: current.start)
            return
        }
        current.end = now
        if let settled { write(settled, successor: current.source) }
        settled = current
        latest = Frame(source: source, firstImage: index, start: now)
    }

    /// Writes the remaining frames and the file.
    @discardableResult
    public func finish() throws(GIFError) -> GIFSummary {
        guard !finished else { throw GIFError(file: url.path, reason: "finish called twice") }
        guard var last = latest else {
            throw GIFError(file: url.path, reason: "a GIF needs at least one frame; none was appended")
        }
        finished = true
        last.end = centiseconds(atImage: appendedImages)
        if var previous = settled {
            let missing = options.minimumDelay - (last.end - last.start)
            if missing > 0 && previous.end - previous.start - missing >= options.minimumDelay {
                previous.end -= missing
                last.start -= missing
            }
            write(previous, successor: last.source)
        }
        write(last, successor: nil)
        output.append(0x3B)  // trailer
        do {
            try Data(output).write(to: url, options: .atomic)
        } catch {
            throw GIFError(file: url.path, reason: "cannot write: \(error.localizedDescription)")
        }
        let summary = GIFSummary(appendedImages: appendedImages, frames: records, byteCount: output.count)
        output = []
        return summary
    }

    // MARK: - Pixels

    /// Straight RGBA with alpha 0 (then all zero) or 255.
    private func normalized(_ image: Image) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        let threshold = options.alphaThreshold
        let matte = options.matte
        image.pixels.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                var i = 0
                while i < p.count {
                    let a = p[i + 3]
                    if let matte {
                        // Premultiplied over: c = p + m · (255 − a) / 255, rounded.
                        let k = UInt32(255 - a)
                        o[i] = UInt8(
                            min(
                                255,
                                UInt32(p[i]) + (UInt32(Premultiplication.premultiply(matte.r, matte.a)) * k + 127) / 255
                            ))
                        o[i + 1] = UInt8(
                            min(
                                255,
                                UInt32(p[i + 1]) + (UInt32(Premultiplication.premultiply(matte.g, matte.a)) * k + 127)
                                    / 255))
                        o[i + 2] = UInt8(
                            min(
                                255,
                                UInt32(p[i + 2]) + (UInt32(Premultiplication.premultiply(matte.b, matte.a)) * k + 127)
                                    / 255))
                        o[i + 3] = 255
                    } else if a >= threshold && a > 0 {
                        o[i] = Premultiplication.unpremultiply(p[i], a)
                        o[i + 1] = Premultiplication.unpremultiply(p[i + 1], a)
                        o[i + 2] = Premultiplication.unpremultiply(p[i + 2], a)
                        o[i + 3] = 255
                    }
                    i += 4
                }
            }
        }
        return out
    }

    private func centiseconds(atImage index: Int) -> Int {
        let n = options.frameDurationNumerator, d = options.frameDurationDenominator
        return (200 * index * n + d) / (2 * d)
    }

    // MARK: - Frames

    private struct Box {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var isEmpty: Bool { maxX < 0 }
        mutating func add(_ x: Int, _ y: Int) {
            if x < minX { minX = x }; if x > maxX { maxX = x }
            if y < minY { minY = y }; if y > maxY { maxY = y }
        }
        mutating func add(_ other: Box) {
            guard !other.isEmpty else { return }
            add(other.minX, other.minY); add(other.maxX, other.maxY)
        }
    }

    private func write(_ frame: Frame, successor: [UInt8]?) {
        let isFirst = records.isEmpty
        var changed = Box(), clear = Box()
        frame.source.withUnsafeBytes { s in
            canvas.withUnsafeBytes { c in
                let next = successor
                for y in 0..<height {
                    for x in 0..<width {
                        let o = (y * width + x) * 4
                        let sv = s.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                        if sv != c.loadUnaligned(fromByteOffset: o, as: UInt32.self) { changed.add(x, y) }
                        if let next, s[o + 3] == 255, next[o + 3] == 0 { clear.add(x, y) }
                    }
                }
            }
        }
        var box = changed
        box.add(clear)
        let region: (x: Int, y: Int, width: Int, height: Int)
        if isFirst {
            region = (0, 0, width, height)
        } else if box.isEmpty {
            region = (0, 0, 1, 1)
        } else {
            region = (box.minX, box.minY, box.maxX - box.minX + 1, box.maxY - box.minY + 1)
        }
        let disposal = clear.isEmpty ? 1 : 2

        // Which pixels are drawn; the rest of the region keeps the canvas.
        var drawn = [Bool](repeating: false, count: region.width * region.height)
        var colors: [UInt32] = []
        colors.reserveCapacity(region.width * region.height)
        for row in 0..<region.height {
            for column in 0..<region.width {
                let o = ((region.y + row) * width + region.x + column) * 4
                if frame.source[o + 3] == 255
                    && (frame.source[o] != canvas[o] || frame.source[o + 1] != canvas[o + 1]
                        || frame.source[o + 2] != canvas[o + 2] || canvas[o + 3] != 255)
                {
                    drawn[row * region.width + column] = true
                    colors.append(
                        UInt32(frame.source[o]) << 16 | UInt32(frame.source[o + 1]) << 8 | UInt32(frame.source[o + 2]))
                } else {
                    precondition(
                        frame.source[o + 3] == 255 || canvas[o + 3] == 0,
                        "a transparent pixel over a visible one should have been cleared by disposal")
                }
            }
        }
        let needsTransparency = colors.count < drawn.count || disposal == 2
        let capacity = needsTransparency ? 255 : 256

        var exact: [UInt32] = []
        var seen: [UInt32: Int] = [:]
        for c in colors where seen[c] == nil {
            if exact.count == capacity { exact = []; break }
            seen[c] = exact.count
            exact.append(c)
        }
        let isExact = !exact.isEmpty || colors.isEmpty
        let palette = Palette(colors: isExact ? exact : MedianCut.palette(for: colors, maximumColors: capacity))
        let transparentIndex = needsTransparency ? palette.count : nil
        let spread = isExact ? 0 : palette.typicalSpacing
        let indices = mapPixels(
            frame.source, region: region, drawn: drawn, palette: palette,
            transparentIndex: transparentIndex ?? 0, exact: isExact, spread: spread)

        // Graphic control extension.
        let delay = frame.end - frame.start
        output += [0x21, 0xF9, 0x04, UInt8(disposal << 2 | (transparentIndex == nil ? 0 : 1))]
        output += le16(min(delay, 65535)) + [UInt8(transparentIndex ?? 0), 0]
        // Image descriptor and local colour table.
        let entries = palette.count + (needsTransparency ? 1 : 0)
        var sizeBits = 1
        while (1 << sizeBits) < entries { sizeBits += 1 }
        output.append(0x2C)
        output += le16(region.x) + le16(region.y) + le16(region.width) + le16(region.height)
        output.append(0x80 | UInt8(sizeBits - 1))
        for i in 0..<(1 << sizeBits) {
            let c = i < palette.count ? palette.colors[i] : 0
            output += [UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)]
        }
        let codeSize = LZW.minimumCodeSize(colorCount: 1 << sizeBits)
        output.append(UInt8(codeSize))
        output += LZW.subBlocks(LZW.encode(indices, minimumCodeSize: codeSize))

        records.append(
            GIFFrameRecord(
                firstImage: frame.firstImage, delay: delay, x: region.x, y: region.y,
                width: region.width, height: region.height, disposal: disposal,
                paletteSize: palette.count, hasTransparentIndex: needsTransparency,
                isExact: isExact, ditherSpread: spread))

        // The canvas now shows the frame; disposal to background clears its region.
        canvas = frame.source
        if disposal == 2 {
            for row in 0..<region.height {
                let o = ((region.y + row) * width + region.x) * 4
                for i in o..<(o + region.width * 4) { canvas[i] = 0 }
            }
        }
    }

    private func mapPixels(
        _ source: [UInt8], region: (x: Int, y: Int, width: Int, height: Int), drawn: [Bool],
        palette: Palette, transparentIndex: Int, exact: Bool, spread: Double
    ) -> [UInt8] {
        var indices = [UInt8](repeating: UInt8(transparentIndex), count: region.width * region.height)
        let method: GIFDithering = exact ? .none : options.dithering
        var cacheKey: UInt32 = .max, cacheValue = 0
        func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            if key != cacheKey { cacheKey = key; cacheValue = palette.nearest(r: r, g: g, b: b) }
            return cacheValue
        }
        switch method {
        case .none, .ordered:
            let offsets = GIFDithering.bayer8.map { m in
                method == .ordered ? Int(((Double(m) + 0.5) / 64 - 0.5) * spread) : 0
            }
            for row in 0..<region.height {
                let y = region.y + row
                for column in 0..<region.width where drawn[row * region.width + column] {
                    let x = region.x + column
                    let o = (y * width + x) * 4
                    let d = offsets[(y & 7) * 8 + (x & 7)]
                    indices[row * region.width + column] = UInt8(
                        nearest(
                            clamp(Int(source[o]) + d),
                            clamp(Int(source[o + 1]) + d),
                            clamp(Int(source[o + 2]) + d)))
                }
            }
        case .floydSteinberg:
            // Errors in 1/16 units; two rows of (r, g, b), with a margin of one pixel each side.
            var current = [Int](repeating: 0, count: (region.width + 2) * 3)
            var below = current
            for row in 0..<region.height {
                for column in 0..<region.width {
                    let at = row * region.width + column
                    guard drawn[at] else { continue }
                    let o = ((region.y + row) * width + region.x + column) * 4
                    let e = (column + 1) * 3
                    let want = (0..<3).map {
                        clamp(Int(source[o + $0]) + (current[e + $0] + 8 * signum(current[e + $0])) / 16)
                    }
                    let index = nearest(want[0], want[1], want[2])
                    indices[at] = UInt8(index)
                    let c = palette.colors[index]
                    let got = [Palette.red(c), Palette.green(c), Palette.blue(c)]
                    for k in 0..<3 {
                        let error = want[k] - got[k]
                        current[e + 3 + k] += error * 7
                        below[e - 3 + k] += error * 3
                        below[e + k] += error * 5
                        below[e + 3 + k] += error
                    }
                }
                current = below
                below = [Int](repeating: 0, count: current.count)
            }
        }
        return indices
    }

    @inline(__always) private func clamp(_ v: Int) -> Int { min(255, max(0, v)) }
    @inline(__always) private func signum(_ v: Int) -> Int { v > 0 ? 1 : (v < 0 ? -1 : 0) }

    private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

    private func writeHeader() {
        output += Array("GIF89a".utf8)
        // Logical screen: no global colour table, 8-bit colour resolution, background 0, square pixels.
        output += le16(width) + le16(height) + [0x70, 0, 0]
        if options.loopCount != 1 {
            output += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8)
            output += [0x03, 0x01] + le16(options.loopCount == 0 ? 0 : options.loopCount - 1) + [0x00]
        }
    }
}

/// What ``GIFWriter/finish()`` wrote.
public struct GIFSummary: Sendable, Hashable {
    /// Images passed to `append`.
    public var appendedImages: Int
    /// The frames in the file, in order.
    public var frames: [GIFFrameRecord]
    /// Size of the file in bytes.
    public var byteCount: Int
}

/// One frame of a written GIF.
public struct GIFFrameRecord: Sendable, Hashable {
    /// The appended image (from 0) that this frame shows.
    public var firstImage: Int
    /// Delay in centiseconds.
    public var delay: Int
    /// The frame's rectangle on the canvas, in pixels: the bounding box of what it redraws (the whole canvas for the
    /// first frame).
    public var x: Int, y: Int, width: Int, height: Int
    /// 1 (keep) or 2 (clear to background after display).
    public var disposal: Int
    /// Colours in the local table besides the transparent index.
    public var paletteSize: Int
    /// Whether the local colour table has a transparent index (for transparent pixels or "keep" pixels).
    public var hasTransparentIndex: Bool
    /// True when the palette holds every drawn colour exactly (nothing was quantised or dithered).
    public var isExact: Bool
    /// The ordered-dithering amplitude `s` used (0 when exact).
    public var ditherSpread: Double
}
