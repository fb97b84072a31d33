#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 004's transition object: one object is the navigation controller's delegate, the transitioning
/// delegate of both controllers of a presentation, and the animator of both directions. The app calls
/// ``setTransition(from:to:type:duration:)`` once; the object remembers the two controllers and, when it is
/// asked to animate, compares them with the context's: the same classes in the same roles is the forward
/// transition (push / present), anything else the reverse (pop / dismiss).
///
/// Subclasses give the animation by overriding ``animateTransition(using:)`` and asking ``isReversed(from:to:)``.
///
/// The article's pit, kept as UIKit has it: when the source controller sits inside a navigation or tab bar
/// controller, the context's controllers for a full-screen presentation are that container, not the source,
/// so the app must pass the container as `from` (see ``UIViewController/presentationContainer``). The
/// article makes the object a singleton; here each flow owns one, so that scenarios never share state.
class SharedTransition: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    enum TransitionType {
        /// Push / pop: the object becomes the navigation controller's delegate.
        case push
        /// Present / dismiss: the object becomes both controllers' transitioning delegate.
        case present
    }

    private(set) weak var fromVC: UIViewController?
    private(set) weak var toVC: UIViewController?
    private(set) var transitionType = TransitionType.push
    var duration: TimeInterval = 0.35

    /// Remembers the controllers and the duration, and installs the object as the delegate `type` needs.
    func setTransition(
        from fromVC: UIViewController, to toVC: UIViewController, type: TransitionType,
        duration: TimeInterval
    ) {
        self.fromVC = fromVC
        self.toVC = toVC
        self.transitionType = type
        self.duration = duration
        switch type {
        case .push:
            fromVC.navigationController?.delegate = self
        case .present:
            fromVC.transitioningDelegate = self
            toVC.transitioningDelegate = self
        }
    }

    /// True unless the context's controllers are of the classes stored for the forward transition, in the
    /// same roles (the article compares classes, not instances).
    func isReversed(from fromVC: UIViewController, to toVC: UIViewController) -> Bool {
        guard let storedFrom = self.fromVC, let storedTo = self.toVC else { return true }
        return
            !(Swift.type(of: storedFrom) == Swift.type(of: fromVC) && Swift.type(of: storedTo) == Swift.type(of: toVC))
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Subclasses animate; the base class just completes.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
