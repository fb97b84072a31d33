import CPNGShim
import Pixels

/// Writes an ``Image`` as a PNG about as fast as its pixels can be read, for files that are looked at and thrown
/// away (a failing check's actual frames and diff images).
///
/// An opaque image becomes an 8-bit RGB file whose rows are not filtered and whose image data is one deflate block
/// with the fixed codes, searching only the two matches UI frames are made of: the bytes one row up and a run of
/// one colour. On @3x UI frames that is about ten times faster than zlib level 1 for files about twice as large; a
/// photo-like image is stored at about 9/8 of its raw size. Every PNG reader reads it, ``PNGDecoder/match(_:_:)``
/// quickly. The output is deterministic. An image with a translucent pixel, or one of over about 600 megapixels,
/// is written by ``PNGEncoder`` with ``fallback``.
public struct QuickPNGEncoder: Sendable {
    /// How ``PNGEncoder`` compresses the images this encoder does not write itself.
    public var fallback: PNGCompression

    /// An encoder that leaves translucent images to ``PNGEncoder`` with `fallback` (``PNGCompression/fast`` by
    /// default).
    public init(fallback: PNGCompression = .fast) {
        self.fallback = fallback
    }

    /// The PNG file's bytes. `knownOpaque` says the caller knows every pixel is opaque, which saves scanning the
    /// image; debug builds check it.
    public func encode(_ image: Image, knownOpaque: Bool = false) throws(PNGError) -> [UInt8] {
        assert(!knownOpaque || image.isOpaque, "encode(_:knownOpaque: true) was given an image with translucent pixels")
        guard image.width > 0, image.height > 0, knownOpaque || image.isOpaque else {
            return try PNGEncoder(compression: fallback).encode(image, knownOpaque: knownOpaque)
        }
        var output = fb_png_output()
        defer { fb_png_output_free(&output) }
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            fb_png_encode_rgb_quick(
                pixels.baseAddress, UInt32(clamping: image.width), UInt32(clamping: image.height), &output)
        }
        guard status == FB_PNG_OK, let data = output.data else {
            // Too large for one quick block (or no memory for it): the encoder that streams.
            return try PNGEncoder(compression: fallback).encode(image, knownOpaque: true)
        }
        return [UInt8](UnsafeBufferPointer(start: data, count: output.size))
    }
}
