/// Paints a frame one row at a time, resolving all layers per span so that each pixel is written once.
///
/// For each row the compositor asks every item that reaches the row for its coverage spans (multiplied by its
/// clip chain), then sweeps the row from left to right. Between two consecutive span boundaries every item has
/// a constant coverage, so when all items there are solid colours the result is one colour, computed once and
/// filled. Layers beneath the topmost opaque, fully covering solid item are never looked at (occlusion). Texture
/// items (images, offscreen groups) are composited pixel by pixel, on top of the constant part beneath them.
///
/// The arithmetic is that of ``Blend``, applied bottom to top from the first visible layer, so the bytes equal
/// those of painting every layer back to front.
final class RowCompositor {
    private let frame: Frame
    private let itemCount: Int
    /// Per item: its premultiplied colour when solid.
    private let solid: UnsafeMutablePointer<UInt32>
    /// Per item: 1 when it is a solid colour, 0 for textures.
    private let isSolid: UnsafeMutablePointer<UInt8>
    /// Per item, per row: its span range in `pool` and the sweep cursor.
    private let activeItem: UnsafeMutablePointer<Int32>
    private let activeEnd: UnsafeMutablePointer<Int32>
    private let cursor: UnsafeMutablePointer<Int32>
    private var activeCount = 0
    /// Per interval: the covering items bottom to top and their 8-bit coverage.
    private let layerItem: UnsafeMutablePointer<Int32>
    private let layerCoverage: UnsafeMutablePointer<UInt32>
    private var scratch = CoverageScratch()
    private var pool: [Span] = []
    private var clipRanges: [(row: Int, start: Int32, end: Int32)]
    private var clipPool: [Span] = []
    private var clipPoolRow = -1
    /// The last painted row as runs of one colour (start, count, colour), when it had no texture pixels:
    /// a row that no item changes is repainted from these runs (writing only) instead of copied from the row
    /// above (reading and writing).
    private var runStart: [Int32] = []
    private var runCount: [Int32] = []
    private var runColour: [UInt32] = []
    private var runsAreValid = false

    init(frame: Frame) {
        self.frame = frame
        itemCount = frame.items.count
        let n = max(1, itemCount)
        solid = .allocate(capacity: n)
        isSolid = .allocate(capacity: n)
        activeItem = .allocate(capacity: n)
        activeEnd = .allocate(capacity: n)
        cursor = .allocate(capacity: n)
        layerItem = .allocate(capacity: n)
        layerCoverage = .allocate(capacity: n)
        for (i, item) in frame.items.enumerated() {
            if case .solid(let c) = item.paint { solid[i] = c; isSolid[i] = 1 } else { solid[i] = 0; isSolid[i] = 0 }
        }
        clipRanges = Array(repeating: (-1, 0, 0), count: frame.clips.count)
        pool.reserveCapacity(1024)
        runStart.reserveCapacity(256); runCount.reserveCapacity(256); runColour.reserveCapacity(256)
    }

    /// Repaints the last painted row into `row` when it was made of solid runs only; false otherwise (the
    /// caller copies the row above instead). The bytes are the same either way.
    func repeatLastRow(into row: UnsafeMutablePointer<UInt32>) -> Bool {
        guard runsAreValid else { return false }
        for i in 0..<runStart.count {
            let out = row + Int(runStart[i])
            let count = Int(runCount[i])
            if count == 1 { out.pointee = runColour[i] } else { out.update(repeating: runColour[i], count: count) }
        }
        return true
    }

    @inline(__always)
    private func recordRun(x: Int, count: Int, colour: UInt32) {
        if let last = runColour.last, last == colour {
            runCount[runCount.count - 1] += Int32(count)
        } else {
            runStart.append(Int32(x)); runCount.append(Int32(count)); runColour.append(colour)
        }
    }

    deinit {
        solid.deallocate(); isSolid.deallocate(); activeItem.deallocate(); activeEnd.deallocate()
        cursor.deallocate(); layerItem.deallocate(); layerCoverage.deallocate()
    }

    /// Paints row `y` into `row` (`frame.width` pixels).
    func paint(row y: Int, into row: UnsafeMutablePointer<UInt32>) {
        collectSpans(row: y)
        let width = Int32(frame.width)
        runStart.removeAll(keepingCapacity: true)
        runCount.removeAll(keepingCapacity: true)
        runColour.removeAll(keepingCapacity: true)
        runsAreValid = true
        if activeCount == 0 {
            row.update(repeating: frame.background, count: frame.width)
            recordRun(x: 0, count: frame.width, colour: frame.background)
            return
        }
        pool.withUnsafeBufferPointer { buffer in
            let spans = buffer.baseAddress!
            let active = activeCount
            var x: Int32 = 0
            while x < width {
                var next = width
                var layers = 0
                for k in 0..<active {
                    var c = cursor[k]
                    let end = activeEnd[k]
                    while c < end && spans[Int(c)].x1 <= x { c += 1 }
                    cursor[k] = c
                    guard c < end else { continue }
                    let s = spans[Int(c)]
                    if s.x0 <= x {
                        if s.x1 < next { next = s.x1 }
                        let c8 = Blend.coverage8(s.coverage)
                        if c8 > 0 { layerItem[layers] = activeItem[k]; layerCoverage[layers] = c8; layers += 1 }
                    } else if s.x0 < next {
                        next = s.x0
                    }
                }
                composite(layers: layers, x: Int(x), count: Int(next - x), y: y, row: row)
                x = next
            }
        }
    }

