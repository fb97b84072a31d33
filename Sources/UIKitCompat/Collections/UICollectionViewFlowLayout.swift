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

    /// Whether each section's header stays at the top of the visible area (the left when scrolling sideways)
    /// while its section is in view, pushed away by the section's end (false by default); see
    /// ``UIKitChoices/pinnedSectionHeaders``.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom of the visible area while its section is in view,
    /// pushed away by the section's start (false by default).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var attributes: [UICollectionViewLayoutAttributes] = []
    /// Where each section's items start and end along the scrolling axis (the header and footer outside).
    private var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        sectionSpans = []
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
            let sectionStart = along
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
            sectionSpans.append((sectionStart, along))
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
        pinned(attributes).filter { $0.frame.intersects(rect) }
    }

    /// With pinning on, the headers (footers) as copies moved to the visible area's top (bottom) edge within
    /// their sections, above the items.
    private func pinned(_ all: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let collectionView else {
            return all
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let visible = collectionView.bounds
        let top = vertical ? visible.minY + inset.top : visible.minX + inset.left
        let bottom = vertical ? visible.maxY - inset.bottom : visible.maxX - inset.right
        return all.map { a in
            let kind = a.representedElementKind
            let header = kind == UICollectionView.elementKindSectionHeader && sectionHeadersPinToVisibleBounds
            let footer = kind == UICollectionView.elementKindSectionFooter && sectionFootersPinToVisibleBounds
            guard header || footer, sectionSpans.indices.contains(a.indexPath.section),
                let moved = a.copy() as? UICollectionViewLayoutAttributes
            else { return a }
            let span = sectionSpans[a.indexPath.section]
            let length = vertical ? a.frame.height : a.frame.width
            let start = vertical ? a.frame.minY : a.frame.minX
            let place =
                header
                ? min(max(start, top), span.end - length)
                : max(min(start, bottom - length), span.start)
            moved.frame =
                vertical
                ? CGRect(x: a.frame.minX, y: place, width: a.frame.width, height: length)
                : CGRect(x: place, y: a.frame.minY, width: length, height: a.frame.height)
            moved.zIndex = 1024
            return moved
        }
    }

    /// Pinned headers or footers move with every scroll, so every bounds change needs a layout pass.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        pinned(attributes.filter { $0.indexPath == indexPath && $0.representedElementKind == elementKind }).first
    }

    /// An inserted item fades in at its place: its attributes at alpha 0; other items start where they are
    /// (nil) (``UIKitChoices/collectionBatchUpdateAnimation``).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard isInsertedInUpdate(itemIndexPath),
            let start = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        start.alpha = 0
        return start
    }

    /// A deleted item fades out where it was: its attributes before the update at alpha 0
    /// (``UIKitChoices/collectionBatchUpdateAnimation``).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let end = attributesBeforeUpdate[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        end.alpha = 0
        return end
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
