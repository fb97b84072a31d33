import Foundation

/// UIKit's `UIViewControllerTransitioningDelegate`; every method is optional.
///
/// For a presentation the delegate is asked for the animation controller first, and only if that is
/// non-nil for the interaction controller. `presentationController(forPresented:presenting:source:)` is
/// asked only for `.custom` presentations.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of presenting `presented` (over `presenting`, asked by `source`); nil for the system animation of
    /// the presented controller's ``UIModalTransitionStyle``.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator of dismissing `dismissed`; nil for the system animation.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animator` for the presentation; nil for a non-interactive one.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller that drives `animator` for the dismissal; nil for a non-interactive one.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation (where the presented view goes, chrome around it); nil
    /// for a plain one.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the system animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: the system animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// Nil: a plain presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}
