#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 003's first screen: it makes itself the navigation controller's delegate when its view loads and
/// answers every push and pop with the one ``SimpleOver`` it owns, telling it which direction to play.
final class FrontScreen: SampleHostViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    let simpleOver = SimpleOver()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        simpleOver.popStyle = (operation == .pop)
        return simpleOver
    }
}
