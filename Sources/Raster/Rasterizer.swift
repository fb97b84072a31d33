import Foundation

/// Paints a ``RenderTree`` into an ``Image``: exact area anti-aliasing, premultiplied 8-bit source-over with the
/// rounding of ``Blend``, each pixel resolved once through all layers.
///
/// The output depends only on the tree: the same bytes on every run, in debug and release builds, at every
/// thread count.
public struct Rasterizer: Sendable {
    public struct Options: Sendable, Equatable {
        /// Worker threads for painting (horizontal bands). The output does not depend on it.
        public var threadCount: Int

        public init(threadCount: Int = 1) {
            self.threadCount = max(1, threadCount)
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The tree painted at its `scale`, `round(size × scale)` pixels, over its opaque-or-not background colour.
    public func render(_ tree: RenderTree) -> Image {
        let width = max(0, tree.pixelWidth), height = max(0, tree.pixelHeight)
        guard width > 0, height > 0 else { return Image(width: width, height: height) }
        var painter = LayerPainter(width: width, height: height, background: Blend.pack(tree.backgroundColor.premultiplied8),
                                   scale: Double(tree.scale), threads: options.threadCount)
        painter.paintRoot(tree.root)
        let packed = FrameRenderer.render(painter.frame, threads: options.threadCount)
        let bytes = packed.withUnsafeBytes { Array($0) }
        return Image(width: width, height: height, premultipliedRGBA: bytes)
    }
}
