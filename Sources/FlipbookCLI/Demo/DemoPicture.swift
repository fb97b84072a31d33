import Raster

/// A built-in picture for `flipbook demo`: a settings-style screen (navigation bar, grouped rounded cards,
/// text-like strokes, a switch), painted with plain pixel fills so that it needs nothing but `Image`.
///
/// Deterministic: integer geometry and a fixed 4 × 4 supersampling of rounded corners.
struct DemoPicture {
    /// Points; the image is `scale` pixels per point.
    static let size = (width: 390, height: 844)

    var scale: Int = 2

    func render() -> Image {
        var canvas = DemoCanvas(width: Self.size.width * scale, height: Self.size.height * scale, scale: scale)
        let background = Pixel(r: 242, g: 242, b: 247, a: 255)
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        let label = Pixel(r: 28, g: 28, b: 30, a: 255)
        let secondary = Pixel(r: 142, g: 142, b: 147, a: 255)
        let separator = Pixel(r: 198, g: 198, b: 200, a: 255)
        let tint = Pixel(r: 0, g: 122, b: 255, a: 255)
        let green = Pixel(r: 52, g: 199, b: 89, a: 255)

        canvas.fill(x: 0, y: 0, width: 390, height: 844, color: background)

        // Status bar and navigation bar.
        canvas.fill(x: 0, y: 0, width: 390, height: 96, color: white)
        canvas.fill(x: 0, y: 96, width: 390, height: 1, color: separator)
        canvas.roundedRect(x: 24, y: 16, width: 40, height: 12, radius: 6, color: label)   // time
        canvas.roundedRect(x: 326, y: 18, width: 40, height: 10, radius: 3, color: label)  // battery
        canvas.roundedRect(x: 16, y: 56, width: 12, height: 22, radius: 3, color: tint)    // back chevron
        canvas.roundedRect(x: 34, y: 60, width: 60, height: 14, radius: 4, color: tint)    // "Back"
        canvas.roundedRect(x: 150, y: 58, width: 90, height: 18, radius: 5, color: label)  // title

        // Three grouped sections of rows.
        var top = 120
        for (section, rows) in [3, 4, 2].enumerated() {
            canvas.roundedRect(x: 20, y: top, width: 120, height: 10, radius: 3, color: secondary) // header
            top += 22
            canvas.roundedRect(x: 16, y: top, width: 358, height: rows * 44, radius: 10, color: white)
            for row in 0..<rows {
                let y = top + row * 44
                let icon = [tint, green, Pixel(r: 255, g: 149, b: 0, a: 255), Pixel(r: 255, g: 59, b: 48, a: 255)][(section + row) % 4]
                canvas.roundedRect(x: 32, y: y + 8, width: 28, height: 28, radius: 7, color: icon)
                canvas.roundedRect(x: 72, y: y + 16, width: 80 + ((section * 5 + row * 3) % 7) * 14, height: 12,
                                   radius: 4, color: label)
                if row == 0 && section == 0 {
                    // A switch, on.
                    canvas.roundedRect(x: 306, y: y + 6, width: 51, height: 31, radius: 15.5, color: green)
                    canvas.roundedRect(x: 328, y: y + 8, width: 27, height: 27, radius: 13.5, color: white)
                } else {
                    canvas.roundedRect(x: 346, y: y + 16, width: 8, height: 12, radius: 2, color: separator)
                }
                if row < rows - 1 { canvas.fill(x: 72, y: y + 43, width: 302, height: 1, color: separator) }
            }
            top += rows * 44 + 28
        }

        // A footer paragraph of text-like strokes.
        for line in 0..<4 {
            canvas.roundedRect(x: 32, y: top + line * 18, width: 326 - (line == 3 ? 140 : (line * 23) % 40),
                               height: 9, radius: 3, color: secondary)
        }
        return canvas.image
    }
}

/// The few fills `DemoPicture` needs, in points, composited source-over on premultiplied pixels.
struct DemoCanvas {
    private(set) var image: Image
    let scale: Int

    init(width: Int, height: Int, scale: Int) {
        image = Image(width: width, height: height)
        self.scale = scale
    }

    mutating func fill(x: Int, y: Int, width: Int, height: Int, color: Pixel) {
        for py in max(0, y * scale)..<min(image.height, (y + height) * scale) {
            for px in max(0, x * scale)..<min(image.width, (x + width) * scale) {
                blend(px, py, color, coverage: 16)
            }
        }
    }

    /// A rounded rectangle; edge pixels get their coverage from 4 × 4 samples.
    mutating func roundedRect(x: Int, y: Int, width: Int, height: Int, radius: Double, color: Pixel) {
        let s = Double(scale)
        let (left, top) = (Double(x) * s, Double(y) * s)
        let (right, bottom) = (Double(x + width) * s, Double(y + height) * s)
        let r = radius * s
        for py in max(0, Int(top))..<min(image.height, Int(bottom.rounded(.up))) {
            for px in max(0, Int(left))..<min(image.width, Int(right.rounded(.up))) {
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let qx = Double(px) + (Double(sx) + 0.5) / 4
                        let qy = Double(py) + (Double(sy) + 0.5) / 4
                        if inside(qx, qy, left, top, right, bottom, r) { covered += 1 }
                    }
                }
                if covered > 0 { blend(px, py, color, coverage: covered) }
            }
        }
    }

    private func inside(_ x: Double, _ y: Double, _ left: Double, _ top: Double, _ right: Double,
                        _ bottom: Double, _ r: Double) -> Bool {
        guard x >= left, x < right, y >= top, y < bottom else { return false }
        let cx = min(max(x, left + r), right - r)
        let cy = min(max(y, top + r), bottom - r)
        let (dx, dy) = (x - cx, y - cy)
        return dx * dx + dy * dy <= r * r
    }

    /// Source-over with the colour scaled by `coverage`/16.
    private mutating func blend(_ x: Int, _ y: Int, _ color: Pixel, coverage: Int) {
        let c = UInt32(coverage)
        let sr = (UInt32(color.r) * c + 8) / 16, sg = (UInt32(color.g) * c + 8) / 16
        let sb = (UInt32(color.b) * c + 8) / 16, sa = (UInt32(color.a) * c + 8) / 16
        let d = image[x: x, y: y]
        let inverse = 255 - sa
        image[x: x, y: y] = Pixel(r: UInt8(sr + (UInt32(d.r) * inverse + 127) / 255),
                                  g: UInt8(sg + (UInt32(d.g) * inverse + 127) / 255),
                                  b: UInt8(sb + (UInt32(d.b) * inverse + 127) / 255),
                                  a: UInt8(sa + (UInt32(d.a) * inverse + 127) / 255))
    }
}
