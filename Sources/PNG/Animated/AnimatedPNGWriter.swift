import Files
import Foundation
import Pixels

/// Writes an animated PNG (APNG) one frame at a time, keeping only the previous frame in memory.
///
/// ```swift
/// let writer = try AnimatedPNGWriter(url: url, width: 393, height: 852, options: .init(framesPerSecond: 60))
/// for frame in frames { try writer.append(frame) }
/// let summary = try writer.finish()
/// ```
///
/// **Delta frames.** The first frame is the PNG's default image (`IDAT`), so viewers without APNG support
/// show it. Every later frame stores only the bounding box of the pixels that differ from the canvas the
/// decoder will hold at that point. The previous frame's dispose operation is chosen when the next frame is
/// known: of *none* (keep), *background* (clear the previous frame's region) and *previous* (restore what
/// was under it), the one leaving the smallest changed box wins, ties in that order (*previous* only after
/// a frame blended with *source*: Pillow 13 restores the wrong canvas after an *over* frame). The frame's blend
/// operation is *source* (copy the box), or *over* with unchanged pixels made transparent when every changed
/// pixel is opaque (so the result is exact in every decoder) and at least an eighth of the box is unchanged;
/// when both are possible the one that compresses smaller is kept, ties going to *source*. Decoding every frame
/// therefore reproduces every appended image exactly, pixel for pixel.
///
/// **Timing.** Each appended image lasts one frame duration (`Options`), or a whole number of them
/// (``append(_:duration:)``). Identical consecutive images are merged into one frame whose delay is the sum
/// (unless ``Options/mergesIdenticalImages`` is false), as an exact fraction `delay_num / delay_den`; a delay
/// too long for the 16-bit fields is split into a frame and transparent "hold" frames.
///
/// **Memory.** The writer holds the previous image deflated (``DeflatedRows``: zlib level 1, read back a row
/// at a time), the compressed data of the frame not yet written and, when that frame may be disposed of to
/// *previous*, the canvas under it, deflated too. Everything else is made a row at a time: the appended image is
/// read (and unpremultiplied) row by row, the candidate canvases are compared in one pass, and each frame is
/// filtered and compressed row by row, so the writer holds no frame-sized buffer, only compressed data: after
/// ``append(_:duration:)`` returns, the caller's image is no longer referenced. Never the whole sequence.
///
/// **Files.** Bytes go to a temporary file beside the destination; ``finish()`` patches the frame count
/// into `acTL` and renames the file into place, so an interrupted run never leaves a partial file. The
/// output is deterministic: pixels as straight RGBA8 (colour type 6), per-row filtering and zlib as the
/// options' ``PNGCompression`` says, no timestamps; text only as ``Options/text`` says (uncompressed `iTXt`
/// chunks after `acTL`, sorted by keyword).
public final class AnimatedPNGWriter {
    /// Frame timing, looping and compression.
    public struct Options: Sendable, Hashable {
        /// The duration of one appended image, in seconds, as `numerator / denominator`.
        public var frameDurationNumerator: Int
        /// The denominator of the frame duration (see ``frameDurationNumerator``); positive.
        public var frameDurationDenominator: Int
        /// How many times the animation plays; 0 means forever.
        public var loopCount: Int
        /// zlib level and strategy, and the row filters to choose from (per row, by the smallest sum of
        /// absolute differences). ``PNGCompression/small`` by default: animations are usually kept.
        public var compression: PNGCompression
        /// True to write 8-bit RGB (colour type 2) instead of RGBA: a quarter less raw data, for animations
        /// whose every frame is opaque (a full-screen transition). Appending a frame with any alpha below 255
        /// is then an error. Without alpha, *over* blending cannot mark pixels "unchanged", so every frame
        /// is blended with *source*.
        public var isOpaque: Bool
        /// False to write every appended image as a frame of its own, even when it repeats the previous one
        /// (so frame k of the file is image k, as fixtures need); true (the default) merges them.
        public var mergesIdenticalImages = true
        /// Text stored in the file, keyword → UTF-8 text, as uncompressed `iTXt` chunks before the first
        /// frame (``AnimatedPNGReader/text`` reads them back). Keywords are 1–79 printable Latin-1 characters
        /// without leading, trailing or double spaces.
        public var text: [String: String] = [:]

