/// Premultiplied pixels that a draw item samples: image content, an offscreen group, a flattened 3D subtree.
/// Immutable once made; the storage is released with the texture.
final class Texture: @unchecked Sendable {
    let width: Int
    let height: Int
    /// Packed premultiplied pixels (see ``Blend``), rows top to bottom; read them through ``row(_:)``.
    let pixels: UnsafeMutablePointer<UInt32>
    /// Per row, the row that holds its pixels: the row itself, or for a painted canvas an earlier row it repeats
    /// (left unwritten). Equal origins mean equal rows, which lets a compositor tell them apart without comparing.
    let rowOrigins: UnsafeMutablePointer<Int32>
    /// Blocks of equal texels, for textures sampled through a map (see ``prepareForSampling()``); nil until then.
    private(set) var uniformTiles: UniformTiles?

    /// The pixels of row `r` (`0..<height`).
    @inline(__always)
    func row(_ r: Int) -> UnsafePointer<UInt32> {
        UnsafePointer(pixels + Int(rowOrigins[r]) * width)
    }

    init(width: Int, height: Int, pixels source: UnsafePointer<UInt32>) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        pixels.update(from: source, count: width * height)
        rowOrigins = Texture.eachRowItsOwn(height)
    }

    convenience init(_ image: Image) {
        let packed = image.pixels.withUnsafeBytes { raw in Array(raw.bindMemory(to: UInt32.self)) }
        self.init(width: image.width, height: image.height, pixels: packed)
    }

    /// Copies `pixels` (which must hold `width · height` values) while the array's storage is pinned: a
    /// pointer from `withUnsafeBufferPointer` is valid only inside its closure.
    init(width: Int, height: Int, pixels source: [UInt32]) {
        precondition(source.count >= width * height, "texture needs \(width * height) pixels, got \(source.count)")
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        rowOrigins = Texture.eachRowItsOwn(height)
        source.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, width * height > 0 {
                pixels.update(from: base, count: width * height)
            }
        }
    }

    /// `width · height` pixels written by `fill` straight into the texture's storage (uninitialised until
    /// then; `fill` must write every pixel), without an array to copy from.
    init(width: Int, height: Int, filling fill: (UnsafeMutablePointer<UInt32>) -> Void) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        rowOrigins = Texture.eachRowItsOwn(height)
        if width > 0 && height > 0 { fill(pixels) }
    }

    /// The pixels of `frame` painted straight into the texture's storage (no intermediate array to copy).
    init(painting frame: Frame, threads: Int) {
        width = frame.width
        height = frame.height
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width * height))
        let origins = Texture.eachRowItsOwn(height)
        if width > 0 && height > 0 {
            FrameRenderer.paint(frame, into: storage, threads: threads, rowOrigins: origins)
        }
        pixels = storage
        rowOrigins = origins
    }

    deinit { pixels.deallocate(); rowOrigins.deallocate() }

    /// Finds the blocks of equal texels (``UniformTiles``) so that sampling over flat content is a fill. Call it
    /// before the texture is shared between threads; it is immutable afterwards.
    func prepareForSampling() {
        if uniformTiles == nil && width > 0 && height > 0 { uniformTiles = UniformTiles(self) }
    }

    private static func eachRowItsOwn(_ height: Int) -> UnsafeMutablePointer<Int32> {
        let origins = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, height))
        for r in 0..<max(0, height) { origins[r] = Int32(r) }
        return origins
    }

    /// Bilinear sample at texel-space point (u, v) (texel centres at integer + ½), clamped to the edge texels.
    /// Weights are quantised to 1/256; the result rounds to nearest. At texel centres it returns the texel
    /// exactly.
    @inline(__always)
    func bilinear(_ u: Double, _ v: Double) -> UInt32 {
        // Clamp far-away points first so that the integer conversions stay in range.
        let uu = min(max(u - 0.5, -2), Double(width + 1)), vv = min(max(v - 0.5, -2), Double(height + 1))
        guard uu == uu, vv == vv else { return 0 }
        let fu = floorFast(uu), fv = floorFast(vv)
        let wx = UInt32((uu - fu) * 256 + 0.5), wy = UInt32((vv - fv) * 256 + 0.5)
        return bilinear(texelX: Int(fu), weightX: wx, texelY: Int(fv), weightY: wy)
    }

    /// The bilinear blend of texels `ix`, `ix + 1` (weights `256 − wx`, `wx`) and rows `iy`, `iy + 1`
    /// (`256 − wy`, `wy`), indices clamped to the texture; weights in 0…256.
    @inline(__always)
    func bilinear(texelX ix: Int, weightX wx: UInt32, texelY iy: Int, weightY wy: UInt32) -> UInt32 {
        let rows = rows(around: iy)
        return bilinear(texelX: ix, weightX: wx, top: rows.top, bottom: rows.bottom, weightY: wy)
    }

    /// Rows `iy` and `iy + 1`, each clamped to the texture: what ``bilinear(texelX:weightX:texelY:weightY:)``
    /// blends.
    @inline(__always)
    func rows(around iy: Int) -> (top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>) {
        let maxY = height - 1
        return (row(min(maxY, max(0, iy))), row(min(maxY, max(0, iy + 1))))
    }

    /// ``bilinear(texelX:weightX:texelY:weightY:)`` between the rows ``rows(around:)`` gives: the same value,
    /// with the rows found once for a whole run of pixels that share them.
    @inline(__always)
    func bilinear(
        texelX ix: Int, weightX wx: UInt32, top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>,
        weightY wy: UInt32
    ) -> UInt32 {
        let maxX = width - 1
        let x0 = min(maxX, max(0, ix)), x1 = min(maxX, max(0, ix + 1))
        let p00 = top[x0]
        if wx == 0 && wy == 0 { return p00 }
        let p10 = top[x1], p01 = bottom[x0], p11 = bottom[x1]
        // Four equal texels (flat content, most of a UI layer): every weighting gives that texel back exactly —
        // each channel c sums to 65536·c and (65536·c + 2¹⁵) >> 16 = c — so skip the arithmetic.
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        // Two channels per 64-bit word, 32 bits apart: red with blue, green with alpha. Each lane's sum is at most
        // 255 · 2¹⁶ < 2³², so the lanes never carry into each other.
        let ix0 = UInt64(256 - wx), iy0 = UInt64(256 - wy), wx64 = UInt64(wx), wy64 = UInt64(wy)
        @inline(__always) func spread(_ p: UInt32, _ shift: UInt32) -> UInt64 {
            UInt64((p >> shift) & 0xFF) | UInt64((p >> (shift + 16)) & 0xFF) << 32
        }
        @inline(__always) func lerp(_ shift: UInt32) -> UInt64 {
            let top = spread(p00, shift) &* ix0 &+ spread(p10, shift) &* wx64
            let bottom = spread(p01, shift) &* ix0 &+ spread(p11, shift) &* wx64
            let sum = top &* iy0 &+ bottom &* wy64
            return ((sum &+ 0x0000_8000_0000_8000) >> 16) & 0x0000_00FF_0000_00FF
        }
        let rb = lerp(0), ga = lerp(8)
        let r = UInt32(truncatingIfNeeded: rb), b = UInt32(truncatingIfNeeded: rb >> 32)
        let g = UInt32(truncatingIfNeeded: ga), a = UInt32(truncatingIfNeeded: ga >> 32)
        return r | g << 8 | b << 16 | a << 24
    }
}

/// How a draw item finds its texel for a canvas pixel.
enum TextureMapping: Sendable {
    /// Canvas pixel (x, y) shows texel (x − dx, y − dy): an exact copy.
    case aligned(dx: Int, dy: Int)
    /// The map from canvas pixel coordinates to texel coordinates (pixel centres at integer + ½), sampled
    /// bilinearly: perspective-correct under 3D transforms.
    case projective(Homography)
    /// The texture enlarged 2^`shift` times with bilinear filtering, its top-left texel's top-left corner at
    /// canvas pixel (`dx`, `dy`) (``Texture/upscale(row:x:count:shift:dx:dy:into:)``). `opaque` when every texel
    /// is: the result then replaces what lies beneath.
    case upscaled(shift: Int, dx: Int, dy: Int, opaque: Bool)
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
