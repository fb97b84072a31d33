import Foundation
import Raster

/// UIKit's modal transitions when the transitioning delegate gives no animator: 0.4 s
/// (``UIKitTransitionChoices/modalDuration``) on the private spring curve 7 (which runs its own ≈ 0.5 s),
/// linear when interactive.
///
/// - `coverVertical`: the presented view starts at y = container height and slides up; dismissal reverses it.
/// - `crossDissolve`: the presented view fades in above the presenter (which stays opaque below, so the
///   mix is an exact cross-dissolve of two opaque screens); dismissal fades it out.
/// - `flipHorizontal`: the two views turn about the vertical axis with perspective (m34 = −1/1200): the
///   leaving view turns to edge-on in the first half, the arriving view from edge-on in the second.
/// - `partialCurl`: **approximated** — UIKit's page curl is a private effect. Flipbook slides the
///   presenter's view up by 60 % of the height to uncover the presented view (and back down on dismissal);
///   once the presentation has finished the presenter's view leaves the window, so the curled page UIKit
///   leaves at the top is not drawn.
@MainActor
final class SystemModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool
    let interactive: Bool

    init(style: UIModalTransitionStyle, presenting: Bool, interactive: Bool) {
        self.style = style
        self.presenting = presenting
        self.interactive = interactive
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIKitTransitionChoices.current.modalDuration
    }

    private var curve: UIView.AnimationCurve { interactive ? .linear : UIView.AnimationCurve(rawValue: 7)! }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        let presentedVC = context.viewController(forKey: presenting ? .to : .from)!
        let presentedView = context.view(forKey: presenting ? .to : .from)
        let presenterView = context.view(forKey: presenting ? .from : .to)
        let finalFrame = presenting ? context.finalFrame(for: presentedVC) : (presentedView?.frame ?? container.bounds)
        let done: @MainActor (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }

        if presenting, let view = presentedView { container.addSubview(view); view.frame = finalFrame }
        if !presenting, let view = presenterView, view.superview !== container {
            container.insertSubview(view, at: 0)
            view.frame = container.bounds
        }
        let height = container.bounds.height
        switch style {
        case .coverVertical:
            guard let view = presentedView else { return context.completeTransition(true) }
            let offscreen = finalFrame.offsetBy(dx: 0, dy: height - finalFrame.minY)
            if presenting { UIView.performWithoutAnimation { view.frame = offscreen } }
            UIView.animate(
                withDuration: duration, delay: 0, options: options,
                animations: { view.frame = self.presenting ? finalFrame : offscreen }, completion: done)
        case .crossDissolve:
            guard let view = presentedView else { return context.completeTransition(true) }
            if presenting { UIView.performWithoutAnimation { view.alpha = 0 } }
            UIView.animate(
                withDuration: duration, delay: 0, options: options,
                animations: { view.alpha = self.presenting ? 1 : 0 },
                completion: { finished in
                    if !self.presenting { view.alpha = 1 }
                    done(finished)
                })
        case .flipHorizontal:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / UIKitTransitionChoices.current.flipPerspectiveDistance
            container.layer.sublayerTransform = perspective
            let leaving = presenting ? presenterView : presentedView
            let arriving = presenting ? presentedView : presenterView
            let turn: CGFloat = presenting ? 1 : -1
            UIView.performWithoutAnimation {
                arriving?.layer.transform = CATransform3DMakeRotation(-turn * .pi / 2, 0, 1, 0)
            }
            let keyframeOptions = UIView.KeyframeAnimationOptions(rawValue: UInt(curve.rawValue) << 16)
            UIView.animateKeyframes(
                withDuration: duration, delay: 0, options: keyframeOptions,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        leaving?.layer.transform = CATransform3DMakeRotation(turn * .pi / 2, 0, 1, 0)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        arriving?.layer.transform = CATransform3DIdentity
                    }
                },
                completion: { finished in
                    leaving?.layer.transform = CATransform3DIdentity
                    arriving?.layer.transform = CATransform3DIdentity
                    container.layer.sublayerTransform = CATransform3DIdentity
                    done(finished)
                })
        case .partialCurl:
            guard let presenter = presenterView else {
                // Nothing to curl: the presented view just appears or goes.
                if !presenting { presentedView?.removeFromSuperview() }
                return context.completeTransition(true)
            }
            if presenting, let view = presentedView { container.insertSubview(view, belowSubview: presenter) }
            let curled = container.bounds.offsetBy(dx: 0, dy: -0.6 * height)
            if !presenting {
                container.bringSubviewToFront(presenter)
                UIView.performWithoutAnimation { presenter.frame = curled }
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: options,
                animations: { presenter.frame = self.presenting ? curled : container.bounds },
                completion: { finished in
                    presenter.frame = container.bounds
                    done(finished)
                })
        }
    }
}
