#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 001's fade pop (0.5 s by default, `UIView.animate`'s default ease-in-out): the leaving view fades out
/// to transparent.
///
/// For a navigation pop the arriving controller's view must be put in the container, below the leaving
/// one. A modal dismissal is different: the presenting view never left the screen, and putting it in the
/// container — which UIKit throws away when the dismissal ends — takes it off the screen for good: the app
/// ends on a black screen. The ``TransitionType`` flag tells the two apart; the article's first version
/// behaved as `.navigation` in both cases.
final class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum TransitionType {
        case navigation
        case modal
    }

    let type: TransitionType
    let duration: TimeInterval

    init(type: TransitionType, duration: TimeInterval = 0.5) {
        self.type = type
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        if type == .navigation, let toViewController = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                fromViewController.view.alpha = 0
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
