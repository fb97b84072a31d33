/// pixelmatch's anti-aliasing detector (after Vyšniauskas 2009, "Anti-aliased pixel and intensity slope
/// detector"), on straight RGBA8 pixels.
///
/// A pixel of `image` looks anti-aliased when, among its up to 8 neighbours — visited x outer, y inner,
/// from top-left — no more than 2 have the same brightness as it (a pixel on the image edge starts with
/// one such neighbour counted, standing for the missing ones); it has both a neighbour darker and one
/// brighter (by the YIQ brightness difference centre − neighbour; the first extreme in visiting order wins
/// ties); and the neighbour with the lowest or the one with the highest difference has 3 or more
/// identical neighbours (all four bytes equal, same edge rule) in both images.
enum AntiAliasing {
    static func isAntialiased(
        _ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
        other: UnsafePointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        let brightness = CenterBrightness(image, center)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x == x1 && y == y1 { y += 1; continue }
                let delta = brightness.delta(to: image, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
                y += 1
            }
            x += 1
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return
            (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
            && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel has 3 or more neighbours with all four bytes equal to its own.
    static func hasManySiblings(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let raw = UnsafeRawPointer(image)
        let value = raw.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if !(x == x1 && y == y1),
                    raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value
                {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
                y += 1
            }
            x += 1
        }
        return false
    }
}

/// `YIQ.brightnessDelta(image, image, center, m)` for one centre and many neighbours: the centre's
/// straight colour is read once. Same operations, same results.
private struct CenterBrightness {
    let word: UInt32
    let r: Int, g: Int, b: Int, a: Int
    let k: Int

    @inline(__always)
    init(_ image: UnsafePointer<UInt8>, _ k: Int) {
        self.k = k
        word = UnsafeRawPointer(image).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        (r, g, b, a) = Straight.rgba(image, k)
    }

    @inline(__always)
    func delta(to image: UnsafePointer<UInt8>, _ m: Int) -> Double {
        if UnsafeRawPointer(image).loadUnaligned(fromByteOffset: m, as: UInt32.self) == word { return 0 }
        let (r2, g2, b2, a2) = Straight.rgba(image, m)
        let dr: Double, dg: Double, db: Double
        if a < 255 || a2 < 255 {
            let (rb, gb, bb) = YIQ.checkerboard(k)
            let da = a - a2
            dr = Double(r * a - r2 * a2 - rb * da) / 255
            dg = Double(g * a - g2 * a2 - gb * da) / 255
            db = Double(b * a - b2 * a2 - bb * da) / 255
        } else {
            dr = Double(r - r2); dg = Double(g - g2); db = Double(b - b2)
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
}
