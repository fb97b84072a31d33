import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items in lines across the scrolling direction, wrapping to the next
/// line when one is full; ``sectionInset`` around each section. Full lines spread their spare space between
/// the items; the last line of a section keeps ``minimumInteritemSpacing`` (see ``UIKitChoices``).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// 50 × 50 by default; the delegate's `sizeForItemAt` wins.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Kept for app code (sizes are exact here).
    open var estimatedItemSize: CGSize = .zero
    /// Between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Between items in a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items, in points (none by default); the delegate's `insetForSectionAt` wins.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls in: lines are rows for `.vertical` (the default), columns for `.horizontal`.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header (zero by default: none); only its height counts when scrolling
    /// vertically (the header spans the collection view's width), its width when scrolling horizontally. The
    /// delegate's `referenceSizeForHeaderInSection` wins.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (zero by default: none), as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    public override init() { super.init() }

    /// Flipbook decodes no archives: the layout starts with the defaults of `init()`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIKit's `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude,
        height: CGFloat.greatestFiniteMagnitude)

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        guard let collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // Work in (across, along) coordinates: across = the direction lines fill, along = the scrolling one.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var along: CGFloat = 0
        var widest: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset =
                flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                flowDelegate?.collectionView(
                    collectionView, layout: self,
                    minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing =
                flowDelegate?.collectionView(
                    collectionView, layout: self,
                    minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (startInset, endInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            // A header (or footer) spans the whole extent, outside the section inset, when it has a length.
            func supplementary(_ kind: String, _ size: CGSize) {
                let length = vertical ? size.height : size.width
                guard length > 0, length.isFinite else { return }
                let a = makeAttributes(
                    forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                a.frame =
                    vertical
                    ? CGRect(x: 0, y: along, width: extent, height: length)
                    : CGRect(x: along, y: 0, width: length, height: extent)
                attributes.append(a)
                along += length
            }
            supplementary(
                UICollectionView.elementKindSectionHeader,
                flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize)
            along += vertical ? inset.top : inset.left
            let available = max(0, extent - startInset - endInset)
            var line: [(IndexPath, CGSize)] = []
            func flush(last: Bool) {
                guard !line.isEmpty else { return }
                let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let used = line.reduce(CGFloat(0)) { $0 + (vertical ? $1.1.width : $1.1.height) }
                var gap = itemSpacing
                var start = startInset
                if line.count == 1 {
                    start = startInset + (available - used) / 2
                } else if !last {
                    gap = (available - used) / CGFloat(line.count - 1)
                }
                var across = start
                for (indexPath, size) in line {
                    let a = makeAttributes(forCellWith: indexPath)
                    let length = vertical ? size.width : size.height
                    let depth = vertical ? size.height : size.width
                    let offsetInLine = (thickness - depth) / 2
                    a.frame =
                        vertical
                        ? CGRect(x: across, y: along + offsetInLine, width: size.width, height: size.height)
                        : CGRect(x: along + offsetInLine, y: across, width: size.width, height: size.height)
                    attributes.append(a)
                    across += length + gap
                    widest = max(widest, across - gap + endInset)
                }
                along += thickness
                line = []
            }
            let count = collectionView.numberOfItems(inSection: section)
            var lineLength: CGFloat = 0
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                var size =
                    flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                    VirtualClock.current.report(
                        "UICollectionViewFlowLayout: item size \(size) for \(indexPath) must "
                            + "be finite and ≥ 0; using \(itemSize)")
                    size = itemSize
                }
                let length = vertical ? size.width : size.height
                if !line.isEmpty && lineLength + itemSpacing + length > available + 1e-9 {
                    flush(last: false)
                    along += lineSpacing
                    lineLength = 0
                }
                lineLength += (line.isEmpty ? 0 : itemSpacing) + length
                line.append((indexPath, size))
            }
            flush(last: true)
            along += vertical ? inset.bottom : inset.right
            supplementary(
                UICollectionView.elementKindSectionFooter,
                flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize)
        }
        contentSize =
            vertical
            ? CGSize(width: max(extent, widest), height: along)
            : CGSize(width: along, height: max(extent, widest))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath && $0.representedElementKind == elementKind }
    }
}

/// UIKit's `UICollectionViewDelegateFlowLayout`: per-item sizes and per-section spacing for a flow layout.
/// Every method is optional; a nil answer (the default) uses the layout's own property.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The inset around the items of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The space between the lines of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between the items of a line in `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of the header of `section` (zero: none).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of the footer of `section` (zero: none).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's ``UICollectionViewFlowLayout/itemSize`` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's ``UICollectionViewFlowLayout/sectionInset`` (none for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's ``UICollectionViewFlowLayout/minimumLineSpacing`` (10 for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// The flow layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing`` (10 for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    /// The flow layout's ``UICollectionViewFlowLayout/headerReferenceSize`` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's ``UICollectionViewFlowLayout/footerReferenceSize`` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
