import Foundation

extension LayerPainter {
    /// True when a layer's shadow follows the alpha of what it paints (UIKitChoices `contentShadowFollowsAlpha`),
    /// as Core Animation derives a shadow without a `shadowPath` from the layer's composited alpha: the layer has
    /// no `shadowPath` and is no shape layer, and its alpha is not simply its bounds' rounded shape — it shows
    /// contents (an image, which may have transparent pixels, or text), or its background is missing or
    /// translucent (a clear container of cards, a free layer's contents, a border alone, a half-transparent
    /// card), or what its sublayers paint reaches outside its bounds' rounded shape. A layer with an opaque
    /// background (or opaque gradient) whose sublayers stay inside that shape casts the shadow of its bounds'
    /// shape, which is that alpha.
    func castsContentShadow(_ node: RenderNode) -> Bool {
        let s = node.shadow
        guard s.opacity > 0, s.color.alpha > 0, !node.masksToBounds, s.path == nil, node.shape == nil else {
            return false
        }
        if node.contents != nil { return true }
        let opaqueFill =
            (node.backgroundColor?.alpha ?? 0) >= 1
            || (node.gradient.map { !$0.colors.isEmpty && $0.colors.allSatisfy { $0.alpha >= 1 } } ?? false)
        if opaqueFill { return !node.children.isEmpty && sublayersReachOutside(node) }
        let paintsItself =
            (node.backgroundColor?.alpha ?? 0) > 0 || (node.borderWidth > 0 && node.borderColor.alpha > 0)
            || node.gradient != nil
        return paintsItself || !node.children.isEmpty
    }

    /// True when something a layer's sublayers paint (their shadows included) lies outside its bounds' rounded
    /// shape: outside the bounds, or in a rounded corner's square. Measured in the layer's own space (in 1/64
    /// points), whatever maps it to the canvas.
    private func sublayersReachOutside(_ node: RenderNode) -> Bool {
        let k = 64.0
        let b = node.bounds
        let x0 = Double(b.minX) * k, y0 = Double(b.minY) * k, x1 = Double(b.maxX) * k, y1 = Double(b.maxY) * k
        let stretch = node.cornerCurve == .continuous ? 1.53 : 1
        let r = min(Double(node.cornerRadius) * stretch, Double(min(b.width, b.height)) / 2) * k
        let map = Homography.scale(k, k)
        let huge = PixelBox(x0: -16_777_216, y0: -16_777_216, x1: 16_777_216, y1: 16_777_216)
        var boxes: [PixelBox] = []
        for child in node.children {
            primitiveBoxes(
                child, map: child.placement(in: node).concatenating(map), clipBox: huge, includeShadow: true,
                into: &boxes)
        }
        let corners = node.maskedCorners
        return boxes.contains { box in
            let bx0 = Double(box.x0), by0 = Double(box.y0), bx1 = Double(box.x1), by1 = Double(box.y1)
            if bx0 < x0 || by0 < y0 || bx1 > x1 || by1 > y1 { return true }
            guard r > 0 else { return false }
            let left = bx0 < x0 + r, right = bx1 > x1 - r, top = by0 < y0 + r, bottom = by1 > y1 - r
            return (left && top && corners.contains(.layerMinXMinYCorner))
                || (right && top && corners.contains(.layerMaxXMinYCorner))
                || (left && bottom && corners.contains(.layerMinXMaxYCorner))
                || (right && bottom && corners.contains(.layerMaxXMaxYCorner))
        }
    }

    /// The layer as its shadow sees it: what it paints, its sublayers included, without its mask, backdrop or
    /// own shadow.
    private static func shadowCaster(_ node: RenderNode) -> RenderNode {
        var own = node
        own.mask = nil
        own.backdrop = nil
        own.shadow.opacity = 0
        return own
    }

    /// The pixels the content shadow may touch (what the layer paints, moved by the offset, grown by the blur's
    /// reach), or nil when it paints nothing.
    func contentShadowBox(_ node: RenderNode, map: Homography) -> PixelBox? {
        let shadow = node.shadow
        let moved = Homography.translation(Double(shadow.offset.width), Double(shadow.offset.height))
            .concatenating(map)
        var boxes: [PixelBox] = []
        let huge = PixelBox(x0: -16_777_216, y0: -16_777_216, x1: 16_777_216, y1: 16_777_216)
        primitiveBoxes(LayerPainter.shadowCaster(node), map: moved, clipBox: huge, includeShadow: false, into: &boxes)
        let box = boxes.reduce(PixelBox.empty) { $0.union($1) }
        guard !box.isEmpty else { return nil }
        let reach = ShadowBlur.reach(sigma: Double(shadow.radius) * map.linearScale) + 1
        return PixelBox(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach)
    }

