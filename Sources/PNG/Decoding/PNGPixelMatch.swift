import CPNGShim
import Pixels

/// What a quick look at a PNG file's bytes says about whether it holds exactly an image's pixels
/// (``PNGDecoder/match(_:_:)``).
public enum PNGPixelMatch: Sendable, Equatable {
    /// The file is valid as far as it was read (every chunk's CRC and zlib's Adler-32 checked) and decodes to
    /// exactly the image's pixels.
    case same
    /// The file's pixels differ from the image's: decode it to say how.
    case different
    /// Not decided: the file is not of the one form the quick look reads, or it is damaged. Decode it.
    case undecided
}

extension PNGDecoder {
    /// Whether the PNG `bytes` hold exactly `image`'s pixels, decided without building an image where the file
    /// is of the form ``PNGEncoder`` writes for an opaque frame: 8-bit RGB, not interlaced, chunks IHDR, IDAT…,
    /// IEND only, rows filtered None or Up. Such a file's image data is inflated at once by libdeflate and each
    /// row compared as it is unfiltered, about ten times faster than ``decode(_:name:)`` (zlib inflates these
    /// long, overlapping matches a byte at a time). Any other file, a damaged one, or an image over the pixel
    /// budget is ``PNGPixelMatch/undecided``: decode it, and the decoder's error or image tells the rest.
    ///
    /// An image with a pixel that is not opaque never matches an RGB file (``PNGPixelMatch/different``).
    public func match(_ bytes: [UInt8], _ image: Image) -> PNGPixelMatch {
        guard image.width > 0, image.height > 0, image.width <= Int(UInt32.max), image.height <= Int(UInt32.max),
            image.width.multipliedReportingOverflow(by: image.height).partialValue <= pixelBudget,
            !image.width.multipliedReportingOverflow(by: image.height).overflow
        else { return .undecided }
        let result = bytes.withUnsafeBufferPointer { file in
            image.pixels.withUnsafeBufferPointer { pixels in
                fb_png_match_rgba(
                    file.baseAddress, file.count, pixels.baseAddress, UInt32(image.width), UInt32(image.height))
            }
        }
        switch result {
        case FB_PNG_MATCH_SAME: return .same
        case FB_PNG_MATCH_DIFFERENT: return .different
        default: return .undecided
        }
    }
}

/// What ``PNGDecoder/matchOrDecode(_:_:)`` found: the quick pixel match, with the file's image when it differs.
public enum PNGPixelMatchOrImage: Sendable, Equatable {
    /// The file decodes to exactly the image's pixels (as ``PNGPixelMatch/same``).
    case same
    /// The file's pixels differ from the image's; these are the file's pixels, exactly what ``PNGDecoder`` would
    /// decode.
    case different(Image)
    /// Not decided (as ``PNGPixelMatch/undecided``), also when a row past the first difference is not of the form
    /// the quick look reads: decode the file.
    case undecided
}

extension PNGDecoder {
    /// ``match(_:_:)``, and when the file differs from `image`, its pixels, read on from the same inflated data: a
    /// frame that fails a check costs one quick read instead of a quick read and a libpng decode (zlib inflates
    /// these files about ten times slower than libdeflate).
    public func matchOrDecode(_ bytes: [UInt8], _ image: Image) -> PNGPixelMatchOrImage {
        guard image.width > 0, image.height > 0, image.width <= Int(UInt32.max), image.height <= Int(UInt32.max),
            !image.width.multipliedReportingOverflow(by: image.height).overflow,
            image.width * image.height <= pixelBudget
        else { return .undecided }
        var result = FB_PNG_MATCH_UNDECIDED
        // Pages of the buffer are touched only when the file differs (its rows are written then).
        let decoded = [UInt8](unsafeUninitializedCapacity: image.width * image.height * 4) { buffer, count in
            result = bytes.withUnsafeBufferPointer { file in
                image.pixels.withUnsafeBufferPointer { pixels in
                    fb_png_match_or_decode_rgba(
                        file.baseAddress, file.count, pixels.baseAddress, UInt32(image.width),
                        UInt32(image.height), buffer.baseAddress)
                }
            }
            // Every byte is written when the file differs; otherwise the buffer is dropped unread.
            count = result == FB_PNG_MATCH_DIFFERENT ? buffer.count : 0
        }
        switch result {
        case FB_PNG_MATCH_SAME: return .same
        case FB_PNG_MATCH_DIFFERENT:
            return .different(Image(width: image.width, height: image.height, premultipliedRGBA: decoded))
        default: return .undecided
        }
    }
}
