/// A raster image: premultiplied RGBA, 8 bits per channel, rows top to bottom without padding.
///
/// `Image` is the currency between the rasterizer, the PNG codec, the comparator and the docs writers.
/// It is premultiplied internally; straight (unpremultiplied) RGBA appears only at the file boundary
/// (`init(unpremultipliedRGBA:…)`, `unpremultipliedRGBA()`), with the rounding of `Premultiplication`.
public struct Image: Sendable, Hashable {
    /// The width in pixels (0 or more).
    public let width: Int
    /// The height in pixels (0 or more).
    public let height: Int
    /// `4 · width · height` bytes: r, g, b, a per pixel, premultiplied.
    public var pixels: [UInt8]

    /// An image filled with one pixel (transparent by default).
    public init(width: Int, height: Int, fill: Pixel = .transparent) {
        precondition(width >= 0 && height >= 0, "image size must not be negative: \(width)×\(height)")
        self.width = width
        self.height = height
        if fill == .transparent {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                var i = 0
                while i < width * height * 4 {
                    buffer[i] = fill.r; buffer[i + 1] = fill.g; buffer[i + 2] = fill.b; buffer[i + 3] = fill.a
                    i += 4
                }
                count = width * height * 4
            }
        }
    }

    /// Wraps premultiplied RGBA bytes. The byte count must be `4 · width · height`.
    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        precondition(width >= 0 && height >= 0, "image size must not be negative: \(width)×\(height)")
        precondition(
            premultipliedRGBA.count == width * height * 4,
            "expected \(width * height * 4) bytes for \(width)×\(height), got \(premultipliedRGBA.count)")
        self.width = width
        self.height = height
        self.pixels = premultipliedRGBA
    }

    /// Premultiplies straight RGBA bytes (as a PNG holds them). The byte count must be `4 · width · height`.
    public init(width: Int, height: Int, unpremultipliedRGBA rgba: [UInt8]) {
        precondition(
            rgba.count == width * height * 4,
            "expected \(width * height * 4) bytes for \(width)×\(height), got \(rgba.count)")
        var out = rgba
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = Premultiplication.premultiply(p[i], a)
                    p[i + 1] = Premultiplication.premultiply(p[i + 1], a)
                    p[i + 2] = Premultiplication.premultiply(p[i + 2], a)
                }
                i += 4
            }
        }
        self.init(width: width, height: height, premultipliedRGBA: out)
    }

    /// Straight RGBA bytes (as a PNG holds them).
    public func unpremultipliedRGBA() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = Premultiplication.unpremultiply(p[i], a)
                    p[i + 1] = Premultiplication.unpremultiply(p[i + 1], a)
                    p[i + 2] = Premultiplication.unpremultiply(p[i + 2], a)
                }
                i += 4
            }
        }
        return out
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            // AND of all pixels, eight at a time (a loop the compiler vectorises): the alpha byte of the result
            // is 255 exactly when every alpha byte is.
            let count = raw.count / 8
            let words = raw.bindMemory(to: UInt64.self)
            var all: UInt64 = ~0
            var i = 0
            while i < count {
                var chunk: UInt64 = ~0
                let end = min(count, i + 4096)
                for j in i..<end { chunk &= words[j] }
                if chunk & 0xFF00_0000_FF00_0000 != 0xFF00_0000_FF00_0000 { return false }
                all &= chunk
                i = end
            }
            if raw.count % 8 != 0 && raw[raw.count - 1] != 255 { return false }
            return all & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000
        }
    }

    /// The premultiplied pixel at column `x` and row `y`, counted from the top-left corner; a position outside the
    /// image is a programming error (precondition).
    public subscript(x x: Int, y y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}
