/// Paints a frame one row at a time, resolving all layers per span so that each pixel is written once.
///
/// For each row the compositor asks every item that reaches the row for its coverage spans (multiplied by its
/// clip chain), then sweeps the row from left to right. Between two consecutive span boundaries every item has
/// a constant coverage, so when all items there are solid colours the result is one colour, computed once and
/// filled. Texture items (images, offscreen groups) are composited pixel by pixel, on top of the constant part
/// beneath them.
///
/// Rows without texture items keep, per covering item, the composite of it and everything beneath
/// (`prefix`): at a span boundary only the items from the lowest one that changed upwards are composited again,
/// so a card's anti-aliased corner costs one or two blends per pixel run, not a pass over every layer.
///
/// A row whose items have the same spans and paints as an earlier one (the next card of a list, its shadow and
/// all, or the same row of a group's canvas) is copied from that row instead (``RowCache``); when the spans
/// follow from a few numbers per item (``RowSignature``), without gathering them.
///
/// The arithmetic is that of ``Blend``, applied bottom to top, so the bytes equal those of painting every layer
/// back to front. (An opaque layer with full coverage gives its own colour whatever is beneath it, which is what
/// lets the general path start at the topmost such layer.)
///
/// Per-row work touches no reference counts: the per-item facts a row needs (box, colour, a rectangle's edges or
/// a mask's reference) are copied once per frame into memory of its own (``RowStorage``), and so are the buffers a
/// row is built in (its key, its runs); a rasterised mask is used through an unretained reference held by the
/// frame. Retaining and releasing on every row and item cost about a tenth of the benchmark scene's frame.
///
/// A value type on purpose: its buffers are stored properties of a struct used through `inout`, so Swift checks
/// exclusive access at compile time instead of calling into the runtime on every access (as it must for the
/// stored properties of a class).
struct RowCompositor {
    private let frame: Frame
    private let items: [DrawItem]
    private let itemCount: Int
    private let storage: RowStorage
    /// Per item: its premultiplied colour when solid.
    private let solid: UnsafeMutablePointer<UInt32>
    /// Per item: 1 when it is a solid colour, 0 for textures.
    private let isSolid: UnsafeMutablePointer<UInt8>
    /// Per texture item: its texture (held by `items`, so not retained again on every use), how it is mapped and
    /// its fade (0…255).
    private let texture: UnsafeMutablePointer<Unmanaged<Texture>?>
    private let mapping: UnsafeMutablePointer<TextureMapping>
    private let fade: UnsafeMutablePointer<UInt32>
    /// Per item: the clip chain to multiply its spans by, without the clips that are exactly 1 wherever the item
    /// has coverage (a card inside its list's rectangular clip); −1 for none.
    private let itemClip: UnsafeMutablePointer<Int32>
    /// Per active item (in paint order) of the current row: its index, its span range in `pool` and the cursor.
    private let activeItem: UnsafeMutablePointer<Int32>
    private let activeEnd: UnsafeMutablePointer<Int32>
    private let cursor: UnsafeMutablePointer<Int32>
    /// Per active item during the sweep of a row without textures: its source colour over the current run
    /// (colour × coverage, 0 where it does not cover), the x where that changes next, and the composite of it
    /// over everything beneath.
    private let source: UnsafeMutablePointer<UInt32>
    private let boundary: UnsafeMutablePointer<Int32>
    private let prefix: UnsafeMutablePointer<UInt32>
    /// Per active item during the sweep of a row with textures: its 8-bit coverage over the current run.
    private let level: UnsafeMutablePointer<UInt32>
    private var activeCount = 0
    private var activeTextures = 0
    /// Per interval (general path): the covering items bottom to top and their 8-bit coverage.
    private let layerItem: UnsafeMutablePointer<Int32>
    private let layerCoverage: UnsafeMutablePointer<UInt32>
    /// A row of texels sampled through a map, before they are blended
    /// (``Texture/draw(_:x:y:count:alpha:over:scratch:)``).
    private let samples: UnsafeMutablePointer<UInt32>
    /// The texels of the current row under textures mapped through a ``TextureMapping/projective(_:)`` map, kept
    /// for the short intervals of that row (a soft shadow's edge over a moved view is one interval per pixel):
    /// ``sampleSlots`` rows of `frame.width` texels, each holding one item's texels (`slotItem`) for the row whose
    /// stamp is `slotStamp`, filled by chunks of ``Texture/uniformRun`` pixels fixed on the canvas (`chunkStamp`
    /// per chunk, the stamp of the row it was sampled for).
    private let slotTexels: UnsafeMutablePointer<UInt32>
    private let slotItem: UnsafeMutablePointer<Int32>
    private let slotStamp: UnsafeMutablePointer<Int32>
    private let chunkStamp: UnsafeMutablePointer<Int32>
    private let chunks: Int
    /// Stamps the rows swept with textures (``sweepGeneral(spans:y:into:)``), from 1.
    private var rowStamp: Int32 = 0
    private var scratch = CoverageScratch()
    private var pool: [Span] = []
    private var clipRanges: [(row: Int, start: Int32, end: Int32)]
    private var clipPool: [Span] = []
    private var clipPoolRow = -1
    /// The last painted row as runs of one colour (start, count, colour), when it had no texture pixels:
    /// a row that no item changes is repainted from these runs (writing only) instead of copied from the row
    /// above (reading and writing).
    private let runStart: UnsafeMutablePointer<Int32>
    private let runCount: UnsafeMutablePointer<Int32>
    private let runColour: UnsafeMutablePointer<UInt32>
    private var runTotal = 0
    private var runsAreValid = false
    /// Rows already painted, by what they were painted from; `key` is the current row's, besides its spans
    /// (see `buildKey`).
    private var cache = RowCache()
    private let key: UnsafeMutablePointer<UInt32>
    private var keyCount = 0
    /// Per item: where its coverage is not zero, and how its spans are gathered without copying its ``Coverage``
    /// (which would retain its payload): 1 a rectangle (`rect`), 2 a mask (`mask`, placed at `maskX`, `maskY`),
    /// 3 a path (`path`), 0 through ``Coverage/spans(row:width:into:scratch:)``.
    private let box: UnsafeMutablePointer<PixelBox>
    private let coverageKind: UnsafeMutablePointer<UInt8>
    /// Per item: its path coverage when `coverageKind` is 3 (uninitialised otherwise), gathered from here: through
    /// ``Coverage/spans(row:width:into:scratch:)`` each row of each path copied the enum, retaining and releasing
    /// the path's edges, and checked for a merge that a path's spans never make.
    private let path: UnsafeMutablePointer<PathCoverage>
    private let rect: UnsafeMutablePointer<RectCoverage>
    private let mask: UnsafeMutablePointer<Unmanaged<CoverageMask>?>
    private let maskX: UnsafeMutablePointer<Int>
    private let maskY: UnsafeMutablePointer<Int>
    /// Rows already painted, by their signature (what their spans follow from, told before gathering them).
    private var signature: RowSignature
    private var signatureCache = RowCache()

