import Foundation

/// UIKit's `UINavigationControllerDelegate`; every method is optional.
///
/// The navigation controller asks for the animation controller first, and only when that is non-nil for
/// the interaction controller. A nil animation controller means the system push/pop animation.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` becomes the top controller's shown view (at the start of a push or pop).
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` is shown: when the transition completed (not for a cancelled interactive pop).
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool)
    /// The animator of a push or pop from `fromVC` to `toVC`; nil for the system animation.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController`; nil for a non-interactive transition.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
    /// Nil: the system push or pop animation.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { nil }
}
