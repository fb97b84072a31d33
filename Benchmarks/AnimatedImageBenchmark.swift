import Foundation
import GIF
import PNG
import Raster

/// `animated-images`: file sizes and encoding time of 60-frame 393×852 transitions (a navigation push, a card
/// sliding over a flat background, a cross-fade) as an animated PNG (RGBA and opaque RGB), as a sequence of
/// full-frame PNGs (`PNGEncoder`, `.small` and `.fast`), and as a GIF with each dithering option.
/// Each encode runs once after a warm-up; seconds are this thread's CPU time (the machine may be shared).
enum AnimatedImageBenchmark {
    static func run(_ options: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = (TransitionFrames.screen(seed: 1), TransitionFrames.screen(seed: 2))
        let sequences: [(String, [Image])] = [
            ("push", TransitionFrames.push(from: a, to: b)),
            ("card slide", TransitionFrames.cardSlide()),
            ("cross-fade", TransitionFrames.crossFade(from: a, to: b)),
        ]
        print("animated-images: 60 frames of 393×852 at 60 fps (raw RGBA 80.4 MB a sequence)")
        print(pad(["sequence", "format", "frames in file", "bytes", "vs PNG sequence (small)", "CPU s"]))
        for (name, frames) in sequences {
            var rows: [(String, Int, Int, Double)] = []
            for (setting, compression) in [("small", PNGCompression.small), ("fast", PNGCompression.fast)] {
                let encoder = PNGEncoder(compression: compression)
                var total = 0
                let seconds = try timed {
                    total = 0
                    for frame in frames { total += try encoder.encode(frame).count }
                }
                rows.append(("PNG sequence (\(setting))", 60, total, seconds))
            }
            let distinct = frames.enumerated().filter { $0.offset == 0 || frames[$0.offset - 1] != $0.element }.map(
                \.element)
            for opaque in [false, true] {
                let url = folder.appendingPathComponent("\(name).png")
                var summary: AnimatedPNGSummary?
                let seconds = try timed {
                    let writer = try AnimatedPNGWriter(
                        url: url, width: 393, height: 852,
                        options: .init(framesPerSecond: 60, isOpaque: opaque))
                    for frame in frames { try writer.append(frame) }
                    summary = try writer.finish()
                }
                let decoded = try AnimatedPNGReader.frames(contentsOf: url).map(\.image)
                precondition(decoded == distinct, "the APNG does not decode to its frames")
                rows.append(
                    (
                        opaque ? "APNG (small, RGB)" : "APNG (small, RGBA)", summary!.writtenFrames, summary!.byteCount,
                        seconds
                    ))
            }
            for dithering in GIFDithering.allCases {
                var summary: GIFSummary?
                let seconds = try timed {
                    let writer = try GIFWriter(
                        url: folder.appendingPathComponent("\(name).gif"), width: 393, height: 852,
                        options: .init(framesPerSecond: 60, dithering: dithering))
                    for frame in frames { try writer.append(frame) }
                    summary = try writer.finish()
                }
                rows.append(("GIF (\(dithering))", summary!.frames.count, summary!.byteCount, seconds))
            }
            let base = Double(rows[0].2)
            for row in rows {
                print(
                    pad([
                        name, row.0, "\(row.1)", "\(row.2)", String(format: "×%.3f", Double(row.2) / base),
                        String(format: "%.2f", row.3),
                    ]))
            }
        }
    }

    /// CPU seconds of one run after a warm-up run.
    static func timed(_ body: () throws -> Void) throws -> Double {
        try body()
        var failure: Error?
        let times = Clock.measure(repeats: 1) { do { try body() } catch { failure = error } }
        if let failure { throw failure }
        return times.cpu.median
    }

    static func pad(_ cells: [String]) -> String {
        let widths = [10, 22, 14, 10, 23, 6]
        return zip(cells, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
            .joined(separator: " | ")
    }
}

/// 393×852 (an iPhone screen in points) transition frames, deterministic.
enum TransitionFrames {
    static let width = 393, height = 852, count = 60

