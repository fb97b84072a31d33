import Raster
import TestSupport

/// Deterministic stand-ins for what the PNG encoder writes: a UI frame and a photo-like frame, both
/// 1179 × 2556 (an iPhone screen at 3×).
enum SyntheticFrames {
    static let width = 1179
    static let height = 2556

    /// A list screen: flat background, navigation bar, grouped rounded cards with icons, lines of
    /// text-like glyph strokes with anti-aliased edges, a switch. Opaque.
    static func userInterface() -> Image {
        var canvas = CoverageCanvas(width: width, height: height, background: Pixel(r: 242, g: 242, b: 247, a: 255))
        var random = SplitMix64(seed: 0x5EED)
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        let label = Pixel(r: 28, g: 28, b: 30, a: 255)
        let secondary = Pixel(r: 138, g: 138, b: 142, a: 255)
        let separator = Pixel(r: 198, g: 198, b: 200, a: 255)
        let tints = [
            Pixel(r: 0, g: 122, b: 255, a: 255), Pixel(r: 52, g: 199, b: 89, a: 255),
            Pixel(r: 255, g: 149, b: 0, a: 255), Pixel(r: 255, g: 59, b: 48, a: 255),
            Pixel(r: 175, g: 82, b: 222, a: 255),
        ]
        let s = 3.0  // pixels per point

        canvas.fillRect(x: 0, y: 0, width: 1179, height: 103 * s, color: white)
        canvas.fillRect(x: 0, y: 103 * s, width: 1179, height: 1, color: separator)
        canvas.text(x: 20 * s, y: 60 * s, size: 34 * s, words: 2, color: label, random: &random)

        var top = 120.0 * s
        var section = 0
        while top < Double(height) - 200 {
            canvas.text(x: 20 * s, y: top, size: 13 * s, words: 2, color: secondary, random: &random)
            top += 24 * s
            let rows = 2 + section % 4
            let rowHeight = 52.0 * s
            canvas.roundedRect(
                x: 16 * s, y: top, width: 361 * s, height: Double(rows) * rowHeight, radius: 10 * s, color: white)
            for row in 0..<rows {
                let y = top + Double(row) * rowHeight
                canvas.roundedRect(
                    x: 32 * s, y: y + 11 * s, width: 30 * s, height: 30 * s, radius: 7 * s,
                    color: tints[(section + row) % tints.count])
                canvas.text(
                    x: 76 * s, y: y + 16 * s, size: 17 * s, words: 1 + (row + section) % 3, color: label,
                    random: &random)
                if (row + section) % 5 == 0 {
                    canvas.roundedRect(
                        x: 312 * s, y: y + 10.5 * s, width: 51 * s, height: 31 * s, radius: 15.5 * s, color: tints[1])
                    canvas.roundedRect(
                        x: 334 * s, y: y + 12.5 * s, width: 27 * s, height: 27 * s, radius: 13.5 * s, color: white)
                } else {
                    canvas.text(x: 300 * s, y: y + 17 * s, size: 17 * s, words: 1, color: secondary, random: &random)
                }
                if row < rows - 1 {
                    canvas.fillRect(x: 76 * s, y: y + rowHeight - 1, width: 301 * s, height: 1, color: separator)
                }
            }
            top += Double(rows) * rowHeight + 30 * s
            section += 1
        }
        return canvas.image
    }

    /// Smooth colour fields with fine grain, as a photo has: a few octaves of value noise plus per-pixel
    /// noise. Opaque.
    static func photo() -> Image {
        var random = SplitMix64(seed: 0xF070)
        let octaves = [(cell: 400, amplitude: 90.0), (cell: 97, amplitude: 40.0), (cell: 23, amplitude: 18.0)]
        let grids = octaves.map { octave in
            (
                octave,
                (0..<3).map { _ in
                    ValueNoise(width: width / octave.cell + 2, height: height / octave.cell + 2, random: &random)
                }
            )
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var channels = [110.0, 120.0, 100.0]
                for (octave, noise) in grids {
                    let gx = Double(x) / Double(octave.cell), gy = Double(y) / Double(octave.cell)
                    for c in 0..<3 { channels[c] += (noise[c].sample(gx, gy) - 0.5) * 2 * octave.amplitude }
                }
                let grain = Double(Int(random.next() % 25)) - 12
                let i = (y * width + x) * 4
                for c in 0..<3 { pixels[i + c] = UInt8(max(0, min(255, (channels[c] + grain).rounded()))) }
            }
        }
        return Image(width: width, height: height, premultipliedRGBA: pixels)
    }
}

/// A grid of random values, sampled with smooth bilinear interpolation.
struct ValueNoise {
    let width: Int
    let values: [Double]

    init(width: Int, height: Int, random: inout SplitMix64) {
        self.width = width
        values = (0..<(width * height)).map { _ in Double(random.next() % 10_000) / 10_000 }
    }

