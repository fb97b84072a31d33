import Foundation

extension LayerPainter {
    /// A backdrop blur: the canvas as painted so far, around the layer's shape, blurred (``BackdropFilter``),
    /// drawn under the shape's coverage and covered by the tint.
    mutating func drawBackdrop(
        _ backdrop: BackdropBlur, shape: RoundedRect, map: Homography, alpha: Double,
        clip: Int, clipBox: PixelBox
    ) {
        guard let (coverage, box) = coverage(of: shape, hole: nil, map: map) else { return }
        let visible = box.intersection(clipBox).intersection(canvas)
        guard !visible.isEmpty else { return }
        let sigma = Double(backdrop.radius) * PathRasterizer.scale(of: map)
        let reach = sigma > 0 && sigma.isFinite ? Int((3 * sigma).rounded(.up)) + 1 : 0
        let region = PixelBox(
            x0: visible.x0 - reach, y0: visible.y0 - reach, x1: visible.x1 + reach,
            y1: visible.y1 + reach
        ).intersection(canvas)
        let width = frame.width, rows = region.y1 - region.y0
        let behind = UnsafeMutablePointer<UInt32>.allocate(capacity: width * rows)
        defer { behind.deallocate() }
        var compositor = RowCompositor(frame: frame)
        for r in 0..<rows { compositor.paint(row: region.y0 + r, into: behind + r * width) }
        let (texture, k) = BackdropFilter.blur(
            UnsafePointer(behind + region.x0), stride: width,
            width: region.x1 - region.x0, height: rows, sigma: sigma,
            saturation: Double(backdrop.saturation))
        let toTexel = Homography.translation(Double(-region.x0), Double(-region.y0))
            .concatenating(.scale(1 / Double(k), 1 / Double(k)))
        let mapping: TextureMapping = k == 1 ? .aligned(dx: region.x0, dy: region.y0) : .projective(toTexel)
        frame.items.append(
            DrawItem(
                coverage: coverage, paint: .texture(texture, mapping, alpha: Blend.alpha8(alpha)),
                clip: clip, box: visible))
        if let tint = backdrop.tintColor, tint.alpha > 0 {
            let paint = Blend.pack(tint.withAlphaComponent(tint.alpha * alpha).premultiplied8)
            if paint != 0 {
                frame.items.append(DrawItem(coverage: coverage, paint: .solid(paint), clip: clip, box: visible))
            }
        }
    }
}
