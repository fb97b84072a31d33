import Foundation
import Raster

/// A view that draws an image placed by its `contentMode` (UIKit's `UIImageView`).
///
/// A template image (``UIImage/RenderingMode/alwaysTemplate``) is drawn as its alpha filled with the view's tint
/// colour (inherited from the superviews, the system blue when none sets one), as UIKit draws it; an image made
/// with ``UIImage/withTintColor(_:)`` keeps its own colour.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image drawn, placed by the view's content mode; nil draws nothing.
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// The image shown while ``isHighlighted`` (UIKit's `highlightedImage`).
    open var highlightedImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// Shows ``highlightedImage`` instead of ``image`` when there is one.
    open var isHighlighted = false { didSet { invalidateIntrinsicContentSize() } }
    /// The images ``startAnimating()`` cycles through, in order (nil by default).
    open var animationImages: [UIImage]?
    /// The images cycled through while ``isHighlighted`` (``animationImages`` when nil).
    open var highlightedAnimationImages: [UIImage]?
    /// The seconds one cycle through the images takes; 0 (the default) means 1/30 s per image, as in UIKit.
    open var animationDuration: TimeInterval = 0
    /// How many cycles an animation runs before it stops by itself; 0 (the default) repeats until stopped.
    open var animationRepeatCount = 0
    /// The running image animation (UIImageView+Animation.swift).
    var imageAnimation: ImageViewAnimation?

    /// Whether the view is cycling through ``animationImages``.
    open var isAnimating: Bool { imageAnimation != nil }

    /// Shows ``animationImages`` one after another on the stage's clock, from the first, each for
    /// ``animationDuration`` / count seconds, instead of ``image``; nothing happens without images. Starting a
    /// running animation starts it over.
    open func startAnimating() { startImageAnimation() }

    /// Stops cycling: the view shows ``image`` again.
    open func stopAnimating() { stopImageAnimation() }

    /// Whether ``UIImage/RenderingMode/automatic`` draws as a template here (a `.system` button's image view);
    /// a plain image view draws it as the original.
    var drawsAutomaticAsTemplate = false

    /// An image view showing `image`, with a frame at the origin of the image's size in points (zero without an
    /// image).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted, with a frame at the origin of `image`'s
    /// size in points.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image drawn now: the highlighted one while highlighted (when set), otherwise ``image``.
    var shownImage: UIImage? {
        if let frame = imageAnimation?.frame, let images = animatedImages, images.indices.contains(frame) {
            return images[frame]
        }
        return isHighlighted ? highlightedImage ?? image : image
    }

    open override func renderContent() -> RenderContent? {
        guard let shownImage else { return super.renderContent() }
        let traits = traitCollection
        let tint = inheritedTintColor.color.resolvedColor(with: traits)
        let bitmap = shownImage.drawnBitmap(
            automaticIsTemplate: drawsAutomaticAsTemplate, viewTint: tint, traits: traits)
        return bitmap.map { .image($0, contentMode: contentMode) } ?? super.renderContent()
    }

    /// The image's size in points (its pixels divided by its scale).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? .zero
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

extension UIView {
    /// The tint colour the view draws with (``tintColor``: its own, else inherited, else the system blue).
    var inheritedTintColor: UIColor { tintColor ?? .systemBlue }
}
