import Foundation

/// ``UITableViewDelegate``'s `tableView(…)` methods, called as UIKit's optional methods are:
/// `forwardee?.tableView?(tableView, didSelectRowAt: indexPath)` (see ``OptionalRequirementCall`` for why this
/// form exists). Every method has a default that answers as UIKit does without it
/// (``UIKitChoices/optionalRequirementsAlwaysAnswer``): the table's row height, true, the same index path.
@preconcurrency @MainActor
public struct TableViewDelegateCall {
    let delegate: any UITableViewDelegate

    /// Calls `tableView(_:heightForRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate.tableView(tableView, heightForRowAt: indexPath)
    }
    /// Calls `tableView(_:willDisplay:forRowAt:)`.
    public func callAsFunction(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        delegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    /// Calls `tableView(_:didEndDisplaying:forRowAt:)`.
    public func callAsFunction(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        delegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    /// Calls `tableView(_:shouldHighlightRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        delegate.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    /// Calls `tableView(_:didHighlightRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didHighlightRowAt: indexPath)
    }
    /// Calls `tableView(_:didUnhighlightRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    /// Calls `tableView(_:willSelectRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        delegate.tableView(tableView, willSelectRowAt: indexPath)
    }
    /// Calls `tableView(_:didSelectRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didSelectRowAt: indexPath)
    }
    /// Calls `tableView(_:willDeselectRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        delegate.tableView(tableView, willDeselectRowAt: indexPath)
    }
    /// Calls `tableView(_:didDeselectRowAt:)`.
    public func callAsFunction(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didDeselectRowAt: indexPath)
    }
}

extension UITableViewDelegate {
    /// UIKit's optional-method call of the `tableView(…)` methods, as a delegate that forwards to another writes
    /// it. Never nil. A table view controller's own `tableView` property is unaffected (a class's member is
    /// preferred).
    public var tableView: TableViewDelegateCall? { TableViewDelegateCall(delegate: self) }
}
