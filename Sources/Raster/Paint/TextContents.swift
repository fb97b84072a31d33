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
}
