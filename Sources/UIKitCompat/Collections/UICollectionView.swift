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
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// UIKit's `UICollectionView.ScrollPosition` (the subset that places one axis).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

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

    /// Weak, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }

    // MARK: Reuse

    private var reuse = ReuseQueue<UICollectionViewCell>()

    /// Registers the class the collection view makes cells of for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(cellClass, for: identifier, owner: "UICollectionView")
    }

    /// A cell for `identifier`: one that scrolled out of view (after its `prepareForReuse()`) or a new one of
    /// the registered class. An identifier never registered is reported (UIKit raises) and gets a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        if let cell = reuse.dequeue(identifier) { return cell }
        VirtualClock.current.report("UICollectionView: no cell class registered for '\(identifier)' (UIKit "
                                    + "raises); using a plain cell")
        return UICollectionViewCell(registeredReuseIdentifier: identifier)
    }

    // MARK: Items

    private var itemCounts: [Int] = []
    private var needsReload = true
    private var visible: [IndexPath: UICollectionViewCell] = [:]

    /// Asks the data source again for the sections, items and visible cells.
    open func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        needsReload = true
        collectionViewLayout.isValid = false
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

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

    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The item a visible cell shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

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

    private func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        itemCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    }

    private var preparedSize: CGSize = CGSize(width: -1, height: -1)

    private func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        if bounds.size != preparedSize { collectionViewLayout.isValid = false }
        guard !collectionViewLayout.isValid else { return }
        collectionViewLayout.isValid = true
        preparedSize = bounds.size
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for a in attributes { wanted[a.indexPath] = a }
        let itemDelegate = delegate as? UICollectionViewDelegate
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            enqueue(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for indexPath in wanted.keys.sorted() where visible[indexPath] == nil {
            guard let dataSource else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.apply(wanted[indexPath]!)
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            visible[indexPath] = cell
            if cell.superview !== self { addSubview(cell) }
        }
        for (indexPath, cell) in visible { if let a = wanted[indexPath] { cell.apply(a) } }
    }

    private func enqueue(_ cell: UICollectionViewCell) { reuse.enqueue(cell) }
}
