/// Source-over of a run of pixels onto a row, remembering the last result: neighbouring pixels are often equal
/// (the flat inside of a card, the empty gaps of an offscreen group, the constant colour beneath), and an equal
/// source over an equal destination gives the equal result, so only pixels that differ from their left
/// neighbour are blended again. The bytes are those of ``Blend`` applied to every pixel.
///
/// Stretches where the source (and, drawing over a row, the destination) stay what was last blended are
/// written ``lanes`` pixels at a time: a compare of that many pixels, then a store of the remembered result —
/// what the pixel-by-pixel loop writes there. A stretch that changes is blended pixel by pixel for ``lanes``
/// pixels before the next try.
enum RowBlend {
    /// Pixels compared and written at once.
    static let lanes = 8
    typealias Lanes = SIMD8<UInt32>

    /// `lanes` pixels from `p + j`.
    @inline(__always)
    private static func load(_ p: UnsafeRawPointer, _ j: Int) -> Lanes {
        p.loadUnaligned(fromByteOffset: j * MemoryLayout<UInt32>.stride, as: Lanes.self)
    }

    /// Writes `value` into `lanes` pixels from `p + j`.
    @inline(__always)
    private static func store(_ value: UInt32, _ p: UnsafeMutablePointer<UInt32>, _ j: Int) {
        UnsafeMutableRawPointer(p + j).storeBytes(of: Lanes(repeating: value), as: Lanes.self)
    }

    /// `out[j] = Blend.over(Blend.scale(source[j], alpha), out[j])` for `j` in `0..<count` (`alpha` in 0…255;
    /// 255 leaves the source as it is).
    @inline(__always)
    static func draw(_ source: UnsafePointer<UInt32>, alpha: UInt32, over out: UnsafeMutablePointer<UInt32>, count: Int)
    {
        // Blend.over(Blend.scale(0, a), 0) == 0, so (0, 0) → 0 is a valid first memory.
        var lastSource: UInt32 = 0, lastDestination: UInt32 = 0, last: UInt32 = 0
        var j = 0
        while j < count {
            if j + lanes <= count && load(source, j) == Lanes(repeating: lastSource)
                && load(out, j) == Lanes(repeating: lastDestination)
            {
                store(last, out, j)
                j += lanes
                continue
            }
            let end = min(count, j + lanes)
            while j < end {
                let s = source[j], d = out[j]
                if s != lastSource || d != lastDestination {
                    lastSource = s; lastDestination = d
                    last = alpha == 255 ? Blend.over(s, d) : Blend.over(Blend.scale(s, alpha), d)
                }
                out[j] = last
                j += 1
            }
        }
    }

    /// `out[j] = Blend.over(Blend.scale(source[j], alpha), base)` for `j` in `0..<count`: the same bytes as
    /// filling `out` with `base` and then ``draw(_:alpha:over:count:)``, without the fill and without reading
    /// `out` back. Only a change of source recomputes the blend.
    @inline(__always)
    static func draw(
        _ source: UnsafePointer<UInt32>, alpha: UInt32, overColour base: UInt32,
        into out: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        guard count > 0 else { return }
        @inline(__always) func blend(_ s: UInt32) -> UInt32 {
            alpha == 255 ? Blend.over(s, base) : Blend.over(Blend.scale(s, alpha), base)
        }
        var lastSource = source[0]
        var last = blend(lastSource)
        var j = 0
        while j < count {
            if j + lanes <= count && load(source, j) == Lanes(repeating: lastSource) {
                store(last, out, j)
                j += lanes
                continue
            }
            let end = min(count, j + lanes)
            while j < end {
                let s = source[j]
                if s != lastSource { lastSource = s; last = blend(s) }
                out[j] = last
                j += 1
            }
        }
    }

    /// `out[j] = Blend.over(colour, out[j])` for `j` in `0..<count`.
    @inline(__always)
    static func draw(solid colour: UInt32, over out: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        var lastDestination = out[0], last = Blend.over(colour, lastDestination)
        var j = 0
        while j < count {
            if j + lanes <= count && load(out, j) == Lanes(repeating: lastDestination) {
                store(last, out, j)
                j += lanes
                continue
            }
            let end = min(count, j + lanes)
            while j < end {
                let d = out[j]
                if d != lastDestination { lastDestination = d; last = Blend.over(colour, d) }
                out[j] = last
                j += 1
            }
        }
    }
}