        /// `framesPerSecond` images a second (each lasts `1 / framesPerSecond` s).
        public init(
            framesPerSecond: Int = 60, loopCount: Int = 0, compression: PNGCompression = .small,
            isOpaque: Bool = false
        ) {
            self.init(
                frameDurationNumerator: 1, frameDurationDenominator: framesPerSecond,
                loopCount: loopCount, compression: compression, isOpaque: isOpaque)
        }

        /// Each image lasts `numerator / denominator` seconds (e.g. 1001 / 30000 for 29.97 fps).
        public init(
            frameDurationNumerator: Int, frameDurationDenominator: Int, loopCount: Int = 0,
            compression: PNGCompression = .small, isOpaque: Bool = false
        ) {
            self.frameDurationNumerator = frameDurationNumerator
            self.frameDurationDenominator = frameDurationDenominator
            self.loopCount = loopCount
            self.compression = compression
            self.isOpaque = isOpaque
        }
    }

    /// Where ``finish()`` writes the file.
    public let url: URL
    /// The canvas width in pixels; every appended image has it.
    public let width: Int
    /// The canvas height in pixels; every appended image has it.
    public let height: Int
    /// The options the writer was made with.
    public let options: Options

    private var file: AtomicFileStream?
    private let frameDuration: (numerator: Int, denominator: Int)
    private var sequenceNumber: UInt32 = 0
    private var writtenFrames = 0
    private var appendedImages = 0
    /// The last appended image, straight RGBA, deflated; nil before the first.
    private var previous: DeflatedRows?
    /// The last distinct image, encoded but not written yet: its delay and dispose are still open.
    private var pending: PendingFrame?

    private struct PendingFrame {
        var region: FrameRegion
        var blend: AnimatedPNGFrameControl.Blend
        var compressed: [UInt8]
        var imageCount: Int
        var isFirst: Bool
        /// The canvas inside `region` before this frame is drawn (what dispose-to-previous restores), kept
        /// deflated; nil when the frame cannot be disposed of that way (the first frame, or one blended with
        /// *over*).
        var canvasBefore: DeflatedRows? = nil
    }

