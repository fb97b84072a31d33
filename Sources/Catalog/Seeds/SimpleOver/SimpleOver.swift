#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 003's animator: a 0.20 s push in which the arriving screen slides over the current one from the
/// right, and (with ``popStyle``) a pop in which the leaving screen slides out to the right over the screen
/// it uncovers. Nothing underneath moves; both use `UIView.animate`'s ease-in-out.
final class SimpleOver: NSObject, UIViewControllerAnimatedTransitioning {
    /// Set by the navigation delegate before each transition: true for a pop.
    var popStyle = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.20
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if popStyle {
            animatePop(using: transitionContext)
            return
        }
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let initialFrame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
        toViewController.view.frame = initialFrame
        transitionContext.containerView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toViewController.view.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    private func animatePop(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let initialFrame = transitionContext.initialFrame(for: fromViewController)
        let finalFrame = initialFrame.offsetBy(dx: initialFrame.width, dy: 0)
        toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
        transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromViewController.view.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
