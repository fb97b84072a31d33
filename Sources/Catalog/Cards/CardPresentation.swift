#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// The card's presentation: it covers the screen below a gap at the top, with rounded top corners, over a
/// dimming view that follows the transition (and the finger, when the dismissal is interactive).
final class CardPresentationController: DimmingPresentationController {
    static let topGap: CGFloat = 64

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topGap, width: bounds.width, height: bounds.height - Self.topGap)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard containerView != nil else { return }
        presentedView?.layer.cornerRadius = 12
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0.4
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }
}

/// Slides the card up from the bottom (presenting) or down off the screen (dismissing), 0.4 s ease-out.
final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key), let cardView = card.view else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let onScreen =
            transitionContext.finalFrame(for: card).isEmpty
            ? transitionContext.initialFrame(for: card) : transitionContext.finalFrame(for: card)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
        if presenting {
            cardView.frame = offScreen
            container.addSubview(cardView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
            animations: { cardView.frame = self.presenting ? onScreen : offScreen },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// The card's transitioning delegate: its presentation controller, the slide animators, and the pan-driven
/// interaction for the dismissal while a pan drives it.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    final class Interaction: UIPercentDrivenInteractiveTransition {
        var isInteractive = false
    }

    let interaction = Interaction()

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.isInteractive ? interaction : nil
    }
}
