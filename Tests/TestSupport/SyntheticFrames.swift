import Foundation
import Pixels

/// Synthetic transition-like sequences.
public enum SyntheticFrames {
    /// A rounded card (anti-aliased edges from a signed distance) sliding from off-screen left to
    /// off-screen right over a flat background, ease-in-out, `count` frames.
    public static func slidingCard(
        width: Int, height: Int, count: Int,
        background: Pixel = Pixel(r: 242, g: 242, b: 247, a: 255),
        card: Pixel = Pixel(r: 0, g: 122, b: 255, a: 255)
    ) -> [Image] {
        let cardWidth = Double(width) * 0.7, cardHeight = Double(height) * 0.4
        let radius = min(cardWidth, cardHeight) * 0.15
        return (0..<count).map { index in
            let t = count == 1 ? 0.5 : Double(index) / Double(count - 1)
            let eased = t * t * (3 - 2 * t)
            let left = -cardWidth + eased * (Double(width) + cardWidth)
            let top = (Double(height) - cardHeight) / 2 + 0.37
            return roundedRect(
                width: width, height: height, background: background, fill: card,
                x: left, y: top, w: cardWidth, h: cardHeight, radius: radius)
        }
    }

    /// Straight-alpha pixels of an image with a rounded rectangle painted over `background`.
    public static func roundedRect(
        width: Int, height: Int, background: Pixel, fill: Pixel,
        x: Double, y: Double, w: Double, h: Double, radius: Double
    ) -> Image {
        var image = Image(width: width, height: height, fill: background)
        let x0 = max(0, Int(x.rounded(.down))), x1 = min(width, Int((x + w).rounded(.up)))
        let y0 = max(0, Int(y.rounded(.down))), y1 = min(height, Int((y + h).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return image }
        let cx = x + w / 2, cy = y + h / 2
        let hx = w / 2 - radius, hy = h / 2 - radius
        for py in y0..<y1 {
            for px in x0..<x1 {
                let dx = max(abs(Double(px) + 0.5 - cx) - hx, 0), dy = max(abs(Double(py) + 0.5 - cy) - hy, 0)
                let distance = (dx * dx + dy * dy).squareRoot() - radius
                let coverage = min(1, max(0, 0.5 - distance))
                if coverage > 0 { image[x: px, y: py] = over(fill, background, coverage: coverage) }
            }
        }
        return image
    }

    /// A cross-fade between two images, `count` frames including both ends.
    public static func crossFade(from a: Image, to b: Image, count: Int) -> [Image] {
        (0..<count).map { index in
            let t = count == 1 ? 0.0 : Double(index) / Double(count - 1)
            var out = a
            for i in 0..<a.pixels.count {
                out.pixels[i] = UInt8((Double(a.pixels[i]) * (1 - t) + Double(b.pixels[i]) * t).rounded())
            }
            return out
        }
    }

    /// A smooth two-axis gradient (many distinct colours).
    public static func gradient(width: Int, height: Int, phase: Double = 0) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(max(1, width - 1)), v = Double(y) / Double(max(1, height - 1))
                image[x: x, y: y] = Pixel(
                    r: UInt8((u * 255).rounded()), g: UInt8((v * 255).rounded()),
                    b: UInt8(((1 - u) * 127 + phase * 128).rounded()), a: 255)
            }
        }
        return image
    }

    /// Premultiplied `fill` over `base` with a coverage fraction.
    public static func over(_ fill: Pixel, _ base: Pixel, coverage: Double) -> Pixel {
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
            let fc = Double(f) * coverage
            return UInt8((fc + Double(b) * (1 - Double(fill.a) * coverage / 255)).rounded())
        }
        return Pixel(r: mix(fill.r, base.r), g: mix(fill.g, base.g), b: mix(fill.b, base.b), a: mix(fill.a, base.a))
    }
}
