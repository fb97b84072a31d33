import Foundation

/// The ``UITabBarControllerDelegate`` methods named `tabBarController(…)`, called as UIKit's optional methods
/// are: `delegate?.tabBarController?(self, shouldSelect: controller)` (see ``OptionalRequirementCall`` for why
/// this form exists).
@preconcurrency @MainActor
public struct TabBarControllerDelegateCall {
    let delegate: any UITabBarControllerDelegate

    /// Calls `tabBarController(_:shouldSelect:)`.
    public func callAsFunction(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        delegate.tabBarController(tabBarController, shouldSelect: viewController)
    }

    /// Calls `tabBarController(_:didSelect:)`.
    public func callAsFunction(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        delegate.tabBarController(tabBarController, didSelect: viewController)
    }

    /// Calls `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    public func callAsFunction(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        delegate.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    /// Calls `tabBarController(_:interactionControllerFor:)`.
    public func callAsFunction(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        delegate.tabBarController(tabBarController, interactionControllerFor: animationController)
    }
}

extension UITabBarControllerDelegate {
    /// UIKit's optional-method call of the `tabBarController(…)` methods, as a tab bar controller subclass or a
    /// forwarding delegate writes it: `delegate?.tabBarController?(self, shouldSelect: controller)`. Never nil:
    /// every method has a default (``UIKitChoices/optionalRequirementsAlwaysAnswer``), so `shouldSelect` answers
    /// true where UIKit's call would give nil. A view controller's own `tabBarController` is unaffected.
    public var tabBarController: TabBarControllerDelegateCall? { TabBarControllerDelegateCall(delegate: self) }
}
