import Foundation

/// Layout attributes are dynamic items (as in UIKit), so that a layout can hand them to behaviours of a
/// ``UIDynamicAnimator`` made with ``UIDynamicAnimator/init(collectionViewLayout:)``: the animator moves their
/// ``UICollectionViewLayoutAttributes/center`` and turns their ``UICollectionViewLayoutAttributes/transform``.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIDynamicAnimator {
    /// The attributes among the animator's items that stand for the cell at `indexPath` (UIKit's
    /// `layoutAttributesForCellAtIndexPath:`), or nil.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes among the animator's items that stand for the supplementary view of `kind` at
    /// `indexPath`, or nil.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutAttributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// The attributes among the animator's items that stand for the decoration view of `kind` at `indexPath`,
    /// or nil.
    public func layoutAttributesForDecorationView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutAttributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    private func layoutAttributes(
        where matches: (UICollectionViewLayoutAttributes) -> Bool
    ) -> UICollectionViewLayoutAttributes? {
        for item in world.items(for: allBehaviors) {
            if let attributes = item as? UICollectionViewLayoutAttributes, matches(attributes) { return attributes }
        }
        return nil
    }
}
