import Raster

/// Deterministic test images from integer arithmetic only, so the same pairs can be rebuilt outside Swift
/// (the pixelmatch reference counts in `PixelmatchTests` were produced from these exact bytes).
enum TestImages {
    /// xorshift32; `next(n)` is uniform enough in 0..<n for test images.
    struct Generator {
        var state: UInt32
        init(seed: UInt32) { state = seed }
        mutating func next(_ n: UInt32) -> Int {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return Int(state % n)
        }
    }

    /// An opaque straight-RGBA scene: a background and discs painted in order, with 4×4 supersampled
    /// coverage. Disc centres and radii are in eighths of a pixel.
    static func scene(
        width: Int, height: Int, background: [UInt8], discs: [(cx8: Int, cy8: Int, r8: Int, color: [Int])]
    ) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) { for c in 0..<4 { rgba[i * 4 + c] = background[c] } }
        for disc in discs {
            for y in 0..<height {
                for x in 0..<width {
                    var coverage = 0
                    for j in 0..<4 {
                        for i in 0..<4 {
                            let dx = 8 * x + 2 * i + 1 - disc.cx8, dy = 8 * y + 2 * j + 1 - disc.cy8
                            if dx * dx + dy * dy <= disc.r8 * disc.r8 { coverage += 1 }
                        }
                    }
                    if coverage == 0 { continue }
                    let k = (y * width + x) * 4
                    for c in 0..<3 {
                        rgba[k + c] = UInt8((Int(rgba[k + c]) * (16 - coverage) + disc.color[c] * coverage + 8) / 16)
                    }
                    rgba[k + 3] = 255
                }
            }
        }
        return rgba
    }

    /// Opaque grey pixels, row by row.
    static func grey(width: Int, height: Int, _ values: [UInt8]) -> Image {
        precondition(values.count == width * height)
        return Image(width: width, height: height, unpremultipliedRGBA: values.flatMap { [$0, $0, $0, 255] })
    }

    static func image(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> Image {
        Image(width: width, height: height, unpremultipliedRGBA: rgba)
    }

    /// The named pairs of the pixelmatch reference table.
    static func pair(_ name: String) -> (expected: Image, actual: Image) {
        let white: [UInt8] = [255, 255, 255, 255]
        switch name {
        case "disc-shift":
            return (
                image(48, 40, scene(width: 48, height: 40, background: white, discs: [(160, 160, 96, [0, 0, 0])])),
                image(48, 40, scene(width: 48, height: 40, background: white, discs: [(168, 160, 96, [0, 0, 0])]))
            )
        case "disc-subpixel":
            return (
                image(48, 40, scene(width: 48, height: 40, background: white, discs: [(160, 160, 96, [40, 90, 200])])),
                image(48, 40, scene(width: 48, height: 40, background: white, discs: [(163, 160, 96, [40, 90, 200])]))
            )
        case "noise-opaque":
            var random = Generator(seed: 12345)
            let (w, h) = (32, 24)
            var a = [UInt8](repeating: 0, count: w * h * 4)
            for i in 0..<a.count { a[i] = i % 4 == 3 ? 255 : UInt8(random.next(256)) }
            var b = a
            for p in 0..<(w * h) where random.next(8) == 0 {
                for c in 0..<3 { b[p * 4 + c] = UInt8(max(0, min(255, Int(b[p * 4 + c]) + random.next(121) - 60))) }
            }
            return (image(w, h, a), image(w, h, b))
        case "noise-translucent":
            var random = Generator(seed: 777)
            let (w, h) = (32, 24)
            var a = [UInt8](repeating: 0, count: w * h * 4)
            for i in 0..<a.count { a[i] = UInt8(random.next(256)) }
            var b = a
            for p in 0..<(w * h) where random.next(4) == 0 {
                for c in 0..<4 { b[p * 4 + c] = UInt8(max(0, min(255, Int(b[p * 4 + c]) + random.next(121) - 60))) }
            }
            return (image(w, h, a), image(w, h, b))
        case "border":
            let (w, h) = (12, 10)
            var a = [UInt8](repeating: 255, count: w * h * 4)
            for y in 0..<h {
                for x in 0..<w {
                    let v = UInt8((x * 23 + y * 7) % 256); let k = (y * w + x) * 4; a[k] = v; a[k + 1] = v; a[k + 2] = v
                }
            }
            var b = a
            for y in 0..<h {
                for x in 0..<w where x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                    let k = (y * w + x) * 4
                    for c in 0..<3 { b[k + c] = UInt8(min(255, Int(b[k + c]) + 40)) }
                }
            }
            return (image(w, h, a), image(w, h, b))
        case "ui-shift":
            let (w, h) = (120, 80)
            let discs: [(cx8: Int, cy8: Int, r8: Int, color: [Int])] = [
                (200, 160, 120, [30, 30, 30]), (560, 160, 64, [0, 122, 255]), (240, 480, 150, [52, 199, 89]),
                (720, 400, 200, [255, 59, 48]), (880, 120, 40, [90, 90, 90]),
            ]
            var moved: [(cx8: Int, cy8: Int, r8: Int, color: [Int])] = discs.enumerated().map { i, d in
                i % 2 == 1 ? (d.cx8 + 8, d.cy8, d.r8, d.color) : d
            }
            moved[2].color = [58, 205, 95]
            moved[4].color = [200, 90, 90]
            let background: [UInt8] = [242, 242, 247, 255]
            return (
                image(w, h, scene(width: w, height: h, background: background, discs: discs)),
                image(w, h, scene(width: w, height: h, background: background, discs: moved))
            )
        default:
            fatalError("no test pair named \(name)")
        }
    }

    /// 32-bit FNV-1a.
    static func fnv1a(_ bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