    func sample(_ x: Double, _ y: Double) -> Double {
        let x0 = Int(x), y0 = Int(y)
        var fx = x - Double(x0), fy = y - Double(y0)
        fx = fx * fx * (3 - 2 * fx)
        fy = fy * fy * (3 - 2 * fy)
        let a = values[y0 * width + x0], b = values[y0 * width + x0 + 1]
        let c = values[(y0 + 1) * width + x0], d = values[(y0 + 1) * width + x0 + 1]
        return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
    }
}

/// Opaque painting with anti-aliased coverage: exact for axis-aligned rectangles, 4 × 4 samples for curves.
struct CoverageCanvas {
    private(set) var image: Image

    init(width: Int, height: Int, background: Pixel) {
        image = Image(width: width, height: height, fill: background)
    }

    mutating func fillRect(x: Double, y: Double, width: Double, height: Double, color: Pixel) {
        let (x1, y1) = (x + width, y + height)
        let (left, right) = (max(0, Int(x)), min(image.width, Int(x1.rounded(.up))))
        let (top, bottom) = (max(0, Int(y)), min(image.height, Int(y1.rounded(.up))))
        guard left < right, top < bottom else { return }
        for py in top..<bottom {
            let cy = min(Double(py + 1), y1) - max(Double(py), y)
            for px in left..<right {
                let cx = min(Double(px + 1), x1) - max(Double(px), x)
                blend(px, py, color, cx * cy)
            }
        }
    }

    mutating func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: Pixel) {
        sampled(x: x, y: y, width: width, height: height, color: color) { qx, qy in
            let cx = min(max(qx, x + radius), x + width - radius)
            let cy = min(max(qy, y + radius), y + height - radius)
            return (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy) <= radius * radius
        }
    }

    mutating func ring(centerX: Double, centerY: Double, radius: Double, stroke: Double, color: Pixel) {
        sampled(x: centerX - radius, y: centerY - radius, width: 2 * radius, height: 2 * radius, color: color) {
            qx, qy in
            let d = ((qx - centerX) * (qx - centerX) + (qy - centerY) * (qy - centerY)).squareRoot()
            return d <= radius && d >= radius - stroke
        }
    }

    /// Words of glyph-like strokes (stems, bars, bowls) on a baseline grid; `size` is the font size in pixels.
    mutating func text(x: Double, y: Double, size: Double, words: Int, color: Pixel, random: inout SplitMix64) {
        let xHeight = size * 0.52, ascender = size * 0.72, stroke = max(1.2, size * 0.085)
        let baseline = y + ascender
        var pen = x
        for _ in 0..<words {
            for _ in 0..<(3 + Int(random.next() % 6)) {
                let advance = size * (0.42 + random.unit() * 0.2)
                switch random.next() % 4 {
                case 0:  // a stem, sometimes tall
                    let top = random.next() % 3 == 0 ? baseline - ascender : baseline - xHeight
                    fillRect(x: pen + advance * 0.3, y: top, width: stroke, height: baseline - top, color: color)
                case 1:  // a bowl
                    ring(
                        centerX: pen + advance * 0.45, centerY: baseline - xHeight / 2, radius: xHeight / 2,
                        stroke: stroke, color: color)
                case 2:  // stem and bar
                    fillRect(
                        x: pen + advance * 0.2, y: baseline - xHeight, width: stroke, height: xHeight, color: color)
                    fillRect(
                        x: pen + advance * 0.2, y: baseline - xHeight, width: advance * 0.55, height: stroke,
                        color: color)
                default:  // two stems and an arch
                    fillRect(
                        x: pen + advance * 0.15, y: baseline - xHeight, width: stroke, height: xHeight, color: color)
                    fillRect(
                        x: pen + advance * 0.65, y: baseline - xHeight * 0.7, width: stroke, height: xHeight * 0.7,
                        color: color)
                    ring(
                        centerX: pen + advance * 0.42, centerY: baseline - xHeight * 0.62, radius: advance * 0.3,
                        stroke: stroke, color: color)
                }
                pen += advance
            }
            pen += size * 0.3
        }
    }

    private mutating func sampled(
        x: Double, y: Double, width: Double, height: Double, color: Pixel,
        inside: (Double, Double) -> Bool
    ) {
        let (left, right) = (max(0, Int(x)), min(image.width, Int((x + width).rounded(.up))))
        let (top, bottom) = (max(0, Int(y)), min(image.height, Int((y + height).rounded(.up))))
        guard left < right, top < bottom else { return }
        for py in top..<bottom {
            for px in left..<right {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4
                    where inside(Double(px) + (Double(sx) + 0.5) / 4, Double(py) + (Double(sy) + 0.5) / 4) {
                        hits += 1
                    }
                }
                if hits > 0 { blend(px, py, color, Double(hits) / 16) }
            }
        }
    }

    private mutating func blend(_ x: Int, _ y: Int, _ color: Pixel, _ coverage: Double) {
        guard coverage > 0 else { return }
        let a = min(1, coverage)
        let d = image[x: x, y: y]
        func mix(_ s: UInt8, _ t: UInt8) -> UInt8 { UInt8((Double(s) * a + Double(t) * (1 - a)).rounded()) }
        image[x: x, y: y] = Pixel(r: mix(color.r, d.r), g: mix(color.g, d.g), b: mix(color.b, d.b), a: 255)
    }
}