    /// A list screen: navigation bar, grouped rounded cards with icons and text-like strokes.
    static func screen(seed: UInt64) -> Image {
        var canvas = AnimationCanvas(width: width, height: height, background: Pixel(r: 242, g: 242, b: 247, a: 255))
        var random = seed
        let white = Pixel(r: 255, g: 255, b: 255, a: 255), label = Pixel(r: 28, g: 28, b: 30, a: 255)
        let tints = [
            Pixel(r: 0, g: 122, b: 255, a: 255), Pixel(r: 52, g: 199, b: 89, a: 255),
            Pixel(r: 255, g: 149, b: 0, a: 255), Pixel(r: 175, g: 82, b: 222, a: 255),
        ]
        canvas.fillRect(x: 0, y: 0, width: 393, height: 103, color: white)
        canvas.text(x: 20, y: 60, size: 34, words: 2, color: label, random: &random)
        var top = 125.0
        var section = Int(seed)
        while top < Double(height) - 120 {
            let rows = 2 + section % 3
            canvas.roundedRect(x: 16, y: top, width: 361, height: Double(rows) * 52, radius: 10, color: white)
            for row in 0..<rows {
                let y = top + Double(row) * 52
                canvas.roundedRect(
                    x: 32, y: y + 11, width: 30, height: 30, radius: 7, color: tints[(section + row) % tints.count])
                canvas.text(x: 76, y: y + 16, size: 17, words: 1 + (row + section) % 3, color: label, random: &random)
            }
            top += Double(rows) * 52 + 36
            section += 1
        }
        return canvas.image
    }

    static func eased(_ index: Int) -> Double {
        let t = Double(index) / Double(count - 1)
        return t * t * (3 - 2 * t)
    }

    /// A navigation push: the new screen slides in from the right over the old one, which moves a third of
    /// the way left and darkens; a soft edge shadow on the new screen.
    static func push(from a: Image, to b: Image) -> [Image] {
        (0..<count).map { index in
            let t = eased(index)
            var out = Image(width: width, height: height)
            let bLeft = Double(width) * (1 - t), aLeft = -Double(width) * 0.3 * t
            for y in 0..<height {
                for x in 0..<width {
                    let fx = Double(x)
                    var pixel: (Double, Double, Double)
                    if fx >= bLeft {
                        pixel = sample(b, fx - bLeft, y)
                    } else {
                        let p = sample(a, fx - aLeft, y)
                        let shadow = max(0, 1 - (bLeft - fx) / 12) * 0.25 * (t > 0 && t < 1 ? 1 : 0)
                        let dim = 1 - 0.1 * t - shadow
                        pixel = (p.0 * dim, p.1 * dim, p.2 * dim)
                        if fx + 1 > bLeft {  // the column the new screen's edge partly covers
                            let cover = fx + 1 - bLeft, q = sample(b, 0, y)
                            pixel = (
                                pixel.0 * (1 - cover) + q.0 * cover, pixel.1 * (1 - cover) + q.1 * cover,
                                pixel.2 * (1 - cover) + q.2 * cover
                            )
                        }
                    }
                    out[x: x, y: y] = Pixel(
                        r: UInt8(pixel.0.rounded()), g: UInt8(pixel.1.rounded()),
                        b: UInt8(pixel.2.rounded()), a: 255)
                }
            }
            return out
        }
    }

    /// Linear interpolation between the two columns around `x` (clamped to the image).
    static func sample(_ image: Image, _ x: Double, _ y: Int) -> (Double, Double, Double) {
        let x0 = min(image.width - 1, max(0, Int(x.rounded(.down)))), x1 = min(image.width - 1, x0 + 1)
        let f = min(1, max(0, x - Double(x0)))
        let p = image[x: x0, y: y], q = image[x: x1, y: y]
        return (
            Double(p.r) * (1 - f) + Double(q.r) * f, Double(p.g) * (1 - f) + Double(q.g) * f,
            Double(p.b) * (1 - f) + Double(q.b) * f
        )
    }

