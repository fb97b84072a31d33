#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A ``SharedTransition`` that zooms: forward, the arriving screen grows from 60 % to full size over the
/// current one; reverse, the leaving screen shrinks back to 60 % and fades out over the screen it uncovers.
/// Both along `UIView.animate`'s ease-in-out, for the configured duration.
final class ZoomTransition: SharedTransition {
    static let startScale: CGFloat = 0.6

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        if isReversed(from: fromVC, to: toVC) {
            zoomOut(using: transitionContext, to: toVC)
        } else {
            zoomIn(using: transitionContext, to: toVC)
        }
    }

    private func zoomIn(using transitionContext: UIViewControllerContextTransitioning, to toVC: UIViewController) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.transform = .identity
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    private func zoomOut(using transitionContext: UIViewControllerContextTransitioning, to toVC: UIViewController) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.transform = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
                fromView.alpha = 0
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(!cancelled)
            })
    }
}
