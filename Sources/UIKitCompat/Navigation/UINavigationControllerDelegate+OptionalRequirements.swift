import Foundation

/// The ``UINavigationControllerDelegate`` methods named `navigationController(…)`, called as UIKit's optional
/// methods are: `previousDelegate?.navigationController?(navigationController, willShow: viewController,
/// animated: animated)` (see ``OptionalRequirementCall`` for why this form exists).
@preconcurrency @MainActor
public struct NavigationControllerDelegateCall {
    let delegate: any UINavigationControllerDelegate

    /// Calls `navigationController(_:willShow:animated:)`.
    public func callAsFunction(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        delegate.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    /// Calls `navigationController(_:didShow:animated:)`.
    public func callAsFunction(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        delegate.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    /// Calls `navigationController(_:animationControllerFor:from:to:)`.
    public func callAsFunction(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        delegate.navigationController(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// Calls `navigationController(_:interactionControllerFor:)`.
    public func callAsFunction(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        delegate.navigationController(navigationController, interactionControllerFor: animationController)
    }
}

extension UINavigationControllerDelegate {
    /// UIKit's optional-method call of the `navigationController(…)` methods, as a delegate that forwards to
    /// the one it replaced writes it: `previous?.navigationController?(nc, didShow: vc, animated: true)`. Never
    /// nil: every method has a default (``UIKitChoices/optionalRequirementsAlwaysAnswer``). A view controller's
    /// own `navigationController` property is unaffected (a class's member is preferred).
    public var navigationController: NavigationControllerDelegateCall? {
        NavigationControllerDelegateCall(delegate: self)
    }
}
