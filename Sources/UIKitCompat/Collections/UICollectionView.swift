import Foundation
import Raster

/// UIKit's `UICollectionView`: a scroll view of items placed by a ``UICollectionViewLayout`` (usually a
/// ``UICollectionViewFlowLayout``), with cells from a data source, reused as they scroll out of view. Only the
/// items inside the bounds have cells, made at the layout pass before each frame.
///
/// The delegate is the scroll view's `delegate`; one conforming to ``UICollectionViewDelegate`` (or
/// ``UICollectionViewDelegateFlowLayout``) is also told of displayed items and asked for sizes.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// UIKit's `UICollectionView.ElementCategory`: what a set of layout attributes is for.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell, a supplementary view (a header or footer) from the data source, or a decoration view
        /// the layout adds.
        case cell, supplementaryView, decorationView
    }

    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Items flow in rows and the content scrolls down (the flow layout's default).
        case vertical = 0
        /// Items flow in columns and the content scrolls sideways.
        case horizontal = 1
    }

    /// UIKit's `UICollectionView.ScrollPosition` (the subset that places one axis).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// A collection view in `frame` laid out by `layout`, over the system background.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// The layout placing the items; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Replaces the layout: the items are laid out by `layout` at once, or, `animated`, the cells on screen
    /// move from where the old layout put them to where the new one does
    /// (``UIKitChoices/collectionLayoutChangeAnimation``).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// ``setCollectionViewLayout(_:animated:)``, then `completion` with true: when the cells' animation ends, or
    /// at once without animation.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        layoutIfNeeded()
        let before = visible.mapValues { CellPlacement(of: $0) }
        collectionViewLayout = layout
        layoutIfNeeded()
        guard animated else {
            completion?(true)
            return
        }
        let after = visible.mapValues { CellPlacement(of: $0) }
        for (indexPath, cell) in visible {
            if let old = before[indexPath] { old.apply(to: cell) } else { cell.alpha = 0 }
        }
        UIView.animate(
            withDuration: UIKitChoices.current.collectionLayoutChangeDuration,
            animations: { [visible] in
                for (indexPath, cell) in visible { after[indexPath]?.apply(to: cell) }
            },
            completion: { finished in completion?(finished) })
    }

    /// Weak, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }

    /// Whether cells are asked for ahead of scrolling (true by default, as in UIKit). Flipbook asks the data
    /// source for a cell when the item comes into view either way, so the setting changes nothing here.
    open var isPrefetchingEnabled = true

    /// A view behind every item, filling the visible bounds (it does not scroll with the items); nil by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    // MARK: Reuse

    private var reuse = ReuseQueue<UICollectionViewCell>()

    /// Registers the class the collection view makes cells of for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(cellClass, for: identifier, owner: "UICollectionView")
    }

    /// A cell for `identifier`: one that scrolled out of view (after its `prepareForReuse()`) or a new one of
    /// the registered class. An identifier never registered is reported (UIKit raises) and gets a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reuse.dequeue(identifier) { return cell }
        VirtualClock.current.report(
            "UICollectionView: no cell class registered for '\(identifier)' (UIKit "
                + "raises); using a plain cell")
        return UICollectionViewCell(registeredReuseIdentifier: identifier)
    }

    // MARK: Items

    var itemCounts: [Int] = []
    var needsReload = true
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// The reusable supplementary views per kind (UICollectionView+SupplementaryViews.swift).
    var supplementaryReuse: [String: ReuseQueue<UICollectionReusableView>] = [:]
    /// The supplementary views on screen, per kind and index path.
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]

    // MARK: Selection

    /// Whether a tap selects an item (true by default).
    open var allowsSelection = true
    /// Whether taps select several items, a tap on a selected item deselecting it (false by default).
    open var allowsMultipleSelection = false
    let touchSelection = TouchSelection()

    /// The selected items in index order, nil when none.
    open var indexPathsForSelectedItems: [IndexPath]? { touchSelection.sortedSelection }

    /// Selects the item (nil: deselects all) and scrolls it to `scrollPosition` (empty: no scrolling), without
    /// telling the delegate, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let indexPath {
            reloadCountsIfNeeded()
            guard itemCounts.indices.contains(indexPath.section),
                (0..<itemCounts[indexPath.section]).contains(indexPath.item)
            else {
                VirtualClock.current.report("UICollectionView.selectItem: no item \(indexPath) (UIKit raises); ignored")
                return
            }
        }
        touchSelection.select(indexPath, animated: animated, in: self)
        if let indexPath, !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        touchSelection.deselect(indexPath, animated: animated, in: self)
    }

    /// Asks the data source again for the sections, items and visible cells; the selection is cleared.
    open func reloadData() {
        touchSelection.reset()
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        enqueueAllSupplementaryViews()
        needsReload = true
        // UIKit tells the layout through a context that invalidates everything and the counts.
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidatesEverything = true
        context.invalidatesDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    // MARK: Batch updates

    /// Runs `updates` (which change the data source and call the insertion, deletion and move methods) as one
    /// batch: the counts are read again, the layout is told
    /// (``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``), and the cells move to their new places in
    /// one animation
    /// (``UIKitChoices/collectionBatchUpdateAnimation``); `completion` gets true when it ends. Batches nest: only
    /// the outermost one is applied.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }

    /// Inserts items at `indexPaths` (their places after the update); the data source must already count them.
    open func insertItems(at indexPaths: [IndexPath]) {
        runBatch({ self.batchInProgress?.insertedItems += indexPaths }, completion: nil)
    }

    /// Deletes the items at `indexPaths` (their places before the update); the data source must no longer count
    /// them.
    open func deleteItems(at indexPaths: [IndexPath]) {
        runBatch({ self.batchInProgress?.deletedItems += indexPaths }, completion: nil)
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        runBatch({ self.batchInProgress?.movedItems.append((indexPath, newIndexPath)) }, completion: nil)
    }

    /// Inserts whole sections at `sections` (their places after the update).
    open func insertSections(_ sections: IndexSet) {
        runBatch({ self.batchInProgress?.insertedSections.formUnion(sections) }, completion: nil)
    }

    /// Deletes whole sections at `sections` (their places before the update).
    open func deleteSections(_ sections: IndexSet) {
        runBatch({ self.batchInProgress?.deletedSections.formUnion(sections) }, completion: nil)
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its items.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        runBatch({ self.batchInProgress?.movedSections.append((section, newSection)) }, completion: nil)
    }

    /// The changes of the batch being collected (nil outside ``performBatchUpdates(_:completion:)``).
    var batchInProgress: CollectionUpdateBatch?
    /// The completions of batches nested in the one being collected (called with its own).
    var pendingBatchCompletions: [(Bool) -> Void] = []

    /// The layout's ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
    /// decides where a drag's deceleration stops (kept inside the content).
    override func proposedDecelerationTarget(_ target: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        return clamped(
            collectionViewLayout.targetContentOffset(forProposedContentOffset: target, withScrollingVelocity: velocity))
    }

    /// The item whose cell is at `point` (in the collection view's coordinates), from the layout's attributes;
    /// nil when no item is there.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Asks the data source again for the cells of `indexPaths` (at the next layout); the counts, the other
    /// cells and the selection stay. The new cells replace the old at once
    /// (``UIKitChoices/reloadedItemsDoNotCrossfade``).
    open func reloadItems(at indexPaths: [IndexPath]) {
        let itemDelegate = delegate as? UICollectionViewDelegate
        for indexPath in indexPaths {
            guard let cell = visible.removeValue(forKey: indexPath) else { continue }
            enqueue(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        setNeedsLayout()
    }

    /// The number of sections the data source gives (1 by default; 0 without a data source).
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cell showing the item, when it is visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The cells of the visible items, in index order.
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    /// The items that have cells now, in index order (after a layout pass).
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The item a visible cell shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// Where the layout puts the item (its frame and other attributes), preparing the layout if needed; nil for an item
    /// that does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that the item is placed as `scrollPosition` says (empty: the least movement that shows it).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            VirtualClock.current.report("UICollectionView.scrollToItem: no item \(indexPath) (UIKit raises); ignored")
            return
        }
        var target = contentOffset
        if scrollPosition.contains(.top) { target.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { target.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(clamped(target), animated: animated)
    }

    func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        itemCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    }

    private var preparedSize: CGSize = CGSize(width: -1, height: -1)

    func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        if bounds.size != preparedSize { collectionViewLayout.isValid = false }
        guard !collectionViewLayout.isValid else { return }
        collectionViewLayout.isValid = true
        preparedSize = bounds.size
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The bounds of the last layout pass (nil before the first): a scroll or resize since asks the layout
    /// whether it needs preparing again (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``).
    private var laidOutBounds: CGRect?
    /// True while ``layoutSubviews()`` invalidates the layout for a bounds change (no new pass is needed then).
    var isInLayoutPass = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let laidOutBounds, laidOutBounds != bounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            isInLayoutPass = true
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
            isInLayoutPass = false
        }
        laidOutBounds = bounds
        if let backgroundView {
            if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        prepareLayoutIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for a in attributes where a.representedElementCategory == .cell { wanted[a.indexPath] = a }
        layoutSupplementaryViews(attributes.filter { $0.representedElementCategory == .supplementaryView })
        let itemDelegate = delegate as? UICollectionViewDelegate
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            enqueue(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for indexPath in wanted.keys.sorted() where visible[indexPath] == nil {
            guard let dataSource else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.applyLayoutAttributes(wanted[indexPath]!)
            let selected = touchSelection.isSelected(indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            if cell.isHighlighted { cell.isHighlighted = false }
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            visible[indexPath] = cell
            if cell.superview !== self { addSubview(cell) }
        }
        for (indexPath, cell) in visible { if let a = wanted[indexPath] { cell.applyLayoutAttributes(a) } }
    }

    func enqueue(_ cell: UICollectionViewCell) { reuse.enqueue(cell) }
}

extension UICollectionView: TouchSelectionOwner {
    func selectionIndexPath(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let area = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: area) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        // The frontmost item: the highest z index, then the latest in index order.
        return hits.max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
    }

    func showSelection(of indexPath: IndexPath, selected: Bool?, highlighted: Bool?, animated: Bool) {
        guard let cell = visible[indexPath] else { return }
        if let selected { cell.isSelected = selected }
        if let highlighted { cell.isHighlighted = highlighted }
    }

    private var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        itemDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateDidChangeHighlight(_ indexPath: IndexPath, highlighted: Bool) {
        if highlighted {
            itemDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            itemDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }

    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        (itemDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true) ? indexPath : nil
    }

    func delegateDidSelect(_ indexPath: IndexPath) { itemDelegate?.collectionView(self, didSelectItemAt: indexPath) }

    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        (itemDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true) ? indexPath : nil
    }

    func delegateDidDeselect(_ indexPath: IndexPath) {
        itemDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}

/// Where a cell is and how it looks, to animate it between two layouts.
@MainActor
struct CellPlacement {
    var center: CGPoint
    var bounds: CGRect
    var alpha: CGFloat
    var transform: CATransform3D

    init(of cell: UICollectionViewCell) {
        center = cell.center
        bounds = cell.bounds
        alpha = cell.alpha
        transform = cell.layer.transform
    }

    func apply(to cell: UICollectionViewCell) {
        cell.center = center
        cell.bounds = bounds
        cell.alpha = alpha
        cell.layer.transform = transform
    }
}