    /// The shadow of a layer that casts its alpha (``castsContentShadow(_:)``): the layer and its sublayers
    /// (``shadowCaster(_:)``) painted offscreen, moved by the offset, the alpha blurred (``ShadowBlur``) and drawn
    /// in the shadow colour, so an image with transparent pixels casts the shadow of its opaque part, as in Core
    /// Animation.
    mutating func drawContentShadow(
        _ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox
    ) {
        guard let region = contentShadowBox(node, map: map),
            let (paint, sigma, shown) = shadowMaskPlan(node, region: region, map: map, alpha: alpha, clipBox: clipBox)
        else { return }
        let shadow = node.shadow
        let width = shown.x1 - shown.x0, height = shown.y1 - shown.y0
        var sub = offscreenPainter(width: width, height: height)
        let local = Homography.translation(Double(shadow.offset.width), Double(shadow.offset.height))
            .concatenating(map).concatenating(.translation(Double(-shown.x0), Double(-shown.y0)))
        sub.drawLayer(LayerPainter.shadowCaster(node), map: local, alpha: 1, clip: -1, clipBox: sub.canvas)
        guard !sub.frame.items.isEmpty else { return }
        let painted = Texture(painting: sub.frame, threads: threads)
        var values = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = painted.row(y)
            for x in 0..<width { values[y * width + x] = Float(row[x] >> 24) / 255 }
        }
        addBlurredShadow(&values, shown: shown, sigma: sigma, paint: paint, clip: clip, clipBox: clipBox)
    }

    /// What a shadow drawn through a blurred mask needs, for the pixels `region` it may touch: its premultiplied
    /// colour, its σ in pixels and the pixels its mask covers (the part of `region` that can reach the canvas,
    /// with what blurs into it); nil when nothing would show or the mask would exceed 64 million pixels.
    func shadowMaskPlan(
        _ node: RenderNode, region: PixelBox, map: Homography, alpha: Double, clipBox: PixelBox
    ) -> (paint: UInt32, sigma: Double, shown: PixelBox)? {
        guard !region.intersection(clipBox).intersection(canvas).isEmpty else { return nil }
        let shadow = node.shadow
        let color = shadow.color.withAlphaComponent(shadow.color.alpha * Double(min(1, shadow.opacity)) * alpha)
        let paint = Blend.pack(color.premultiplied8)
        guard paint != 0 else { return nil }
        let sigma = Double(shadow.radius) * map.linearScale
        let reach = sigma > 0 ? ShadowBlur.reach(sigma: sigma) : 0
        let shown = PixelBox(
            x0: max(region.x0, -reach), y0: max(region.y0, -reach),
            x1: min(region.x1, frame.width + reach), y1: min(region.y1, frame.height + reach))
        let width = shown.x1 - shown.x0, height = shown.y1 - shown.y0
        guard width > 0, height > 0, width * height <= 64_000_000 else { return nil }
        return (paint, sigma, shown)
    }

    /// Blurs `values`, a shadow's alpha over the pixels of `shown` (rows of its width), by `sigma` pixels and
    /// draws it in `paint`, the shadow's premultiplied colour.
    mutating func addBlurredShadow(
        _ values: inout [Float], shown: PixelBox, sigma: Double, paint: UInt32, clip: Int, clipBox: PixelBox
    ) {
        let width = shown.x1 - shown.x0, height = shown.y1 - shown.y0
        let boxes = ShadowBlur.boxes(sigma: sigma)
        if !boxes.isEmpty {
            let temp = UnsafeMutablePointer<Float>.allocate(capacity: max(width, height))
            defer { temp.deallocate() }
            values.withUnsafeMutableBufferPointer { v in
                let p = v.baseAddress!
                ShadowBlur.blurLines(
                    p, lines: height, lineStride: width, count: width, stride: 1, boxes: boxes, temp: temp)
                ShadowBlur.blurColumns(p, width: width, height: height, boxes: boxes)
            }
        }
        let mask = CoverageMask(width: width, height: height, values: values)
        let box = shown.intersection(clipBox).intersection(canvas)
        guard !box.isEmpty else { return }
        frame.items.append(
            DrawItem(coverage: .mask(mask, dx: shown.x0, dy: shown.y0), paint: .solid(paint), clip: clip, box: box))
    }
}
