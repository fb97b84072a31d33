import Foundation

/// The Gaussian blur of shadows, approximated by three successive box blurs (the SVG/CSS filter rule), which
/// costs the same for any radius.
///
/// For a standard deviation σ the box size is `d = ⌊σ · 3 · √(2π) / 4 + ½⌋`. An odd `d` gives three centred
/// boxes of size `d`; an even `d` gives a box of size `d` shifted half a pixel left, one shifted right, and a
/// centred box of size `d + 1`. Core Animation's `shadowRadius` is taken as σ in points.
enum ShadowBlur {
    static func boxSize(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// How far (in pixels) the blur spreads a value on each side.
    static func reach(sigma: Double) -> Int {
        let d = boxSize(sigma: sigma)
        return d <= 1 ? 0 : (3 * d) / 2 + 2
    }

    /// The three boxes as (pixels before, pixels after) the output pixel.
    static func boxes(sigma: Double) -> [(Int, Int)] {
        let d = boxSize(sigma: sigma)
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Blurs `count` values spaced `stride` apart starting at `start`, in place (values outside are zero).
    static func blur(
        _ data: UnsafeMutablePointer<Float>, start: Int, count: Int, stride: Int,
        boxes: [(Int, Int)], temp: UnsafeMutablePointer<Float>
    ) {
        for (before, after) in boxes {
            for i in 0..<count { temp[i] = data[start + i * stride] }
            let size = Double(before + after + 1)
            var sum = 0.0
            // Window for output i covers inputs i − before … i + after.
            for j in 0..<min(after, count) { sum += Double(temp[j]) }
            // A flat stretch keeps the same sum: its value is divided once.
            var lastSum = 0.0, last = Float(max(0, 0.0 / size))
            for i in 0..<count {
                let enter = i + after, leave = i - before - 1
                if enter < count { sum += Double(temp[enter]) }
                if leave >= 0 { sum -= Double(temp[leave]) }
                if sum.bitPattern != lastSum.bitPattern { lastSum = sum; last = Float(max(0, sum / size)) }
                data[start + i * stride] = last
            }
        }
    }

    /// Blurs `lines` lines of `count` values each (value `i` of line `l` at `l · lineStride + i · stride`), in
    /// place. A line whose values equal those of the line before (the straight sides of a rounded rectangle,
    /// the empty margin) takes that line's result instead of being blurred again: the same bytes, since the blur
    /// of a line depends on its values only.
    static func blurLines(
        _ data: UnsafeMutablePointer<Float>, lines: Int, lineStride: Int, count: Int, stride: Int,
        boxes: [(Int, Int)], temp: UnsafeMutablePointer<Float>
    ) {
        guard lines > 0, count > 0 else { return }
        let previous = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { previous.deallocate() }
        let byteCount = count * MemoryLayout<Float>.stride
        for l in 0..<lines {
            let start = l * lineStride
            var same = l > 0
            if same {
                if stride == 1 {
                    same = memcmp(data + start, previous, byteCount) == 0
                } else {
                    for i in 0..<count where data[start + i * stride].bitPattern != previous[i] { same = false; break }
                }
            }
            if same {
                if stride == 1 {
                    (data + start).update(from: data + start - lineStride, count: count)
                } else {
                    for i in 0..<count { data[start + i * stride] = data[start - lineStride + i * stride] }
                }
                continue
            }
            if stride == 1 {
                UnsafeMutableRawPointer(previous).copyMemory(from: data + start, byteCount: byteCount)
            } else {
                for i in 0..<count { previous[i] = data[start + i * stride].bitPattern }
            }
            blur(data, start: start, count: count, stride: stride, boxes: boxes, temp: temp)
        }
    }

    /// Blurs every column of a `width × height` image in place, with the same bits as
    /// ``blur(_:start:count:stride:boxes:temp:)`` on each column. A column equal to the one on its left (the
    /// straight sides of a rounded rectangle) takes its result; the others are blurred together, a row at a time
    /// (contiguous and vectorisable), with the same operations per column in the same order.
    static func blurColumns(_ data: UnsafeMutablePointer<Float>, width: Int, height: Int, boxes: [(Int, Int)]) {
        guard width > 0, height > 0 else { return }
        // Columns equal (bit for bit) to their left neighbour. A row equal to the row above adds nothing.
        var repeats = [Bool](repeating: true, count: width)
        repeats[0] = false
        let rowBytes = width * MemoryLayout<Float>.stride
        for y in 0..<height {
            let row = data + y * width
            if y > 0 && memcmp(row, row - width, rowBytes) == 0 { continue }
            for x in 1..<max(1, width) where row[x].bitPattern != row[x - 1].bitPattern { repeats[x] = false }
        }
        let distinct = (0..<width).filter { !repeats[$0] }
        if distinct.count == width {
            blurColumns(distinct: data, width: width, height: height, boxes: boxes)
            return
        }
        let n = distinct.count
        let packed = UnsafeMutablePointer<Float>.allocate(capacity: n * height)
        defer { packed.deallocate() }
        for y in 0..<height {
            let row = data + y * width, out = packed + y * n
            for (i, x) in distinct.enumerated() { out[i] = row[x] }
        }
        blurColumns(distinct: packed, width: n, height: height, boxes: boxes)
        // Each distinct column with the repeats to its right: filled as one stretch. A row whose blurred values
        // equal the row above's is that row again.
        var ends = distinct.dropFirst().map { $0 }
        ends.append(width)
        for y in 0..<height {
            let row = data + y * width, source = packed + y * n
            if y > 0 && memcmp(source, source - n, n * MemoryLayout<Float>.stride) == 0 {
                row.update(from: row - width, count: width)
                continue
            }
            for i in 0..<n { (row + distinct[i]).update(repeating: source[i], count: ends[i] - distinct[i]) }
        }
    }

    /// The column blur of ``blurColumns(_:width:height:boxes:)`` on columns that all differ, a row at a time.
    ///
    /// Each output row comes from the running sums after one step `sums = (sums + entering row) − leaving row`.
    /// A step whose entering and leaving rows equal (bit for bit) those of the step before, taken when that step
    /// left every sum as it was, leaves them as they are again: it is not computed, and its output row is the row
    /// above's. So the long straight sides of a shape (rows equal to the row above) cost one copy per row once
    /// the sums settle, with the same bits as computing them.
    private static func blurColumns(
        distinct data: UnsafeMutablePointer<Float>, width: Int, height: Int,
        boxes: [(Int, Int)]
    ) {
        let temp = UnsafeMutablePointer<Float>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Double>.allocate(capacity: width)
        defer { temp.deallocate(); sums.deallocate() }
        // Rows of the pass's input equal to the row above, bit for bit (row 0: never).
        var same = [Bool](repeating: false, count: height)
        for r in 1..<max(1, height) {
            same[r] = memcmp(data + r * width, data + (r - 1) * width, width * MemoryLayout<Float>.stride) == 0
        }
        var sameOut = [Bool](repeating: false, count: height)
        for (before, after) in boxes {
            temp.update(from: data, count: width * height)
            let size = Double(before + after + 1)
            sums.update(repeating: 0, count: width)
            for j in 0..<min(after, height) {
                let row = temp + j * width
                for x in 0..<width { sums[x] += Double(row[x]) }
            }
            // Whether the last step left every sum as it was.
            var settled = false
            for i in 0..<height {
                let enter = i + after, leave = i - before - 1
                let out = data + i * width
                if settled {
                    let enterRepeats = enter < height ? same[enter] : enter - 1 >= height
                    let leaveRepeats = leave >= 0 ? leave >= 1 && same[leave] : true
                    if enterRepeats && leaveRepeats {
                        out.update(from: out - width, count: width)
                        sameOut[i] = true
                        continue
                    }
                }
                var changed: UInt64 = 0
                switch (enter < height ? temp + enter * width : nil, leave >= 0 ? temp + leave * width : nil) {
                case (let e?, let l?):
                    for x in 0..<width {
                        let sum = (sums[x] + Double(e[x])) - Double(l[x])
                        changed |= sum.bitPattern ^ sums[x].bitPattern
                        sums[x] = sum
                        out[x] = Float(max(0, sum / size))
                    }
                case (let e?, nil):
                    for x in 0..<width {
                        let sum = sums[x] + Double(e[x])
                        changed |= sum.bitPattern ^ sums[x].bitPattern
                        sums[x] = sum
                        out[x] = Float(max(0, sum / size))
                    }
                case (nil, let l?):
                    for x in 0..<width {
                        let sum = sums[x] - Double(l[x])
                        changed |= sum.bitPattern ^ sums[x].bitPattern
                        sums[x] = sum
                        out[x] = Float(max(0, sum / size))
                    }
                case (nil, nil):
                    for x in 0..<width { out[x] = Float(max(0, sums[x] / size)) }
                }
                settled = changed == 0
                sameOut[i] = i > 0 && changed == 0
            }
            swap(&same, &sameOut)
        }
    }

    /// A blurred 1D profile of the interval `[a, b)` (pixel coverage, then blurred). Returns the first pixel and
    /// the values.
    static func profile(from a: Double, to b: Double, sigma: Double) -> (first: Int, values: [Float]) {
        let reach = self.reach(sigma: sigma)
        let first = Int(a.rounded(.down)) - reach
        let last = Int(b.rounded(.up)) + reach
        var values = [Float](repeating: 0, count: max(0, last - first))
        for i in values.indices {
            let x = Double(first + i)
            values[i] = Float(max(0, min(x + 1, b) - max(x, a)))
        }
        let boxes = self.boxes(sigma: sigma)
        if !boxes.isEmpty {
            let n = values.count
            let temp = UnsafeMutablePointer<Float>.allocate(capacity: max(1, n))
            defer { temp.deallocate() }
            values.withUnsafeMutableBufferPointer {
                blur($0.baseAddress!, start: 0, count: n, stride: 1, boxes: boxes, temp: temp)
            }
        }
        return (first, values)
    }

    /// Rasterises a polygon (canvas pixels) with exact coverage and blurs it in both directions (σ = 0: no blur).
    static func mask(polygon: [Point], sigma: Double) -> (mask: CoverageMask, dx: Int, dy: Int)? {
        let box = PixelBox(covering: polygon)
        guard !box.isEmpty else { return nil }
        let reach = sigma > 0 ? self.reach(sigma: sigma) : 0
        let dx = box.x0 - reach, dy = box.y0 - reach
        let width = box.x1 - box.x0 + 2 * reach, height = box.y1 - box.y0 + 2 * reach
        guard width > 0, height > 0, width * height <= 64_000_000 else { return nil }
        let local = polygon.map { Point(x: $0.x - Double(dx), y: $0.y - Double(dy)) }
        let coverage = PolygonCoverage(contours: [local], rows: height)
        if sigma <= 0 || boxes(sigma: sigma).isEmpty {
            // No blur: the scan converter's runs, quantised, are the mask.
            var rowStart: [Int32] = [0], runs: [Span] = [], row: [Span] = []
            var scratch = CoverageScratch()
            for y in 0..<height {
                row.removeAll(keepingCapacity: true)
                coverage.spans(row: y, width: width, into: &row, scratch: &scratch)
                for var s in row {
                    let q = Blend.coverage8(s.coverage)
                    guard q > 0 else { continue }
                    s.coverage = Float(q) / 255
                    if runs.count > Int(rowStart[y]), runs[runs.count - 1].x1 == s.x0,
                        runs[runs.count - 1].coverage == s.coverage
                    {
                        runs[runs.count - 1].x1 = s.x1
                    } else {
                        runs.append(s)
                    }
                }
                rowStart.append(Int32(runs.count))
            }
            return (CoverageMask(width: width, height: height, rowStart: rowStart, runs: runs), dx, dy)
        }
        var values = [Float](repeating: 0, count: width * height)
        var scratch = CoverageScratch()
        var spans: [Span] = []
        for y in 0..<height {
            spans.removeAll(keepingCapacity: true)
            coverage.spans(row: y, width: width, into: &spans, scratch: &scratch)
            values.withUnsafeMutableBufferPointer { v in
                for s in spans {
                    (v.baseAddress! + y * width + Int(s.x0)).update(repeating: s.coverage, count: Int(s.x1 - s.x0))
                }
            }
        }
        let boxes = sigma > 0 ? self.boxes(sigma: sigma) : []
        if !boxes.isEmpty {
            let temp = UnsafeMutablePointer<Float>.allocate(capacity: max(width, height))
            defer { temp.deallocate() }
            values.withUnsafeMutableBufferPointer { v in
                let p = v.baseAddress!
                blurLines(p, lines: height, lineStride: width, count: width, stride: 1, boxes: boxes, temp: temp)
                blurColumns(p, width: width, height: height, boxes: boxes)
            }
        }
        return (CoverageMask(width: width, height: height, values: values), dx, dy)
    }
}
