#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A custom presentation: the presented controller covers the bottom half of the screen with rounded top
/// corners, over a black dimming view that fades in to ``dimmingAlpha`` alongside the presentation and out
/// alongside the dismissal. The presenting screen stays in the window (no appearance callbacks for it).
final class HalfSheetPresentationController: DimmingPresentationController {
    static let dimmingAlpha: CGFloat = 0.4
    static let cornerRadius: CGFloat = 16

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard containerView != nil else { return }
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.clipsToBounds = true
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = Self.dimmingAlpha })
        } else {
            dimmingView.alpha = Self.dimmingAlpha
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
