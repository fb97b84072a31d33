import Foundation

extension LayerPainter {
    /// A gradient layer's gradient over its (rounded) bounds: the colour of each visible canvas pixel computed at
    /// the pixel's centre mapped back into the bounds, drawn as an exact copy under the shape's coverage.
    mutating func drawGradient(
        _ gradient: GradientContent, shape: RoundedRect, bounds: CGRect, map: Homography,
        alpha: Double, clip: Int, clipBox: PixelBox
    ) {
        guard let shader = GradientShader(gradient, bounds: bounds), let inverse = map.inverse,
            let (coverage, box) = coverage(of: shape, hole: nil, map: map)
        else { return }
        let visible = box.intersection(clipBox).intersection(canvas)
        guard !visible.isEmpty else { return }
        let width = visible.x1 - visible.x0, height = visible.y1 - visible.y0
        var pixels = [UInt32](repeating: 0, count: width * height)
        let affine = inverse.isAffine ? inverse.normalized : nil
        for j in 0..<height {
            let cy = Double(visible.y0 + j) + 0.5
            for i in 0..<width {
                let cx = Double(visible.x0 + i) + 0.5
                let p: (x: Double, y: Double)
                if let m = affine {
                    p = (m.a * cx + m.c * cy + m.tx, m.b * cx + m.d * cy + m.ty)
                } else {
                    let q = inverse.map([Point(x: cx, y: cy)])[0]
                    p = (q.x, q.y)
                }
                pixels[j * width + i] = shader.color(x: p.x, y: p.y)
            }
        }
        let texture = Texture(width: width, height: height, pixels: pixels)
        frame.items.append(
            DrawItem(
                coverage: coverage,
                paint: .texture(
                    texture, .aligned(dx: visible.x0, dy: visible.y0),
                    alpha: Blend.alpha8(alpha)),
                clip: clip, box: visible))
    }
}
