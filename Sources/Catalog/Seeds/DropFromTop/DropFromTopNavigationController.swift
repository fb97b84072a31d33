#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 000's navigation controller. Before every push it makes the controller being pushed its delegate,
/// and before every pop the controller being popped, so that each screen decides its own transition (see
/// ``DropFromTopViewController``).
///
/// Replacing the delegate this way would leave the system's swipe-back gesture to UIKit's default delegate
/// choices, so the controller becomes that gesture's delegate itself — and refuses it on the root screen,
/// where there is nothing to go back to.
final class DropFromTopNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        delegate = viewController as? UINavigationControllerDelegate
        super.pushViewController(viewController, animated: animated)
    }

    @discardableResult
    override func popViewController(animated: Bool) -> UIViewController? {
        delegate = viewControllers.last as? UINavigationControllerDelegate
        return super.popViewController(animated: animated)
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === interactivePopGestureRecognizer {
            // No swipe back on the root screen.
            if viewControllers.count <= 1 || visibleViewController === viewControllers.first {
                return false
            }
        }
        return true
    }
}