    init(frame: Frame) {
        self.frame = frame
        items = frame.items
        itemCount = frame.items.count
        storage = RowStorage(capacity: max(1, itemCount), width: max(1, frame.width))
        solid = storage.solid
        isSolid = storage.isSolid
        texture = storage.texture
        mapping = storage.mapping
        fade = storage.fade
        itemClip = storage.itemClip
        activeItem = storage.activeItem
        activeEnd = storage.activeEnd
        cursor = storage.cursor
        source = storage.source
        boundary = storage.boundary
        prefix = storage.prefix
        level = storage.level
        layerItem = storage.layerItem
        layerCoverage = storage.layerCoverage
        samples = storage.samples
        slotTexels = storage.slotTexels
        slotItem = storage.slotItem
        slotStamp = storage.slotStamp
        chunkStamp = storage.chunkStamp
        chunks = storage.chunks
        runStart = storage.runStart
        runCount = storage.runCount
        runColour = storage.runColour
        key = storage.key
        box = storage.box
        coverageKind = storage.coverageKind
        path = storage.path
        rect = storage.rect
        mask = storage.mask
        maskX = storage.maskX
        maskY = storage.maskY
        for (i, item) in frame.items.enumerated() {
            box[i] = item.box
            mask[i] = nil; maskX[i] = 0; maskY[i] = 0
            switch item.coverage {
            case .rect(let r):
                coverageKind[i] = 1; rect[i] = r
            case .mask(let m, let dx, let dy):
                // Held by `items` while the compositor is used.
                coverageKind[i] = 2; mask[i] = Unmanaged.passUnretained(m); maskX[i] = dx; maskY[i] = dy
            case .path(let p):
                coverageKind[i] = 3; (path + i).initialize(to: p)
            case .polygon, .separable:
                coverageKind[i] = 0
            }
            switch item.paint {
            case .solid(let c):
                solid[i] = c; isSolid[i] = 1
                texture[i] = nil; mapping[i] = .aligned(dx: 0, dy: 0); fade[i] = 0
            case .texture(let t, let m, let alpha):
                solid[i] = 0; isSolid[i] = 0
                texture[i] = Unmanaged.passUnretained(t); mapping[i] = m; fade[i] = alpha
            }
            var clip = item.clip
            // Spans never leave the canvas, so only the part of the extent on it has to be inside the clip.
            if let extent = item.coverage.extent?.intersection(
                PixelBox(x0: 0, y0: 0, x1: frame.width, y1: frame.height))
            {
                while clip >= 0, let full = frame.clips[clip].coverage.fullyCovered,
                    extent.x0 >= full.x0, extent.y0 >= full.y0, extent.x1 <= full.x1, extent.y1 <= full.y1
                {
                    clip = frame.clips[clip].parent
                }
            }
            itemClip[i] = Int32(clip)
        }
        clipRanges = Array(repeating: (-1, 0, 0), count: frame.clips.count)
        let clipOfItem = storage.itemClip, count = itemCount
        signature = RowSignature(frame: frame, clipped: (0..<count).map { clipOfItem[$0] >= 0 })
        pool.reserveCapacity(1024)
    }

