import Testing
@testable import Raster

@Suite struct ImageTests {
    @Test func premultiplyRoundsToNearest() {
        #expect(Premultiplication.premultiply(255, 128) == 128)
        #expect(Premultiplication.premultiply(1, 127) == 0)  // 0.498 → 0
        #expect(Premultiplication.premultiply(1, 128) == 1)  // 0.502 → 1
        #expect(Premultiplication.premultiply(200, 0) == 0)
        #expect(Premultiplication.premultiply(200, 255) == 200)
    }

    @Test func premultipliedPixelsSurviveAStraightAlphaRoundTrip() {
        // Every valid premultiplied (c, a) pair: c ≤ a.
        for a in 0...255 {
            for c in 0...a {
                let straight = Premultiplication.unpremultiply(UInt8(c), UInt8(a))
                #expect(Premultiplication.premultiply(straight, UInt8(a)) == UInt8(c), "c=\(c) a=\(a)")
            }
        }
    }

    @Test func straightBytesRoundTripThroughAnImage() {
        let rgba: [UInt8] = [255, 0, 0, 255, 10, 20, 30, 0, 200, 100, 50, 128]
        let image = Image(width: 3, height: 1, unpremultipliedRGBA: rgba)
        #expect(image[x: 2, y: 0] == Pixel(r: 100, g: 50, b: 25, a: 128))
        #expect(image.unpremultipliedRGBA() == [255, 0, 0, 255, 0, 0, 0, 0, 199, 100, 50, 128])
        #expect(!image.isOpaque)
        #expect(Image(width: 2, height: 2, fill: Pixel(r: 1, g: 2, b: 3, a: 255)).isOpaque)
    }

    /// One translucent pixel anywhere (first, last, odd pixel counts, past the first block of words) makes
    /// the image not opaque; colour bytes of 255 elsewhere never fool the check.
    @Test(arguments: [(1, 1), (3, 1), (3, 3), (5, 7), (129, 260)])
    func isOpaqueFindsAnyTranslucentPixel(width: Int, height: Int) {
        let opaque = Image(width: width, height: height, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(opaque.isOpaque)
        let count = width * height
        for index in Set([0, 1, count / 2, 8191, 8192, count - 2, count - 1]) where index >= 0 && index < count {
            var image = opaque
            image.pixels[index * 4 + 3] = 254
            #expect(!image.isOpaque, "pixel \(index) of \(width)×\(height)")
        }
        #expect(Image(width: width, height: height, fill: Pixel(r: 255, g: 255, b: 255, a: 0)).isOpaque == false)
    }

    @Test func colorPremultipliesWithRounding() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied8 == Pixel(r: 128, g: 64, b: 0, a: 128))
        #expect(Color(red: 2, green: .nan, blue: -1).premultiplied8 == Pixel(r: 255, g: 0, b: 0, a: 255))
    }
}