    /// Starts a file. Nothing is visible at `url` until ``finish()`` succeeds.
    public init(url: URL, width: Int, height: Int, options: Options = Options()) throws(PNGError) {
        let path = url.path
        guard width >= 1, height >= 1, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(
                kind: .cannotEncode, file: path, reason: "image size \(width)×\(height) is not a valid PNG size")
        }
        guard (0...Int(UInt32.max)).contains(options.loopCount) else {
            throw PNGError(
                kind: .cannotEncode, file: path, reason: "loop count \(options.loopCount) is outside 0…\(UInt32.max)")
        }
        let n = options.frameDurationNumerator, d = options.frameDurationDenominator
        guard n > 0, d > 0 else {
            throw PNGError(kind: .cannotEncode, file: path, reason: "frame duration \(n)/\(d) s must be positive")
        }
        let g = Self.gcd(n, d)
        guard n / g <= Int(UInt16.max), d / g <= Int(UInt16.max) else {
            throw PNGError(
                kind: .cannotEncode, file: path,
                reason: "frame duration \(n)/\(d) s does not fit APNG's 16-bit delay fields")
        }
        self.url = url
        self.width = width
        self.height = height
        self.options = options
        self.frameDuration = (n / g, d / g)
        let file = try AtomicFileStream.png(at: url)
        self.file = file
        try file.writeBytes(PNGChunk.signature)
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width)); ihdr.appendBigEndian(UInt32(height))
        // 8-bit RGB or RGBA, deflate, adaptive filtering, no interlace.
        ihdr.append(contentsOf: [8, options.isOpaque ? 2 : 6, 0, 0, 0])
        try file.writeChunk(type: "IHDR", data: ihdr)
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(0))  // frame count, patched by finish()
        actl.appendBigEndian(UInt32(options.loopCount))
        try file.writeChunk(type: "acTL", data: actl)
        for (keyword, text) in options.text.sorted(by: { $0.key < $1.key }) {
            guard Self.isValidKeyword(keyword) else {
                throw PNGError(
                    kind: .cannotEncode, file: path,
                    reason: "text keyword \"\(keyword)\" is not 1–79 printable "
                        + "Latin-1 characters without leading, trailing or double spaces")
            }
            // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL.
            let data = Array(keyword.unicodeScalars.map { UInt8($0.value) }) + [0, 0, 0, 0, 0] + Array(text.utf8)
            try file.writeChunk(type: "iTXt", data: data)
        }
    }

    static func isValidKeyword(_ keyword: String) -> Bool {
        let scalars = Array(keyword.unicodeScalars)
        guard (1...79).contains(scalars.count), scalars.first != " ", scalars.last != " ",
            !keyword.contains("  ")
        else { return false }
        return scalars.allSatisfy { (32...126).contains($0.value) || (161...255).contains($0.value) }
    }

    /// Adds one image lasting `duration` frame durations (1 by default). It must have the writer's size.
    public func append(_ image: Image, duration: Int = 1) throws(PNGError) {
        guard let file else { throw PNGError(kind: .cannotEncode, file: url.path, reason: "append after finish") }
        guard image.width == width, image.height == height else {
            throw PNGError(
                kind: .cannotEncode, file: url.path,
                reason: "frame \(appendedImages) is \(image.width)×\(image.height), "
                    + "the animation is \(width)×\(height)")
        }
        if options.isOpaque && !image.isOpaque {
            throw PNGError(
                kind: .cannotEncode, file: url.path,
                reason: "frame \(appendedImages) has pixels that are not "
                    + "opaque, but the animation is written as opaque RGB (Options.isOpaque)")
        }
        guard duration >= 1 else {
            throw PNGError(
                kind: .cannotEncode, file: url.path,
                reason: "frame \(appendedImages) lasts \(duration) frame "
                    + "durations; it must last at least one")
        }
        let target = StraightRows(image: image, isOpaque: image.isOpaque)
        appendedImages += 1
        guard var last = pending, let previous else {
            let region = FrameRegion.full(width: width, height: height)
            pending = PendingFrame(
                region: region, blend: .source, compressed: try compress(region, rows: target.copyRow),
                imageCount: duration, isFirst: true, canvasBefore: nil)
            self.previous = try deflated(target)
            return
        }
        if options.mergesIdenticalImages && FrameBuffer.equal(previous, target, height: height) {
            last.imageCount += duration
            pending = last
            return
        }

        // Choose how the pending frame is disposed of: the canvas that leaves the smallest change wins. The
        // canvases differ from the previous image only in the pending frame's region (cleared, or restored to
        // what was under it), so each is the previous image with that region replaced, read a row at a time
        // (all three in one pass): no canvas is made whole.
        var canvases = [PatchedFrame(base: previous)]
        canvases.append(PatchedFrame(base: previous, patch: last.region))
        if !last.isFirst && last.blend == .source && delayParts(imageCount: last.imageCount).count == 1,
            let canvasBefore = last.canvasBefore
        {
            canvases.append(
                PatchedFrame(base: previous, patch: last.region, pixels: canvasBefore))
        }
        let disposes: [AnimatedPNGFrameControl.Dispose] = [.none, .background, .previous]
        var best: (choice: Int, region: FrameRegion?)?
        for (k, region) in FrameBuffer.changedRegions(canvases, target, height: height).enumerated() {
            if let current = best, (current.region?.area ?? 0) <= (region?.area ?? 0) { continue }
            best = (k, region)
        }
        let canvas = canvases[best!.choice]
        try write(last, dispose: disposes[best!.choice], to: file)
        // Written: its data, and the canvas it saved (unless the chosen canvas restores it), are freed now, before
        // the next frame's are made.
        pending = nil
        last.compressed = []
        last.canvasBefore = nil
        canvases = []

        // Encode the new frame against that canvas, a row at a time.
        let region = best!.region ?? FrameRegion(x: 0, y: 0, width: 1, height: 1)
        var blend = AnimatedPNGFrameControl.Blend.source
        var compressed = try compress(region, rows: target.copyRow)
        // Over with "unchanged" pixels made transparent: tried when alpha exists, it is exact, and at least an
        // eighth of the region is unchanged (otherwise it cannot beat source, and compressing twice is slow).
        if !options.isOpaque,
            let unchanged = FrameBuffer.unchangedPixels(target: target, canvas: canvas, region: region),
            unchanged * 8 >= region.area
        {
            var canvasRow = [UInt8](repeating: 0, count: region.width * 4)
            let overCompressed = try compress(region) { row, out in
                canvasRow.withUnsafeMutableBytes { scratch in
                    FrameBuffer.overRow(
                        row, target: target, canvas: canvas, region: region, canvasRow: scratch.baseAddress!,
                        into: out.baseAddress!)
                }
            }
            if overCompressed.count < compressed.count {
                blend = .over
                compressed = overCompressed
            }
        }
        // What dispose-to-previous would restore: kept only when this frame could be disposed of that way.
        pending = PendingFrame(
            region: region, blend: blend, compressed: compressed, imageCount: duration, isFirst: false,
            canvasBefore: blend == .source ? try canvas.deflated(region, path: url.path) : nil)
        self.previous = try deflated(target)
    }

    /// The whole of `image`, deflated.
    private func deflated(_ image: StraightRows) throws(PNGError) -> DeflatedRows {
        try DeflatedRows(width: width, height: height, path: url.path) { y, destination in
            image.copyRow(y, count: width, to: destination)
        }
    }

    /// Writes the last frame, the frame count and the end of the file, then moves the file into place.
    @discardableResult
    public func finish() throws(PNGError) -> AnimatedPNGSummary {
        guard let file else { throw PNGError(kind: .cannotEncode, file: url.path, reason: "finish called twice") }
        guard let last = pending else {
            throw PNGError(
                kind: .cannotEncode, file: url.path,
                reason: "an animated PNG needs at least one frame; none was appended")
        }
        try write(last, dispose: .none, to: file)
        try file.writeChunk(type: "IEND", data: [])
        var count: [UInt8] = []
        count.appendBigEndian(UInt32(writtenFrames))
        let actlData =
            count
            + {
                var b: [UInt8] = []; b.appendBigEndian(UInt32(options.loopCount)); return b
            }()
        // acTL follows the signature (8 bytes) and IHDR (25 bytes); its data starts after length and type.
        try file.patchBytes(PNGChunk.bytes(type: "acTL", data: actlData), at: 33)
        let size = file.offset
        try file.commitFile()
        self.file = nil
        pending = nil
        previous = nil
        return AnimatedPNGSummary(appendedImages: appendedImages, writtenFrames: writtenFrames, byteCount: size)
    }

    // MARK: - Writing frames

    private func write(
        _ frame: PendingFrame, dispose: AnimatedPNGFrameControl.Dispose,
        to file: AtomicFileStream
    ) throws(PNGError) {
        let parts = delayParts(imageCount: frame.imageCount)
        for (index, delay) in parts.enumerated() {
            let isLast = index == parts.count - 1
            let control = AnimatedPNGFrameControl(
                sequenceNumber: nextSequenceNumber(),
                width: frame.region.width, height: frame.region.height, x: frame.region.x, y: frame.region.y,
                delayNumerator: delay.numerator, delayDenominator: delay.denominator,
                dispose: isLast ? dispose : .none,
                blend: index == 0 ? frame.blend : (options.isOpaque ? .source : .over))
            try file.writeChunk(type: "fcTL", data: control.bytes)
            let data: [UInt8]
            if index == 0 {
                data = frame.compressed
            } else if options.isOpaque {
                // A hold frame: the region's current pixels again (written with source: see `blend` above).
                guard let previous else { preconditionFailure("a hold frame before the first image") }
                data = try compress(frame.region, rows: previous.copyRow)
            } else {
                // A hold frame: fully transparent, drawn over, so the canvas does not change.
                data = try compress(frame.region) { _, row in
                    _ = row.initializeMemory(as: UInt8.self, repeating: 0)
                }
            }
            try writeImageData(data, asDefaultImage: frame.isFirst && index == 0, to: file)
            writtenFrames += 1
        }
    }

    private static let maximumChunkData = 1 << 18

    private func writeImageData(_ data: [UInt8], asDefaultImage: Bool, to file: AtomicFileStream) throws(PNGError) {
        var start = 0
        repeat {
            let end = min(data.count, start + Self.maximumChunkData)
            if asDefaultImage {
                try file.writeChunk(type: "IDAT", data: Array(data[start..<end]))
            } else {
                var chunk: [UInt8] = []
                chunk.reserveCapacity(4 + end - start)
                chunk.appendBigEndian(nextSequenceNumber())
                chunk.append(contentsOf: data[start..<end])
                try file.writeChunk(type: "fdAT", data: chunk)
            }
            start = end
        } while start < data.count
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    /// `region` of a straight RGBA8 frame of the writer's size compressed; `rows(y, x, count, destination)`
    /// copies `count` pixels of the frame's row `y` from column `x` on.
    private func compress(
        _ region: FrameRegion, rows: (Int, Int, Int, UnsafeMutableRawPointer) -> Void
    ) throws(PNGError) -> [UInt8] {
        try compress(region) { row, out in
            rows(region.y + row, region.x, region.width, out.baseAddress!)
        }
    }

    /// The image data of a frame covering `region`, whose straight RGBA8 rows `row(y, into)` writes (y from 0,
    /// top to bottom): filtered and compressed a row at a time, so that only the compressed data is frame-sized.
    private func compress(
        _ region: FrameRegion, row: (Int, UnsafeMutableRawBufferPointer) -> Void
    ) throws(PNGError) -> [UInt8] {
        let stream = try Deflate.Stream(
            level: Int32(options.compression.level), strategy: options.compression.strategy.rawValue,
            memoryLevel: Int32(options.compression.memoryLevel), path: url.path)
        let bytesPerPixel = options.isOpaque ? 3 : 4
        var filter = RowFilter(
            width: region.width, bytesPerPixel: bytesPerPixel, allowed: options.compression.filters)
        var rgba = [UInt8](repeating: 0, count: region.width * 4)
        for y in 0..<region.height {
            rgba.withUnsafeMutableBytes { out in
                row(y, out)
                if options.isOpaque {
                    // Drop the alpha bytes (all 255), in place: pixel i moves from 4·i to 3·i.
                    for i in 0..<region.width {
                        out[i * 3] = out[i * 4]
                        out[i * 3 + 1] = out[i * 4 + 1]
                        out[i * 3 + 2] = out[i * 4 + 2]
                    }
                }
                filter.filter(
                    UnsafeBufferPointer(
                        start: out.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filter.stride))
            }
            try stream.write(filter.filtered)
        }
        return try stream.finish()
    }

    // MARK: - Delays

    /// The delay of `imageCount` frame durations as exact 16-bit fractions: one part when it fits,
    /// otherwise several whose sum is exact.
    func delayParts(imageCount: Int) -> [(numerator: UInt16, denominator: UInt16)] {
        var parts: [(numerator: UInt16, denominator: UInt16)] = []
        var remaining = imageCount
        while remaining > 0 {
            // Most images whose total delay fits: m · n / gcd(m · n, d) ≤ 65535.
            var m = min(remaining, Int(UInt16.max) / frameDuration.numerator * frameDuration.denominator)
            while m > 1
                && (m * frameDuration.numerator) / Self.gcd(m * frameDuration.numerator, frameDuration.denominator)
                    > Int(UInt16.max)
            {
                m -= 1
            }
            let g = Self.gcd(m * frameDuration.numerator, frameDuration.denominator)
            parts.append((UInt16(m * frameDuration.numerator / g), UInt16(frameDuration.denominator / g)))
            remaining -= m
        }
        return parts
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

/// What ``AnimatedPNGWriter/finish()`` wrote.
public struct AnimatedPNGSummary: Sendable, Hashable {
    /// Images passed to `append`.
    public var appendedImages: Int
    /// `fcTL` frames in the file (identical consecutive images merge into one unless
    /// ``AnimatedPNGWriter/Options/mergesIdenticalImages`` is false; a long delay adds hold frames).
    public var writtenFrames: Int
    /// Size of the file in bytes.
    public var byteCount: Int
}