    /// Repaints the last painted row into `row` when it was made of solid runs only; false otherwise (the
    /// caller copies the row above instead). The bytes are the same either way.
    func repeatLastRow(into row: UnsafeMutablePointer<UInt32>) -> Bool {
        guard runsAreValid else { return false }
        for i in 0..<runTotal {
            let out = row + Int(runStart[i])
            let count = Int(runCount[i])
            if count == 1 { out.pointee = runColour[i] } else { out.update(repeating: runColour[i], count: count) }
        }
        return true
    }

    @inline(__always)
    private mutating func recordRun(x: Int, count: Int, colour: UInt32) {
        if runTotal > 0 && runColour[runTotal - 1] == colour {
            runCount[runTotal - 1] += Int32(count)
        } else {
            runStart[runTotal] = Int32(x); runCount[runTotal] = Int32(count); runColour[runTotal] = colour
            runTotal += 1
        }
    }

    /// Paints row `y` into `row` (`frame.width` pixels). Rows are painted into memory that keeps them as painted
    /// while the compositor is used (the rows of one image): a row made of the same spans as an earlier one is
    /// copied from it, and its index returned.
    /// With `copying` false, a row equal to an earlier one is left unwritten (the caller reads the earlier row
    /// instead, as ``Texture/row(_:)`` does).
    @discardableResult
    mutating func paint(row y: Int, into row: UnsafeMutablePointer<UInt32>, copying: Bool = true) -> Int? {
        guard signature.build(row: y) else { return paintGathered(row: y, into: row, copying: copying)?.y }
        let words = signature.words  // valid until the next build
        let noSpans = UnsafeBufferPointer<Span>(start: nil, count: 0)
        let hash = RowCache.hash(items: words, spans: noSpans)
        if let (earlier, index) = signatureCache.row(hash: hash, items: words, spans: noSpans) {
            if copying { row.update(from: earlier, count: frame.width) }
            runsAreValid = false
            return index
        }
        // Remembered by a row that holds its pixels: this one, or the one it repeats.
        let copied = paintGathered(row: y, into: row, copying: copying)
        signatureCache.store(
            hash: hash, items: words, spans: noSpans, row: copied?.row ?? UnsafePointer(row),
            y: copied?.y ?? y)
        return copied?.y
    }

    /// Paints row `y` from its gathered spans, or finds the earlier row gathered into the same spans (copied
    /// when `copying`), which it returns.
    private mutating func paintGathered(
        row y: Int, into row: UnsafeMutablePointer<UInt32>,
        copying: Bool
    ) -> (row: UnsafePointer<UInt32>, y: Int)? {
        collectSpans(row: y)
        runTotal = 0
        runsAreValid = true
        if activeCount == 0 {
            row.update(repeating: frame.background, count: frame.width)
            recordRun(x: 0, count: frame.width, colour: frame.background)
            return nil
        }
        // The spans are moved out of `pool` (not copied: no retain) so that the sweep below may mutate `self`.
        var spansOfRow: [Span] = []
        swap(&spansOfRow, &pool)
        defer { swap(&spansOfRow, &pool) }
        return spansOfRow.withUnsafeBufferPointer { buffer -> (row: UnsafePointer<UInt32>, y: Int)? in
            // A row crossed by a sloped path edge is painted without hashing its spans or remembering them.
            guard !scratch.rowCrossesSlopedEdge, buildKey(row: y) else {
                paintSpans(buffer, y: y, into: row)
                return nil
            }
            let items = UnsafeBufferPointer(start: key, count: keyCount)
            let hash = RowCache.hash(items: items, spans: buffer)
            if let (earlier, index) = cache.row(hash: hash, items: items, spans: buffer) {
                if copying { row.update(from: earlier, count: frame.width) }
                runsAreValid = false
                return (earlier, index)
            }
            paintSpans(buffer, y: y, into: row)
            cache.store(hash: hash, items: items, spans: buffer, row: row, y: y)
            return nil
        }
    }

    /// Paints row `y` from the active items' spans (`spans`, gathered by `collectSpans`) by the cheapest of the
    /// sweeps, which give the same bytes.
    @inline(__always)
    private mutating func paintSpans(_ spans: UnsafeBufferPointer<Span>, y: Int, into row: UnsafeMutablePointer<UInt32>)
    {
        if activeTextures == 0 {
            if prefersDirectPainting(spans: spans) {
                paintDirect(spans: spans.baseAddress!, into: row)
            } else {
                sweepSolid(spans: spans.baseAddress!, into: row)
            }
        } else {
            sweepGeneral(spans: spans.baseAddress!, y: y, into: row)
        }
    }

