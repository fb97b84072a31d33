import Foundation
import Raster

/// A view that draws an image placed by its `contentMode` (UIKit's `UIImageView`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image drawn, placed by the view's content mode; nil draws nothing.
    open var image: Image? { didSet { invalidateIntrinsicContentSize() } }

    /// An image view showing `image`, with a frame at the origin of the image's size (one point per pixel; zero without
    /// an image).
    public init(image: Image?) {
        self.image = image
        let size = image.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        super.init(frame: CGRect(origin: .zero, size: size))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func renderContent() -> RenderContent? {
        image.map { .image($0, contentMode: contentMode) } ?? super.renderContent()
    }

    /// The image's size in points (Flipbook images are at scale 1: one pixel per point).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
