/// Collects the mismatched pixels of a comparison as horizontal runs, in scan order, and joins them into
/// 8-connected regions: two runs on adjacent rows belong together when their x ranges touch or overlap
/// diagonally (`start ≤ other.end + 1` and `other.start ≤ end + 1`).
struct RegionLabeler: Sendable {
    private struct Run: Sendable {
        var y: Int
        var start: Int
        var end: Int
    }

    private var runs: [Run] = []

    /// Adds pixel (x, y). Pixels must arrive row by row, left to right.
    @inline(__always)
    mutating func add(x: Int, y: Int) {
        if let last = runs.last, last.y == y, last.end == x - 1 {
            runs[runs.count - 1].end = x
        } else {
            runs.append(Run(y: y, start: x, end: x))
        }
    }

    /// Adds the pixels from (start, y) through (end, y), as `add(x:y:)` for each in turn.
    mutating func add(x start: Int, through end: Int, y: Int) {
        if let last = runs.last, last.y == y, last.end == start - 1 {
            runs[runs.count - 1].end = end
        } else {
            runs.append(Run(y: y, start: start, end: end))
        }
    }

    var isEmpty: Bool { runs.isEmpty }

    /// Appends the runs of rows below this labeler's (a later band).
    mutating func append(_ other: RegionLabeler) {
        runs.append(contentsOf: other.runs)
    }

    /// The overall bounding box, every region (largest first; ties in the scan order of their first pixel),
    /// of which at most `limit` are returned, and how many regions there are.
    func regions(limit: Int) -> (boundingBox: PixelRect?, regions: [DifferenceRegion], count: Int) {
        guard !runs.isEmpty else { return (nil, [], 0) }
        var parent = Array(0..<runs.count)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }

        // Runs are sorted by row, then by start. Walk each row against the row above with two cursors.
        var previousRowStart = 0, previousRowEnd = 0  // runs of row y − 1: previousRowStart..<previousRowEnd
        var rowStart = 0
        while rowStart < runs.count {
            let y = runs[rowStart].y
            var rowEnd = rowStart
            while rowEnd < runs.count && runs[rowEnd].y == y { rowEnd += 1 }
            let above = previousRowEnd > previousRowStart && runs[previousRowStart].y == y - 1
            if above {
                var j = previousRowStart
                for i in rowStart..<rowEnd {
                    let run = runs[i]
                    while j < previousRowEnd && runs[j].end + 1 < run.start { j += 1 }
                    var k = j
                    while k < previousRowEnd && runs[k].start <= run.end + 1 {
                        union(i, k)
                        k += 1
                    }
                }
            }
            previousRowStart = rowStart
            previousRowEnd = rowEnd
            rowStart = rowEnd
        }

        // Accumulate per root. A root is the smallest run index of its region, so regions come out in
        // the scan order of their first run, and the ordering below is total and deterministic.
        var accumulators: [Int: Int] = [:]  // root → index into `found`
        var found: [(minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)] = []
        var overall: PixelRect?
        for (i, run) in runs.enumerated() {
            let root = find(i)
            let pixels = run.end - run.start + 1
            if let index = accumulators[root] {
                let b = found[index]
                found[index] = (
                    min(b.minX, run.start), b.minY, max(b.maxX, run.end), max(b.maxY, run.y), b.count + pixels
                )
            } else {
                accumulators[root] = found.count
                found.append((run.start, run.y, run.end, run.y, pixels))
            }
            let box = PixelRect(minX: run.start, minY: run.y, maxX: run.end, maxY: run.y)
            overall = overall.map { $0.union(box) } ?? box
        }
        let sorted = found.enumerated()
            .sorted { a, b in
                if a.element.count != b.element.count { return a.element.count > b.element.count }
                return a.offset < b.offset
            }
            .map {
                DifferenceRegion(
                    boundingBox: PixelRect(
                        minX: $0.element.minX, minY: $0.element.minY,
                        maxX: $0.element.maxX, maxY: $0.element.maxY),
                    pixelCount: $0.element.count)
            }
        return (overall, Array(sorted.prefix(limit)), sorted.count)
    }
}
