@testable import Raster

/// The plain meaning of a ``Frame``, for checking the compositor's shortcuts: every item painted on its own,
/// back to front, pixel by pixel, with the arithmetic of ``Blend``.
enum ReferencePainter {
    /// Paints `frame` from the spans the compositor collects for each row (``RowCompositor/itemSpans(row:)``).
    static func paint(_ frame: Frame) -> [UInt32] {
        var compositor = RowCompositor(frame: frame)
        return paint(frame) { compositor.itemSpans(row: $0) }
    }

    /// Paints `frame` from each item's own coverage times its clip chain (the clip times the product of its
    /// ancestors, then the item times that, as the compositor multiplies them).
    static func paintFromCoverage(_ frame: Frame) -> [UInt32] {
        var scratch = CoverageScratch()
        return paint(frame) { y in
            var result: [(item: Int, spans: [Span])] = []
            for (index, item) in frame.items.enumerated() where y >= item.box.y0 && y < item.box.y1 {
                var spans: [Span] = [], product: [Span] = []
                item.coverage.spans(row: y, width: frame.width, into: &spans, scratch: &scratch)
                if item.clip >= 0 {
                    SpanMath.multiply(
                        &spans, by: clipSpans(frame, item.clip, row: y, scratch: &scratch), into: &product)
                }
                if !spans.isEmpty { result.append((index, spans)) }
            }
            return result
        }
    }

    private static func paint(_ frame: Frame, spans rowSpans: (Int) -> [(item: Int, spans: [Span])]) -> [UInt32] {
        let width = frame.width, height = frame.height
        var pixels = [UInt32](repeating: frame.background, count: width * height)
        for y in 0..<height {
            for (index, spans) in rowSpans(y) {
                let item = frame.items[index]
                for s in spans {
                    let c8 = Blend.coverage8(s.coverage)
                    guard c8 > 0 else { continue }
                    for x in Int(s.x0)..<Int(s.x1) {
                        let i = y * width + x
                        switch item.paint {
                        case .solid(let colour):
                            pixels[i] = Blend.over(colour, coverage: c8, pixels[i])
                        case .texture(let texture, let mapping, let alpha):
                            let m = alpha == 255 ? c8 : Blend.div255(alpha * c8)
                            let texel: UInt32
                            switch mapping {
                            case .aligned(let dx, let dy):
                                let tx = x - dx, ty = y - dy
                                guard tx >= 0, tx < texture.width, ty >= 0, ty < texture.height else { continue }
                                texel = texture.row(ty)[tx]
                            case .projective(let h):
                                // One pixel at a time: a texel depends only on its pixel and the map.
                                var one: UInt32 = 0
                                texture.sample(h, x: x, y: y, count: 1, into: &one)
                                texel = one
                            case .upscaled(let shift, let dx, let dy, _):
                                var one: UInt32 = 0
                                texture.upscale(row: y, x: x, count: 1, shift: shift, dx: dx, dy: dy, into: &one)
                                texel = one
                            }
                            pixels[i] = Blend.over(m == 255 ? texel : Blend.scale(texel, m), pixels[i])
                        }
                    }
                }
            }
        }
        return pixels
    }

    /// The product of clip `index` and its ancestors on row `y`: the clip's spans times its parent chain's.
    private static func clipSpans(_ frame: Frame, _ index: Int, row y: Int, scratch: inout CoverageScratch) -> [Span] {
        let clip = frame.clips[index]
        var spans: [Span] = []
        if y >= clip.box.y0 && y < clip.box.y1 {
            clip.coverage.spans(row: y, width: frame.width, into: &spans, scratch: &scratch)
        }
        if clip.parent >= 0 {
            var product: [Span] = []
            SpanMath.multiply(&spans, by: clipSpans(frame, clip.parent, row: y, scratch: &scratch), into: &product)
        }
        return spans
    }

    /// Where ``FrameRenderer`` at `threads` first differs from `expected` (pixel, found and expected value in
    /// hex), nil when it paints the same.
    static func firstDifference(_ frame: Frame, threads: Int, from expected: [UInt32]) -> String? {
        let pixels = FrameRenderer.render(frame, threads: threads)
        guard
            let (offset, (found, wanted)) = zip(pixels, expected).enumerated().first(where: {
                $0.element.0 != $0.element.1
            })
        else { return pixels.count == expected.count ? nil : "\(pixels.count) pixels instead of \(expected.count)" }
        return
            "(\(offset % frame.width), \(offset / frame.width)): \(String(found, radix: 16)) instead of "
            + "\(String(wanted, radix: 16))"
    }

    /// The frame a tree compiles to (what ``Rasterizer`` paints).
    static func frame(of tree: RenderTree) -> Frame {
        var painter = LayerPainter(
            width: tree.pixelWidth, height: tree.pixelHeight,
            background: Blend.pack(tree.backgroundColor.premultiplied8), scale: Double(tree.scale))
        painter.paintRoot(tree.root)
        return painter.frame
    }
}
