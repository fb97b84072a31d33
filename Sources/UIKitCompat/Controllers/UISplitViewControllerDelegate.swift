import Foundation

/// UIKit's `UISplitViewControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Whether the delegate took care of `secondaryViewController` when the split view collapses (true: the split
    /// view does nothing more with it; false: it is pushed onto the primary navigation controller).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The column shown on top when a column-style split view collapses (`proposedTopColumn` is `.secondary`).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Whether the delegate showed `vc` itself (true) for `showDetailViewController(_:sender:)`.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    )
        -> Bool
    /// Whether the delegate showed `vc` itself (true) for `show(_:sender:)`.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
}

extension UISplitViewControllerDelegate {
    /// False: the secondary is pushed onto the primary navigation controller.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// The proposed column.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// False: the split view shows it.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// False: the split view shows it.
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    )
        -> Bool
    { false }
}
