import Pixels

/// An image's rows as straight (not premultiplied) RGBA8, made one row at a time: the frame an animated PNG
/// writer is appending, read in passes without a straight copy of the whole image.
struct StraightRows {
    /// The image, premultiplied as ``Image`` keeps it.
    let image: Image
    /// True when every pixel is opaque (then a row is copied as it is).
    let isOpaque: Bool

    /// Pixels a row.
    var width: Int { image.width }

    /// Copies `count` straight pixels of row `y`, from column `x` on, to `destination`: the bytes
    /// ``Image/unpremultipliedRGBA()`` has there.
    func copyRow(_ y: Int, x: Int = 0, count: Int, to destination: UnsafeMutableRawPointer) {
        image.pixels.withUnsafeBytes {
            destination.copyMemory(from: $0.baseAddress! + (y * image.width + x) * 4, byteCount: count * 4)
        }
        guard !isOpaque else { return }
        let p = destination.assumingMemoryBound(to: UInt8.self)
        for i in stride(from: 0, to: count * 4, by: 4) where p[i + 3] != 255 {
            let a = p[i + 3]
            p[i] = Premultiplication.unpremultiply(p[i], a)
            p[i + 1] = Premultiplication.unpremultiply(p[i + 1], a)
            p[i + 2] = Premultiplication.unpremultiply(p[i + 2], a)
        }
    }
}
