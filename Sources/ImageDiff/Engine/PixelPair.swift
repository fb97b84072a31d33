/// Two images of the same size as straight (unpremultiplied) RGBA8 bytes, for the duration of one
/// comparison. Byte offset of pixel `i` is `4 · i`; its four bytes read as one `UInt32` compare for equality.
struct PixelPair {
    let width: Int
    let height: Int
    let expected: UnsafePointer<UInt8>
    let actual: UnsafePointer<UInt8>

    @inline(__always)
    func expectedWord(_ index: Int) -> UInt32 {
        UnsafeRawPointer(expected).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    @inline(__always)
    func actualWord(_ index: Int) -> UInt32 {
        UnsafeRawPointer(actual).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }
}

/// The straight RGBA bytes of an image: the stored bytes when the image is opaque (premultiplied and
/// straight are then the same), otherwise `Image.unpremultipliedRGBA()` — exactly the bytes the PNG
/// encoder writes, so a metric defined on PNG files sees the same values here.
enum StraightBytes {
    static func of(_ pixels: [UInt8], opaque: Bool) -> [UInt8] {
        opaque ? pixels : unpremultiplied(pixels)
    }

    private static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = unpremultiply(p[i], a)
                    p[i + 1] = unpremultiply(p[i + 1], a)
                    p[i + 2] = unpremultiply(p[i + 2], a)
                }
                i += 4
            }
        }
        return out
    }

    /// `Premultiplication.unpremultiply`, repeated here only to stay inlinable in this loop.
    @inline(__always)
    private static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
