import Foundation

extension LayerPainter {
    /// A masked layer: the layer (shadow, background, contents, sublayers, border) painted into its own canvas,
    /// the mask layer painted into another over the same pixels, each pixel of the first scaled by the second's
    /// alpha, and the result drawn faded by `alpha`.
    mutating func drawMasked(_ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox) {
        guard let mask = node.mask else { return }
        var boxes: [PixelBox] = []
        primitiveBoxes(node, map: map, clipBox: clipBox, includeShadow: true, into: &boxes)
        let region = boxes.reduce(PixelBox.empty) { $0.union($1) }.intersection(clipBox).intersection(canvas)
        guard !region.isEmpty else { return }
        let width = region.x1 - region.x0, height = region.y1 - region.y0
        let subMap = map.concatenating(.translation(Double(-region.x0), Double(-region.y0)))
        var unmasked = node
        unmasked.mask = nil
        var content = LayerPainter(width: width, height: height, background: 0, scale: scale, threads: threads)
        content.drawShadow(unmasked, map: subMap, alpha: 1, clip: -1, clipBox: content.canvas)
        content.drawLayer(unmasked, map: subMap, alpha: 1, clip: -1, clipBox: content.canvas)
        var shape = LayerPainter(width: width, height: height, background: 0, scale: scale, threads: threads)
        shape.draw(
            mask, map: mask.placement(in: nil).concatenating(subMap), alpha: 1, clip: -1,
            clipBox: shape.canvas)
        guard !content.frame.items.isEmpty, !shape.frame.items.isEmpty else { return }
        let painted = Texture(painting: content.frame, threads: threads)
        let alphas = Texture(painting: shape.frame, threads: threads)
        let texture = Texture(width: width, height: height) { pixels in
            for y in 0..<height {
                let p = painted.row(y), m = alphas.row(y), out = pixels + y * width
                for x in 0..<width {
                    let a = m[x] >> 24
                    out[x] = a == 255 ? p[x] : a == 0 ? 0 : Blend.scale(p[x], a)
                }
            }
        }
        let rect = RectCoverage(
            x0: Double(region.x0), y0: Double(region.y0),
            x1: Double(region.x1), y1: Double(region.y1))
        frame.items.append(
            DrawItem(
                coverage: .rect(rect),
                paint: .texture(
                    texture, .aligned(dx: region.x0, dy: region.y0),
                    alpha: Blend.alpha8(alpha)),
                clip: clip, box: region))
    }
}
