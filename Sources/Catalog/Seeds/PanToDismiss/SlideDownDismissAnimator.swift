#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 002's dismissal (0.35 s, `UIView.animate`'s default ease-in-out): the presenting view goes back in
/// the container, the presented one on top of it, and the presented one slides down off the screen.
final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let presentingViewController = transitionContext.viewController(forKey: .to),
            let presentedViewController = transitionContext.viewController(forKey: .from)
        else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(presentingViewController.view)
        containerView.addSubview(presentedViewController.view)

        let presentedView: UIView = presentedViewController.view
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                presentedView.frame = CGRect(
                    x: 0, y: UIScreen.main.bounds.size.height,
                    width: presentedView.bounds.size.width,
                    height: presentedView.bounds.size.height)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
