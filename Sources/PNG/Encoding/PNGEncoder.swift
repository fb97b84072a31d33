import Files
import CPNGShim
import Pixels

/// Writes an ``Image`` as a PNG through libpng: 8-bit RGB when every pixel is opaque, 8-bit RGBA (straight
/// alpha) otherwise, not interlaced. With ``PNGCompression/Filtering/repeatsOnce(minimumRun:)``
/// (``PNGCompression/fast`` and ``PNGCompression/small``) the encoder filters the rows and makes the zlib stream
/// inside the IDAT chunks itself; libpng still writes the signature, IHDR, every chunk's framing and CRC, and IEND.
///
/// The output is deterministic: no time, text or software chunks are written, so the same pixels and
/// ``PNGCompression`` give the same bytes with the same libpng and zlib. Premultiplied pixels survive the
/// trip through straight alpha exactly (see `Premultiplication`), so decoding gives back the same ``Image``.
public struct PNGEncoder: Sendable {
    /// How the encoder compresses (lossless in every setting).
    public var compression: PNGCompression

    /// An encoder with the given compression, ``PNGCompression/fast`` by default.
    public init(compression: PNGCompression = .fast) {
        self.compression = compression
    }

    /// The PNG file's bytes. `knownOpaque` says the caller knows every pixel is opaque (see
    /// `Rasterizer.paintsOnlyOpaquePixels`), which saves scanning the image; debug builds check it.
    public func encode(_ image: Image, knownOpaque: Bool = false) throws(PNGError) -> [UInt8] {
        assert(!knownOpaque || image.isOpaque, "encode(_:knownOpaque: true) was given an image with translucent pixels")
        if knownOpaque || image.isOpaque {
            // Opaque premultiplied pixels are already straight.
            return try encode(
                straightRGBA: image.pixels, width: image.width, height: image.height, alpha: false,
                name: "image")
        }
        return try encode(
            straightRGBA: image.unpremultipliedRGBA(), width: image.width, height: image.height,
            alpha: true, name: "image")
    }

    /// Encodes straight (unpremultiplied) RGBA bytes, `4 · width · height` of them.
    public func encode(unpremultipliedRGBA rgba: [UInt8], width: Int, height: Int) throws(PNGError) -> [UInt8] {
        precondition(
            rgba.count == width * height * 4,
            "expected \(width * height * 4) bytes for \(width)×\(height), got \(rgba.count)")
        var opaque = true
        var i = 3
        while i < rgba.count {
            if rgba[i] != 255 { opaque = false; break }
            i += 4
        }
        return try encode(straightRGBA: rgba, width: width, height: height, alpha: !opaque, name: "image")
    }

    /// Encodes `image` and writes it to `path` atomically: the bytes go to a temporary file in the same
    /// directory, which is then renamed over `path`. A failure leaves no file behind.
    public func write(_ image: Image, to path: String) throws(PNGError) {
        let bytes: [UInt8]
        do {
            bytes = try encode(image)
        } catch {
            throw PNGError(kind: error.kind, file: path, reason: error.reason)
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw PNGError(error)
        }
    }

    private func encode(
        straightRGBA rgba: [UInt8], width: Int, height: Int, alpha: Bool,
        name: String
    ) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(
                kind: .cannotEncode, file: name,
                reason: "a PNG needs a width and height from 1 to 2147483647, got \(width)×\(height)")
        }
        let filters: PNGCompression.Filters
        let rows: Int32
        var minimumRun: Int32 = 0
        switch compression.filtering {
        case .libpng(let chosen): (filters, rows) = (chosen, FB_PNG_ROWS_LIBPNG)
        case .flatOrUp: (filters, rows) = ([], FB_PNG_ROWS_FLAT_OR_UP)
        case .repeatsOnce(let run): (filters, rows, minimumRun) = ([], FB_PNG_ROWS_REPEATS_ONCE, Int32(run))
        }
        let photo = compression.photoLike
        let options = fb_png_encode_options(
            compression_level: Int32(compression.level), strategy: compression.strategy.rawValue,
            filters: filters.rawValue, row_filter_choice: rows, memory_level: Int32(compression.memoryLevel),
            photo_aware: photo == nil ? 0 : 1, photo_compression_level: Int32(photo?.level ?? 0),
            photo_strategy: photo?.strategy.rawValue ?? 0, photo_filters: photo?.filters.rawValue ?? 0,
            photo_memory_level: Int32(photo?.memoryLevel ?? 8), minimum_run: minimumRun,
            chain_limit: Int32(compression.chainLimit ?? 0))
        var output = fb_png_output()
        defer { fb_png_output_free(&output) }
        let status = rgba.withUnsafeBufferPointer { pixels in
            fb_png_encode_rgba(pixels.baseAddress, UInt32(width), UInt32(height), alpha ? 1 : 0, options, &output)
        }
        guard status == FB_PNG_OK, let data = output.data else {
            let reason = withUnsafeBytes(of: output.message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            throw PNGError(
                kind: status == FB_PNG_ERR_NO_MEMORY ? .outOfMemory : .cannotEncode, file: name,
                reason: reason.isEmpty ? "libpng could not encode the image" : reason)
        }
        return [UInt8](UnsafeBufferPointer(start: data, count: output.size))
    }

    /// The libpng and zlib versions the encoder uses; their output bytes depend on both.
    public static var libraryVersions: String { String(cString: fb_png_library_versions()) }
}