    /// A rounded card sliding across a flat background.
    static func cardSlide() -> [Image] {
        (0..<count).map { index in
            var canvas = AnimationCanvas(
                width: width, height: height, background: Pixel(r: 242, g: 242, b: 247, a: 255))
            let left = -320 + eased(index) * (Double(width) + 320)
            canvas.roundedRect(
                x: left, y: 276.37, width: 300, height: 300, radius: 24, color: Pixel(r: 0, g: 122, b: 255, a: 255))
            return canvas.image
        }
    }

    /// A dissolve from one screen to the other.
    static func crossFade(from a: Image, to b: Image) -> [Image] {
        (0..<count).map { index in
            let t = Double(index) / Double(count - 1)
            var out = a
            for i in 0..<a.pixels.count {
                out.pixels[i] = UInt8((Double(a.pixels[i]) * (1 - t) + Double(b.pixels[i]) * t).rounded())
            }
            return out
        }
    }
}

/// Opaque painting with 4×4-sample anti-aliasing, enough for benchmark stand-ins.
struct AnimationCanvas {
    private(set) var image: Image

    init(width: Int, height: Int, background: Pixel) { image = Image(width: width, height: height, fill: background) }

    mutating func fillRect(x: Double, y: Double, width: Double, height: Double, color: Pixel) {
        paint(x: x, y: y, width: width, height: height, color: color) { _, _ in true }
    }

    mutating func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: Pixel) {
        paint(x: x, y: y, width: width, height: height, color: color) { qx, qy in
            let cx = min(max(qx, x + radius), x + width - radius), cy = min(max(qy, y + radius), y + height - radius)
            return (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy) <= radius * radius
        }
    }

    /// Words of stem-and-bar strokes standing in for text; `random` is a xorshift state.
    mutating func text(x: Double, y: Double, size: Double, words: Int, color: Pixel, random: inout UInt64) {
        var pen = x
        for _ in 0..<words {
            random ^= random << 13; random ^= random >> 7; random ^= random << 17
            for letter in 0..<(3 + Int(random % 5)) {
                let tall = (random >> UInt64(letter)) & 1 == 1
                let top = y + (tall ? 0 : size * 0.25)
                fillRect(x: pen + size * 0.1, y: top, width: size * 0.09, height: y + size * 0.75 - top, color: color)
                fillRect(x: pen + size * 0.1, y: y + size * 0.25, width: size * 0.32, height: size * 0.09, color: color)
                pen += size * 0.5
            }
            pen += size * 0.3
        }
    }

    private mutating func paint(
        x: Double, y: Double, width: Double, height: Double, color: Pixel,
        inside: (Double, Double) -> Bool
    ) {
        let left = max(0, Int(x.rounded(.down))), right = min(image.width, Int((x + width).rounded(.up)))
        let top = max(0, Int(y.rounded(.down))), bottom = min(image.height, Int((y + height).rounded(.up)))
        guard left < right, top < bottom else { return }
        for py in top..<bottom {
            for px in left..<right {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let qx = Double(px) + (Double(sx) + 0.5) / 4, qy = Double(py) + (Double(sy) + 0.5) / 4
                        if qx >= x && qx < x + width && qy >= y && qy < y + height && inside(qx, qy) { hits += 1 }
                    }
                }
                guard hits > 0 else { continue }
                let a = Double(hits) / 16, old = image[x: px, y: py]
                func mix(_ s: UInt8, _ t: UInt8) -> UInt8 { UInt8((Double(s) * a + Double(t) * (1 - a)).rounded()) }
                image[x: px, y: py] = Pixel(
                    r: mix(color.r, old.r), g: mix(color.g, old.g), b: mix(color.b, old.b), a: 255)
            }
        }
    }
}
