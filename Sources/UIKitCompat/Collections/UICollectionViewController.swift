import Foundation

/// UIKit's `UICollectionViewController`: a controller whose root view is a collection view it is the data source
/// and delegate of. Subclass it and override the data source and delegate methods (`override func
/// collectionView(_:numberOfItemsInSection:)`, …) as on a device; the base answers no items.
///
/// As in UIKit, the selection is cleared when the controller's view is about to appear (with
/// ``clearsSelectionOnViewWillAppear``).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (UIKit's nib initialiser without a nib;
    /// ``UIKitChoices/collectionViewControllerWithoutLayoutFlows``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Flipbook decodes no archives; this initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The root view as a collection view (the controller's `view`).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one the controller was made with until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selected items are deselected when the view is about to appear (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Kept for app code (Flipbook has no layout-to-layout navigation transitions).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Kept for app code (Flipbook has no interactive item movement).
    open var installsStandardGestureForInteractiveMovement = true

    /// A collection view of the layout the size of the screen, with this controller as its data source and
    /// delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Deselects the selected items (with ``clearsSelectionOnViewWillAppear``), then the appearance callbacks.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView {
            for indexPath in collection.indexPathsForSelectedItems ?? [] {
                collection.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: UICollectionViewDataSource (override in subclasses)

    /// One section; override to give more.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items; override to give the items of `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The base has no cells of its own: a plain cell.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// The base has no supplementary views: an empty view, reported (override to give headers and footers).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: UICollectionViewDelegate (override in subclasses)

    /// Does nothing; override to hear that a cell is about to show.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing; override to hear that a cell left the visible items.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// True: every item highlights.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True: every item can be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; override to act on a tapped item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// True: every item can be deselected.
    open func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate (override in subclasses)

    /// Does nothing; override to follow the scrolling.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the content comes to rest where it would.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
