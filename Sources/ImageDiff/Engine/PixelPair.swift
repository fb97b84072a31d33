/// Two images of the same size, as their stored premultiplied RGBA8 bytes, for the duration of one
/// comparison. Pixel `i` starts at byte offset `4 · i`; its four bytes read as one `UInt32` compare for
/// equality (equal premultiplied pixels are equal straight pixels and the other way round, because
/// unpremultiplying is one-to-one on valid premultiplied pixels).
struct PixelPair: @unchecked Sendable {  // read-only while a comparison runs
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

/// Reads straight (unpremultiplied) RGBA from premultiplied bytes, pixel by pixel, as metrics need it.
///
/// Opaque pixels are returned as stored; translucent ones are unpremultiplied with `Premultiplication`'s
/// rounding — exactly the bytes the PNG encoder writes — so a metric defined on PNG files (pixelmatch)
/// computes here what it computes on the written files. Only pixels a metric looks at are converted.
enum Straight {
    @inline(__always)
    static func rgba(_ p: UnsafePointer<UInt8>, _ k: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let a = p[k + 3]
        if a == 255 { return (Int(p[k]), Int(p[k + 1]), Int(p[k + 2]), 255) }
        return (unpremultiply(p[k], a), unpremultiply(p[k + 1], a), unpremultiply(p[k + 2], a), Int(a))
    }

    /// `Premultiplication.unpremultiply`, repeated here to stay inlinable in the comparison loops.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> Int {
        if a == 0 { return 0 }
        return Int(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