    /// Fills `key` with what row `y` is painted from besides its spans: per active item, its span count and
    /// either its colour or its texture, the texture's row (up to repetition), offset and fade. False when a
    /// texture is mapped in perspective (its pixels on the row are not one texture row).
    private mutating func buildKey(row y: Int) -> Bool {
        let key = self.key
        var n = 0
        defer { keyCount = n }
        @inline(__always) func append(_ word: UInt32) {
            key[n] = word
            n += 1
        }
        for k in 0..<activeCount {
            let item = Int(activeItem[k])
            let count = UInt32(activeEnd[k] - cursor[k])
            if isSolid[item] != 0 {
                append(0); append(solid[item]); append(count)
                continue
            }
            guard let reference = texture[item], case .aligned(let dx, let dy) = mapping[item] else { return false }
            let alpha = fade[item]
            let ty = y - dy
            let origin = reference._withUnsafeGuaranteedRef { texture in
                ty >= 0 && ty < texture.height ? UInt32(bitPattern: texture.rowOrigins[ty]) : UInt32.max
            }
            let id = UInt64(UInt(bitPattern: reference.toOpaque()))
            append(1); append(UInt32(truncatingIfNeeded: id)); append(UInt32(truncatingIfNeeded: id >> 32))
            append(origin); append(UInt32(bitPattern: Int32(truncatingIfNeeded: dx))); append(alpha)
            append(count)
        }
        return true
    }

    /// The source colour of solid item `item` over span `s`: its colour × the span's 8-bit coverage.
    @inline(__always)
    private func sourceColour(item: Int, _ s: Span) -> UInt32 {
        let c8 = Blend.coverage8(s.coverage)
        if c8 == 255 { return solid[item] }
        return c8 == 0 ? 0 : Blend.scale(solid[item], c8)
    }

    /// The source colour of solid item `item` at a pixel of 8-bit coverage `c8`, as ``sourceColour(item:_:)``.
    @inline(__always)
    private func sourceColour(item: Int, level c8: UInt32) -> UInt32 {
        if c8 == 255 { return solid[item] }
        return c8 == 0 ? 0 : Blend.scale(solid[item], c8)
    }

    /// Moves active item `k` to position `x`, where its coverage may change: into the span starting there or
    /// out of the one ending there. In a level span (``CoverageLevels``, `levels` the row's bytes) each pixel is
    /// a run of its own.
    @inline(__always)
    private func enter(_ k: Int, at x: Int32, spans: UnsafePointer<Span>, levels: UnsafePointer<UInt8>) {
        var c = cursor[k]
        let end = activeEnd[k]
        while c < end && spans[Int(c)].x1 <= x { c += 1 }
        cursor[k] = c
        guard c < end else { source[k] = 0; boundary[k] = Int32.max; return }
        let s = spans[Int(c)]
        if s.x0 <= x {
            if s.hasLevels {
                source[k] = sourceColour(item: Int(activeItem[k]), level: UInt32(levels[s.levelOffset + Int(x)]))
                boundary[k] = x + 1
                return
            }
            source[k] = sourceColour(item: Int(activeItem[k]), s)
            boundary[k] = s.x1
        } else {
            source[k] = 0
            boundary[k] = s.x0
        }
    }

    /// A row whose active items are all solid colours: one colour per run between span boundaries, recomputed
    /// from the lowest item whose coverage changed.
    @inline(__always)
    private mutating func sweepSolid(spans: UnsafePointer<Span>, into row: UnsafeMutablePointer<UInt32>) {
        let active = activeCount
        let width = Int32(frame.width)
        let background = frame.background
        let levels = UnsafePointer(scratch.pixelLevels.bytes)
        for k in 0..<active { enter(k, at: 0, spans: spans, levels: levels) }
        var lowest = 0
        var x: Int32 = 0
        while x < width {
            var colour = lowest == 0 ? background : prefix[lowest - 1]
            var k = lowest
            while k < active {
                let s = source[k]
                if s != 0 { colour = Blend.over(s, colour) }
                prefix[k] = colour
                k += 1
            }
            var next = width
            for k in 0..<active where boundary[k] < next { next = boundary[k] }
            let count = Int(next - x)
            let out = row + Int(x)
            if count == 1 { out.pointee = colour } else { out.update(repeating: colour, count: count) }
            recordRun(x: Int(x), count: count, colour: colour)
            lowest = active
            for k in 0..<active where boundary[k] == next {
                if k < lowest { lowest = k }
                enter(k, at: next, spans: spans, levels: levels)
            }
            x = next
        }
    }

