import Foundation

/// What a collection view layout invalidates (UIKit's `UICollectionViewLayoutInvalidationContext`): passed to
/// ``UICollectionViewLayout/invalidateLayout(with:)`` by ``UICollectionViewLayout/invalidateLayout()`` (everything)
/// and, for an accepted bounds change, from ``UICollectionViewLayout/invalidationContext(forBoundsChange:)``.
/// A layout reads it to keep what stays valid; Flipbook's collection view asks for every visible element again
/// after any invalidation.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// A context that invalidates nothing in particular.
    public required override init() { super.init() }

    var invalidatesEverything = false
    var invalidatesDataSourceCounts = false

    /// Whether the whole layout is invalid (true for the context of ``UICollectionViewLayout/invalidateLayout()``).
    open var invalidateEverything: Bool { invalidatesEverything }
    /// Whether the numbers of sections and items may have changed.
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }
    /// The items marked with ``invalidateItems(at:)``, nil when none were.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// How far the collection view's content offset moves when the context is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes (the layout's own ``UICollectionViewLayout/collectionViewContentSize``
    /// gives the size Flipbook uses).
    open var contentSizeAdjustment: CGSize = .zero

    /// Marks the items at `indexPaths` as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
