/// Sampling a texture along a run of canvas pixels under a ``TextureMapping/projective(_:)`` map: what the
/// compositor does for rotated or scaled images and for layers under a 3D (perspective) transform.
///
/// The texel point of canvas pixel (x, y) is the map applied to its centre (x + ½, y + ½), sampled bilinearly
/// (``Texture/bilinear(_:_:)``: weights in 1/256 of a texel, edges clamped). How that point is computed:
///
/// - **Affine maps** (no perspective): exactly, per pixel, as `homogeneous(x + ½, y + ½)` divided by `w`.
/// - **Perspective maps**: exactly at the centres of pixels whose x is a multiple of ``segment`` (one division
///   per segment), and linearly between two such points (in fixed point, 1/65536 texel, stepped by integer
///   additions) when the perspective bends the path by at most ``tolerance`` texel over the segment: for a
///   segment whose endpoints map to `u₀ = U₀/W₀`, `u₁ = U₁/W₁`, the largest distance between the straight
///   and the perspective-correct point is `|u₁ − u₀| · |W₁ − W₀| / (4 · min(W₀, W₁))`. Otherwise the
///   segment is halved and the test repeated, and below ``minimumSegment`` pixels every point is computed exactly.
///
/// Segments are fixed on the canvas (they start at multiples of ``segment``), so the texel of a pixel depends only
/// on the pixel and the map, never on where a run starts: the bytes do not depend on how a row is split, on the
/// thread count, or on the build.
///
/// Runs over flat texture content (one colour in every texel any of its points can read, looked up in
/// ``Texture/uniformTiles``) are filled with that colour without sampling, which is what bilinear sampling gives
/// there.
extension Texture {
    /// Pixels per interpolated segment of a perspective map (canvas x multiples).
    static let segment = 16
    /// Segments shorter than this are computed exactly per pixel.
    static let minimumSegment = 4
    /// How far (in texels) an interpolated point may be from the perspective-correct one.
    static let tolerance = 1.0 / 256
    /// Pixels per run checked at once for flat texture content (a multiple of ``segment``).
    static let uniformRun = 32

    /// Texels of pixels `x..<x+count` of canvas row `y` under `map` (canvas pixel → texel), 0 where the map puts
    /// the pixel behind the eye (`w ≤ 0`), into `out`.
    ///
    /// These are the texels ``draw(_:x:y:count:alpha:over:base:scratch:)`` blends, chunk for chunk: a run of flat
    /// texture content is its one colour (what bilinear sampling gives there), the rest is sampled. So blending
    /// them with ``RowBlend`` gives the bytes `draw` writes, however the pixels were split into calls.
    func sample(_ map: Homography, x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        var j = 0
        while j < count {
            let px = x + j
            let chunkEnd = min(x + count, (px / Texture.uniformRun + 1) * Texture.uniformRun)
            let n = chunkEnd - px
            if let colour = flatColour(map, from: px, to: chunkEnd - 1, py: py) {
                (out + j).update(repeating: colour, count: n)
            } else if map.p == 0 && map.q == 0 {
                sampleExactly(map, x: px, py: py, count: n, into: out + j)
            } else {
                samplePerspective(map, x: px, py: py, count: n, into: out + j)
            }
            j += n
        }
    }

    /// Draws the texels of pixels `x..<x+count` of canvas row `y` under `map`, faded by `alpha` (0…255), over
    /// `out`: `out[j] = Blend.over(Blend.scale(texel, alpha), out[j])`, the texel as ``sample(_:x:y:count:into:)``
    /// gives it. With `base`, `out` is written as if every pixel of it were `base`, without reading it (the
    /// bytes of filling it with `base` first). `scratch` holds `count` values.
    func draw(
        _ map: Homography, x: Int, y: Int, count: Int, alpha: UInt32, over out: UnsafeMutablePointer<UInt32>,
        base: UInt32? = nil, scratch: UnsafeMutablePointer<UInt32>
    ) {
        guard count > 0 else { return }
        let py = Double(y) + 0.5
        var j = 0
        while j < count {
            // Runs of `uniformRun` pixels fixed on the canvas, so that the test does not depend on the run start.
            let px = x + j
            let chunkEnd = min(x + count, (px / Texture.uniformRun + 1) * Texture.uniformRun)
            let n = chunkEnd - px
            if let colour = flatColour(map, from: px, to: chunkEnd - 1, py: py) {
                let source = alpha == 255 ? colour : Blend.scale(colour, alpha)
                if source >> 24 == 255 {
                    // An opaque source replaces what is beneath: s + d · 0 / 255 = s.
                    (out + j).update(repeating: source, count: n)
                } else if let base {
                    (out + j).update(repeating: Blend.over(source, base), count: n)
                } else if source != 0 {
                    RowBlend.draw(solid: source, over: out + j, count: n)
                }
            } else {
                if map.p == 0 && map.q == 0 {
                    sampleExactly(map, x: px, py: py, count: n, into: scratch + j)
                } else {
                    samplePerspective(map, x: px, py: py, count: n, into: scratch + j)
                }
                if let base {
                    RowBlend.draw(scratch + j, alpha: alpha, overColour: base, into: out + j, count: n)
                } else {
                    RowBlend.draw(scratch + j, alpha: alpha, over: out + j, count: n)
                }
            }
            j += n
        }
    }

