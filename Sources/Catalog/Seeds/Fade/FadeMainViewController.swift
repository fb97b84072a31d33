#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 001's first screen: the navigation controller's delegate whenever it is on screen, replacing UIKit's
/// push and pop with the fades.
final class FadeMainViewController: SampleHostViewController, UINavigationControllerDelegate {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeNavigationAnimators.animator(for: operation)
    }
}
