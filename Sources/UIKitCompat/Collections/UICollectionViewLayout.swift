import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public let indexPath: IndexPath
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var zIndex = 0
    open var isHidden = false

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
}

/// UIKit's `UICollectionViewLayout`: the base class of layouts. Subclasses compute attributes in ``prepare()``
/// and answer ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// Called before the layout is asked for attributes, after `invalidateLayout()`.
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items inside `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))?
            .first { $0.indexPath == indexPath }
    }

    /// Marks the layout for ``prepare()`` before the next layout pass.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds needs a new layout (size changes do).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    var isValid = false
}
