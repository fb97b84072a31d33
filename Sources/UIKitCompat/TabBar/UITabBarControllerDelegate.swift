import Foundation

/// UIKit's `UITabBarControllerDelegate`; every method is optional. `shouldSelect` and `didSelect` are asked
/// for selections made by the user (``UITabBarController/userDidSelect(_:)``), not for programmatic ones.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tab the user tapped may be selected; false keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// After the user selected the tab of `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of switching from `fromVC` to `toVC`; nil switches at once, without animation.
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController`; nil for a non-interactive switch.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    /// True: every tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Nil: the switch happens at once.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { nil }
}
