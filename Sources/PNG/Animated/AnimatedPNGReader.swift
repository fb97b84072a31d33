import Files
import Foundation
import Pixels

/// Reads an animated PNG (APNG) frame by frame, compositing each frame onto the canvas as a viewer would,
/// so every frame comes out as the full image a viewer shows at that moment.
///
/// ```swift
/// let reader = try AnimatedPNGReader(contentsOf: url)
/// while let frame = try reader.nextFrame() { … frame.image … }
/// ```
///
/// **Limits** (the same philosophy as ``PNGDecoder``): the canvas must fit the pixel budget, checked from
/// IHDR before any pixel memory exists; the frame count from `acTL` must not pass ``Limits/maximumFrames``;
/// a frame's compressed data may not be larger than its raw pixels could need. The reader holds the canvas,
/// the region saved for dispose-to-previous, and one frame's data — never the whole animation; unknown
/// ancillary chunks are skipped without being read. Anything malformed — bad signature, a CRC mismatch, a
/// sequence number out of order, a frame outside the canvas, a frame count that disagrees with `acTL`, a
/// truncated file — is an error naming the file and the reason, never a partial frame.
///
/// **Decoding** of each frame's pixels goes through ``PNGDecoder`` (libpng): the frame's data is presented
/// to it as a PNG of the frame's size with the file's IHDR fields, PLTE and tRNS, so every colour type, bit
/// depth and interlacing the decoder accepts works in animations too. Compositing follows the APNG
/// specification on straight 8-bit RGBA: *over* with a partly transparent source pixel rounds to nearest
/// (`c = (cs·as·255 + cd·ad·(255−as)) / (as·255 + ad·(255−as))`, `a = round((as·255 + ad·(255−as)) /
/// 255)`); fully opaque and fully transparent sources are exact, as in every decoder.
public final class AnimatedPNGReader {
    /// What the reader accepts.
    public struct Limits: Sendable, Hashable {
        /// The most pixels the canvas (width · height) may have.
        public var pixelBudget: Int
        /// The most frames `acTL` may declare.
        public var maximumFrames: Int
        /// The largest text chunk read into ``AnimatedPNGReader/text``; larger ones are an error.
        public var maximumTextBytes: Int

        /// Limits with the given values; by default the decoder's pixel budget, 100 000 frames and 16 MiB of text per
        /// chunk.
        public init(
            pixelBudget: Int = PNGDecoder.defaultPixelBudget, maximumFrames: Int = 100_000,
            maximumTextBytes: Int = 16 << 20
        ) {
            self.pixelBudget = pixelBudget
            self.maximumFrames = maximumFrames
            self.maximumTextBytes = maximumTextBytes
        }
    }

    /// The path of the file being read.
    public let path: String
    /// The canvas width in pixels (from `IHDR`).
    public let width: Int
    /// The canvas height in pixels (from `IHDR`).
    public let height: Int
    /// The frame count `acTL` declares.
    public let frameCount: Int
    /// How many times the animation plays; 0 means forever.
    public let loopCount: Int
    /// True when the default image (IDAT) is the first frame; false when it is a separate still that
    /// animated viewers do not show (it is skipped).
    public private(set) var defaultImageIsFirstFrame = false
    /// The text chunks (`tEXt`, and `iTXt` whose text is not compressed) before the first frame, keyword →
    /// text; each at most ``Limits/maximumTextBytes``. Text after the first frame is skipped unread.
    public let text: [String: String]

    private let limits: Limits
    private let file: ChunkFile
    private let header: [UInt8]  // IHDR data
    private var palette: [UInt8]?  // PLTE data
    private var transparency: [UInt8]?  // tRNS data
    private var canvas: [UInt8]
    private var nextSequenceNumber: UInt32 = 0
    private var framesRead = 0
    private var pendingControl: AnimatedPNGFrameControl?
    private var reachedEnd = false
    /// The previous frame's region and dispose, applied before the next frame is drawn.
    private var pendingDispose: (region: FrameRegion, dispose: AnimatedPNGFrameControl.Dispose, saved: [UInt8]?)?

