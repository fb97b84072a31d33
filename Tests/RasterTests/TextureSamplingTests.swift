import Foundation
import Testing
import TestSupport
@testable import Raster

/// ``Texture/sample(_:x:y:count:into:)``: what a pixel samples depends only on the pixel and the map (not on how a
/// row is split into runs), flat content is filled with exactly what bilinear sampling gives, affine maps sample
/// exactly as ``Texture/bilinear(_:_:)`` at the mapped pixel centre, and perspective maps stay within a level of
/// perspective-correct sampling.
@Suite struct TextureSamplingTests {
    /// A texture with flat areas (most of a UI layer), edges between them and a noisy block (text, pictures).
    private static func texels(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var generator = SplitMix64(seed: seed)
        return (0..<(width * height)).map { i in
            let x = i % width, y = i / width
            if x > width / 2 && y > height / 3 && y < height / 2 {
                let a = UInt32.random(in: 0...255, using: &generator)
                let c = UInt32.random(in: 0...a, using: &generator)
                return a << 24 | c << 16 | (c / 2) << 8 | c / 3
            }
            if y < height / 4 { return 0xFF20_80F0 }
            if x < width / 3 { return 0x8040_2010 }
            return 0xFFFF_FFFF
        }
    }

    /// A card turned about the vertical axis under perspective, as a map from canvas pixels to its texels.
    private static func flip(degrees: Double, width: Int, height: Int, distance: Double) -> Homography {
        let angle = degrees * .pi / 180
        var perspective = CATransform3DIdentity
        perspective.m34 = CGFloat(-1 / distance)
        let turn = CATransform3DRotate(perspective, CGFloat(angle), 0, 1, 0)
        // Texels about the card's centre, turned, then placed at the canvas centre.
        let toCanvas = Homography.translation(-Double(width) / 2, -Double(height) / 2)
            .concatenating(Homography(turn))
            .concatenating(.translation(Double(width) / 2 + 7.25, Double(height) / 2 + 3.5))
        return toCanvas.inverse!
    }

    private static let maps: [(String, Homography)] = [
        ("flip 30°", flip(degrees: 30, width: 160, height: 90, distance: 300)),
        ("flip 75°", flip(degrees: 75, width: 160, height: 90, distance: 300)),
        ("flip 60° far", flip(degrees: 60, width: 160, height: 90, distance: 3600)),
        ("flip 89°", flip(degrees: 89, width: 160, height: 90, distance: 120)),
        ("rotation", Homography(CATransform3DMakeRotation(0.3, 0, 0, 1)).concatenating(.translation(20.5, -10))),
        ("scale", Homography.scale(0.37, 0.81).concatenating(.translation(-3.25, 4))),
    ]

    @Test(arguments: 0..<maps.count)
    func aPixelSamplesTheSameInAnyRun(_ index: Int) {
        let (name, map) = Self.maps[index]
        let width = 160, height = 90
        let texture = Texture(width: width, height: height, pixels: Self.texels(width: width, height: height, seed: 7))
        texture.prepareForSampling()
        var generator = SplitMix64(seed: UInt64(index) + 1)
        let canvasWidth = 200
        var whole = [UInt32](repeating: 1, count: canvasWidth), pieces = whole, single = whole
        for y in stride(from: 0, to: 110, by: 3) {
            texture.sample(map, x: 0, y: y, count: canvasWidth, into: &whole)
            var x = 0
            while x < canvasWidth {
                let n = min(canvasWidth - x, Int.random(in: 1...45, using: &generator))
                pieces.withUnsafeMutableBufferPointer {
                    texture.sample(map, x: x, y: y, count: n, into: $0.baseAddress! + x)
                }
                x += n
            }
            for x in 0..<canvasWidth {
                single.withUnsafeMutableBufferPointer {
                    texture.sample(map, x: x, y: y, count: 1, into: $0.baseAddress! + x)
                }
            }
            #expect(whole == pieces, "\(name), row \(y): split runs")
            #expect(whole == single, "\(name), row \(y): one pixel at a time")
        }
    }

    @Test(arguments: 0..<maps.count)
    func flatContentIsFilledWithWhatSamplingGives(_ index: Int) {
        let (name, map) = Self.maps[index]
        let width = 160, height = 90
        let pixels = Self.texels(width: width, height: height, seed: 11)
        let withTiles = Texture(width: width, height: height, pixels: pixels)
        withTiles.prepareForSampling()
        let without = Texture(width: width, height: height, pixels: pixels)
        #expect(withTiles.uniformTiles != nil && without.uniformTiles == nil)
        var a = [UInt32](repeating: 1, count: 200), b = a
        for y in 0..<110 {
            withTiles.sample(map, x: 0, y: y, count: 200, into: &a)
            without.sample(map, x: 0, y: y, count: 200, into: &b)
            #expect(a == b, "\(name), row \(y)")
        }
    }

