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
        let texture = Texture(width: width, height: height) { out in
            if inverse.isAffine {
                let m = inverse.normalized
                for j in 0..<height {
                    let cy = Double(visible.y0 + j) + 0.5, row = out + j * width
                    for i in 0..<width {
                        let cx = Double(visible.x0 + i) + 0.5
                        row[i] = shader.color(x: m.a * cx + m.c * cy + m.tx, y: m.b * cx + m.d * cy + m.ty)
                    }
                }
            } else {
                let behindEye = 1e-6  // `Homography.map` clips away points whose w is at most this
                for j in 0..<height {
                    let cy = Double(visible.y0 + j) + 0.5, row = out + j * width
                    for i in 0..<width {
                        let cx = Double(visible.x0 + i) + 0.5
                        // What `inverse.map([Point(x: cx, y: cy)])[0]` gives (the same operations), without
                        // building two arrays per pixel; a point behind the eye still goes through `map`.
                        let h = inverse.homogeneous(cx, cy)
                        if h.w > behindEye {
                            row[i] = shader.color(x: h.x / h.w, y: h.y / h.w)
                        } else {
                            let q = inverse.map([Point(x: cx, y: cy)])[0]
                            row[i] = shader.color(x: q.x, y: q.y)
                        }
                    }
                }
            }
        }
        frame.items.append(
            DrawItem(
                coverage: coverage,
                paint: .texture(
                    texture, .aligned(dx: visible.x0, dy: visible.y0),
                    alpha: Blend.alpha8(alpha)),
                clip: clip, box: visible))
    }
}
