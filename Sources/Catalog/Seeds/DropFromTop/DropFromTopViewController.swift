#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A screen of seed 000's app. While it is being pushed or popped it is the navigation controller's delegate
/// (``DropFromTopNavigationController`` makes it so), and it asks for the drop-from-top animators only when it
/// opted in with ``addsCustomTransition``; otherwise UIKit's own push and pop run.
///
/// When it is pushed with the custom transition it puts a pan on its view that pops it interactively (see
/// ``DropFromTopInteractiveTransition``); UIKit asks for that interaction controller on every custom push and
/// pop, so the controller remembers the operation and gives it only for a pop the pan started.
///
/// The screen's look is a ``SampleViewController`` shown as a child.
final class DropFromTopViewController: SampleHostViewController, UINavigationControllerDelegate {
    /// The per-controller opt-in: true uses the drop-from-top push and slide-down pop for this screen.
    var addsCustomTransition = false

    private var operation: UINavigationController.Operation = .none
    private var interactive: DropFromTopInteractiveTransition?

    init(content: SampleViewController, addsCustomTransition: Bool = false) {
        self.addsCustomTransition = addsCustomTransition
        super.init(content: content)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard addsCustomTransition else { return nil }
        self.operation = operation
        if operation == .push {
            if interactive == nil { interactive = DropFromTopInteractiveTransition() }
            interactive?.addGesture(to: self)
        }
        return DropFromTopAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        guard operation == .pop, let interactive, interactive.canInteract else { return nil }
        return interactive
    }
}
