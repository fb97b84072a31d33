import Raster

/// Pixel helpers shared by the seed 003/004 and UIKit tests (for rows, where screens slide sideways).
enum CatalogPixels {
    /// Where the run of `pixel` that ends at the right edge of row `y` begins: the left edge of a screen
    /// whose background is `pixel`, when that screen reaches the right side of the image. `image.width` when
    /// the right-most pixel is something else.
    static func leftEdgeOfRun(in image: Image, y: Int, endingRightWith pixel: Pixel) -> Int {
        var x = image.width
        while x > 0, image[x: x - 1, y: y] == pixel { x -= 1 }
        return x
    }

    /// `a` over `b` mixed by `fraction` of `a`, channel by channel (what a cross-fade of two opaque layers
    /// shows), rounded.
    static func mix(_ a: Pixel, _ b: Pixel, fraction: Double) -> Pixel {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) * fraction + Double(y) * (1 - fraction)).rounded())
        }
        return Pixel(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: channel(a.a, b.a))
    }

    /// `pixel` darkened by black at `alpha` (a dimming view over it).
    static func dimmed(_ pixel: Pixel, by alpha: Double) -> Pixel {
        mix(Pixel(r: 0, g: 0, b: 0, a: 255), pixel, fraction: alpha)
    }
}
