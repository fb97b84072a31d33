/// Source-over of a run of pixels onto a row, remembering the last result: neighbouring pixels are often equal
/// (the flat inside of a card, the empty gaps of an offscreen group, the constant colour beneath), and an equal
/// source over an equal destination gives the equal result, so only pixels that differ from their left
/// neighbour are blended again. The bytes are those of ``Blend`` applied to every pixel.
enum RowBlend {
    /// `out[j] = Blend.over(Blend.scale(source[j], alpha), out[j])` for `j` in `0..<count` (`alpha` in 0…255;
    /// 255 leaves the source as it is).
    @inline(__always)
    static func draw(_ source: UnsafePointer<UInt32>, alpha: UInt32, over out: UnsafeMutablePointer<UInt32>, count: Int)
    {
        // Blend.over(Blend.scale(0, a), 0) == 0, so (0, 0) → 0 is a valid first memory.
        var lastSource: UInt32 = 0, lastDestination: UInt32 = 0, last: UInt32 = 0
        if alpha == 255 {
            for j in 0..<count {
                let s = source[j], d = out[j]
                if s != lastSource || d != lastDestination {
                    lastSource = s; lastDestination = d; last = Blend.over(s, d)
                }
                out[j] = last
            }
        } else {
            for j in 0..<count {
                let s = source[j], d = out[j]
                if s != lastSource || d != lastDestination {
                    lastSource = s; lastDestination = d; last = Blend.over(Blend.scale(s, alpha), d)
                }
                out[j] = last
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
        var lastSource = source[0]
        if alpha == 255 {
            var last = Blend.over(lastSource, base)
            for j in 0..<count {
                let s = source[j]
                if s != lastSource { lastSource = s; last = Blend.over(s, base) }
                out[j] = last
            }
        } else {
            var last = Blend.over(Blend.scale(lastSource, alpha), base)
            for j in 0..<count {
                let s = source[j]
                if s != lastSource { lastSource = s; last = Blend.over(Blend.scale(s, alpha), base) }
                out[j] = last
            }
        }
    }

    /// `out[j] = Blend.over(colour, out[j])` for `j` in `0..<count`.
    @inline(__always)
    static func draw(solid colour: UInt32, over out: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        var lastDestination = out[0], last = Blend.over(colour, lastDestination)
        for j in 0..<count {
            let d = out[j]
            if d != lastDestination { lastDestination = d; last = Blend.over(colour, d) }
            out[j] = last
        }
    }
}
