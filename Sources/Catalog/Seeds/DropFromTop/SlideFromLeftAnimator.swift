#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 000's modal animator (0.4 s, `UIView.animate`'s default ease-in-out): a presented screen slides in
/// from the left edge to its place; a dismissed one slides out past the right edge.
final class SlideFromLeftAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Kind {
        case present
        case dismiss
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Presenting, "from" is the navigation controller and "to" the presented screen; dismissing, the
        // other way round. A presentation's container starts empty, and either view may be nil.
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let containerView = transitionContext.containerView

        let fromStartFrame = transitionContext.initialFrame(for: fromViewController)
        let toEndFrame = transitionContext.finalFrame(for: toViewController)
        var fromEndFrame = fromStartFrame
        var toStartFrame = toEndFrame
        switch kind {
        case .present:
            if let toView { containerView.addSubview(toView) }
            toStartFrame.origin.x -= toEndFrame.width
        case .dismiss:
            fromEndFrame.origin.x += fromStartFrame.width
        }
        fromView?.frame = fromStartFrame
        toView?.frame = toStartFrame

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView?.frame = fromEndFrame
                toView?.frame = toEndFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