    /// True when painting a solid row item by item (``paintDirect(spans:into:)``) costs less than sweeping it:
    /// the sweep looks at every active item at each of its span boundaries, painting item by item at every pixel
    /// of every span. Many items with short spans (the anti-aliased edges of overlapping paths) favour painting;
    /// a few layers with long spans (cards) favour the sweep. Both give the same bytes.
    @inline(__always)
    private func prefersDirectPainting(spans: UnsafeBufferPointer<Span>) -> Bool {
        guard activeCount >= 4 else { return false }
        // A row crossed by a sloped path edge has its edge pixels as level spans: the sweep makes a run of each
        // such pixel and looks at every active item there, where painting blends them two at a time
        // (``LevelBlend``). Measured on the `paths` benchmark: 142.8 M instructions → 133.3 M. (With fewer than
        // four items, as in a circular reveal's mask, the sweep stays cheaper: its long runs are filled once.)
        if scratch.rowCrossesSlopedEdge { return true }
        // Other rows have no level spans.
        let n = spans.count
        guard n >= 4 * activeCount else { return false }
        var pixels = 0
        for s in spans { pixels += Int(s.x1 - s.x0) }
        return activeCount * n * 2 > pixels + frame.width / 2
    }

    /// A row whose active items are all solid colours, painted item by item bottom to top: the background, then
    /// each item's colour × coverage over its spans (an opaque source replaces what lies beneath, as
    /// ``Blend/over(_:_:)`` gives). The arithmetic of ``sweepSolid(spans:into:)``, so the same bytes.
    private mutating func paintDirect(spans: UnsafePointer<Span>, into row: UnsafeMutablePointer<UInt32>) {
        runsAreValid = false
        row.update(repeating: frame.background, count: frame.width)
        let levels = UnsafePointer(scratch.pixelLevels.bytes)
        for k in 0..<activeCount {
            let item = Int(activeItem[k])
            var c = Int(cursor[k])
            let end = Int(activeEnd[k])
            let blend = LevelBlend(colour: solid[item])
            while c < end {
                let s = spans[c]
                c += 1
                if s.hasLevels {
                    let x0 = Int(s.x0)
                    blend.draw(levels: levels + (s.levelOffset + x0), over: row + x0, count: Int(s.x1 - s.x0))
                    continue
                }
                let source = sourceColour(item: item, s)
                guard source != 0 else { continue }
                let out = row + Int(s.x0)
                let count = Int(s.x1 - s.x0)
                if source >> 24 == 255 {
                    if count == 1 { out.pointee = source } else { out.update(repeating: source, count: count) }
                } else if count == 1 {
                    out.pointee = Blend.over(source, out.pointee)
                } else {
                    RowBlend.draw(solid: source, over: out, count: count)
                }
            }
        }
    }

    /// Moves active item `k` to position `x` as ``enter(_:at:spans:levels:)`` does, keeping its 8-bit coverage
    /// over the run from there (`level`, 0 where it does not cover) instead of a source colour.
    @inline(__always)
    private func enterCoverage(_ k: Int, at x: Int32, spans: UnsafePointer<Span>, levels: UnsafePointer<UInt8>) {
        var c = cursor[k]
        let end = activeEnd[k]
        while c < end && spans[Int(c)].x1 <= x { c += 1 }
        cursor[k] = c
        guard c < end else { level[k] = 0; boundary[k] = Int32.max; return }
        let s = spans[Int(c)]
        if s.x0 <= x {
            if s.hasLevels {
                level[k] = UInt32(levels[s.levelOffset + Int(x)])
                boundary[k] = x + 1
                return
            }
            level[k] = Blend.coverage8(s.coverage)
            boundary[k] = s.x1
        } else {
            level[k] = 0
            boundary[k] = s.x0
        }
    }

    /// A row with texture items: per interval between span boundaries, the covering items are listed (bottom to
    /// top, with their coverage) and composited. Each item's coverage and the x where it changes next are kept,
    /// so an interval moves only the items whose boundary it reached (a soft shadow's edge is one interval per
    /// pixel, under every item of the row).
    @inline(__always)
    private mutating func sweepGeneral(spans: UnsafePointer<Span>, y: Int, into row: UnsafeMutablePointer<UInt32>) {
        let active = activeCount
        let width = Int32(frame.width)
        rowStamp &+= 1
        let levels = UnsafePointer(scratch.pixelLevels.bytes)
        for k in 0..<active { enterCoverage(k, at: 0, spans: spans, levels: levels) }
        var x: Int32 = 0
        while x < width {
            var next = width
            for k in 0..<active where boundary[k] < next { next = boundary[k] }
            var layers = 0
            for k in 0..<active where level[k] > 0 {
                layerItem[layers] = activeItem[k]; layerCoverage[layers] = level[k]; layers += 1
            }
            composite(layers: layers, x: Int(x), count: Int(next - x), y: y, row: row)
            for k in 0..<active where boundary[k] == next { enterCoverage(k, at: next, spans: spans, levels: levels) }
            x = next
        }
    }

