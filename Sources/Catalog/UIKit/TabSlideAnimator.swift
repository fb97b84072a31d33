#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A tab switch that slides: the arriving tab comes in from the side of its tab (from the right for a tab
/// further right) while the leaving one moves out the other way; 0.3 s, ease-out.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which side the arriving tab comes in from.
    enum Edge {
        case left
        case right
    }

    let edge: Edge

    init(from edge: Edge) {
        self.edge = edge
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let offset = edge == .right ? finalFrame.width : -finalFrame.width
        toView.frame = finalFrame.offsetBy(dx: offset, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
            animations: {
                toView.frame = finalFrame
                fromView.frame = finalFrame.offsetBy(dx: -offset, dy: 0)
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.frame = finalFrame
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
