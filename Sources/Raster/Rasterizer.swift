import Foundation

/// Paints a ``RenderTree`` into an `Image` (Pixels): exact area anti-aliasing, premultiplied 8-bit source-over with the
/// rounding of ``Blend``, each pixel resolved once through all layers.
///
/// The output depends only on the tree: the same bytes on every run, in debug and release builds, at every
/// thread count.
public struct Rasterizer: Sendable {
    /// How a rasterizer works; nothing here changes the pixels it paints.
    public struct Options: Sendable, Equatable {
        /// Worker threads for painting (horizontal bands). The output does not depend on it.
        public var threadCount: Int

        /// Options with `threadCount` workers (1 by default; values below 1 count as 1).
        public init(threadCount: Int = 1) {
            self.threadCount = max(1, threadCount)
        }
    }

    /// How this rasterizer works.
    public var options: Options
    /// Canvases of 3D layers kept across the frames this rasterizer (and its copies) paints; bounded, and
    /// without effect on the bytes.
    private let flattened = FlattenedTextureCache()
    /// Textures of image and text contents kept across frames; bounded, and without effect on the bytes.
    private let images = ImageTextureCache()
    /// Shadow masks kept across frames; bounded, and without effect on the bytes.
    private let shadows = ShadowMaskStore()

    /// A rasterizer with `options` (one thread by default).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Paints into `image`, reusing its storage when it already has the tree's pixel size (no allocation, no
    /// page faults: what a frame loop wants). The bytes equal those of ``render(_:)``.
    public func render(_ tree: RenderTree, into image: inout Image) {
        let width = max(0, tree.pixelWidth), height = max(0, tree.pixelHeight)
        guard image.width == width, image.height == height, width > 0, height > 0 else {
            image = render(tree)
            return
        }
        let frame = compile(tree, width: width, height: height)
        image.pixels.withUnsafeMutableBytes { raw in
            FrameRenderer.paint(frame, into: raw.bindMemory(to: UInt32.self).baseAddress!, threads: options.threadCount)
        }
    }

    private func compile(_ tree: RenderTree, width: Int, height: Int) -> Frame {
        var painter = LayerPainter(
            width: width, height: height, background: Blend.pack(tree.backgroundColor.premultiplied8),
            scale: Double(tree.scale), threads: options.threadCount,
            cache: ShadowCache(store: shadows), flattened: flattened, images: images)
        painter.paintRoot(tree.root)
        return painter.frame
    }

    /// The tree painted at its `scale`, `round(size × scale)` pixels, over its opaque-or-not background colour.
    public func render(_ tree: RenderTree) -> Image {
        let width = max(0, tree.pixelWidth), height = max(0, tree.pixelHeight)
        guard width > 0, height > 0 else { return Image(width: width, height: height) }
        return Image(
            width: width, height: height,
            premultipliedRGBA: FrameRenderer.renderBytes(
                compile(tree, width: width, height: height),
                threads: options.threadCount))
    }
}

extension Rasterizer {
    /// True when every pixel ``render(_:)`` paints for `tree` is opaque, known without looking at them: the
    /// background is opaque, and source-over keeps an opaque pixel opaque whatever is drawn on it (the alpha
    /// becomes `sₐ + round(255 · (255 − sₐ) / 255) = 255`). Encoders use it to skip scanning the frame.
    public static func paintsOnlyOpaquePixels(_ tree: RenderTree) -> Bool {
        tree.backgroundColor.premultiplied8.a == 255
    }
}
