/// PNG scanline filtering for 8-bit RGB or RGBA rows, chosen per row by the usual heuristic, a row at a time.
///
/// Each row is filtered with every allowed filter type (None, Sub, Up, Average, Paeth) and the one with the
/// smallest sum of absolute values, reading the filtered bytes as signed, is kept; ties go to the lower
/// filter type. This is the heuristic the PNG specification recommends for true-colour images (and the one
/// libpng uses); it is deterministic. The filter keeps the row above (Up, Average and Paeth read it), so rows
/// go through it top to bottom and no image-sized buffer is made.
struct RowFilter {
    /// Bytes in a row: `width · bytesPerPixel`.
    let stride: Int
    private let bytesPerPixel: Int
    /// The allowed filter types (0 None … 4 Paeth), in increasing order.
    private let types: [Int]
    /// The last row given to ``filter(_:)``, unfiltered (zeros before the first row).
    private var above: [UInt8]
    /// Each filter type's result for the current row.
    private var candidates: [[UInt8]]
    /// The last filtered row: its filter type byte, then `stride` filtered bytes.
    private(set) var filtered: [UInt8]

    /// A filter for rows of `width` pixels of `bytesPerPixel` bytes.
    init(width: Int, bytesPerPixel: Int = 4, allowed: PNGCompression.Filters = .all) {
        stride = width * bytesPerPixel
        self.bytesPerPixel = bytesPerPixel
        types = [PNGCompression.Filters.none, .sub, .up, .average, .paeth].enumerated()
            .filter { allowed.contains($0.element) }.map(\.offset)
        above = [UInt8](repeating: 0, count: stride)
        candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        filtered = [UInt8](repeating: 0, count: stride + 1)
    }

    /// Filters the next row (`stride` bytes) into ``filtered``.
    mutating func filter(_ row: UnsafeBufferPointer<UInt8>) {
        precondition(row.count == stride)
        var best = 0
        var bestCost = Int.max
        above.withUnsafeBufferPointer { up in
            for type in types {
                let cost = candidates[type].withUnsafeMutableBufferPointer { dst in
                    Self.apply(type: type, row: row, up: up, bpp: bytesPerPixel, into: dst)
                }
                if cost < bestCost {
                    bestCost = cost
                    best = type
                }
            }
        }
        filtered[0] = UInt8(best)
        candidates[best].withUnsafeBufferPointer { chosen in
            filtered.withUnsafeMutableBufferPointer { o in
                for i in 0..<stride { o[1 + i] = chosen[i] }
            }
        }
        above.withUnsafeMutableBufferPointer {
            $0.baseAddress!.update(from: row.baseAddress!, count: stride)
        }
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
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
