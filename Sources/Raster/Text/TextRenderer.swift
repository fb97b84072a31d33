import Foundation

/// Renders text with Flipbook's built-in font into an image the painter draws like image content.
public enum TextRenderer {
    /// Renders `content` laid out in bounds of `size` points at `scale` pixels per point.
    ///
    /// The image is `round(size × scale)` pixels, premultiplied: each pixel is the text colour
    /// (`Color.premultiplied8`) scaled by the glyph coverage with `Premultiplication.premultiply`, and
    /// transparent where there is no ink. Coverage is the exact area of each pixel inside the glyph outlines.
    /// The result depends only on the arguments: the same call gives the same bytes on every run and machine.
    public static func render(_ content: TextContent, size: CGSize, scale: CGFloat) -> Image {
        TextImageCache.shared.image(for: TextImageCache.Key(content, size: size, scale: scale)) {
            renderUncached(content, size: size, scale: scale)
        }
    }

    /// `render` without the image cache.
    static func renderUncached(_ content: TextContent, size: CGSize, scale: CGFloat) -> Image {
        let (width, height) = pixelSize(of: size, scale: scale)
        return render(content, size: size, scale: scale, window: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// The size of `render`'s image: `round(size × scale)` pixels, 0 for sizes or scales that are not positive.
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        let s = scale.isFinite && scale > 0 ? Double(scale) : 0
        func pixels(_ v: CGFloat) -> Int {
            let p = Double(v) * s
            return p.isFinite && p > 0 && p < Double(Int32.max) ? Int(p.rounded()) : 0
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// The pixels `window` (within `pixelSize(of:scale:)`) of the image `render` gives, uncached: pixel (x, y) of
    /// the result is pixel (window.x0 + x, window.y0 + y) of the whole. For labels far larger than what can be
    /// seen of them, so that memory follows the visible part.
    static func render(_ content: TextContent, size: CGSize, scale: CGFloat, window: PixelBox) -> Image {
        let s = scale.isFinite && scale > 0 ? Double(scale) : 0
        let (fullWidth, fullHeight) = pixelSize(of: size, scale: scale)
        // Each axis cut on its own, so that a label one pixel row short of nothing keeps its width.
        let window = PixelBox(
            x0: max(0, window.x0), y0: max(0, window.y0),
            x1: min(fullWidth, window.x1), y1: min(fullHeight, window.y1))
        let width = max(0, window.x1 - window.x0), height = max(0, window.y1 - window.y0)
        var image = Image(width: width, height: height)
        let color = content.color.premultiplied8
        guard width > 0, height > 0, color.a > 0 else { return image }
        let coverage = self.coverage(content, size: size, scale: s, window: window)
        coverage.values.withUnsafeBufferPointer { cov in
            image.pixels.withUnsafeMutableBufferPointer { out in
                for i in 0..<cov.count {
                    let c = cov[i]
                    if c == 0 { continue }
                    let o = i * 4
                    if c == 255 {
                        out[o] = color.r; out[o + 1] = color.g; out[o + 2] = color.b; out[o + 3] = color.a
                    } else {
                        out[o] = Premultiplication.premultiply(color.r, c)
                        out[o + 1] = Premultiplication.premultiply(color.g, c)
                        out[o + 2] = Premultiplication.premultiply(color.b, c)
                        out[o + 3] = Premultiplication.premultiply(color.a, c)
                    }
                }
            }
        }
        return image
    }

    /// The glyph coverage of the laid-out text, one byte per pixel.
    static func coverage(_ content: TextContent, size: CGSize, scale: Double, window: PixelBox) -> GlyphCoverage {
        let pixelWidth = window.x1 - window.x0, pixelHeight = window.y1 - window.y0
        var coverage = GlyphCoverage(width: pixelWidth, height: pixelHeight)
        let fontSize = Double(TextLayout.validSize(content.fontSize))
        let pixelsPerEm = fontSize * scale
        guard pixelsPerEm > 0, pixelsPerEm < 100_000 else { return coverage }
        let layout = TextLayout(content, in: size)
        var polygons: [[GlyphVector]] = []
        for line in layout.lines {
            // Baselines on whole pixels, so that the hinted x-height and cap height edges are crisp.
            let baseline = Double(PixelGrid.pixelLength(line.origin.y, scale: CGFloat(scale))) - Double(window.y0)
            // Lines wholly above or below the window are left out (no glyph reaches 2 em from its baseline).
            guard baseline + 2 * pixelsPerEm > 0 && baseline - 2 * pixelsPerEm < Double(pixelHeight) else { continue }
            var x = Double(line.origin.x) * scale - Double(window.x0)
            let scalars = line.scalars
            var base: (x: Double, anchor: Double, capital: Bool)? = nil
            for (i, original) in scalars.enumerated() {
                let isMark = BuiltinFont.isCombiningMark(original)
                // i and j lose their dots under an accent.
                var scalar = original
                if !isMark, i + 1 < scalars.count, BuiltinFont.isCombiningMarkAbove(scalars[i + 1]) {
                    if scalar == "i" { scalar = "\u{0131}" } else if scalar == "j" { scalar = "\u{0237}" }
                }
                let outline = GlyphOutlineCache.shared.outline(
                    for: scalar, weight: content.weight, pixelsPerEm: pixelsPerEm,
                    markOnCapital: isMark && (base?.capital ?? false))
                var origin = x
                if isMark {
                    guard let b = base else { continue }
                    origin = b.x + b.anchor
                } else {
                    base = (x, outline.markAnchor, BuiltinFont.carriesTallMarks(scalar))
                }
                if origin + outline.advance + pixelsPerEm > 0 && origin - pixelsPerEm < Double(pixelWidth) {
                    for polygon in outline.polygons {
                        polygons.append(polygon.map { GlyphVector($0.x + origin, $0.y + baseline) })
                    }
                }
                x += outline.advance
                if !isMark {
                    // Pair kerning with the next letter (marks in between do not count).
                    var k = i + 1
                    while k < scalars.count && BuiltinFont.isCombiningMark(scalars[k]) { k += 1 }
                    if k < scalars.count { x += BuiltinFont.kerning(original, scalars[k]) * pixelsPerEm / 1000 }
                }
            }
        }
        coverage.fill(polygons)
        return coverage
    }
}
