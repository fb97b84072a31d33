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
    var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

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
