import Testing
@testable import Raster

@Suite struct BlendTests {
    @Test func div255RoundsToNearestForEveryProduct() {
        for x in UInt32(0)...65025 {
            let exact = (x * 2 + 255) / 510  // round(x / 255); no ties since 255 is odd
            #expect(Blend.div255(x) == exact, "x=\(x)")
            if Blend.div255(x) != exact { return }
        }
    }

    @Test func packedScaleMatchesPerChannelRounding() {
        var failures = 0
        for c in stride(from: UInt32(0), through: 255, by: 1) {
            for v in stride(from: UInt32(0), through: 255, by: 3) {
                let p = v | (255 - v) << 8 | (v / 2) << 16 | 255 << 24
                let s = Blend.scale(p, c)
                let expected =
                    Blend.div255(v * c) | Blend.div255((255 - v) * c) << 8
                    | Blend.div255((v / 2) * c) << 16 | Blend.div255(255 * c) << 24
                if s != expected { failures += 1 }
            }
        }
        #expect(failures == 0)
    }

    @Test func sourceOverFollowsTheDocumentedFormula() {
        let red = Blend.pack(Pixel(r: 255, g: 0, b: 0, a: 255))
        let halfBlue = Blend.pack(Pixel(r: 0, g: 0, b: 128, a: 128))
        #expect(Blend.over(red, halfBlue) == red)  // opaque source replaces
        #expect(Blend.over(0, red) == red)  // transparent source keeps
        let mixed = Blend.unpack(Blend.over(halfBlue, red))
        #expect(mixed == Pixel(r: 127, g: 0, b: 128, a: 255))  // 255·127/255 = 127
        // Coverage: a quarter of opaque white is 64.
        #expect(
            Blend.unpack(Blend.over(Blend.pack(Pixel(r: 255, g: 255, b: 255, a: 255)), coverage: 64, 0))
                == Pixel(r: 64, g: 64, b: 64, a: 64))
    }

    @Test func premultipliedPixelsStayValidUnderRepeatedBlending() {
        var d = Blend.pack(Pixel(r: 10, g: 20, b: 30, a: 40))
        for i in 0..<500 {
            let a = UInt32((i * 37) % 256)
            let s = Blend.pack(Pixel(r: UInt8(a / 2), g: UInt8(a / 3), b: UInt8(a), a: UInt8(a)))
            d = Blend.over(s, coverage: UInt32((i * 91) % 256), d)
            let p = Blend.unpack(d)
            #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
        }
    }
}
