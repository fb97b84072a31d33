#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A circular reveal (0.5 s, ease-in-ease-out): the presented screen appears through a growing circle from
/// a point; dismissed, the circle shrinks back to it. The circle is a `CAShapeLayer` mask whose `path` is
/// animated with a `CABasicAnimation`; a `CATransaction` completion block completes the transition.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    /// Where the circle starts (presenting) or ends (dismissing), in the container's coordinates.
    let origin: CGPoint

    init(presenting: Bool, origin: CGPoint) {
        self.presenting = presenting
        self.origin = origin
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let revealed = transitionContext.view(forKey: presenting ? .to : .from) else { return }
        if presenting {
            if let controller = transitionContext.viewController(forKey: .to) {
                revealed.frame = transitionContext.finalFrame(for: controller)
            }
            container.addSubview(revealed)
        }
        let bounds = container.bounds
        let radius = hypot(max(origin.x, bounds.width - origin.x), max(origin.y, bounds.height - origin.y))
        let small = UIBezierPath(ovalIn: CGRect(x: origin.x - 1, y: origin.y - 1, width: 2, height: 2)).cgPath
        let large = UIBezierPath(
            ovalIn: CGRect(
                x: origin.x - radius, y: origin.y - radius,
                width: 2 * radius, height: 2 * radius)
        ).cgPath
        let mask = CAShapeLayer()
        mask.path = presenting ? large : small
        revealed.layer.mask = mask

        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = presenting ? small : large
        reveal.toValue = presenting ? large : small
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            revealed.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        mask.add(reveal, forKey: "reveal")
        CATransaction.commit()
    }
}

/// The screen the circular reveal presents: full screen, its own transitioning delegate.
final class CircularRevealViewController: SampleHostViewController, UIViewControllerTransitioningDelegate {
    let origin: CGPoint

    init(content: SampleViewController, origin: CGPoint) {
        self.origin = origin
        super.init(content: content)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: true, origin: origin)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: false, origin: origin)
    }
}
