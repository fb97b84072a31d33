#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A tab bar controller that is its own delegate and animates tab switches with ``TabSlideAnimator``, the
/// arriving tab coming from the side its tab is on.
final class SlidingTabBarController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let tabs = tabBarController.viewControllers,
            let from = tabs.firstIndex(where: { $0 === fromVC }),
            let to = tabs.firstIndex(where: { $0 === toVC })
        else { return nil }
        return TabSlideAnimator(from: to > from ? .right : .left)
    }
}
