import Foundation
import Testing
import TestSupport
@testable import Raster

/// The backdrop blur at reduced resolution: the reduction factor, flat colours kept exactly, a step edge blurred
/// into the Gaussian's profile, and the bilinear enlargement.
@Suite struct BackdropFilterTests {
    @Test func theReductionIsThePowerOfTwoUpToAThirdOfSigma() {
        #expect(BackdropFilter.shift(sigma: 0) == 0)
        #expect(BackdropFilter.shift(sigma: 5.9) == 0)
        #expect(BackdropFilter.shift(sigma: 6) == 1)
        #expect(BackdropFilter.shift(sigma: 24) == 3)  // @3x, 8 points: 8 × 8 blocks, σ 3 texels
        #expect(BackdropFilter.shift(sigma: 90) == 4)  // a system material at @3x
        #expect(BackdropFilter.shift(sigma: 1e6) == 6)
        #expect(BackdropFilter.shift(sigma: .nan) == 0)
    }

    /// Blurs `pixels` (`width × height`, every row its own) and enlarges the result back to full size.
    static func blurred(
        _ pixels: [UInt32], width: Int, height: Int, sigma: Double, saturation: Double = 1, tint: UInt32 = 0
    ) -> [UInt32] {
        let origins = (0..<height).map { Int32($0) }
        let (texture, shift) = pixels.withUnsafeBufferPointer { p in
            origins.withUnsafeBufferPointer { o in
                BackdropFilter.blur(
                    p.baseAddress!, stride: width, origins: o.baseAddress!, width: width, height: height,
                    sigma: sigma, saturation: saturation, tint: tint)
            }
        }
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0..<height {
                texture.upscale(
                    row: y, x: 0, count: width, shift: shift, dx: 0, dy: 0, into: o.baseAddress! + y * width)
            }
        }
        return out
    }

    @Test func aFlatBackdropStaysExactlyFlatUnderSaturationAndTint() {
        let grey = Blend.pack(Pixel(r: 90, g: 90, b: 90, a: 255))
        let out = Self.blurred(
            [UInt32](repeating: grey, count: 100 * 70), width: 100, height: 70, sigma: 24, saturation: 1.8)
        #expect(out.allSatisfy { $0 == grey })
        let tint = Blend.pack(Pixel(r: 128, g: 128, b: 128, a: 128))  // white at ½
        let tinted = Self.blurred(
            [UInt32](repeating: grey, count: 100 * 70), width: 100, height: 70, sigma: 24, tint: tint)
        #expect(tinted.allSatisfy { $0 == Blend.over(tint, grey) })
    }

    @Test func aStepEdgeBlursIntoTheGaussiansProfile() {
        // White left of x = 200, black right of it, σ = 24 pixels (reduced 8 times).
        let width = 400, height = 48, sigma = 24.0
        let white = Blend.pack(Pixel(r: 255, g: 255, b: 255, a: 255)),
            black = Blend.pack(Pixel(r: 0, g: 0, b: 0, a: 255))
        let pixels = (0..<(width * height)).map { $0 % width < 200 ? white : black }
        let out = Self.blurred(pixels, width: width, height: height, sigma: sigma)
        var worst = 0.0
        for x in 0..<width {
            let d = (Double(x) + 0.5 - 200) / sigma
            let expected = 255 * 0.5 * erfc(d / 2.0.squareRoot())
            worst = max(worst, abs(Double(out[20 * width + x] & 0xFF) - expected))
        }
        // Box passes, 8 × 8 blocks and the bilinear enlargement together stay within 3 % of the Gaussian.
        #expect(worst < 8, "\(worst)")
        // Monotonic across the edge, equal down the columns.
        #expect((1..<width).allSatisfy { out[20 * width + $0] & 0xFF <= out[20 * width + $0 - 1] & 0xFF })
        #expect((0..<width).allSatisfy { out[$0] == out[40 * width + $0] })
    }

    @Test func theEnlargementInterpolatesBetweenTexelCentres() {
        // Two texels, 0 and 255 in red, enlarged 4 times: pixel centres at texel-space 0.125, 0.375, … .
        let texture = Texture(
            width: 2, height: 1,
            pixels: [Blend.pack(Pixel(r: 0, g: 0, b: 0, a: 255)), Blend.pack(Pixel(r: 255, g: 0, b: 0, a: 255))])
        var row = [UInt32](repeating: 0, count: 8)
        row.withUnsafeMutableBufferPointer {
            texture.upscale(row: 1, x: 0, count: 8, shift: 2, dx: 0, dy: 0, into: $0.baseAddress!)
        }
        // Left of the first centre and right of the last the edge texels extend; between, weights (2j + 1) / 8.
        let reds = row.map { Int($0 & 0xFF) }
        #expect(reds == [0, 0, 32, 96, 159, 223, 255, 255], "\(reds)")
        #expect(row.allSatisfy { $0 >> 24 == 255 })
    }

    /// The enlargement worked per channel, one pixel at a time: the two texel rows blended and rounded, then the
    /// two texel columns.
    static func enlargedByHand(
        _ texels: [UInt32], width: Int, height: Int, row y: Int, x: Int, shift: Int, dx: Int, dy: Int
    ) -> UInt32 {
        let k = 1 << shift
        func split(_ v: Int) -> (Int, Int) {
            let i = Int((Double(v) / Double(2 * k)).rounded(.down))
            return (i, v - i * 2 * k)
        }
        let (iy, fy) = split(2 * (y - dy) + 1 - k), (ix, fx) = split(2 * (x - dx) + 1 - k)
        func texel(_ i: Int, _ j: Int, _ channel: Int) -> Int {
            Int(texels[min(height - 1, max(0, j)) * width + min(width - 1, max(0, i))] >> (8 * channel) & 0xFF)
        }
        var out: UInt32 = 0
        for c in 0..<4 {
            func column(_ i: Int) -> Int {
                (texel(i, iy, c) * (2 * k - fy) + texel(i, iy + 1, c) * fy + k) >> (shift + 1)
            }
            let v = (column(ix) * (2 * k - fx) + column(ix + 1) * fx + k) >> (shift + 1)
            out |= UInt32(v) << (8 * c)
        }
        return out
    }

    @Test func theEnlargementMatchesTheWeightsWorkedByHandAtEveryShiftAndOffset() {
        var g = SplitMix64(seed: 77)
        let width = 9, height = 5
        // Random opaque and translucent texels (premultiplied: channels at most alpha).
        let texels = (0..<(width * height)).map { _ -> UInt32 in
            let a = UInt32(g.double(0, 1) < 0.5 ? 255 : g.double(0, 255.99))
            let c = { UInt32(g.double(0, Double(a) + 0.99)) }
            return c() | c() << 8 | c() << 16 | a << 24
        }
        let texture = Texture(width: width, height: height, pixels: texels)
        for shift in 1...6 {
            let k = 1 << shift
            for trial in 0..<12 {
                let dx = Int(g.double(-3, 3.99)) * k / 2 + trial, dy = Int(g.double(-2, 2.99))
                let x = Int(g.double(-Double(k), Double(width * k))), count = Int(g.double(1, Double(3 * k) + 0.99))
                let y = Int(g.double(-2, Double(height * k + 2)))
                var row = [UInt32](repeating: 0, count: count)
                row.withUnsafeMutableBufferPointer {
                    texture.upscale(row: y, x: x, count: count, shift: shift, dx: dx, dy: dy, into: $0.baseAddress!)
                }
                let expected = (0..<count).map {
                    Self.enlargedByHand(
                        texels, width: width, height: height, row: y, x: x + $0, shift: shift, dx: dx, dy: dy)
                }
                #expect(row == expected, "shift \(shift), x \(x), count \(count), dx \(dx), y \(y)")
            }
        }
    }

    @Test func whatAnOpaqueFullBlurHidesIsLeftOutWithTheSameBytes() {
        // 4 × 4 coloured tiles under a blur over the whole 40 × 40 point frame at @3x (σ 12 pixels, enlarged).
        var g = SplitMix64(seed: 5)
        let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let tiles = (0..<16).map { i in
            RenderNode(
                frame: CGRect(x: CGFloat(i % 4) * 10, y: CGFloat(i / 4) * 10, width: 10, height: 10),
                backgroundColor: Color(red: g.double(0, 1), green: g.double(0, 1), blue: g.double(0, 1)))
        }
        var glass = RenderNode(frame: frame)
        glass.backdrop = BackdropBlur(radius: 4, saturation: 1.8, tintColor: Color(white: 1, alpha: 0.3))
        let direct = RenderTree(size: frame.size, scale: 3, root: RenderNode(frame: frame, children: tiles + [glass]))
        // The same blur inside a full-frame clip, which keeps the tiles in the frame.
        var clipper = RenderNode(frame: frame, children: [glass])
        clipper.masksToBounds = true
        let clipped = RenderTree(
            size: frame.size, scale: 3, root: RenderNode(frame: frame, children: tiles + [clipper]))
        var painter = LayerPainter(width: 120, height: 120, background: 0, scale: 3)
        painter.paintRoot(direct.root)
        #expect(painter.frame.items.count == 1)
        var keeping = LayerPainter(width: 120, height: 120, background: 0, scale: 3)
        keeping.paintRoot(clipped.root)
        #expect(keeping.frame.items.count == 17)
        #expect(Rasterizer().render(direct).pixels == Rasterizer().render(clipped).pixels)
    }
}
