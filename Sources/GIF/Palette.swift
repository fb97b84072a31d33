/// An indexed colour table (at most 256 opaque sRGB colours) with a fast exact nearest-colour search.
///
/// Nearest means the smallest squared distance in 8-bit RGB, `Δr² + Δg² + Δb²`; ties go to the lower index.
/// The search sorts the colours by green and walks outward from the query's green value, stopping when the
/// green difference alone exceeds the best distance found, so it returns exactly what a full scan would.
struct Palette: Sendable, Hashable {
    /// The colours as packed `0x00RRGGBB`.
    private(set) var colors: [UInt32]
    private var byGreen: [(green: Int, index: Int)]

    init(colors: [UInt32]) {
        precondition(colors.count <= 256)
        self.colors = colors
        byGreen = colors.enumerated().map { (Int($0.element >> 8 & 0xFF), $0.offset) }
            .sorted { $0.green != $1.green ? $0.green < $1.green : $0.index < $1.index }
    }

    var count: Int { colors.count }

    static func red(_ c: UInt32) -> Int { Int(c >> 16 & 0xFF) }
    static func green(_ c: UInt32) -> Int { Int(c >> 8 & 0xFF) }
    static func blue(_ c: UInt32) -> Int { Int(c & 0xFF) }

    /// The index of the colour nearest to (r, g, b).
    func nearest(r: Int, g: Int, b: Int) -> Int {
        var best = -1
        var bestDistance = Int.max
        // Binary search for the first entry with green ≥ g.
        var lo = 0, hi = byGreen.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if byGreen[mid].green < g { lo = mid + 1 } else { hi = mid }
        }
        var up = lo, down = lo - 1
        while up < byGreen.count || down >= 0 {
            var progressed = false
            if up < byGreen.count {
                let dg = byGreen[up].green - g
                if dg * dg <= bestDistance {
                    consider(byGreen[up].index)
                    up += 1
                    progressed = true
                } else {
                    up = byGreen.count
                }
            }
            if down >= 0 {
                let dg = g - byGreen[down].green
                if dg * dg <= bestDistance {
                    consider(byGreen[down].index)
                    down -= 1
                    progressed = true
                } else {
                    down = -1
                }
            }
            if !progressed { break }
        }
        return best

        func consider(_ index: Int) {
            let c = colors[index]
            let dr = Self.red(c) - r, dg = Self.green(c) - g, db = Self.blue(c) - b
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance || (d == bestDistance && index < best) {
                bestDistance = d
                best = index
            }
        }
    }

    /// The median distance from each colour to its nearest other colour (0 for fewer than two colours):
    /// the spacing of the palette, used as the ordered-dithering amplitude.
    var typicalSpacing: Double {
        guard colors.count >= 2 else { return 0 }
        var distances: [Double] = []
        for i in 0..<colors.count {
            var best = Int.max
            for j in 0..<colors.count where j != i {
                let dr = Self.red(colors[i]) - Self.red(colors[j])
                let dg = Self.green(colors[i]) - Self.green(colors[j])
                let db = Self.blue(colors[i]) - Self.blue(colors[j])
                best = min(best, dr * dr + dg * dg + db * db)
            }
            distances.append(Double(best).squareRoot())
        }
        distances.sort()
        return distances[distances.count / 2]
    }

    static func == (a: Palette, b: Palette) -> Bool { a.colors == b.colors }
    func hash(into hasher: inout Hasher) { hasher.combine(colors) }
}
