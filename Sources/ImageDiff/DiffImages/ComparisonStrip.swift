import Pixels

/// Three panels side by side — expected | diff | actual — as Paparazzi shows a failed snapshot.
///
/// Each panel sits at the top left of a cell as large as the largest panel, so images of different sizes
/// line up; cells are separated by `gap` columns of `separator`. Space a panel does not cover stays
/// transparent, as does the diff cell when there is no diff (a size mismatch).
public enum ComparisonStrip {
    /// The default separator: mid grey.
    public static let defaultSeparator = Pixel(r: 128, g: 128, b: 128, a: 255)

    /// The strip for `expected`, `diff` (nil leaves the middle cell transparent) and `actual`, with `gap` separator
    /// columns between the cells (default 4; a negative gap counts as 0). The strip is `3 · cellWidth + 2 · gap`
    /// pixels wide and as tall as the tallest panel.
    public static func make(
        expected: Image, diff: Image?, actual: Image, gap: Int = 4,
        separator: Pixel = ComparisonStrip.defaultSeparator
    ) -> Image {
        let panels = [expected, diff, actual]
        let cellWidth = panels.compactMap { $0?.width }.max() ?? 0
        let cellHeight = panels.compactMap { $0?.height }.max() ?? 0
        let gap = max(0, gap)
        let stripWidth = cellWidth * 3 + gap * 2
        var strip = Image(width: stripWidth, height: cellHeight)
        let separatorWord =
            UInt32(separator.r) | UInt32(separator.g) << 8 | UInt32(separator.b) << 16 | UInt32(separator.a) << 24
        strip.pixels.withUnsafeMutableBytes { target in
            for y in 0..<cellHeight {
                for column in 1...2 {
                    let left = column * cellWidth + (column - 1) * gap
                    for x in left..<(left + gap) {
                        target.storeBytes(of: separatorWord, toByteOffset: (y * stripWidth + x) * 4, as: UInt32.self)
                    }
                }
            }
            for (column, panel) in panels.enumerated() {
                guard let panel else { continue }
                let left = column * (cellWidth + gap)
                let rowBytes = panel.width * 4
                panel.pixels.withUnsafeBytes { source in
                    for y in 0..<panel.height where rowBytes > 0 {
                        (target.baseAddress! + (y * stripWidth + left) * 4)
                            .copyMemory(from: source.baseAddress! + y * rowBytes, byteCount: rowBytes)
                    }
                }
            }
        }
        return strip
    }
}
