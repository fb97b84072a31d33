/// The signed-area accumulation shared by the exact-coverage scan converters (``PolygonCoverage`` for rectangles,
/// rounded rectangles and glyphs, ``PathCoverage`` for paths).
///
/// A straight edge piece inside one pixel row adds, to the cells it crosses, the signed area it sweeps to its
/// right: the part inside a cell goes to that cell, the rest to the cell after it. The running sum of the cells
/// along the row is then, for each pixel, the covered area the edges add up to (the accumulation of font-rs and
/// stb_truetype's second rasterizer, kept exact: areas are computed per cell, not sampled).
enum AreaAccumulation {
    /// Adds the area swept right of a straight edge piece running across x in `[xa, xb]` (either order) and
    /// covering the signed height `d` of the row, on a row of `w` pixels: `emit(x, v)` adds `v` to cell `x`
    /// (`0…⌊w⌋ + 1`). A piece wholly left of the row adds all of `d` to cell 0; one wholly right adds nothing.
    @inline(__always)
    static func accumulate(
        _ xa: Double, _ xb: Double, _ d: Double, width w: Double, emit: (Int, Double) -> Void
    ) {
        var lo = min(xa, xb), hi = max(xa, xb)
        var d = d
        if hi <= 0 { emit(0, d); return }  // wholly left of the canvas: covers the whole row
        if lo >= w { return }  // wholly right: covers nothing on the canvas
        if hi > lo {
            let perX = d / (hi - lo)
            if lo < 0 { emit(0, perX * -lo); lo = 0 }
            if hi > w { hi = w }
            d = perX * (hi - lo)
        }
        // 0 ≤ lo < w here: the conversion truncates to ⌊lo⌋, the cell, once (the cells after it are counted).
        let cell = Int(lo)
        let i0 = Double(cell)
        if hi <= i0 + 1 {
            let mid = (lo + hi) * 0.5 - i0
            emit(cell, d * (1 - mid))
            if mid > 0 { emit(cell + 1, d * mid) }
            return
        }
        let perX = d / (hi - lo)
        var x = lo, i = i0, k = cell
        while x < hi {
            let nx = min(i + 1, hi)
            let dd = perX * (nx - x)
            let mid = (x + nx) * 0.5 - i
            emit(k, dd * (1 - mid))
            emit(k + 1, dd * mid)
            x = nx; i += 1; k += 1
        }
    }
}
