import Raster

/// Three panels side by side — expected | diff | actual — as Paparazzi shows a failed snapshot.
///
/// Each panel sits at the top left of a cell as large as the largest panel, so images of different sizes
/// line up; cells are separated by `gap` columns of `separator`. Space a panel does not cover stays
/// transparent, as does the diff cell when there is no diff (a size mismatch).
public enum ComparisonStrip {
    /// The default separator: mid grey.
    public static let defaultSeparator = Pixel(r: 128, g: 128, b: 128, a: 255)

    public static func make(expected: Image, diff: Image?, actual: Image, gap: Int = 4,
                            separator: Pixel = ComparisonStrip.defaultSeparator) -> Image {
        let panels = [expected, diff, actual]
        let cellWidth = panels.compactMap { $0?.width }.max() ?? 0
        let cellHeight = panels.compactMap { $0?.height }.max() ?? 0
        let gap = max(0, gap)
        var strip = Image(width: cellWidth * 3 + gap * 2, height: cellHeight)
        for y in 0..<cellHeight {
            for column in 1...2 {
                for x in 0..<gap { strip[x: column * cellWidth + (column - 1) * gap + x, y: y] = separator }
            }
        }
        for (column, panel) in panels.enumerated() {
            guard let panel else { continue }
            let left = column * (cellWidth + gap)
            let rowBytes = panel.width * 4
            panel.pixels.withUnsafeBufferPointer { source in
                strip.pixels.withUnsafeMutableBufferPointer { target in
                    for y in 0..<panel.height {
                        let from = y * rowBytes
                        let to = (y * strip.width + left) * 4
                        for i in 0..<rowBytes { target[to + i] = source[from + i] }
                    }
                }
            }
        }
        return strip
    }
}
