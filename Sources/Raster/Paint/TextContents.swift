import Foundation

/// The one place where text contents become pixels: the built-in font's ``TextRenderer`` draws the text for
/// the layer's bounds at the canvas scale, and the painter draws that image over the bounds (scaleToFill).
enum TextContents {
    /// The premultiplied image of `content` for a layer of `size` points at `scale`, or nil when it is empty.
    static func image(for content: TextContent, size: CGSize, scale: CGFloat) -> Image? {
        guard !content.text.isEmpty, content.color.alpha > 0 else { return nil }
        let image = TextRenderer.render(content, size: size, scale: scale)
        return image.width > 0 && image.height > 0 ? image : nil
    }

    /// Like `image(for:size:scale:)`, for a layer whose image would be far larger than the part that can be
    /// seen (`visible`, in the image's pixels): only that part is drawn, and returned with the pixel box of the
    /// whole image it covers. Nil when the label is not that large (draw it whole, cached) or nothing is seen.
    static func visiblePart(
        of content: TextContent, size: CGSize, scale: CGFloat, visible: PixelBox,
        canvasPixels: Int
    ) -> (image: Image?, window: PixelBox)? {
        let (width, height) = TextRenderer.pixelSize(of: size, scale: scale)
        // Whole labels up to four canvases (or 4 M pixels) are drawn whole: cheap, cached, and exact to the bit
        // wherever they are cut.
        guard width * height > max(4 * canvasPixels, 1 << 22) else { return nil }
        let window = visible.intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        guard !window.isEmpty, !content.text.isEmpty, content.color.alpha > 0 else { return (nil, window) }
        let image = TextRenderer.render(content, size: size, scale: scale, window: window)
        return (image.width > 0 && image.height > 0 ? image : nil, window)
    }
}