    /// Resolves the `layers` covering items (bottom to top) over pixels `x..<x+count`.
    @inline(__always)
    private mutating func composite(layers: Int, x: Int, count: Int, y: Int, row: UnsafeMutablePointer<UInt32>) {
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
        guard k < layers else {
            RowCompositor.fill(out, count: count, with: base)
            if runsAreValid { recordRun(x: x, count: count, colour: base) }
            return
        }
        runsAreValid = false
        // The first texture item is drawn over `base` itself; then per pixel from the next item up.
        paintOverConstant(layer: k, base: base, x: x, count: count, y: y, into: out)
        k += 1
        while k < layers {
            let item = Int(layerItem[k])
            let coverage = layerCoverage[k]
            if isSolid[item] != 0 {
                let s = coverage == 255 ? solid[item] : Blend.scale(solid[item], coverage)
                RowBlend.draw(solid: s, over: out, count: count)
            } else if let reference = texture[item] {
                let alpha = fade[item]
                let m = alpha == 255 ? coverage : Blend.div255(alpha * coverage)
                let samples = self.samples, placement = mapping[item]
                reference._withUnsafeGuaranteedRef { texture in
                    switch placement {
                    case .aligned(let dx, let dy):
                        let ty = y - dy
                        guard ty >= 0 && ty < texture.height else { break }
                        let src = texture.row(ty)
                        let lo = max(0, dx - x), hi = min(count, texture.width + dx - x)
                        if lo < hi { RowBlend.draw(src + (x + lo - dx), alpha: m, over: out + lo, count: hi - lo) }
                    case .projective(let h):
                        if count < Texture.uniformRun,
                            let texels = texels(item: item, of: texture, h, x: x, count: count, y: y)
                        {
                            RowBlend.draw(texels, alpha: m, over: out, count: count)
                        } else {
                            texture.draw(h, x: x, y: y, count: count, alpha: m, over: out, scratch: samples)
                        }
                    case .upscaled(let shift, let dx, let dy, let opaque):
                        if opaque && m == 255 {
                            texture.upscale(row: y, x: x, count: count, shift: shift, dx: dx, dy: dy, into: out)
                        } else {
                            texture.upscale(row: y, x: x, count: count, shift: shift, dx: dx, dy: dy, into: samples)
                            RowBlend.draw(samples, alpha: m, over: out, count: count)
                        }
                    }
                }
            }
            k += 1
        }
    }

    /// Paints texture layer `k` (with its coverage) over the constant colour `base` into `out`, pixels
    /// `x..<x+count` of row `y`: the bytes of filling the run with `base` and drawing the texture over it, in
    /// one pass that neither fills `out` first nor reads it back.
    @inline(__always)
    private func paintOverConstant(
        layer k: Int, base: UInt32, x: Int, count: Int, y: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let item = Int(layerItem[k])
        guard let reference = texture[item] else {
            RowCompositor.fill(out, count: count, with: base)
            return
        }
        let coverage = layerCoverage[k], alpha = fade[item]
        let m = alpha == 255 ? coverage : Blend.div255(alpha * coverage)
        let samples = self.samples, placement = mapping[item]
        reference._withUnsafeGuaranteedRef { texture in
            switch placement {
            case .aligned(let dx, let dy):
                let ty = y - dy
                let lo = max(0, dx - x), hi = min(count, texture.width + dx - x)
                guard ty >= 0 && ty < texture.height && lo < hi else {
                    RowCompositor.fill(out, count: count, with: base)
                    return
                }
                RowCompositor.fill(out, count: lo, with: base)
                RowBlend.draw(
                    texture.row(ty) + (x + lo - dx), alpha: m, overColour: base, into: out + lo, count: hi - lo)
                RowCompositor.fill(out + hi, count: count - hi, with: base)
            case .projective(let h):
                if count < Texture.uniformRun, let texels = texels(item: item, of: texture, h, x: x, count: count, y: y)
                {
                    RowBlend.draw(texels, alpha: m, overColour: base, into: out, count: count)
                } else {
                    texture.draw(h, x: x, y: y, count: count, alpha: m, over: out, base: base, scratch: samples)
                }
            case .upscaled(let shift, let dx, let dy, let opaque):
                if opaque && m == 255 {
                    // An opaque enlarged blur over the whole run writes every pixel itself.
                    texture.upscale(row: y, x: x, count: count, shift: shift, dx: dx, dy: dy, into: out)
                } else {
                    texture.upscale(row: y, x: x, count: count, shift: shift, dx: dx, dy: dy, into: samples)
                    RowBlend.draw(samples, alpha: m, overColour: base, into: out, count: count)
                }
            }
        }
    }

