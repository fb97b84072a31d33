import Foundation
import Raster

/// What a ``UIAlertController`` sets as its own transitioning delegate (UIKit's alert controller is its own): the
/// alert presentation controller and the alert animators.
@MainActor
final class AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

/// UIKit's private `_UIAlertControllerAlertPresentationController`: a black dimming view over the presenter
/// (``UIKitChoices``' `alertDimmingAlpha`, faded along the transition), the alert centred in the container or
/// an action sheet at the bottom above the safe area. A tap on the dimming view around an action sheet cancels it.
@MainActor
final class AlertPresentationController: UIPresentationController {
    let dimming = UIView()

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert, let content = alert.contentView else { return .zero }
        let choices = UIKitChoices.current
        let bounds = container.bounds
        if alert.preferredStyle == .alert {
            let width = min(choices.alertWidth, bounds.width)
            let height = content.layOut(width: width)
            return CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                width: width, height: height)
        }
        let margin = choices.actionSheetMargin
        let width = min(bounds.width, bounds.height) - 2 * margin
        let height = content.layOut(width: width)
        let bottom = max(container.safeAreaInsets.bottom, margin)
        return CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: bounds.height - bottom - height, width: width,
            height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = .black
        dimming.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in self?.alert?.tappedOutside() })
        UIView.performWithoutAnimation {
            dimming.alpha = 0
            container.insertSubview(dimming, at: 0)
        }
        let target = UIKitChoices.current.alertDimmingAlpha
        animateAlongside { self.dimming.alpha = target }
    }

    override func dismissalTransitionWillBegin() {
        animateAlongside { self.dimming.alpha = 0 }
    }

    override func containerViewWillLayoutSubviews() {
        if let container = containerView { dimming.frame = container.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func animateAlongside(_ body: @escaping @MainActor () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in body() }, completion: nil)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }
}

/// UIKit's private `_UIAlertControllerAnimatedTransitioning`. An alert fades in from a scale of
/// ``UIKitChoices``' `alertPresentationScale` (1.2) to 1 over `alertPresentationDuration`, ease-out, and fades out
/// in place over `alertDismissalDuration`. An action sheet slides up from below the bottom edge and back down, over
/// the modal duration on the system spring (curve 7). The dimming view fades along (the presentation controller).
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    private func isSheet(_ context: UIViewControllerContextTransitioning?) -> Bool {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        return (context?.viewController(forKey: key) as? UIAlertController)?.preferredStyle == .actionSheet
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let choices = UIKitChoices.current
        if isSheet(transitionContext) { return UIKitTransitionChoices.current.modalDuration }
        return presenting ? choices.alertPresentationDuration : choices.alertDismissalDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
            let view = context.view(forKey: presenting ? .to : .from)
        else { return context.completeTransition(true) }
        let duration = transitionDuration(using: context)
        let done: @MainActor (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if presenting {
            container.addSubview(view)
            view.frame = context.finalFrame(for: controller)
        }
        if isSheet(context) {
            let shown = view.frame
            let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
            if presenting { UIView.performWithoutAnimation { view.frame = hidden } }
            let options = UIView.AnimationOptions(rawValue: 7 << 16)
            UIView.animate(
                withDuration: duration, delay: 0, options: options,
                animations: { view.frame = self.presenting ? shown : hidden }, completion: done)
            return
        }
        if presenting {
            let scale = UIKitChoices.current.alertPresentationScale
            UIView.performWithoutAnimation {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseOut,
                animations: {
                    view.alpha = 1
                    view.transform = .identity
                }, completion: done)
        } else {
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut,
                animations: { view.alpha = 0 },
                completion: { finished in
                    done(finished)
                })
        }
    }
}
