import Foundation

/// ``UICollectionViewDelegateFlowLayout``'s `collectionView(…)` methods, called as UIKit's optional methods are:
/// `(collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(collectionView, layout:
/// self, insetForSectionAt: section) ?? sectionInset` (see ``OptionalRequirementCall`` for why this form exists).
/// Every method has a default that answers as UIKit does without it: the flow layout's own value
/// (``UIKitChoices/optionalRequirementsAlwaysAnswer``).
@preconcurrency @MainActor
public struct CollectionViewDelegateFlowLayoutCall {
    let delegate: any UICollectionViewDelegateFlowLayout

    /// Calls `collectionView(_:layout:sizeForItemAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        delegate.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
    /// Calls `collectionView(_:layout:insetForSectionAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        delegate.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }
    /// Calls `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        delegate.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }
    /// Calls `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        delegate.collectionView(
            collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }
    /// Calls `collectionView(_:didSelectItemAt:)`.
    public func callAsFunction(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    /// Calls `collectionView(_:didDeselectItemAt:)`.
    public func callAsFunction(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    /// Calls `collectionView(_:shouldSelectItemAt:)`.
    public func callAsFunction(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        delegate.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    /// Calls `collectionView(_:willDisplay:forItemAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
}

extension UICollectionViewDelegateFlowLayout {
    /// UIKit's optional-method call of the flow layout delegate's `collectionView(…)` methods, as layouts and
    /// forwarding delegates write it. Never nil. A controller's own `collectionView` property is unaffected (a
    /// class's member is preferred).
    public var collectionView: CollectionViewDelegateFlowLayoutCall? {
        CollectionViewDelegateFlowLayoutCall(delegate: self)
    }
}