    /// The texels of item `item` (`texture` under `map`) over pixels `x..<x+count` of row `y`, from its slot of
    /// this row's texels, sampling the chunks not sampled yet (``Texture/sample(_:x:y:count:into:)``, the texels
    /// `Texture.draw` blends, so blending these gives its bytes); nil when every slot holds another item.
    @inline(__always)
    private func texels(
        item: Int, of texture: Texture, _ map: Homography, x: Int, count: Int, y: Int
    ) -> UnsafePointer<UInt32>? {
        var slot = -1
        var free = -1
        for s in 0..<RowStorage.sampleSlots {
            if slotStamp[s] != rowStamp {
                if free < 0 { free = s }
            } else if slotItem[s] == Int32(item) {
                slot = s
                break
            }
        }
        if slot < 0 {
            guard free >= 0 else { return nil }
            slot = free
            slotStamp[slot] = rowStamp
            slotItem[slot] = Int32(item)
        }
        let width = frame.width
        let row = slotTexels + slot * width, stamps = chunkStamp + slot * chunks
        for c in x / Texture.uniformRun...(x + count - 1) / Texture.uniformRun where stamps[c] != rowStamp {
            let x0 = c * Texture.uniformRun
            texture.sample(map, x: x0, y: y, count: min(width, x0 + Texture.uniformRun) - x0, into: row + x0)
            stamps[c] = rowStamp
        }
        return UnsafePointer(row + x)
    }

    /// `count` pixels from `out` on set to `colour` (none when `count` ≤ 0).
    @inline(__always)
    private static func fill(_ out: UnsafeMutablePointer<UInt32>, count: Int, with colour: UInt32) {
        if count == 1 {
            out.pointee = colour
        } else if count > 1 {
            out.update(repeating: colour, count: count)
        }
    }

    /// The coverage spans (clips multiplied in) of every item that reaches row `y`, bottom to top: what a sweep
    /// of the row composites. For checking the sweep against painting the items one by one.
    mutating func itemSpans(row y: Int) -> [(item: Int, spans: [Span])] {
        collectSpans(row: y)
        let levels = scratch.pixelLevels.bytes
        return (0..<activeCount).map { k in
            // Level spans as the one-pixel spans they stand for (their 8-bit levels as fractions).
            var spans: [Span] = []
            for s in pool[Int(cursor[k])..<Int(activeEnd[k])] {
                guard s.hasLevels else { spans.append(s); continue }
                for x in s.x0..<s.x1 where levels[s.levelOffset + Int(x)] > 0 {
                    spans.append(Span(x0: x, x1: x + 1, coverage: Float(levels[s.levelOffset + Int(x)]) / 255))
                }
            }
            return (Int(activeItem[k]), spans)
        }
    }

