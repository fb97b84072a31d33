/// Median-cut colour quantisation, deterministic.
///
/// Colours are first gathered into a histogram of 6-bit-per-channel cells (262,144 cells, each keeping its
/// pixel count and the exact sums of its colours). Starting from one box holding every occupied cell, the
/// box with the largest `pixels × longest side` is split at the pixel-weighted median of its longest side
/// (cells ordered along that channel, ties by cell number) until there are as many boxes as colours wanted
/// or no box can be split. Each palette colour is the pixel-weighted mean of the exact colours in its box,
/// rounded, so a flat area keeps its exact colour.
enum MedianCut {
    /// A palette of at most `maximumColors` colours for the packed `0x00RRGGBB` colours given.
    static func palette(for colors: [UInt32], maximumColors: Int) -> [UInt32] {
        precondition(maximumColors >= 1)
        var counts = [Int](repeating: 0, count: 1 << 18)
        var sums = [Int](repeating: 0, count: 3 << 18)
        var occupied: [Int] = []
        for c in colors {
            let r = Int(c >> 16 & 0xFF), g = Int(c >> 8 & 0xFF), b = Int(c & 0xFF)
            let cell = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
            if counts[cell] == 0 { occupied.append(cell) }
            counts[cell] += 1
            sums[cell * 3] += r; sums[cell * 3 + 1] += g; sums[cell * 3 + 2] += b
        }
        occupied.sort()

        struct Box { var cells: [Int]; var pixels: Int; var longest: Int; var axis: Int }
        func makeBox(_ cells: [Int]) -> Box {
            var lo = [255, 255, 255], hi = [0, 0, 0], pixels = 0
            for cell in cells {
                pixels += counts[cell]
                for axis in 0..<3 {
                    let v = cellChannel(cell, axis)
                    lo[axis] = min(lo[axis], v); hi[axis] = max(hi[axis], v)
                }
            }
            var axis = 0
            for a in 1..<3 where hi[a] - lo[a] > hi[axis] - lo[axis] { axis = a }
            return Box(cells: cells, pixels: pixels, longest: hi[axis] - lo[axis], axis: axis)
        }
        func cellChannel(_ cell: Int, _ axis: Int) -> Int {
            switch axis {
            case 0: cell >> 12 & 63;
            case 1: cell >> 6 & 63;
            default: cell & 63
            }
        }

        var boxes = [makeBox(occupied)]
        while boxes.count < maximumColors {
            var pick = -1, pickScore = 0
            for (i, box) in boxes.enumerated() where box.cells.count > 1 {
                let score = box.pixels * box.longest
                if pick < 0 || score > pickScore { pick = i; pickScore = score }
            }
            guard pick >= 0 else { break }
            let box = boxes[pick]
            let sorted = box.cells.sorted {
                let a = cellChannel($0, box.axis), b = cellChannel($1, box.axis)
                return a != b ? a < b : $0 < $1
            }
            var running = 0, split = 1
            for (i, cell) in sorted.enumerated() {
                running += counts[cell]
                if running * 2 >= box.pixels { split = max(1, min(sorted.count - 1, i + 1)); break }
            }
            boxes[pick] = makeBox(Array(sorted[..<split]))
            boxes.append(makeBox(Array(sorted[split...])))
        }

        return boxes.map { box in
            var r = 0, g = 0, b = 0
            for cell in box.cells { r += sums[cell * 3]; g += sums[cell * 3 + 1]; b += sums[cell * 3 + 2] }
            let n = box.pixels
            let rr = UInt32((r + n / 2) / n), gg = UInt32((g + n / 2) / n), bb = UInt32((b + n / 2) / n)
            return rr << 16 | gg << 8 | bb
        }
    }
}
