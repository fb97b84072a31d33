import Foundation
import Testing
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
}
