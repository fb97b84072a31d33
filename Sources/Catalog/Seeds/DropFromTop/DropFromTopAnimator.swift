#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 000's navigation animator (0.4 s, `UIView.animate`'s default ease-in-out): on a push the arriving view
/// drops from above the screen to its place, over the leaving one; on a pop the leaving view slides down off
/// the screen, uncovering the view below it.
final class DropFromTopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        // A navigation transition's container already holds the leaving view: only the arriving one is added.
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)

        let fromStartFrame = transitionContext.initialFrame(for: fromViewController)
        let toEndFrame = transitionContext.finalFrame(for: toViewController)
        var fromEndFrame = fromStartFrame
        var toStartFrame = toEndFrame
        switch operation {
        case .push:
            toStartFrame.origin.y -= toEndFrame.height
        case .pop:
            fromEndFrame.origin.y += fromStartFrame.height
            containerView.sendSubviewToBack(toView)
        default:
            break
        }
        fromView.frame = fromStartFrame
        toView.frame = toStartFrame

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = fromEndFrame
                toView.frame = toEndFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
