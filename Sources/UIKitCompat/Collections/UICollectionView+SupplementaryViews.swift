import Foundation

/// Which supplementary view: its kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        (a.kind, a.indexPath) < (b.kind, b.indexPath)
    }
}

/// Section headers and footers: supplementary views the layout places (a flow layout with a
/// ``UICollectionViewFlowLayout/headerReferenceSize``), made by the data source from registered classes, reused as
/// cells are.
extension UICollectionView {
    /// The kind of a flow layout's section headers (UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's string).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers the class the collection view makes supplementary views of `elementKind` of for `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryReuse[elementKind, default: ReuseQueue()].register(
            viewClass, for: identifier, owner: "UICollectionView")
    }

    /// A supplementary view of `elementKind` for `identifier`: one that scrolled out of view (after its
    /// `prepareForReuse()`) or a new one of the registered class. An identifier never registered for the kind is
    /// reported (UIKit raises) and gets a plain view.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryReuse[elementKind]?.dequeue(identifier) { return view }
        VirtualClock.current.report(
            "UICollectionView: no \(elementKind) class registered for '\(identifier)' (UIKit raises); "
                + "using a plain view")
        return UICollectionReusableView(registeredReuseIdentifier: identifier)
    }

    /// The supplementary view of `elementKind` at `indexPath`, when it is on screen.
    public func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Places the supplementary views of `attributes` (the visible ones), asking the data source for the new
    /// ones and reusing those that left.
    func layoutSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes {
            guard let kind = a.representedElementKind else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a
        }
        let itemDelegate = delegate as? UICollectionViewDelegate
        for (key, view) in visibleSupplementary where wanted[key] == nil {
            visibleSupplementary[key] = nil
            enqueueSupplementary(view, kind: key.kind)
            itemDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        for key in wanted.keys.sorted() where visibleSupplementary[key] == nil {
            guard let dataSource else { break }
            let view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            view.applyLayoutAttributes(wanted[key]!)
            itemDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            visibleSupplementary[key] = view
            if view.superview !== self { addSubview(view) }
        }
        for (key, view) in visibleSupplementary { if let a = wanted[key] { view.applyLayoutAttributes(a) } }
    }

    /// What a data source without `collectionView(_:viewForSupplementaryElementOfKind:at:)` gives: an empty view,
    /// reported on the clock (``UIKitChoices/missingSupplementaryViewIsEmpty``).
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        VirtualClock.current.report(
            "UICollectionView: the layout places a \(kind) at \(indexPath) but the data source has no "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:) (UIKit raises); using an empty view")
        return UICollectionReusableView(frame: .zero)
    }

    /// Takes every supplementary view off the screen for reuse (after `reloadData()`).
    func enqueueAllSupplementaryViews() {
        for (key, view) in visibleSupplementary { enqueueSupplementary(view, kind: key.kind) }
        visibleSupplementary = [:]
    }

    private func enqueueSupplementary(_ view: UICollectionReusableView, kind: String) {
        if supplementaryReuse[kind] == nil {
            view.removeFromSuperview()
        } else {
            supplementaryReuse[kind]?.enqueue(view)
        }
    }
}
