/// Premultiplied pixels that a draw item samples: image content, an offscreen group, a flattened 3D subtree.
/// Immutable once made; the storage is released with the texture.
final class Texture: @unchecked Sendable {
    let width: Int
    let height: Int
    /// Packed premultiplied pixels (see ``Blend``), rows top to bottom.
    let pixels: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int, pixels source: UnsafePointer<UInt32>) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        pixels.update(from: source, count: width * height)
    }

    convenience init(_ image: Image) {
        let packed = image.pixels.withUnsafeBytes { raw in Array(raw.bindMemory(to: UInt32.self)) }
        self.init(width: image.width, height: image.height, pixels: packed)
    }

    convenience init(width: Int, height: Int, pixels: [UInt32]) {
        self.init(width: width, height: height, pixels: pixels.withUnsafeBufferPointer { $0.baseAddress! })
    }

    deinit { pixels.deallocate() }

    /// Bilinear sample at texel-space point (u, v) (texel centres at integer + ½), clamped to the edge texels.
    /// Weights are quantised to 1/256; the result rounds to nearest. At texel centres it returns the texel
    /// exactly.
    @inline(__always)
    func bilinear(_ u: Double, _ v: Double) -> UInt32 {
        let uu = u - 0.5, vv = v - 0.5
        let fu = uu.rounded(.down), fv = vv.rounded(.down)
        let wx = UInt32(((uu - fu) * 256).rounded()), wy = UInt32(((vv - fv) * 256).rounded())
        let maxX = width - 1, maxY = height - 1
        let ix = fu < -1 ? -1 : (fu > Double(maxX) ? maxX : Int(fu))
        let iy = fv < -1 ? -1 : (fv > Double(maxY) ? maxY : Int(fv))
        let x0 = max(0, ix), x1 = min(maxX, ix + 1), y0 = max(0, iy), y1 = min(maxY, iy + 1)
        let p00 = pixels[y0 * width + x0], p10 = pixels[y0 * width + x1]
        let p01 = pixels[y1 * width + x0], p11 = pixels[y1 * width + x1]
        if wx == 0 && wy == 0 { return p00 }
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let c00 = (p00 >> shift) & 0xFF, c10 = (p10 >> shift) & 0xFF
            let c01 = (p01 >> shift) & 0xFF, c11 = (p11 >> shift) & 0xFF
            let top = c00 * (256 - wx) + c10 * wx, bottom = c01 * (256 - wx) + c11 * wx
            out |= ((top * (256 - wy) + bottom * wy + 32768) >> 16) << shift
            shift += 8
        }
        return out
    }
}

/// How a draw item finds its texel for a canvas pixel.
enum TextureMapping: Sendable {
    /// Canvas pixel (x, y) shows texel (x − dx, y − dy): an exact copy.
    case aligned(dx: Int, dy: Int)
    /// The map from canvas pixel coordinates to texel coordinates (pixel centres at integer + ½), sampled
    /// bilinearly: perspective-correct under 3D transforms.
    case projective(Homography)
}

/// What a draw item paints where it has coverage.
enum Paint: Sendable {
    /// A premultiplied packed colour (opacity already folded in).
    case solid(UInt32)
    /// Texels faded by `alpha` (0…255).
    case texture(Texture, TextureMapping, alpha: UInt32)

    var isOpaqueSolid: Bool {
        if case .solid(let c) = self { return c >> 24 == 255 }
        return false
    }
}
