import Foundation

/// UIKit's `UITableViewController`: a controller whose root view is a table view it is the data source and
/// delegate of. Subclass it and override the data source and delegate methods (`override func tableView(_:
/// numberOfRowsInSection:)`, …) as on a device; the base answers no rows.
///
/// As in UIKit, the table's selection is cleared when the controller's view is about to appear (with
/// ``clearsSelectionOnViewWillAppear``), and ``refreshControl`` is kept for app code.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table view's style, used when the view loads.
    public let style: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table (UIKit's nib initialiser without a nib).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Flipbook decodes no archives; this initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The root view as a table view (the controller's `view`).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selected rows are deselected when the view is about to appear (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Kept for app code (Flipbook has no refresh control drawing).
    open var refreshControl: AnyObject?

    /// A table view of ``style`` the size of the screen, with this controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows (with ``clearsSelectionOnViewWillAppear``), then the appearance callbacks.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView {
            for indexPath in table.indexPathsForSelectedRows ?? [] {
                table.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: UITableViewDataSource (override in subclasses)

    /// One section; override to give more.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows; override to give the rows of `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// The base has no static cells: a plain default-style cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    // MARK: UITableViewDelegate (override in subclasses)

    /// The table's ``UITableView/rowHeight``; override for rows of their own heights.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Does nothing; override to hear that a cell is about to show.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing; override to hear that a cell left the visible rows.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// True: every row highlights.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row itself: it is selected.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing; override to act on a tapped row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row itself: it is deselected.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

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
