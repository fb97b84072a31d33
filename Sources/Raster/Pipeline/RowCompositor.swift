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
struct RowCompositor {
    private let frame: Frame
    private var scratch = CoverageScratch()
    /// Spans of the active items of the current row, item after item.
    private var pool: [Span] = []
    private var active: [(item: Int32, start: Int32, end: Int32)] = []
    private var clipRanges: [(row: Int, start: Int32, end: Int32)]
    private var clipPool: [Span] = []
    private var clipPoolRow = -1
    private var cursors: [Int32] = []
    private var layer: [(item: Int32, coverage: UInt32)] = []

    init(frame: Frame) {
        self.frame = frame
        clipRanges = Array(repeating: (-1, 0, 0), count: frame.clips.count)
        pool.reserveCapacity(256)
        active.reserveCapacity(64)
        layer.reserveCapacity(64)
    }

    /// Paints row `y` into `row` (`frame.width` pixels).
    mutating func paint(row y: Int, into row: UnsafeMutablePointer<UInt32>) {
        collectSpans(row: y)
        let width = Int32(frame.width)
        if active.isEmpty {
            row.update(repeating: frame.background, count: frame.width)
            return
        }
        cursors.removeAll(keepingCapacity: true)
        for a in active { cursors.append(a.start) }
        var x: Int32 = 0
        pool.withUnsafeBufferPointer { spans in
            while x < width {
                var next = width
                layer.removeAll(keepingCapacity: true)
                for k in 0..<active.count {
                    var c = cursors[k]
                    let end = active[k].end
                    while c < end && spans[Int(c)].x1 <= x { c += 1 }
                    cursors[k] = c
                    guard c < end else { continue }
                    let s = spans[Int(c)]
                    if s.x0 <= x {
                        next = min(next, s.x1)
                        let c8 = Blend.coverage8(s.coverage)
                        if c8 > 0 { layer.append((active[k].item, c8)) }
                    } else {
                        next = min(next, s.x0)
                    }
                }
                composite(x: Int(x), count: Int(next - x), y: y, row: row)
                x = next
            }
        }
    }

    /// Resolves the layers over pixels `x..<x+count` of which `layer` holds the covering items, bottom to top.
    @inline(__always)
    private func composite(x: Int, count: Int, y: Int, row: UnsafeMutablePointer<UInt32>) {
        // Occlusion: start at the topmost opaque solid item with full coverage.
        var start = 0
        var base = frame.background
        var i = layer.count - 1
        while i >= 0 {
            let l = layer[i]
            if l.coverage == 255, case .solid(let c) = frame.items[Int(l.item)].paint, c >> 24 == 255 {
                start = i + 1; base = c; break
            }
            i -= 1
        }
        // The constant part: solid items above the start, up to the first texture item.
        var k = start
        while k < layer.count {
            let l = layer[k]
            guard case .solid(let c) = frame.items[Int(l.item)].paint else { break }
            base = Blend.over(c, coverage: l.coverage, base)
            k += 1
        }
        let out = row + x
        out.update(repeating: base, count: count)
        guard k < layer.count else { return }
        // Per pixel from the first texture item up.
        while k < layer.count {
            let l = layer[k]
            switch frame.items[Int(l.item)].paint {
            case .solid(let c):
                let s = l.coverage == 255 ? c : Blend.scale(c, l.coverage)
                for j in 0..<count { out[j] = Blend.over(s, out[j]) }
            case .texture(let texture, let mapping, let alpha):
                let m = alpha == 255 ? l.coverage : Blend.div255(alpha * l.coverage)
                switch mapping {
                case .aligned(let dx, let dy):
                    let ty = y - dy
                    guard ty >= 0 && ty < texture.height else { break }
                    let src = texture.pixels + ty * texture.width
                    for j in 0..<count {
                        let tx = x + j - dx
                        guard tx >= 0 && tx < texture.width else { continue }
                        let p = src[tx]
                        out[j] = Blend.over(m == 255 ? p : Blend.scale(p, m), out[j])
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

    private mutating func collectSpans(row y: Int) {
        pool.removeAll(keepingCapacity: true)
        active.removeAll(keepingCapacity: true)
        let width = frame.width
        for index in frame.items.indices {
            let box = frame.items[index].box
            guard y >= box.y0 && y < box.y1 else { continue }
            let start = pool.count
            frame.items[index].coverage.spans(row: y, width: width, into: &pool, scratch: &scratch)
            let clip = frame.items[index].clip
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
            if pool.count > start { active.append((Int32(index), Int32(start), Int32(pool.count))) }
        }
    }

    /// The spans of a clip chain on row `y` (indices into `clipPool`), computed once per row.
    private mutating func clipSpans(_ index: Int, row y: Int) -> Range<Int> {
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