    /// `map.homogeneous(x, y)` (the same operations, so the same bits), inlined here: this runs per pixel.
    @inline(__always)
    private static func point(_ m: Homography, _ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (m.a * x + m.c * y + m.tx, m.b * x + m.d * y + m.ty, m.p * x + m.q * y + m.s)
    }

    /// The colour every pixel of `first...last` samples when all texels their points can reach are equal
    /// (which needs the map's `w` positive at both ends, and so on the whole run); nil otherwise.
    @inline(__always)
    private func flatColour(_ map: Homography, from first: Int, to last: Int, py: Double) -> UInt32? {
        guard let tiles = uniformTiles else { return nil }
        let a = Texture.point(map, Double(first) + 0.5, py), b = Texture.point(map, Double(last) + 0.5, py)
        guard a.w > 0, b.w > 0 else { return nil }
        // The points of a run lie on the segment between its end points (a projective map keeps lines straight
        // and, where w > 0, keeps their order); interpolated points stray by at most `tolerance`, rounding by far
        // less: a margin of 1/64 texel covers both.
        let e = SIMD4(a.x, a.y, b.x, b.y) / SIMD4(a.w, a.w, b.w, b.w)
        let margin = 1.0 / 64
        let u0 = min(e[0], e[2]) - 0.5 - margin, u1 = max(e[0], e[2]) - 0.5 + margin
        let v0 = min(e[1], e[3]) - 0.5 - margin, v1 = max(e[1], e[3]) - 0.5 + margin
        let limit = Double(max(width, height)) + 4
        guard u0 > -limit, v0 > -limit, u1 < limit, v1 < limit else { return nil }
        // Texels read: floor(point − ½) and the next one, clamped to the texture.
        let maxX = width - 1, maxY = height - 1
        let x0 = min(maxX, max(0, Int(u0.rounded(.down)))), x1 = min(maxX, max(0, Int(u1.rounded(.down)) + 1))
        let y0 = min(maxY, max(0, Int(v0.rounded(.down)))), y1 = min(maxY, max(0, Int(v1.rounded(.down)) + 1))
        return tiles.colour(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Every point computed exactly (what affine maps always get).
    @inline(__always)
    private func sampleExactly(
        _ map: Homography, x: Int, py: Double, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        if map.p == 0 && map.q == 0 && map.s == 1 {
            if map.a == 1 && map.b == 0 && map.c == 0 && map.d == 1 && count > 1
                && translated(map, x: x, py: py, count: count, into: out)
            {
                return
            }
            if map.b == 0 {
                scaledRow(map, x: x, py: py, count: count, into: out)
                return
            }
            // No division: w is exactly 1.
            for j in 0..<count {
                let hp = Texture.point(map, Double(x + j) + 0.5, py)
                out[j] = bilinear(hp.x, hp.y)
            }
            return
        }
        for j in 0..<count {
            let hp = Texture.point(map, Double(x + j) + 0.5, py)
            guard hp.w > 0 else { out[j] = 0; continue }
            // Both divisions in one instruction (each lane rounds as a scalar division does).
            let uv = SIMD2(hp.x, hp.y) / SIMD2(repeating: hp.w)
            out[j] = bilinear(uv.x, uv.y)
        }
    }

    /// A row under an affine map without rotation or shear (`b` = 0, `w` = 1), as ``bilinear(_:_:)`` samples
    /// each pixel: every pixel's `v` is the same (`b · x` is ±0, which changes no sum), so the two texture rows
    /// and their weight are found once, and only `u` is computed per pixel.
    @inline(__always)
    private func scaledRow(
        _ map: Homography, x: Int, py: Double, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let v = Texture.point(map, Double(x) + 0.5, py).y
        let vv = min(max(v - 0.5, -2), Double(height + 1))
        guard vv == vv else {
            out.update(repeating: 0, count: count)
            return
        }
        let fv = floorFast(vv)
        let wy = UInt32((vv - fv) * 256 + 0.5)
        let (top, bottom) = rows(around: Int(fv))
        for j in 0..<count {
            let uu = min(max(Texture.point(map, Double(x + j) + 0.5, py).x - 0.5, -2), Double(width + 1))
            guard uu == uu else {
                out[j] = 0
                continue
            }
            let fu = floorFast(uu)
            out[j] = bilinear(
                texelX: Int(fu), weightX: UInt32((uu - fu) * 256 + 0.5), top: top, bottom: bottom, weightY: wy)
        }
    }

    /// A translation's row sampled with the weights of its first pixel and texel columns stepping by one, when
    /// that is what ``bilinear(_:_:)`` gives every pixel (true; false and nothing written otherwise).
    ///
    /// Each pixel's `u` is `fl(x + ½ + tx)` (`v` is the same for the whole row), so its fractional part is
    /// that of `tx − ½` within a few ulps (under 2⁻³⁰ texel for textures narrower than 2²⁰). Away from a
    /// whole texel and from a weight's rounding boundary by 10⁻⁶ — and with no point clamped — every pixel's
    /// floor, fraction and quantised weight are the first pixel's, moved by whole texels.
    @inline(__always)
    private func translated(
        _ map: Homography, x: Int, py: Double, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        let first = Texture.point(map, Double(x) + 0.5, py)
        let last = Texture.point(map, Double(x + count - 1) + 0.5, py)
        let uu = first.x - 0.5, vv = first.y - 0.5
        guard uu >= -2, last.x - 0.5 <= Double(width + 1), vv >= -2, vv <= Double(height + 1) else { return false }
        let fu = floorFast(uu), fv = floorFast(vv)
        let fraction = uu - fu
        let scaled = fraction * 256 + 0.5
        guard fraction > 1e-6, fraction < 1 - 1e-6, abs(scaled - scaled.rounded()) > 1e-6 else { return false }
        let wx = UInt32(scaled), wy = UInt32((vv - fv) * 256 + 0.5)
        let ix = Int(fu), iy = Int(fv)
        for j in 0..<count { out[j] = bilinear(texelX: ix + j, weightX: wx, texelY: iy, weightY: wy) }
        return true
    }

    /// A perspective map: segments fixed on the canvas, interpolated where that is within ``tolerance``.
    private func samplePerspective(
        _ map: Homography, x: Int, py: Double, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        var j = 0
        while j < count {
            let px = x + j
            var size = Texture.segment
            var handled = false
            while size >= Texture.minimumSegment {
                let start = px / size * size
                let n = min(x + count, start + size) - px
                if interpolate(map, start: start, size: size, from: px - start, count: n, py: py, into: out + j) {
                    j += n
                    handled = true
                    break
                }
                size /= 2
            }
            if !handled {
                // The smallest segment containing px, computed exactly.
                let start = px / Texture.minimumSegment * Texture.minimumSegment
                let n = min(x + count, start + Texture.minimumSegment) - px
                sampleExactly(map, x: px, py: py, count: n, into: out + j)
                j += n
            }
        }
    }

    /// Pixels `start + first ..< start + first + count` of the segment `start..<start+size` sampled at points
    /// interpolated between its exact end points (the centres of pixels `start` and `start + size`); false (and
    /// nothing written) when the interpolation would be off by more than ``tolerance`` or the segment is not
    /// wholly in front of the eye.
    @inline(__always)
    private func interpolate(
        _ map: Homography, start: Int, size: Int, from first: Int, count: Int, py: Double,
        into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        let a = Texture.point(map, Double(start) + 0.5, py), b = Texture.point(map, Double(start + size) + 0.5, py)
        guard a.w > 0, b.w > 0 else { return false }
        let e = SIMD4(a.x, a.y, b.x, b.y) / SIMD4(a.w, a.w, b.w, b.w)
        let du = e[2] - e[0], dv = e[3] - e[1]
        // |Δu| · |ΔW| / (4 · min W) ≤ tolerance, without dividing (and false for NaN).
        guard max(abs(du), abs(dv)) * abs(b.w - a.w) <= 4 * Texture.tolerance * min(a.w, b.w) else { return false }
        // Fixed point, 1/65536 texel, of the point minus ½ (so that the texel index is its integer part).
        let limit = 1_073_741_824.0  // 2³⁰ texels: far outside any texture, and safe in 64-bit fixed point
        guard abs(e[0]) < limit, abs(e[1]) < limit, abs(e[2]) < limit, abs(e[3]) < limit else { return false }
        let u0 = Int(((e[0] - 0.5) * 65536).rounded(.down)), v0 = Int(((e[1] - 0.5) * 65536).rounded(.down))
        let u1 = Int(((e[2] - 0.5) * 65536).rounded(.down)), v1 = Int(((e[3] - 0.5) * 65536).rounded(.down))
        let shift = size.trailingZeroBitCount  // size is a power of two
        let stepU = (u1 - u0) >> shift, stepV = (v1 - v0) >> shift
        var u = u0 + first * stepU, v = v0 + first * stepV
        for j in 0..<count {
            out[j] = bilinear(fixedU: u, fixedV: v)
            u += stepU
            v += stepV
        }
        return true
    }

    /// Bilinear sample at a fixed-point point (1/65536 texel, already minus ½): the arithmetic of
    /// ``bilinear(_:_:)`` with the point rounded to 1/256 texel.
    @inline(__always)
    func bilinear(fixedU: Int, fixedV: Int) -> UInt32 {
        let tu = (fixedU + 128) >> 8, tv = (fixedV + 128) >> 8
        return bilinear(texelX: tu >> 8, weightX: UInt32(tu & 255), texelY: tv >> 8, weightY: UInt32(tv & 255))
    }
}

/// Per 8 × 8 block of a texture, its colour when all its texels are equal, else ``none`` (a value no
/// premultiplied pixel takes: zero alpha with a non-zero colour channel).
final class UniformTiles: @unchecked Sendable {
    static let none: UInt32 = 0x00FF_FFFF
    static let shift = 3
    let columns: Int
    let rows: Int
    private let colours: UnsafeMutablePointer<UInt32>

    /// Scans the texture once (rows that repeat an earlier one are not scanned again).
    init(_ texture: Texture) {
        let width = texture.width, height = texture.height
        let size = 1 << UniformTiles.shift
        columns = (width + size - 1) >> UniformTiles.shift
        rows = (height + size - 1) >> UniformTiles.shift
        colours = .allocate(capacity: max(1, columns * rows))
        // Per row: each block's colour along that row (or none); a repeated row reuses its origin's result.
        let rowColours = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, columns))
        defer { rowColours.deallocate() }
        var lastOrigin: Int32 = -1
        for r in 0..<height {
            let origin = texture.rowOrigins[r]
            if origin != lastOrigin {
                lastOrigin = origin
                let pixels = texture.row(r)
                for c in 0..<columns {
                    let x0 = c << UniformTiles.shift, x1 = min(width, x0 + size)
                    let first = pixels[x0]
                    var same = true
                    if x1 - x0 == size {
                        let block = UnsafeRawPointer(pixels + x0).loadUnaligned(as: SIMD8<UInt32>.self)
                        same = block == SIMD8(repeating: first)
                    } else {
                        for i in x0 + 1..<x1 where pixels[i] != first { same = false }
                    }
                    rowColours[c] = same ? first : UniformTiles.none
                }
            }
            let tileRow = colours + (r >> UniformTiles.shift) * columns
            if r & (size - 1) == 0 {
                tileRow.update(from: rowColours, count: columns)
            } else {
                for c in 0..<columns where tileRow[c] != rowColours[c] { tileRow[c] = UniformTiles.none }
            }
        }
    }

    deinit { colours.deallocate() }

    /// The one colour of texels `x0...x1 × y0...y1` (inclusive, inside the texture), or nil.
    @inline(__always)
    func colour(x0: Int, y0: Int, x1: Int, y1: Int) -> UInt32? {
        let c0 = x0 >> UniformTiles.shift, c1 = x1 >> UniformTiles.shift
        let r0 = y0 >> UniformTiles.shift, r1 = y1 >> UniformTiles.shift
        let first = colours[r0 * columns + c0]
        guard first != UniformTiles.none else { return nil }
        for r in r0...r1 {
            let row = colours + r * columns
            for c in c0...c1 where row[c] != first { return nil }
        }
        return first
    }
}
