import Foundation

/// UIKit's `UITableViewDataSource`: the sections, rows and cells of a table view.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// A plain header title for the section (nil, the default: no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// UIKit's `UITableViewDelegate`: row heights, display callbacks, highlighting and selection by tap, on top of
/// the scroll view delegate's.
/// Assign it to the table view's `delegate`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height; the table's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Just before a cell is added to the table for a row that came into view.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// After a cell left the visible rows.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touch on the row highlights it (true by default); false also keeps the tap from selecting it.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A touch went down on the row and its cell highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The touch lifted or was cancelled and the cell is no longer highlighted.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A tap is about to select the row: return it, another row to select instead, or nil to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (not called for `selectRow(at:animated:scrollPosition:)`, as in UIKit).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap is about to deselect the row (another row being selected, or a second tap with multiple
    /// selection): return it, another row, or nil to keep it selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap deselected the row (not called for `deselectRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// The table's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath
    ) {}
    /// True: every row highlights.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row itself: it is selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row itself: it is deselected.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
