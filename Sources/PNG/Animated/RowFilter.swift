/// PNG scanline filtering for 8-bit RGB or RGBA rows, chosen per row by the usual heuristic.
///
/// Each row is filtered with every allowed filter type (None, Sub, Up, Average, Paeth) and the one with the
/// smallest sum of absolute values, reading the filtered bytes as signed, is kept; ties go to the lower
/// filter type. This is the heuristic the PNG specification recommends for true-colour images (and the one
/// libpng uses); it is deterministic.
enum RowFilter {
    /// Filters `height` rows of `width` pixels of `bytesPerPixel` bytes (tightly packed) into
    /// `height · (1 + bytesPerPixel · width)` bytes.
    static func filter(
        _ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int = 4,
        allowed: PNGCompression.Filters = .all
    ) -> [UInt8] {
        let rgba = pixels
        let types = [PNGCompression.Filters.none, .sub, .up, .average, .paeth].enumerated()
            .filter { allowed.contains($0.element) }.map(\.offset)
        let stride = width * bytesPerPixel
        precondition(rgba.count == stride * height)
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        let zeros = [UInt8](repeating: 0, count: stride)
        rgba.withUnsafeBufferPointer { src in
            zeros.withUnsafeBufferPointer { zeroRow in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(rebasing: src[(y * stride)..<((y + 1) * stride)])
                    let up = y == 0 ? zeroRow : UnsafeBufferPointer(rebasing: src[((y - 1) * stride)..<(y * stride)])
                    var best = 0
                    var bestCost = Int.max
                    for type in types {
                        let cost = candidates[type].withUnsafeMutableBufferPointer { dst in
                            apply(type: type, row: row, up: up, bpp: bytesPerPixel, into: dst)
                        }
                        if cost < bestCost { bestCost = cost; best = type }
                    }
                    let base = y * (stride + 1)
                    out[base] = UInt8(best)
                    candidates[best].withUnsafeBufferPointer { chosen in
                        out.withUnsafeMutableBufferPointer { o in
                            for i in 0..<stride { o[base + 1 + i] = chosen[i] }
                        }
                    }
                }
            }
        }
        return out
    }

    /// Writes the filtered row and returns its cost (sum of |signed byte|).
    @inline(__always)
    private static func apply(
        type: Int, row: UnsafeBufferPointer<UInt8>, up: UnsafeBufferPointer<UInt8>, bpp: Int,
        into dst: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        let n = row.count
        var cost = 0
        @inline(__always) func put(_ i: Int, _ v: UInt8) {
            dst[i] = v
            cost += v < 128 ? Int(v) : 256 - Int(v)
        }
        switch type {
        case 0:
            for i in 0..<n { put(i, row[i]) }
        case 1:
            for i in 0..<n { put(i, row[i] &- (i >= bpp ? row[i - bpp] : 0)) }
        case 2:
            for i in 0..<n { put(i, row[i] &- up[i]) }
        case 3:
            for i in 0..<n {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                put(i, row[i] &- UInt8((left + Int(up[i])) >> 1))
            }
        default:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(up[i])
                let c = i >= bpp ? Int(up[i - bpp]) : 0
                put(i, row[i] &- UInt8(paeth(a, b, c)))
            }
        }
        return cost
    }

    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
