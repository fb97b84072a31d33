import Foundation

extension LayerPainter {
    /// A backdrop blur: the canvas as painted so far, around the layer's shape, blurred and covered by the tint
    /// (``BackdropFilter``), drawn under the shape's coverage as one layer (fading the layer fades both).
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
        // What lies behind, painted once per distinct row: a row equal to an earlier one is not written, and
        // `origins` names the row that holds its pixels.
        let behind = UnsafeMutablePointer<UInt32>.allocate(capacity: width * rows)
        let origins = UnsafeMutablePointer<Int32>.allocate(capacity: rows)
        defer { behind.deallocate(); origins.deallocate() }
        var compositor = RowCompositor(frame: frame)
        for r in 0..<rows {
            let earlier = compositor.paint(row: region.y0 + r, into: behind + r * width, copying: false)
            origins[r] = earlier.map { origins[$0 - region.y0] } ?? Int32(r)
        }
        var tint: UInt32 = 0
        if let color = backdrop.tintColor, color.alpha > 0 { tint = Blend.pack(color.premultiplied8) }
        let (texture, shift) = BackdropFilter.blur(
            UnsafePointer(behind + region.x0), stride: width, origins: origins,
            width: region.x1 - region.x0, height: rows, sigma: sigma,
            saturation: Double(backdrop.saturation), tint: tint)
        // The blur of an opaque backdrop is opaque (the tint keeps it so).
        var opaque = true
        for r in 0..<texture.height where opaque {
            let row = texture.row(r)
            for i in 0..<texture.width where row[i] >> 24 != 255 { opaque = false; break }
        }
        let mapping: TextureMapping =
            shift == 0
            ? .aligned(dx: region.x0, dy: region.y0)
            : .upscaled(shift: shift, dx: region.x0, dy: region.y0, opaque: opaque)
        let fade = Blend.alpha8(alpha)
        if opaque && fade == 255 && clip < 0, let full = coverage.fullyCovered?.intersection(visible) {
            // An opaque blur drawn with full coverage gives its own pixels whatever lies beneath: what was drawn
            // wholly inside that is hidden for good and left out of the frame, so that the rows under a full-screen
            // blur composite the blur alone. The same bytes, with less work.
            frame.items.removeAll { item in
                item.box.x0 >= full.x0 && item.box.y0 >= full.y0 && item.box.x1 <= full.x1 && item.box.y1 <= full.y1
            }
        }
        frame.items.append(
            DrawItem(coverage: coverage, paint: .texture(texture, mapping, alpha: fade), clip: clip, box: visible))
    }
}
