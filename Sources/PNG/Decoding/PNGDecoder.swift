import Files
import CPNGShim
import Foundation

/// Reads any valid PNG — colour types 0, 2, 3, 4 and 6, bit depths 1 to 16, Adam7, PLTE, tRNS — into 8-bit
/// straight RGBA, through libpng, with bounded memory.
///
/// - The pixel budget is checked right after the IHDR chunk, before any pixel memory is allocated.
/// - Every ancillary chunk except tRNS is skipped unread: text, iCCP, eXIf, sPLT and unknown chunks are
///   never inflated, and gamma, chromaticity, colour-profile and background chunks are ignored (samples
///   are taken as sRGB).
/// - libpng's own allocations are capped by ``workingMemoryLimit``.
/// - A corrupt or truncated file is an error, never a partial image.
public struct PNGDecoder: Sendable {
    /// 64 megapixels.
    public static let defaultPixelBudget = 64_000_000

    /// The most pixels (width · height) an image may have.
    public var pixelBudget: Int
    /// The most bytes libpng may hold at once besides the pixels themselves (row buffers, zlib state, …).
    public var workingMemoryLimit: Int
    /// Whether zlib's Adler-32 of the decompressed pixels is checked (true by default). Every chunk's CRC is
    /// checked either way, and it covers every compressed byte, so a damaged file is an error either way;
    /// false accepts only a file written with a wrong Adler-32 over intact chunks, and saves about a tenth of
    /// the decoding time. Checks that compare every decoded pixel with an expected image turn it off.
    public var checksZlibChecksum: Bool

    /// A decoder with the given limits and checks: by default 64 megapixels, 64 MiB of working memory and
    /// zlib's checksum checked. A negative budget or a working-memory limit of 0 or less is a programming error
    /// (precondition).
    public init(
        pixelBudget: Int = PNGDecoder.defaultPixelBudget, workingMemoryLimit: Int = 64 << 20,
        checksZlibChecksum: Bool = true
    ) {
        precondition(pixelBudget >= 0 && workingMemoryLimit > 0, "limits must be positive")
        self.pixelBudget = pixelBudget
        self.workingMemoryLimit = workingMemoryLimit
        self.checksZlibChecksum = checksZlibChecksum
    }

    /// Decodes the PNG file at `path`, which must be a regular file (a FIFO or a device is refused before it
    /// is read); with `links` ``RegularFile/LinkPolicy/refuse`` a symbolic link is refused too.
    public func decode(
        contentsOf path: String,
        links: RegularFile.LinkPolicy = .follow
    ) throws(PNGError) -> DecodedPNG {
        try decodeReportingMemory(contentsOf: path, links: links).result.get()
    }

    /// Decodes the PNG file at `url` (a file URL).
    public func decode(contentsOf url: URL) throws(PNGError) -> DecodedPNG {
        try decode(contentsOf: url.path)
    }

    /// Decodes PNG bytes held in memory; `name` stands for them in error messages.
    public func decode(_ bytes: [UInt8], name: String = "PNG data") throws(PNGError) -> DecodedPNG {
        try decodeReportingMemory(bytes, name: name).result.get()
    }

    /// Decodes the file and also reports the most bytes libpng held at once (tests check the bound).
    func decodeReportingMemory(contentsOf path: String, links: RegularFile.LinkPolicy = .follow)
        -> (result: Result<DecodedPNG, PNGError>, peakLibraryBytes: Int)
    {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path, links: links)
        } catch {
            return (.failure(PNGError(error)), 0)
        }
        let reader = fb_png_reader_open_descriptor(descriptor, limits)
        return run(reader, name: path)
    }

    func decodeReportingMemory(_ bytes: [UInt8], name: String) -> (
        result: Result<DecodedPNG, PNGError>, peakLibraryBytes: Int
    ) {
        bytes.withUnsafeBytes { buffer in
            let reader = fb_png_reader_open_memory(buffer.baseAddress, buffer.count, limits)
            return run(reader, name: name)
        }
    }

    private var limits: fb_png_limits {
        fb_png_limits(max_pixels: UInt64(pixelBudget), max_library_bytes: workingMemoryLimit)
    }

    private func run(_ reader: OpaquePointer?, name: String) -> (
        result: Result<DecodedPNG, PNGError>, peakLibraryBytes: Int
    ) {
        guard let reader else {
            return (.failure(PNGError(kind: .outOfMemory, file: name, reason: "out of memory for a PNG reader")), 0)
        }
        defer { fb_png_reader_close(reader) }
        if !checksZlibChecksum { fb_png_reader_skip_zlib_checksum(reader) }
        let result = Result { () throws(PNGError) -> DecodedPNG in try read(reader, name: name) }
        return (result, fb_png_reader_peak_library_bytes(reader))
    }

    private func read(_ reader: OpaquePointer, name: String) throws(PNGError) -> DecodedPNG {
        var raw = fb_png_header()
        var status = fb_png_reader_read_header(reader, &raw)
        guard status == FB_PNG_OK else { throw error(reader, status, name: name) }
        guard let colorType = PNGColorType(rawValue: raw.color_type) else {
            throw PNGError(kind: .corrupt, file: name, reason: "invalid colour type \(raw.color_type)")
        }
        let header = PNGHeader(
            width: Int(raw.width), height: Int(raw.height), colorType: colorType,
            bitDepth: Int(raw.bit_depth), isInterlaced: raw.interlace_method != 0)
        let count = header.width * header.height * 4
        let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = fb_png_reader_read_rgba(reader, buffer.baseAddress, count)
            // UInt8 needs no deinitialisation; on failure the array is discarded below.
            initialized = count
        }
        guard status == FB_PNG_OK else { throw error(reader, status, name: name) }
        return DecodedPNG(header: header, rgba: rgba, isKnownOpaque: fb_png_reader_pixels_opaque(reader) != 0)
    }

    private func error(_ reader: OpaquePointer, _ status: fb_png_status, name: String) -> PNGError {
        let reason = String(cString: fb_png_reader_message(reader))
        switch status {
        case FB_PNG_ERR_IO:
            return PNGError(kind: .unreadable(errno: fb_png_reader_errno(reader)), file: name, reason: reason)
        case FB_PNG_ERR_TOO_LARGE:
            return PNGError(kind: .tooLarge, file: name, reason: reason)
        case FB_PNG_ERR_NO_MEMORY:
            return PNGError(kind: .outOfMemory, file: name, reason: reason)
        default:
            return PNGError(kind: .corrupt, file: name, reason: reason.isEmpty ? "not a valid PNG" : reason)
        }
    }
}