    @Test func flatBlocksAreFoundExactly() {
        let width = 37, height = 21
        var pixels = [UInt32](repeating: 0xFF00_00FF, count: width * height)
        pixels[9 * width + 20] = 0xFF00_FF00  // one different texel: block (2, 1)
        let texture = Texture(width: width, height: height, pixels: pixels)
        let tiles = UniformTiles(texture)
        #expect(tiles.columns == 5 && tiles.rows == 3)
        #expect(tiles.colour(x0: 0, y0: 0, x1: 15, y1: 7) == 0xFF00_00FF)
        #expect(tiles.colour(x0: 32, y0: 16, x1: 36, y1: 20) == 0xFF00_00FF)  // partial blocks at the edges
        #expect(tiles.colour(x0: 16, y0: 8, x1: 16, y1: 8) == nil)
        #expect(tiles.colour(x0: 0, y0: 0, x1: 36, y1: 20) == nil)
    }

    @Test func affineMapsSampleEveryPixelCentreExactly() {
        let width = 160, height = 90
        let texture = Texture(width: width, height: height, pixels: Self.texels(width: width, height: height, seed: 3))
        texture.prepareForSampling()
        // Scales without rotation take one pair of texture rows per canvas row: also enlarged, mirrored and
        // running off every edge of the texture (clamped).
        let scales: [(String, Homography)] = [
            ("enlarged off the edges", Homography.scale(0.61, 0.47).concatenating(.translation(-5.5, -7.25))),
            ("mirrored", Homography.scale(-0.9, 1.1).concatenating(.translation(150.3, -0.5))),
        ]
        for (name, map) in Self.maps.filter({ $0.1.isAffine }) + scales {
            var row = [UInt32](repeating: 0, count: 200)
            for y in 0..<100 {
                texture.sample(map, x: 0, y: y, count: 200, into: &row)
                for x in 0..<200 {
                    let p = map.homogeneous(Double(x) + 0.5, Double(y) + 0.5)
                    let expected = texture.bilinear(p.x / p.w, p.y / p.w)
                    guard row[x] == expected else {
                        Issue.record(
                            "\(name): (\(x), \(y)) \(String(row[x], radix: 16)) ≠ \(String(expected, radix: 16))")
                        return
                    }
                }
            }
        }
    }

    /// Translations (a view moving by fractions of a pixel) take one weight per row: the same bytes as every
    /// pixel's own point, for offsets on, next to and between the weights' rounding boundaries (k + ½)/256, and
    /// for rows that run off the texture (clamped points).
    @Test func translationsSampleEveryPixelCentreExactly() {
        let width = 160, height = 90
        let texture = Texture(width: width, height: height, pixels: Self.texels(width: width, height: height, seed: 5))
        texture.prepareForSampling()
        var offsets: [Double] = [0, 0.3, 7.25, -3.123456789, 1e-7, -1e-7, 0.999_999_9, 512.000_000_1]
        for k in [0, 1, 127, 128, 255] {
            let boundary = (Double(k) + 0.5) / 256
            offsets += [boundary, boundary.nextDown, boundary.nextUp, boundary + 1e-9, boundary - 1e-9, boundary + 3]
        }
        var row = [UInt32](repeating: 0, count: 220)
        for tx in offsets {
            for ty in [0.0, 0.625, -2.7] {
                let map = Homography.translation(tx - 30, ty)
                for (y, x, count) in [(0, 0, 220), (5, 31, 2), (40, 3, 117), (89, 150, 60), (60, 0, 1)] {
                    texture.sample(map, x: x, y: y, count: count, into: &row)
                    for j in 0..<count {
                        let p = map.homogeneous(Double(x + j) + 0.5, Double(y) + 0.5)
                        let expected = texture.bilinear(p.x / p.w, p.y / p.w)
                        guard row[j] == expected else {
                            Issue.record("tx \(tx), ty \(ty): (\(x + j), \(y)) \(row[j]) ≠ \(expected)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// Against bilinear sampling at the perspective-correct point of every pixel: within one level per channel on
    /// steep ramps (16 levels per texel, so a point off by a tenth of a texel would show as 2 levels).
    @Test func perspectiveStaysWithinALevelOfTheCorrectPoint() {
        let width = 256, height = 64
        // Red rises and falls along x, green along y, 16 levels per texel.
        func wave(_ i: Int) -> UInt32 { UInt32(i % 32 < 16 ? i % 32 : 31 - i % 32) * 16 }
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            0xFF00_0000 | wave(i / width) << 8 | wave(i % width)
        }
        let texture = Texture(width: width, height: height, pixels: pixels)
        texture.prepareForSampling()
        for degrees in [20.0, 45, 70, 85] {
            let map = Self.flip(degrees: degrees, width: width, height: height, distance: 400)
            var row = [UInt32](repeating: 0, count: 300)
            var worst: UInt32 = 0
            for y in 0..<80 {
                texture.sample(map, x: 0, y: y, count: 300, into: &row)
                for x in 0..<300 {
                    let p = map.homogeneous(Double(x) + 0.5, Double(y) + 0.5)
                    let exact = p.w > 0 ? texture.bilinear(p.x / p.w, p.y / p.w) : 0
                    for shift in stride(from: UInt32(0), to: 32, by: 8) {
                        let a = (row[x] >> shift) & 0xFF, b = (exact >> shift) & 0xFF
                        worst = max(worst, a > b ? a - b : b - a)
                    }
                }
            }
            #expect(worst <= 1, "flip \(degrees)°: a channel differs by \(worst) levels")
        }
    }
}
