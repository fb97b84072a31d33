import Foundation
import Raster

/// UIKit's `UIGraphicsImageRendererFormat`: the scale and opacity of images a renderer makes.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point (the current stage's screen scale by default).
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image is opaque: the drawing area starts black instead of transparent, as UIKit's does.
    open var opaque = false
    /// Kept for app code (images are 8-bit sRGB).
    open var preferredRange: Range = .automatic

    /// UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        /// No range asked for.
        case unspecified = -1
        /// The range of the device's screen (UIKit's default).
        case automatic = 0
        /// Extended (wide-colour) range in UIKit; images here are always 8-bit sRGB.
        case extended
        /// Standard 8-bit sRGB, what every image here has.
        case standard
    }

    public override init() { super.init() }

    /// The format for the main screen (UIKit's `default()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the current traits (the same here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// UIKit's `UIGraphicsImageRendererContext`: what an image renderer's drawing closure draws with.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context (UIKit's coordinates: origin top left, in points).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes the outline of `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// UIKit's `UIGraphicsImageRenderer`: makes an image by running drawing code (`UIColor.setFill()`,
/// ``UIImage/draw(in:)``, ``UIView/drawHierarchy(in:afterScreenUpdates:)``, the context's Core Graphics calls)
/// on a fresh context that is current while the closure runs.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing area in points (its origin is the top left of the image).
    public let bounds: CGRect
    /// The format of the images made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images covering `bounds` (drawing at `bounds.origin` lands at the image's top left).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds.standardized
        self.format = format
        super.init()
    }

    /// Runs `actions` on a new context and returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(
            cgContext: CGContext(size: bounds.size, scale: format.scale), format: format)
        if format.opaque {
            context.cgContext.fill(CGRect(origin: .zero, size: bounds.size))
        }
        context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context.currentImage
    }
}
