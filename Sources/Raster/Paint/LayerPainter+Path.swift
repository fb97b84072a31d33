import Foundation

extension LayerPainter {
    /// A shape layer's path: the fill, then the stroke above it, each an exact-area draw item.
    mutating func drawPath(_ shape: ShapeContent, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox) {
        if let color = shape.fillColor, color.alpha > 0,
            let coverage = PathRasterizer.fill(
                shape.path, evenOdd: shape.fillRule == .evenOdd, map: map,
                rows: frame.height)
        {
            addPathItem(coverage, color: color, alpha: alpha, clip: clip, clipBox: clipBox)
        }
        if let color = shape.strokeColor, color.alpha > 0,
            let coverage = PathRasterizer.stroke(shape, map: map, rows: frame.height)
        {
            addPathItem(coverage, color: color, alpha: alpha, clip: clip, clipBox: clipBox)
        }
    }

    private mutating func addPathItem(
        _ coverage: PathCoverage, color: Color, alpha: Double, clip: Int,
        clipBox: PixelBox
    ) {
        let paint = Blend.pack(color.withAlphaComponent(color.alpha * alpha).premultiplied8)
        let visible = coverage.box.intersection(clipBox).intersection(canvas)
        guard paint != 0, !visible.isEmpty else { return }
        frame.items.append(DrawItem(coverage: .path(coverage), paint: .solid(paint), clip: clip, box: visible))
    }

    /// The pixels a shape layer's fill and stroke may touch (its control points' box grown by the stroke's
    /// reach), or nil when it draws nothing.
    func pathBox(_ shape: ShapeContent, map: Homography) -> PixelBox? {
        guard shape.fillColor != nil || shape.strokeColor != nil else { return nil }
        let box = shape.path.boundingBox
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return nil }
        let r = PathRasterizer.strokeReach(shape)
        let grown = box.insetBy(dx: -r, dy: -r)
        let b = PixelBox(covering: map.map(LayerPainter.corners(of: grown)))
        return b.isEmpty ? nil : PixelBox(x0: b.x0 - 1, y0: b.y0 - 1, x1: b.x1 + 1, y1: b.y1 + 1)
    }
}

extension LayerPainter {
    /// The shadow of a layer whose shape is a path: the non-zero fill of a `shadowPath` (`caster`), or, without
    /// one, a shape layer's fill and stroke as drawn — the shadow follows their alpha (colour alpha × coverage,
    /// the stroke over the fill), as Core Animation's shadow follows what the layer draws. Rasterised with exact
    /// coverage, blurred (``ShadowBlur``) and drawn in the shadow colour.
    mutating func drawPathShadow(
        _ node: RenderNode, caster: VectorPath?, map: Homography, alpha: Double, clip: Int,
        clipBox: PixelBox
    ) {
        guard let region = pathShadowBox(node, caster: caster, map: map),
            let (paint, sigma, shown) = shadowMaskPlan(node, region: region, map: map, alpha: alpha, clipBox: clipBox)
        else { return }
        let shadow = node.shadow
        let width = shown.x1 - shown.x0, height = shown.y1 - shown.y0
        // Bounds space, moved by the offset, onto the canvas, then into the mask's own pixels.
        let local = Homography.translation(Double(shadow.offset.width), Double(shadow.offset.height))
            .concatenating(map).concatenating(.translation(Double(-shown.x0), Double(-shown.y0)))
        var layers: [(PathCoverage, Float)] = []
        if let caster {
            if let fill = PathRasterizer.fill(caster, evenOdd: false, map: local, rows: height) {
                layers.append((fill, 1))
            }
        } else if let shape = node.shape {
            if let c = shape.fillColor, c.alpha > 0,
                let fill = PathRasterizer.fill(
                    shape.path, evenOdd: shape.fillRule == .evenOdd, map: local, rows: height)
            {
                layers.append((fill, Float(c.alpha)))
            }
            if let c = shape.strokeColor, c.alpha > 0,
                let stroke = PathRasterizer.stroke(shape, map: local, rows: height)
            {
                layers.append((stroke, Float(c.alpha)))
            }
        }
        guard !layers.isEmpty else { return }
        var values = [Float](repeating: 0, count: width * height)
        var scratch = CoverageScratch()
        var spans: [Span] = []
        for (coverage, opacity) in layers {
            for y in 0..<height {
                spans.removeAll(keepingCapacity: true)
                coverage.spans(row: y, width: width, into: &spans, scratch: &scratch)
                for s in spans {
                    let a = s.coverage * opacity
                    for x in Int(s.x0)..<Int(s.x1) {
                        // Source-over of alphas: this layer over what lies beneath.
                        values[y * width + x] = a + values[y * width + x] * (1 - a)
                    }
                }
            }
        }
        addBlurredShadow(&values, shown: shown, sigma: sigma, paint: paint, clip: clip, clipBox: clipBox)
    }

    /// The pixels a path shadow may touch (the casting shape's box moved by the offset, grown by the blur's
    /// reach), or nil when nothing casts one.
    func pathShadowBox(_ node: RenderNode, caster: VectorPath?, map: Homography) -> PixelBox? {
        let shadow = node.shadow
        guard shadow.opacity > 0, shadow.color.alpha > 0, !node.masksToBounds else { return nil }
        let box: PixelBox
        let offset = Homography.translation(Double(shadow.offset.width), Double(shadow.offset.height))
            .concatenating(map)
        if let caster {
            let rect = caster.boundingBox
            guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return nil }
            box = PixelBox(covering: offset.map(LayerPainter.corners(of: rect)))
        } else if let shape = node.shape, let b = pathBox(shape, map: offset) {
            box = b
        } else {
            return nil
        }
        guard !box.isEmpty else { return nil }
        let reach = ShadowBlur.reach(sigma: Double(shadow.radius) * map.linearScale) + 1
        return PixelBox(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach)
    }
}

extension RenderNode {
    /// True when the layer paints a gradient, a path or a backdrop, or is masked: content a perspective map
    /// must flatten with the layer instead of drawing it as a projected rectangle.
    var hasPaintedContent: Bool {
        gradient != nil || shape != nil || backdrop != nil || mask != nil
    }
}