    /// Opens the file (a regular file; with `links` ``RegularFile/LinkPolicy/refuse`` not a symbolic link)
    /// and reads up to its first frame's control chunk.
    public init(
        contentsOf url: URL, limits: Limits = Limits(),
        links: RegularFile.LinkPolicy = .follow
    ) throws(PNGError) {
        let path = url.path
        let file = try ChunkFile(path: path, links: links)
        guard try file.readSignature() == PNGChunk.signature else {
            throw PNGError(kind: .corrupt, file: path, reason: "not a PNG file (bad signature)")
        }
        let first = try file.nextChunk()
        guard first.type == "IHDR", first.length == 13 else {
            throw PNGError(kind: .corrupt, file: path, reason: "the first chunk is \(first.type), not a 13-byte IHDR")
        }
        let header = try file.readData(first)
        let w = Int(header.bigEndianUInt32(at: 0)), h = Int(header.bigEndianUInt32(at: 4))
        guard w > 0, h > 0, w <= Int(Int32.max), h <= Int(Int32.max) else {
            throw PNGError(kind: .corrupt, file: path, reason: "IHDR: invalid size \(w)×\(h)")
        }
        let pixels = w.multipliedReportingOverflow(by: h)
        guard !pixels.overflow, pixels.partialValue <= limits.pixelBudget else {
            throw PNGError(
                kind: .tooLarge, file: path,
                reason: "\(w)×\(h) is over the budget of \(limits.pixelBudget) pixels")
        }

        // Chunks before the first frame: acTL, PLTE, tRNS, then the first fcTL or the (still) default image.
        var actl: [UInt8]?, palette: [UInt8]?, transparency: [UInt8]?, control: AnimatedPNGFrameControl?
        var text: [String: String] = [:]
        scan: while true {
            let chunk = try file.nextChunk()
            switch chunk.type {
            case "tEXt", "iTXt":
                guard chunk.length <= limits.maximumTextBytes else {
                    throw PNGError(
                        kind: .tooLarge, file: path,
                        reason: "\(chunk.type) chunk of \(chunk.length) bytes, over "
                            + "the limit of \(limits.maximumTextBytes)")
                }
                if let (keyword, value) = try Self.parseText(file.readData(chunk), type: chunk.type, path: path) {
                    text[keyword] = value
                }
            case "acTL":
                guard actl == nil, chunk.length == 8 else {
                    throw PNGError(
                        kind: .corrupt, file: path, reason: "acTL: repeated, or length \(chunk.length) instead of 8")
                }
                actl = try file.readData(chunk)
            case "PLTE":
                guard chunk.length <= 768, chunk.length % 3 == 0, chunk.length > 0 else {
                    throw PNGError(kind: .corrupt, file: path, reason: "PLTE: invalid length \(chunk.length)")
                }
                palette = try file.readData(chunk)
            case "tRNS":
                guard chunk.length <= 256 else {
                    throw PNGError(kind: .corrupt, file: path, reason: "tRNS: invalid length \(chunk.length)")
                }
                transparency = try file.readData(chunk)
            case "fcTL":
                control = try Self.parseControl(
                    file.readData(chunk), expectedSequence: 0, frame: 0,
                    width: w, height: h, path: path)
                break scan
            case "IDAT":
                file.unread(chunk)
                break scan
            case "IEND":
                throw PNGError(kind: .corrupt, file: path, reason: "IEND before any image data")
            case "fdAT":
                throw PNGError(kind: .corrupt, file: path, reason: "fdAT before the first IDAT")
            default:
                try Self.checkAncillary(chunk, path: path)
                file.skip(chunk)
            }
        }
        guard let actl else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "no acTL chunk before the image data: a still PNG, not an animated one")
        }
        let frames = Int(actl.bigEndianUInt32(at: 0))
        guard frames >= 1 else { throw PNGError(kind: .corrupt, file: path, reason: "acTL declares 0 frames") }
        guard frames <= limits.maximumFrames else {
            throw PNGError(
                kind: .tooLarge, file: path,
                reason: "acTL declares \(frames) frames, over the limit of \(limits.maximumFrames)")
        }
        if let control {
            guard control.x == 0, control.y == 0, control.width == w, control.height == h else {
                throw PNGError(
                    kind: .corrupt, file: path,
                    reason: "the fcTL before IDAT describes a \(control.width)×"
                        + "\(control.height) region at (\(control.x), \(control.y)), not the whole \(w)×\(h) image")
            }
        }
        self.path = path
        self.limits = limits
        self.file = file
        self.header = header
        self.palette = palette
        self.transparency = transparency
        self.text = text
        width = w
        height = h
        frameCount = frames
        loopCount = Int(actl.bigEndianUInt32(at: 4))
        defaultImageIsFirstFrame = control != nil
        pendingControl = control
        nextSequenceNumber = control == nil ? 0 : 1
        canvas = [UInt8](repeating: 0, count: w * h * 4)
    }

    /// The next frame, composited; nil after the last one (when the file has been read to its IEND).
    public func nextFrame() throws(PNGError) -> AnimatedPNGFrame? {
        if reachedEnd { return nil }
        if framesRead == frameCount {
            try readToEnd()
            return nil
        }
        // Find this frame's fcTL (skipping a default image that is not part of the animation).
        while pendingControl == nil {
            let chunk = try file.nextChunk()
            switch chunk.type {
            case "fcTL":
                pendingControl = try Self.parseControl(
                    file.readData(chunk), expectedSequence: nextSequenceNumber,
                    frame: framesRead, width: width, height: height, path: path)
                nextSequenceNumber += 1
            case "IDAT":
                // The default image, when it is not part of the animation, is skipped unread.
                guard !defaultImageIsFirstFrame, framesRead == 0 else {
                    throw PNGError(kind: .corrupt, file: path, reason: "IDAT after the animation's frames began")
                }
                file.skip(chunk)
            case "IEND":
                throw PNGError(
                    kind: .corrupt, file: path,
                    reason: "acTL declares \(frameCount) frames but the file has \(framesRead)")
            case "fdAT":
                throw PNGError(kind: .corrupt, file: path, reason: "fdAT without a preceding fcTL")
            default:
                try Self.checkAncillary(chunk, path: path)
                file.skip(chunk)
            }
        }
        let control = pendingControl!
        pendingControl = nil
        let isDefaultImage = framesRead == 0 && defaultImageIsFirstFrame
        let region = FrameRegion(x: control.x, y: control.y, width: control.width, height: control.height)
        let compressed = try readFrameData(region: region, isDefaultImage: isDefaultImage)
        let pixels = try decodePixels(compressed, region: region)

        // Dispose of the previous frame, then draw this one.
        if let previous = pendingDispose {
            switch previous.dispose {
            case .none: break
            case .background: FrameBuffer.replace(&canvas, width: width, region: previous.region, with: nil)
            case .previous: FrameBuffer.replace(&canvas, width: width, region: previous.region, with: previous.saved)
            }
        }
        var dispose = control.dispose
        if framesRead == 0 && dispose == .previous { dispose = .background }  // as the specification says
        let saved = dispose == .previous ? FrameBuffer.extract(canvas, width: width, region: region) : nil
        switch control.blend {
        case .source: FrameBuffer.replace(&canvas, width: width, region: region, with: pixels)
        case .over: Self.composite(pixels, over: &canvas, width: width, region: region)
        }
        pendingDispose = (region, dispose, saved)
        let index = framesRead
        framesRead += 1
        return AnimatedPNGFrame(
            index: index, image: Image(width: width, height: height, unpremultipliedRGBA: canvas),
            control: control)
    }

    /// Every frame of the file at `url`. Holds them all, so the total must fit `totalPixelBudget`
    /// (frames · width · height; 512 megapixels by default, 2 GiB of pixels).
    public static func frames(
        contentsOf url: URL, limits: Limits = Limits(),
        totalPixelBudget: Int = 512_000_000
    ) throws(PNGError) -> [AnimatedPNGFrame] {
        let reader = try AnimatedPNGReader(contentsOf: url, limits: limits)
        let total = reader.frameCount.multipliedReportingOverflow(by: reader.width * reader.height)
        guard !total.overflow, total.partialValue <= totalPixelBudget else {
            throw PNGError(
                kind: .tooLarge, file: reader.path,
                reason: "\(reader.frameCount) frames of \(reader.width)×"
                    + "\(reader.height) pass the budget of \(totalPixelBudget) pixels for a whole animation")
        }
        var frames: [AnimatedPNGFrame] = []
        frames.reserveCapacity(reader.frameCount)
        while let frame = try reader.nextFrame() { frames.append(frame) }
        return frames
    }

    // MARK: - Chunks

    private static func parseControl(
        _ d: [UInt8], expectedSequence: UInt32, frame: Int, width: Int, height: Int,
        path: String
    ) throws(PNGError) -> AnimatedPNGFrameControl {
        guard d.count == 26 else {
            throw PNGError(
                kind: .corrupt, file: path, reason: "fcTL of frame \(frame): length \(d.count) instead of 26")
        }
        let sequence = d.bigEndianUInt32(at: 0)
        guard sequence == expectedSequence else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "fcTL of frame \(frame) has sequence number \(sequence), expected \(expectedSequence)")
        }
        let w = Int(d.bigEndianUInt32(at: 4)), h = Int(d.bigEndianUInt32(at: 8))
        let x = Int(d.bigEndianUInt32(at: 12)), y = Int(d.bigEndianUInt32(at: 16))
        guard w > 0, h > 0, x + w <= width, y + h <= height else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "fcTL of frame \(frame): region \(w)×\(h) at (\(x), \(y)) "
                    + "is empty or leaves the \(width)×\(height) canvas")
        }
        guard let dispose = AnimatedPNGFrameControl.Dispose(rawValue: d[24]),
            let blend = AnimatedPNGFrameControl.Blend(rawValue: d[25])
        else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "fcTL of frame \(frame): invalid dispose_op \(d[24]) or blend_op \(d[25])")
        }
        return AnimatedPNGFrameControl(
            sequenceNumber: sequence, width: w, height: h, x: x, y: y,
            delayNumerator: UInt16(d[20]) << 8 | UInt16(d[21]),
            delayDenominator: UInt16(d[22]) << 8 | UInt16(d[23]),
            dispose: dispose, blend: blend)
    }

    private func checkSequence(_ sequence: UInt32, chunk: String) throws(PNGError) {
        guard sequence == nextSequenceNumber else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "\(chunk) has sequence number \(sequence), expected \(nextSequenceNumber)")
        }
        nextSequenceNumber += 1
    }

    /// Concatenates a frame's IDAT or fdAT payloads (sequence numbers removed).
    private func readFrameData(region: FrameRegion, isDefaultImage: Bool) throws(PNGError) -> [UInt8] {
        // zlib never expands data by more than a few bytes per 16 KiB block; allow a generous margin.
        let bitsPerPixel = Self.bitsPerPixel(colorType: header[9], bitDepth: header[8])
        let rawBytes = region.height * (1 + (region.width * bitsPerPixel + 7) / 8) * (header[12] == 0 ? 1 : 2)
        let cap = rawBytes + rawBytes / 8 + (1 << 16)
        let expected = isDefaultImage ? "IDAT" : "fdAT"
        var data: [UInt8] = []
        while true {
            let chunk = try file.nextChunk()
            if chunk.type == expected {
                guard data.count + chunk.length <= cap else {
                    throw PNGError(
                        kind: .corrupt, file: path,
                        reason: "frame \(framesRead): more than \(cap) bytes of "
                            + "compressed data for a \(region.width)×\(region.height) region")
                }
                let payload = try file.readData(chunk)
                if isDefaultImage {
                    data.append(contentsOf: payload)
                } else {
                    guard payload.count >= 4 else {
                        throw PNGError(kind: .corrupt, file: path, reason: "fdAT shorter than its sequence number")
                    }
                    try checkSequence(payload.bigEndianUInt32(at: 0), chunk: "fdAT")
                    data.append(contentsOf: payload[4...])
                }
                continue
            }
            if data.isEmpty {
                throw PNGError(
                    kind: .corrupt, file: path,
                    reason: "frame \(framesRead) has no \(expected) data (found \(chunk.type))")
            }
            if chunk.type == "IDAT" || chunk.type == "fdAT" {
                throw PNGError(
                    kind: .corrupt, file: path, reason: "frame \(framesRead): \(chunk.type) among \(expected) chunks")
            }
            file.unread(chunk)
            return data
        }
    }

    /// Decodes one frame's data as a PNG of the frame's size, through ``PNGDecoder``.
    private func decodePixels(_ compressed: [UInt8], region: FrameRegion) throws(PNGError) -> [UInt8] {
        var ihdr = header
        ihdr.replaceSubrange(
            0..<8,
            with: {
                var b: [UInt8] = []; b.appendBigEndian(UInt32(region.width))
                b.appendBigEndian(UInt32(region.height)); return b
            }())
        var png = PNGChunk.signature
        png += PNGChunk.bytes(type: "IHDR", data: ihdr)
        if let palette { png += PNGChunk.bytes(type: "PLTE", data: palette) }
        if let transparency { png += PNGChunk.bytes(type: "tRNS", data: transparency) }
        png += PNGChunk.bytes(type: "IDAT", data: compressed)
        png += PNGChunk.bytes(type: "IEND", data: [])
        let decoder = PNGDecoder(pixelBudget: limits.pixelBudget)
        do {
            return try decoder.decode(png, name: "\(path) frame \(framesRead)").rgba
        } catch {
            throw PNGError(kind: error.kind, file: path, reason: "frame \(framesRead): \(error.reason)")
        }
    }

    private func readToEnd() throws(PNGError) {
        while true {
            let chunk = try file.nextChunk()
            switch chunk.type {
            case "IEND":
                reachedEnd = true
                return
            case "fcTL":
                throw PNGError(
                    kind: .corrupt, file: path, reason: "more fcTL chunks than the \(frameCount) frames acTL declares")
            case "fdAT", "IDAT":
                throw PNGError(kind: .corrupt, file: path, reason: "\(chunk.type) after the last frame")
            default:
                try Self.checkAncillary(chunk, path: path)
                file.skip(chunk)
            }
        }
    }

    /// A `tEXt` (Latin-1) or uncompressed `iTXt` (UTF-8) chunk as keyword and text; nil for a compressed `iTXt`.
    private static func parseText(_ data: [UInt8], type: String, path: String) throws(PNGError) -> (String, String)? {
        guard let end = data.firstIndex(of: 0), (1...79).contains(end) else {
            throw PNGError(kind: .corrupt, file: path, reason: "\(type): no keyword of 1–79 bytes ended by NUL")
        }
        let keyword = String(String.UnicodeScalarView(data[..<end].map { Unicode.Scalar($0) }))
        if type == "tEXt" {
            return (keyword, String(String.UnicodeScalarView(data[(end + 1)...].map { Unicode.Scalar($0) })))
        }
        // iTXt: compression flag, method, language tag NUL, translated keyword NUL, text.
        guard data.count >= end + 3 else {
            throw PNGError(kind: .corrupt, file: path, reason: "iTXt \"\(keyword)\": shorter than its header")
        }
        if data[end + 1] != 0 { return nil }
        var position = end + 3
        for field in ["language tag", "translated keyword"] {
            guard let nul = data[position...].firstIndex(of: 0) else {
                throw PNGError(kind: .corrupt, file: path, reason: "iTXt \"\(keyword)\": the \(field) has no NUL")
            }
            position = nul + 1
        }
        guard let value = String(validating: data[position...], as: UTF8.self) else {
            throw PNGError(kind: .corrupt, file: path, reason: "iTXt \"\(keyword)\": the text is not UTF-8")
        }
        return (keyword, value)
    }

    private static func checkAncillary(_ chunk: ChunkFile.Chunk, path: String) throws(PNGError) {
        // Bit 5 of the first type byte: 0 means critical. An unknown critical chunk cannot be ignored.
        guard let first = chunk.type.utf8.first, first & 0x20 != 0 || chunk.type == "PLTE" else {
            throw PNGError(kind: .corrupt, file: path, reason: "unexpected critical chunk \(chunk.type)")
        }
    }

    static func bitsPerPixel(colorType: UInt8, bitDepth: UInt8) -> Int {
        let channels: Int =
            switch colorType {
            case 2: 3;
            case 4: 2;
            case 6: 4;
            default: 1
            }
        return channels * Int(bitDepth)
    }

    /// APNG "over" on straight RGBA: exact for opaque and transparent source pixels, rounded to nearest
    /// otherwise.
    static func composite(_ source: [UInt8], over canvas: inout [UInt8], width: Int, region: FrameRegion) {
        for row in 0..<region.height {
            for column in 0..<region.width {
                let s = (row * region.width + column) * 4
                let d = ((region.y + row) * width + region.x + column) * 4
                let sa = Int(source[s + 3])
                if sa == 0 { continue }
                if sa == 255 {
                    canvas[d] = source[s]; canvas[d + 1] = source[s + 1]; canvas[d + 2] = source[s + 2];
                    canvas[d + 3] = 255
                    continue
                }
                let da = Int(canvas[d + 3])
                let u = sa * 255, v = (255 - sa) * da, total = u + v
                for c in 0..<3 {
                    canvas[d + c] = UInt8((Int(source[s + c]) * u + Int(canvas[d + c]) * v + total / 2) / total)
                }
                canvas[d + 3] = UInt8((total + 127) / 255)
            }
        }
    }
}

/// One composited frame of an animated PNG.
public struct AnimatedPNGFrame: Sendable, Hashable {
    /// Position in the animation, from 0.
    public var index: Int
    /// The whole canvas as a viewer shows it during this frame.
    public var image: Image
    /// The frame's `fcTL`: region, delay, dispose and blend operations.
    public var control: AnimatedPNGFrameControl

    /// How long the frame is shown, in seconds.
    public var delay: Double { control.delay }
}

extension Array where Element == UInt8 {
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
