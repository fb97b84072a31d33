import Foundation
import Raster

/// One modal presentation: who presents whom, in which style, in which container, and where the
/// presenter's view was before a style that removes it took it out of the window.
@MainActor
final class Presentation {
    let presented: UIViewController
    let presenting: UIViewController
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    let controller: UIPresentationController
    let container: PresentationContainerView
    /// The presenter's view's place before the presentation (styles that remove it).
    var presentersPlace: (superview: UIView, index: Int, frame: CGRect)?

    init(
        presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle,
        transitionStyle: UIModalTransitionStyle, controller: UIPresentationController,
        container: PresentationContainerView
    ) {
        self.presented = presented
        self.presenting = presenting
        self.style = style
        self.transitionStyle = transitionStyle
        self.controller = controller
        self.container = container
    }

    var removesPresentersView: Bool { controller.shouldRemovePresentersView }

    /// Puts the presenter's view back where it was (if a removing style took it out).
    func restorePresentersView() {
        guard let place = presentersPlace, let view = presenting.viewIfLoaded else { return }
        place.superview.insertSubview(view, at: min(place.index, place.superview.subviews.count))
        view.frame = place.frame
    }
}

extension UIViewController {
    /// The outermost ancestor (the controller whose view a window or a presentation shows).
    var rootAncestor: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The presenting controller UIKit uses when `self` presents in `style`: the controller defining the
    /// presentation context for the context styles, otherwise the outermost ancestor (a navigation or tab bar
    /// controller around `self`).
    func resolvedPresentingController(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesPresentationContext {
            var controller: UIViewController? = self
            while let c = controller {
                if c.definesPresentationContext { return c }
                controller = c.parent
            }
        }
        return rootAncestor
    }

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        let clock = VirtualClock.current
        guard presented.storedPresentingViewController == nil, presented.parent == nil, presented !== self else {
            clock.report("present: \(type(of: presented)) is already presented or is a child (UIKit raises); ignored")
            return
        }
        var style = presented.modalPresentationStyle
        if style == .automatic { style = UIKitTransitionChoices.current.automaticPresentationStyle }
        // A delegate set on the presentation controller before presenting chooses how a sheet or popover adapts.
        let pending = presented.pendingPresentationController
        presented.pendingPresentationController = nil
        var popover: UIPopoverPresentationController?
        if style == .popover {
            popover =
                pending as? UIPopoverPresentationController
                ?? UIPopoverPresentationController(presentedViewController: presented, presenting: nil)
            if presented.traitCollection.horizontalSizeClass == .compact {
                // See UIKitChoices.popoverAdaptation: without a delegate a popover adapts to a sheet.
                let adapted =
                    popover!.delegate?.adaptivePresentationStyle(
                        for: popover!, traitCollection: presented.traitCollection)
                    ?? .pageSheet
                if adapted != .none && adapted != .popover {
                    style = adapted == .automatic ? UIKitTransitionChoices.current.automaticPresentationStyle : adapted
                    popover = nil
                }
            }
        }
        if style == .blurOverFullScreen || style == .none {
            clock.report("present: \(style) is shown as .pageSheet (how it adapts on a phone-width screen)")
            style = .pageSheet
        }
        if let pending, let adaptive = pending.delegate, [.pageSheet, .formSheet].contains(style),
            presented.traitCollection.horizontalSizeClass == .compact
        {
            let adapted = adaptive.adaptivePresentationStyle(for: pending, traitCollection: presented.traitCollection)
            if adapted != .none {
                style = adapted == .automatic ? UIKitTransitionChoices.current.automaticPresentationStyle : adapted
            }
        }
        let presenting = resolvedPresentingController(for: style)
        if let already = presenting.storedPresentedViewController {
            clock.report(
                "present: attempt to present \(type(of: presented)) on \(type(of: presenting)) which is already "
                    + "presenting \(type(of: already)); ignored (as UIKit does)"
            )
            return
        }
        guard let presentingView = presenting.viewIfLoaded, let window = presentingView.window else {
            clock.report(
                "present: attempt to present \(type(of: presented)) on \(type(of: presenting)) whose view is not in "
                    + "the window hierarchy; ignored (as UIKit does)"
            )
            return
        }
        let delegate = presented.transitioningDelegate
        var controller: UIPresentationController? = popover
        popover?.setPresenting(presenting)
        if style == .custom {
            controller = delegate?.presentationController(forPresented: presented, presenting: presenting, source: self)
            controller?.setPresenting(presenting)
        }
        let resolvedController =
            controller
            ?? {
                switch style {
                case .pageSheet, .formSheet:
                    return SheetPresentationController(presentedViewController: presented, presenting: presenting)
                case .custom:
                    return UIPresentationController(presentedViewController: presented, presenting: presenting)
                default:
                    return FullScreenPresentationController(
                        presented: presented, presenting: presenting,
                        removesPresenter: style.removesPresentersView)
                }
            }()
        resolvedController.presentationStyle = style
        if resolvedController.delegate == nil { resolvedController.delegate = pending?.delegate }
        let container = PresentationContainerView()
        container.presentationController = resolvedController
        if style.usesPresentationContext, let host = presentingView.superview {
            container.frame = presentingView.frame
            host.insertSubview(container, aboveSubview: presentingView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        resolvedController.containerView = container
        var transitionStyle = presented.modalTransitionStyle
        if style.usesPresentationContext, presenting.providesPresentationContextTransitionStyle {
            transitionStyle = presenting.modalTransitionStyle
        }
        // A popover fades in and out (UIKitChoices.popoverAdaptation).
        if style == .popover { transitionStyle = .crossDissolve }
        let presentation = Presentation(
            presented: presented, presenting: presenting, style: style,
            transitionStyle: transitionStyle, controller: resolvedController,
            container: container)
        presenting.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenting
        presented.presentation = presentation
        presented.loadViewIfNeeded()

        // Animator, then (only if there is one) interaction controller.
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated,
            let custom = delegate?.animationController(forPresented: presented, presenting: presenting, source: self)
        {
            animator = custom
            interactor = delegate?.interactionControllerForPresentation(using: custom)
        }
        let system = animator == nil
        let usedAnimator =
            animator
            ?? (animated
                ? SystemModalAnimator(style: transitionStyle, presenting: true, interactive: false)
                : ImmediateTransitionAnimator(presenting: true))

        let removes = presentation.removesPresentersView
        if removes {
            presentation.presentersPlace = (
                presentingView.superview!, presentingView.superview!.subviews.firstIndex(of: presentingView) ?? 0,
                presentingView.frame
            )
            let frame = presentingView.convert(presentingView.bounds, to: container)
            container.insertSubview(presentingView, at: 0)
            presentingView.frame = frame
        }
        let full = container.bounds
        let context = TransitionContext(
            container: container, from: presenting, to: presented,
            fromView: removes ? presentingView : nil, toView: resolvedController.presentedView,
            initialFrames: removes ? [(presenting, full)] : [],
            finalFrames: [(presented, resolvedController.frameOfPresentedViewInContainerView)],
            animated: animated, style: style)
        let transition = Transition(
            summary:
                "presentation of \(presented.title ?? String(describing: type(of: presented))) from "
                + "\(presenting.title ?? String(describing: type(of: presenting))) (\(style))",
            animator: usedAnimator, interactor: interactor, context: context,
            alongsideCurve: system && animated ? UIView.AnimationCurve(rawValue: 7)! : .easeInOut,
            participants: [presenting, presented])
        transition.bookkeeping = { completed in
            if completed {
                if removes { presentingView.removeFromSuperview() }
                resolvedController.presentationTransitionDidEnd(true)
                if removes { presenting.performEndAppearance() }
                presented.performEndAppearance()
                presented.isBeingPresented = false
            } else {
                container.removeFromSuperview()
                presented.viewIfLoaded?.removeFromSuperview()
                if removes { presentation.restorePresentersView() }
                presenting.storedPresentedViewController = nil
                presented.storedPresentingViewController = nil
                presented.presentation = nil
                resolvedController.presentationTransitionDidEnd(false)
                presented.performBeginAppearance(false, animated: animated)
                presented.performEndAppearance()
                if removes {
                    presenting.performBeginAppearance(true, animated: animated)
                    presenting.performEndAppearance()
                }
                presented.isBeingPresented = false
            }
        }
        transition.finished = { completed in
            if completed { completion?() }
        }
        resolvedController.presentationTransitionWillBegin()
        if removes { presenting.performBeginAppearance(false, animated: animated) }
        presented.isBeingPresented = true
        presented.performBeginAppearance(true, animated: animated)
        transition.start()
    }

    /// `pullDown`: the interaction of a sheet's pull-down gesture (UIKit's own animation, scrubbed); the
    /// delegate hears `presentationControllerDidDismiss` when it completes.
    func performDismiss(
        animated: Bool, completion: (@MainActor () -> Void)?,
        pullDown: UIPercentDrivenInteractiveTransition? = nil
    ) {
        var candidate: UIViewController? = self
        var target: UIViewController?
        while let c = candidate {
            if let presented = c.storedPresentedViewController { target = presented; break }
            if c.presentation != nil { target = c; break }
            candidate = c.parent
        }
        guard let presented = target, let presentation = presented.presentation else {
            VirtualClock.current.report("dismiss: \(type(of: self)) presents nothing and is not presented; ignored")
            return
        }
        if presented.activeTransition != nil && !(presented.activeTransition!.isComplete) {
            VirtualClock.current.report(
                "dismiss: \(type(of: presented)) is in a transition; ignored (UIKit logs a warning)")
            return
        }
        // Controllers presented above it go first, without animation.
        if let above = presented.storedPresentedViewController {
            above.performDismiss(animated: false, completion: nil)
        }
        let presenting = presentation.presenting
        let controller = presentation.controller
        let container = presentation.container
        let delegate = presented.transitioningDelegate
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated, let custom = delegate?.animationController(forDismissed: presented) {
            animator = custom
            interactor = delegate?.interactionControllerForDismissal(using: custom)
        }
        if animator == nil, let pullDown { interactor = pullDown }
        let system = animator == nil
        let usedAnimator =
            animator
            ?? (animated
                ? SystemModalAnimator(
                    style: presentation.transitionStyle, presenting: false,
                    interactive: pullDown != nil)
                : ImmediateTransitionAnimator(presenting: false))
        let removes = presentation.removesPresentersView
        let presentingView = presenting.view!
        let presentedView = controller.presentedView
        let full = container.bounds
        let context = TransitionContext(
            container: container, from: presented, to: presenting,
            fromView: presentedView, toView: removes ? presentingView : nil,
            initialFrames: [(presented, presentedView?.frame ?? .zero)],
            // A custom presentation's dismissal reports the presented frame as the leaving controller's final
            // frame (``UIKitChoices/customDismissalFinalFrameIsPresentedFrame``).
            finalFrames: (removes ? [(presenting, full)] : [])
                + (presentation.style == .custom ? [(presented, controller.frameOfPresentedViewInContainerView)] : []),
            animated: animated, style: presentation.style)
        let transition = Transition(
            summary:
                "dismissal of \(presented.title ?? String(describing: type(of: presented))) to "
                + "\(presenting.title ?? String(describing: type(of: presenting))) (\(presentation.style))",
            animator: usedAnimator, interactor: interactor, context: context,
            alongsideCurve: system && animated ? UIView.AnimationCurve(rawValue: 7)! : .easeInOut,
            participants: [presenting, presented])
        transition.bookkeeping = { completed in
            if completed {
                // The container goes, with whatever the animator left in it (the black screen of a
                // pop animator reused for a dismissal: it moved the presenter's view in here).
                container.removeFromSuperview()
                presentedView?.removeFromSuperview()
                if removes && UIKitTransitionChoices.current.fullScreenDismissalRestoresPresentersView {
                    presentation.restorePresentersView()
                }
                presenting.storedPresentedViewController = nil
                presented.storedPresentingViewController = nil
                presented.presentation = nil
                controller.dismissalTransitionDidEnd(true)
                presented.performEndAppearance()
                if removes { presenting.performEndAppearance() }
                presented.isBeingDismissed = false
            } else {
                if removes { presentingView.removeFromSuperview() }
                controller.dismissalTransitionDidEnd(false)
                if removes {
                    presenting.performBeginAppearance(false, animated: animated)
                    presenting.performEndAppearance()
                }
                presented.performBeginAppearance(true, animated: animated)
                presented.performEndAppearance()
                presented.isBeingDismissed = false
            }
        }
        transition.finished = { completed in
            if completed { completion?() }
            if completed, pullDown != nil { controller.delegate?.presentationControllerDidDismiss(controller) }
        }
        controller.dismissalTransitionWillBegin()
        presented.isBeingDismissed = true
        presented.performBeginAppearance(false, animated: animated)
        if removes { presenting.performBeginAppearance(true, animated: animated) }
        transition.start()
    }
}

/// What a presentation or dismissal without animation runs: the presented view put in place (or left to
/// be thrown away with the container) at once.
@MainActor
final class ImmediateTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if presenting, let to = transitionContext.view(forKey: .to),
            let vc = transitionContext.viewController(forKey: .to)
        {
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.finalFrame(for: vc)
        }
        if !presenting, let to = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(to, at: 0)
        }
        transitionContext.completeTransition(true)
    }
}
