import Foundation
import Raster

/// UIKit's `UIImage`: an immutable bitmap (``cgImage``) with a scale (pixels per point), an orientation, a
/// rendering mode (drawn as it is, or as a template: its alpha filled with a tint colour) and an optional tint.
///
/// Like UIKit's, an image is immutable and safe to share between threads; the `with…` methods return new images
/// sharing the same pixels.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image view, a button or a bar draws an image (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides: a `.system` button and the tab and navigation bars draw a template, an image
        /// view draws the original.
        case automatic = 0
        /// The image's own colours, whatever the context.
        case alwaysOriginal = 1
        /// The image's alpha filled with the tint colour of the view that draws it.
        case alwaysTemplate = 2
    }

    /// The orientation the bitmap is drawn in (UIKit's `UIImage.Orientation`). Flipbook keeps it for ``size``
    /// (a quarter turn swaps width and height); the pixels are drawn as stored.
    public enum Orientation: Int, Sendable {
        /// How the stored pixels are turned for display: `up` as stored, `down` a half turn, `left` and `right` a
        /// quarter turn (counterclockwise and clockwise), and the `…Mirrored` forms flipped as well. Only the quarter
        /// turns change ``size`` here.
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The bitmap (Core Graphics' image: Raster's premultiplied RGBA `Image`), nil for `UIImage()`.
    public let cgImage: CGImage?
    /// Pixels per point: a 60 × 60 pixel bitmap at scale 2 is 30 × 30 points.
    public let scale: CGFloat
    /// The orientation given at creation (`.up` by default).
    public let imageOrientation: Orientation
    /// How the image is drawn (``RenderingMode/automatic`` unless set with ``withRenderingMode(_:)``).
    public let renderingMode: RenderingMode
    /// The colour given with ``withTintColor(_:)``, which the image keeps wherever it is drawn.
    public let tintColor: UIColor?
    /// The system symbol the image draws (``init(systemName:withConfiguration:)``), or nil for a bitmap image.
    let symbol: SystemSymbolSource?

    /// An image of `cgImage` at scale 1, up.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with `scale` pixels per point (a scale that is not positive and finite counts as
    /// 1, as UIKit treats it).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(bitmap: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic, tint: nil)
    }

    /// An empty image: no bitmap, size zero (UIKit's `UIImage()`).
    public override convenience init() {
        self.init(bitmap: nil, scale: 1, orientation: .up, renderingMode: .automatic, tint: nil)
    }

    init(
        bitmap: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode, tint: UIColor?,
        symbol: SystemSymbolSource? = nil
    ) {
        cgImage = bitmap
        self.symbol = symbol
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
        self.renderingMode = renderingMode
        tintColor = tint
        super.init()
    }

    /// The size in points: the bitmap's pixels divided by ``scale`` (width and height swapped for a quarter
    /// turn).
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// Whether the image is a system symbol (``init(systemName:withConfiguration:)``).
    open var isSymbolImage: Bool { symbol != nil }

    /// Whether the image carries a tint colour of its own (``withTintColor(_:)``).
    open var isTinted: Bool { tintColor != nil }

    /// The same pixels drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            bitmap: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
            tint: tintColor, symbol: symbol)
    }

    /// The image drawn as a template filled with `color` wherever it is drawn (UIKit gives the new image the
    /// rendering mode `.alwaysOriginal`: the colour is the image's own and no view's tint replaces it).
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image filled with `color`, drawn in `renderingMode` (a template view tint replaces the colour).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            bitmap: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode, tint: color,
            symbol: symbol)
    }

    /// The pixels to draw: the bitmap as it is, or (drawn as a template, or tinted with ``withTintColor(_:)``)
    /// its alpha filled with the colour: `viewTint` for a template, the image's own tint otherwise.
    ///
    /// - Parameters:
    ///   - automaticIsTemplate: whether the drawing context draws ``RenderingMode/automatic`` as a template.
    ///   - viewTint: the tint colour of the view drawing the image (already resolved for its traits).
    ///   - traits: the traits a dynamic tint of the image's own resolves with.
    func drawnBitmap(automaticIsTemplate: Bool, viewTint: Color, traits: UITraitCollection) -> CGImage? {
        guard let cgImage else { return nil }
        let template = renderingMode == .alwaysTemplate || (renderingMode == .automatic && automaticIsTemplate)
        if template { return cgImage.filled(with: viewTint) }
        if let tintColor { return cgImage.filled(with: tintColor.color.resolvedColor(with: traits)) }
        return cgImage
    }
}

extension Image {
    /// The image's coverage (alpha) filled with `color`: each pixel becomes `color` with its alpha multiplied
    /// by the pixel's, premultiplied (how UIKit draws a template image).
    func filled(with color: Color) -> Image {
        var out = [UInt8](repeating: 0, count: pixels.count)
        let r = color.red, g = color.green, b = color.blue, a = max(0, min(1, color.alpha))
        var i = 0
        while i < pixels.count {
            let coverage = Double(pixels[i + 3]) / 255 * a
            if coverage > 0 {
                out[i] = UInt8((max(0, min(1, r)) * coverage * 255).rounded())
                out[i + 1] = UInt8((max(0, min(1, g)) * coverage * 255).rounded())
                out[i + 2] = UInt8((max(0, min(1, b)) * coverage * 255).rounded())
                out[i + 3] = UInt8((coverage * 255).rounded())
            }
            i += 4
        }
        return Image(width: width, height: height, premultipliedRGBA: out)
    }
}
