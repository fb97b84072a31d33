import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item, copied (`copy()`) by layouts that
/// adjust the attributes of their superclass, and subclassed (with ``UICollectionViewLayout/layoutAttributesClass``)
/// to carry a layout's own values to its cells' ``UICollectionReusableView/apply(_:)``.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The item the attributes place.
    public let indexPath: IndexPath
    /// The item's frame in the collection view's content, from ``center`` and ``size``; setting it sets both.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The item's centre in the collection view's content, in points.
    open var center: CGPoint = .zero
    /// The item's size in points.
    open var size: CGSize = .zero
    /// The item's bounds: its ``size`` at the origin (setting it sets the size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The cell's opacity, 0…1 (1 by default).
    open var alpha: CGFloat = 1
    /// The item's 3D transform; ``transform`` is its affine part (setting either sets both, as in UIKit).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The item's affine transform (the affine part of ``transform3D``; identity by default).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The cell's place front to back: higher is in front, and wins hit tests (0 by default).
    open var zIndex = 0
    /// Whether the cell is hidden (false by default).
    open var isHidden = false
    /// What the attributes are for: an item's cell or a supplementary view (a header or footer).
    open var representedElementCategory: UICollectionView.ElementCategory { elementCategory }
    /// The kind of a supplementary view (`UICollectionView.elementKindSectionHeader`, …; nil for a cell).
    open var representedElementKind: String? { elementKind }
    var elementCategory = UICollectionView.ElementCategory.cell
    var elementKind: String?

    /// Attributes for the cell of the item at `indexPath`, with a zero frame.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// Attributes for a supplementary view of `elementKind` (a section header or footer) at `indexPath`, with a
    /// zero frame.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        elementCategory = .supplementaryView
        self.elementKind = elementKind
    }

    /// A copy of the same class with the same values (subclasses override it to copy their own, calling
    /// `super`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(forCellWith: indexPath)
        copy.center = center
        copy.size = size
        copy.alpha = alpha
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.elementCategory = elementCategory
        copy.elementKind = elementKind
        return copy
    }
}

/// UIKit's `UICollectionViewLayout`: the base class of layouts. Subclasses compute attributes in ``prepare()``
/// and answer ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// Flipbook decodes no archives: the layout starts as `init()` does. It exists so that layouts written for
    /// UIKit (which call `super.init(coder:)` from their own `required init?(coder:)`) compile. Required, as
    /// UIKit's (the layout adopts `NSCoding` there): a subclass with its own designated initialiser writes it.
    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes the layout makes (UIKit's `layoutAttributesClass`): override it to return a
    /// subclass of ``UICollectionViewLayoutAttributes`` carrying your own values.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// New attributes of ``layoutAttributesClass`` for the item at `indexPath`.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Swift.type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
        return (type ?? UICollectionViewLayoutAttributes.self).init(forCellWith: indexPath)
    }

    /// Called before the layout is asked for attributes, after `invalidateLayout()`.
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items inside `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))?
            .first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }

    /// The attributes of one supplementary view (a section header or footer).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))?
            .first { $0.indexPath == indexPath && $0.representedElementKind == elementKind }
    }

    /// New attributes of ``layoutAttributesClass`` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.elementCategory = .supplementaryView
        attributes.elementKind = kind
        return attributes
    }

    /// Marks the whole layout for ``prepare()`` before the next layout pass: calls ``invalidateLayout(with:)``
    /// with a context of ``invalidationContextClass`` that invalidates everything.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// The class of the contexts the layout makes (UIKit's `invalidationContextClass`): override it to return a
    /// subclass of ``UICollectionViewLayoutInvalidationContext`` carrying your own values.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout for ``prepare()`` before the next layout pass, as `context` says; its
    /// ``UICollectionViewLayoutInvalidationContext/contentOffsetAdjustment`` moves the collection view's content
    /// offset at once. Overrides read the context and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isValid = false
        guard let collectionView else { return }
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero {
            collectionView.contentOffset = CGPoint(
                x: collectionView.contentOffset.x + adjustment.x, y: collectionView.contentOffset.y + adjustment.y)
        }
        if !collectionView.isInLayoutPass { collectionView.setNeedsLayout() }
    }

    /// The context for a bounds change that ``shouldInvalidateLayout(forBoundsChange:)`` accepted: by default a
    /// new context of ``invalidationContextClass`` (not invalidating everything). Override it to name the items
    /// that change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = Swift.type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Whether a change of the collection view's bounds needs a new layout (size changes do).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    // MARK: Updates

    /// Told of a batch of updates (``UICollectionView/performBatchUpdates(_:completion:)`` or a single
    /// insertion, deletion or move) after the layout was prepared for the new counts and before the cells
    /// animate: the deletions, then the insertions, then the moves. Does nothing by default.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the animation block of a batch of updates, after the cells were given their new
    /// attributes: what it changes animates with them. Does nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears in a batch of updates (inserted, or newly in view) starts its animation; nil
    /// (the default here) starts it at its final attributes (``UIKitChoices/collectionBatchUpdateAnimation``).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where an item that leaves in a batch of updates (deleted) ends its animation; `itemIndexPath` is its index
    /// path before the update. nil (the default here) keeps its attributes until it is removed
    /// (``UIKitChoices/collectionBatchUpdateAnimation``).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where scrolling stops after a drag that ends with `velocity` (points per millisecond, as the scroll view
    /// delegate is told: ``UIKitChoices/layoutScrollTargetVelocityUnit``), given where it would stop on its own.
    /// Returns `proposedContentOffset` by default; a layout overrides it to snap to items (paging).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    )
        -> CGPoint
    {
        proposedContentOffset
    }

    /// The content offset to keep after the layout changes or the collection view is updated; returns
    /// `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The updates of the batch being applied (set by the collection view before
    /// ``prepare(forCollectionViewUpdates:)``, cleared when its animation is set up).
    var updatesInProgress: [UICollectionViewUpdateItem] = []
    /// The attributes the deleted items had before the batch being applied (by their old index paths).
    var attributesBeforeUpdate: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    /// Whether the batch being applied inserts the item at `indexPath` (itself or its section).
    func isInsertedInUpdate(_ indexPath: IndexPath) -> Bool {
        updatesInProgress.contains { item in
            guard item.updateAction == .insert, let after = item.indexPathAfterUpdate else { return false }
            return after.count == 1 ? after[0] == indexPath.section : after == indexPath
        }
    }

    var isValid = false
}
