import Pixels

/// A decoded PNG: the header as the file states it and the pixels as 8-bit straight (unpremultiplied) RGBA.
///
/// The straight bytes are what the file means, so checksums and reference comparisons use them; ``image``
/// premultiplies them into the ``Image`` that the rest of Flipbook works with.
public struct DecodedPNG: Sendable, Hashable {
    /// The file's `IHDR` facts (size, colour type, bit depth, interlacing) as stored, before conversion to RGBA8.
    public let header: PNGHeader
    /// `4 · width · height` bytes: r, g, b, a per pixel, straight alpha, rows top to bottom. Palette, grey and
    /// tRNS are expanded, 16-bit samples keep their high byte, and no gamma or colour profile is applied.
    public let rgba: [UInt8]
    /// True when the file has no alpha channel and no tRNS chunk, so every alpha byte is 255 (the decoder
    /// knows this from the header; false says nothing).
    public let isKnownOpaque: Bool

    /// A decoded image; `rgba` must hold exactly `4 · width · height` bytes (precondition).
    public init(header: PNGHeader, rgba: [UInt8]) {
        self.init(header: header, rgba: rgba, isKnownOpaque: false)
    }

    init(header: PNGHeader, rgba: [UInt8], isKnownOpaque: Bool) {
        precondition(
            rgba.count == header.width * header.height * 4,
            "expected \(header.width * header.height * 4) bytes for \(header.width)×\(header.height), got "
                + "\(rgba.count)"
        )
        self.header = header
        self.rgba = rgba
        self.isKnownOpaque = isKnownOpaque
    }

    /// The width in pixels (the header's).
    public var width: Int { header.width }
    /// The height in pixels (the header's).
    public var height: Int { header.height }

    /// The pixels as a premultiplied ``Image``. Opaque pixels are the same premultiplied or not, so a known
    /// opaque file's bytes are shared, not copied and scanned.
    public var image: Image {
        isKnownOpaque
            ? Image(width: width, height: height, premultipliedRGBA: rgba)
            : Image(width: width, height: height, unpremultipliedRGBA: rgba)
    }

    /// Equal header and pixels (``isKnownOpaque`` is what the decoder knew, not part of the value).
    public static func == (lhs: DecodedPNG, rhs: DecodedPNG) -> Bool {
        lhs.header == rhs.header && lhs.rgba == rhs.rgba
    }

    /// Hashes the header and pixels, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(header)
        hasher.combine(rgba)
    }
}