    /// Resolves the `layers` covering items (bottom to top) over pixels `x..<x+count`.
    @inline(__always)
    private func composite(layers: Int, x: Int, count: Int, y: Int, row: UnsafeMutablePointer<UInt32>) {
        // Occlusion: start at the topmost opaque solid item with full coverage.
        var start = 0
        var base = frame.background
        var i = layers - 1
        while i >= 0 {
            let item = Int(layerItem[i])
            if layerCoverage[i] == 255 && isSolid[item] != 0 && solid[item] >> 24 == 255 {
                start = i + 1; base = solid[item]; break
            }
            i -= 1
        }
        // The constant part: solid items above the start, up to the first texture item.
        var k = start
        while k < layers {
            let item = Int(layerItem[k])
            guard isSolid[item] != 0 else { break }
            base = Blend.over(solid[item], coverage: layerCoverage[k], base)
            k += 1
        }
        let out = row + x
        if count == 1 { out.pointee = base } else { out.update(repeating: base, count: count) }
        guard k < layers else {
            if runsAreValid { recordRun(x: x, count: count, colour: base) }
            return
        }
        runsAreValid = false
        // Per pixel from the first texture item up.
        while k < layers {
            let item = Int(layerItem[k])
            let coverage = layerCoverage[k]
            if isSolid[item] != 0 {
                let s = coverage == 255 ? solid[item] : Blend.scale(solid[item], coverage)
                for j in 0..<count { out[j] = Blend.over(s, out[j]) }
            } else if case .texture(let texture, let mapping, let alpha) = frame.items[item].paint {
                let m = alpha == 255 ? coverage : Blend.div255(alpha * coverage)
                switch mapping {
                case .aligned(let dx, let dy):
                    let ty = y - dy
                    guard ty >= 0 && ty < texture.height else { break }
                    let src = texture.pixels + ty * texture.width
                    let lo = max(0, dx - x), hi = min(count, texture.width + dx - x)
                    if m == 255 {
                        var j = lo
                        while j < hi { out[j] = Blend.over(src[x + j - dx], out[j]); j += 1 }
                    } else {
                        var j = lo
                        while j < hi { out[j] = Blend.over(Blend.scale(src[x + j - dx], m), out[j]); j += 1 }
                    }
                case .projective(let h):
                    let py = Double(y) + 0.5
                    for j in 0..<count {
                        let hp = h.homogeneous(Double(x + j) + 0.5, py)
                        guard hp.w > 0 else { continue }
                        let p = texture.bilinear(hp.x / hp.w, hp.y / hp.w)
                        out[j] = Blend.over(m == 255 ? p : Blend.scale(p, m), out[j])
                    }
                }
            }
            k += 1
        }
    }

    private func collectSpans(row y: Int) {
        pool.removeAll(keepingCapacity: true)
        activeCount = 0
        let width = frame.width
        frame.items.withUnsafeBufferPointer { items in
            for index in 0..<itemCount {
                let box = items[index].box
                guard y >= box.y0 && y < box.y1 else { continue }
                let start = pool.count
                items[index].coverage.spans(row: y, width: width, into: &pool, scratch: &scratch)
                let clip = items[index].clip
                if clip >= 0 && pool.count > start {
                    let range = clipSpans(clip, row: y)
                    scratch.other.removeAll(keepingCapacity: true)
                    pool.withUnsafeBufferPointer { p in
                        clipPool.withUnsafeBufferPointer { c in
                            SpanMath.multiply(p, start..<p.count, c, range, into: &scratch.other)
                        }
                    }
                    pool.removeSubrange(start...)
                    pool.append(contentsOf: scratch.other)
                }
                if pool.count > start {
                    activeItem[activeCount] = Int32(index)
                    cursor[activeCount] = Int32(start)
                    activeEnd[activeCount] = Int32(pool.count)
                    activeCount += 1
                }
            }
        }
    }

    /// The spans of a clip chain on row `y` (indices into `clipPool`), computed once per row.
    private func clipSpans(_ index: Int, row y: Int) -> Range<Int> {
        if clipPoolRow != y {
            clipPool.removeAll(keepingCapacity: true)
            clipPoolRow = y
        }
        if clipRanges[index].row == y { return Int(clipRanges[index].start)..<Int(clipRanges[index].end) }
        let clip = frame.clips[index]
        let parent = clip.parent >= 0 ? clipSpans(clip.parent, row: y) : nil
        let start = clipPool.count
        if y >= clip.box.y0 && y < clip.box.y1 && parent?.isEmpty != true {
            clip.coverage.spans(row: y, width: frame.width, into: &clipPool, scratch: &scratch)
        }
        if let parent, clipPool.count > start {
            scratch.other.removeAll(keepingCapacity: true)
            let end = clipPool.count
            clipPool.withUnsafeBufferPointer { c in
                SpanMath.multiply(c, start..<end, c, parent, into: &scratch.other)
            }
            clipPool.removeSubrange(start...)
            clipPool.append(contentsOf: scratch.other)
        }
        clipRanges[index] = (y, Int32(start), Int32(clipPool.count))
        return start..<clipPool.count
    }
}
