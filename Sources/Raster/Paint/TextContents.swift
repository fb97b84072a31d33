import Foundation

/// The one place where text contents become pixels.
enum TextContents {
    /// The premultiplied image of `content` for a layer of `size` points at `scale`, or nil when nothing is
    /// drawn. The built-in font renderer lives in `Sources/Raster/Text`.
    static func image(for content: TextContent, size: CGSize, scale: CGFloat) -> Image? {
        // TEXT: wire `TextRenderer` here once it is on main; until then text draws nothing.
        nil
    }
}