    private mutating func collectSpans(row y: Int) {
        pool.removeAll(keepingCapacity: true)
        scratch.rowCrossesSlopedEdge = false
        scratch.pixelLevels.reset()
        activeCount = 0
        activeTextures = 0
        let width = frame.width
        for index in 0..<itemCount {
            let box = self.box[index]
            guard y >= box.y0 && y < box.y1 else { continue }
            let start = pool.count
            switch coverageKind[index] {
            case 1:
                let lastBefore = pool.last
                rect[index].spans(row: y, width: width, into: &pool)
                Coverage.separate(&pool, from: start, lastBefore: lastBefore)
            case 2:
                let lastBefore = pool.last
                let dx = maskX[index], dy = maskY[index]
                mask[index]!._withUnsafeGuaranteedRef { mask in
                    mask.spans(row: y, dx: dx, dy: dy, canvasWidth: width, into: &pool)
                }
                Coverage.separate(&pool, from: start, lastBefore: lastBefore)
            case 3:
                // The sweeps read level spans; a clip's multiplication does not. A path's first span is never
                // merged into the one before it (its spans are a list of their own, as `Coverage.spans` makes them).
                scratch.acceptsLevels = itemClip[index] < 0
                path[index].spans(row: y, width: width, into: &pool, scratch: &scratch)
                scratch.acceptsLevels = false
            default:
                items[index].coverage.spans(row: y, width: width, into: &pool, scratch: &scratch)
            }
            let clip = Int(itemClip[index])
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
                if isSolid[index] == 0 { activeTextures += 1 }
            }
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

/// The per-item buffers of a ``RowCompositor``, released with it.
private final class RowStorage {
    let solid: UnsafeMutablePointer<UInt32>
    let isSolid: UnsafeMutablePointer<UInt8>
    let texture: UnsafeMutablePointer<Unmanaged<Texture>?>
    let mapping: UnsafeMutablePointer<TextureMapping>
    let fade: UnsafeMutablePointer<UInt32>
    let itemClip: UnsafeMutablePointer<Int32>
    let activeItem: UnsafeMutablePointer<Int32>
    let activeEnd: UnsafeMutablePointer<Int32>
    let cursor: UnsafeMutablePointer<Int32>
    let source: UnsafeMutablePointer<UInt32>
    let boundary: UnsafeMutablePointer<Int32>
    let prefix: UnsafeMutablePointer<UInt32>
    let level: UnsafeMutablePointer<UInt32>
    let layerItem: UnsafeMutablePointer<Int32>
    let layerCoverage: UnsafeMutablePointer<UInt32>
    let samples: UnsafeMutablePointer<UInt32>
    /// Rows of texels kept per row swept (``RowCompositor/texels(item:of:_:x:count:y:)``).
    static let sampleSlots = 4
    let slotTexels: UnsafeMutablePointer<UInt32>
    let slotItem: UnsafeMutablePointer<Int32>
    let slotStamp: UnsafeMutablePointer<Int32>
    let chunkStamp: UnsafeMutablePointer<Int32>
    let chunks: Int
    /// The runs of the last row (at most one per pixel) and the key of a row (at most ``keyWordsPerItem`` words
    /// per item).
    let runStart: UnsafeMutablePointer<Int32>
    let runCount: UnsafeMutablePointer<Int32>
    let runColour: UnsafeMutablePointer<UInt32>
    static let keyWordsPerItem = 7
    let key: UnsafeMutablePointer<UInt32>
    let box: UnsafeMutablePointer<PixelBox>
    let coverageKind: UnsafeMutablePointer<UInt8>
    /// Initialised for the items whose `coverageKind` is 3 (set for every item by the compositor), and
    /// deinitialised with the storage.
    let path: UnsafeMutablePointer<PathCoverage>
    private let itemCapacity: Int
    let rect: UnsafeMutablePointer<RectCoverage>
    let mask: UnsafeMutablePointer<Unmanaged<CoverageMask>?>
    let maskX: UnsafeMutablePointer<Int>
    let maskY: UnsafeMutablePointer<Int>

    init(capacity n: Int, width: Int) {
        solid = .allocate(capacity: n)
        isSolid = .allocate(capacity: n)
        texture = .allocate(capacity: n)
        mapping = .allocate(capacity: n)
        fade = .allocate(capacity: n)
        itemClip = .allocate(capacity: n)
        activeItem = .allocate(capacity: n)
        activeEnd = .allocate(capacity: n)
        cursor = .allocate(capacity: n)
        source = .allocate(capacity: n)
        boundary = .allocate(capacity: n)
        prefix = .allocate(capacity: n)
        level = .allocate(capacity: n)
        layerItem = .allocate(capacity: n)
        layerCoverage = .allocate(capacity: n)
        samples = .allocate(capacity: width)
        chunks = (width + Texture.uniformRun - 1) / Texture.uniformRun
        slotTexels = .allocate(capacity: RowStorage.sampleSlots * width)
        slotItem = .allocate(capacity: RowStorage.sampleSlots)
        slotStamp = .allocate(capacity: RowStorage.sampleSlots)
        slotStamp.initialize(repeating: 0, count: RowStorage.sampleSlots)
        chunkStamp = .allocate(capacity: RowStorage.sampleSlots * chunks)
        chunkStamp.initialize(repeating: 0, count: RowStorage.sampleSlots * chunks)
        runStart = .allocate(capacity: width)
        runCount = .allocate(capacity: width)
        runColour = .allocate(capacity: width)
        key = .allocate(capacity: n * RowStorage.keyWordsPerItem)
        box = .allocate(capacity: n)
        coverageKind = .allocate(capacity: n)
        path = .allocate(capacity: n)
        coverageKind.initialize(repeating: 0, count: n)
        itemCapacity = n
        rect = .allocate(capacity: n)
        mask = .allocate(capacity: n)
        maskX = .allocate(capacity: n)
        maskY = .allocate(capacity: n)
    }

    deinit {
        solid.deallocate(); isSolid.deallocate(); texture.deallocate(); mapping.deallocate(); fade.deallocate()
        itemClip.deallocate(); activeItem.deallocate()
        activeEnd.deallocate(); cursor.deallocate(); source.deallocate(); boundary.deallocate(); prefix.deallocate()
        level.deallocate()
        layerItem.deallocate(); layerCoverage.deallocate(); samples.deallocate()
        slotTexels.deallocate(); slotItem.deallocate(); slotStamp.deallocate(); chunkStamp.deallocate()
        runStart.deallocate(); runCount.deallocate(); runColour.deallocate(); key.deallocate()
        for i in 0..<itemCapacity where coverageKind[i] == 3 { (path + i).deinitialize(count: 1) }
        path.deallocate()
        box.deallocate(); coverageKind.deallocate(); rect.deallocate(); mask.deallocate(); maskX.deallocate()
        maskY.deallocate()
    }
}
