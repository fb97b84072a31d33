import Foundation
import Raster

/// UIKit's push/pop when the delegate gives no animator (its private parallax transition): ≈ 0.35 s, the
/// private spring curve 7 when not interactive (which runs its own ≈ 0.5 s, see
/// ``UIKitChoices/privateCurveDuration``), linear when interactive. The arriving view slides in a full width
/// (push) or the leaving view slides out (pop); the covered view moves ``UIKitTransitionChoices/navigationParallax``
/// of the width under a black dimming up to ``UIKitTransitionChoices/navigationDimming``; the view on top
/// casts a thin shadow on its leading edge. In a right-to-left layout (the container's
/// ``UIView/effectiveUserInterfaceLayoutDirection``) everything is mirrored: the arriving view comes from the
/// left, the covered one moves right, the shadow is on the top view's right edge.
@MainActor
final class SystemNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let interactive: Bool

    init(operation: UINavigationController.Operation, interactive: Bool) {
        self.operation = operation
        self.interactive = interactive
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIKitTransitionChoices.current.navigationDuration
    }

    var curve: UIView.AnimationCurve { interactive ? .linear : UIView.AnimationCurve(rawValue: 7)! }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let choices = UIKitTransitionChoices.current
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let full = transitionContext.finalFrame(for: toVC)
        let width = full.width
        // +1: the top view enters from and leaves to the right; -1 in a right-to-left layout.
        let side: CGFloat = container.isRightToLeft ? -1 : 1
        let push = operation != .pop
        let top = push ? toView : fromView
        let covered = push ? fromView : toView
        if push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let dimming = UIView(frame: full)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, aboveSubview: covered)
        let shadow = UIView(frame: full)
        shadow.isUserInteractionEnabled = false
        shadow.layer.shadowOpacity = choices.navigationShadowOpacity
        shadow.layer.shadowRadius = choices.navigationShadowRadius
        shadow.layer.shadowOffset = .zero
        let edge = CGRect(x: side > 0 ? 0 : full.width - 1, y: 0, width: 1, height: full.height)
        shadow.layer.shadowPath = CGPath(rect: edge, transform: nil)
        container.insertSubview(shadow, belowSubview: top)

        let onScreen = full
        let offRight = full.offsetBy(dx: side * width, dy: 0)
        let parallax = full.offsetBy(dx: -side * width * choices.navigationParallax, dy: 0)
        let dim = choices.navigationDimming
        UIView.performWithoutAnimation {
            if push {
                toView.frame = offRight
                shadow.frame = offRight
                fromView.frame = transitionContext.initialFrame(for: fromVC)
                dimming.frame = fromView.frame
                dimming.alpha = 0
            } else {
                toView.frame = parallax
                dimming.frame = parallax
                dimming.alpha = dim
                shadow.frame = fromView.frame
            }
        }
        let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                if push {
                    toView.frame = onScreen
                    shadow.frame = onScreen
                    fromView.frame = parallax
                    dimming.frame = parallax
                    dimming.alpha = dim
                } else {
                    fromView.frame = offRight
                    shadow.frame = offRight
                    toView.frame = onScreen
                    dimming.frame = onScreen
                    dimming.alpha = 0
                }
            },
            completion: { _ in
                dimming.removeFromSuperview()
                shadow.removeFromSuperview()
                if transitionContext.transitionWasCancelled {
                    // Back where they were.
                    fromView.frame = transitionContext.initialFrame(for: fromVC)
                } else {
                    fromView.frame = onScreen
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        _ = toVC
    }
}
