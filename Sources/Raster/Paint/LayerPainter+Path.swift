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

extension RenderNode {
    /// True when the layer paints a gradient, a path or a backdrop, or is masked: content a perspective map
    /// must flatten with the layer instead of drawing it as a projected rectangle.
    var hasPaintedContent: Bool {
        gradient != nil || shape != nil || backdrop != nil || mask != nil
    }
}
