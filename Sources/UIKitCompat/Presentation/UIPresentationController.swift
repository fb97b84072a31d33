import Foundation
import Raster

/// UIKit's `UIPresentationController`: owns the container of a presentation, places the presented view and
/// decorates the presentation (dimming views, chrome) through its will-begin/did-end hooks.
///
/// The plain controller (what a `.custom` presentation gets when the transitioning delegate gives none)
/// keeps the presenter's view on screen (``shouldRemovePresentersView`` false) and gives the presented view
/// the whole container.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// A controller for presenting `presentedViewController` from `presentingViewController` (the presentation sets the
    /// presenter when it starts, if nil here).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }

    /// The controller being presented.
    public let presentedViewController: UIViewController
    private var storedPresenting: UIViewController?

    /// The controller the presentation is made from (set when the presentation starts).
    open var presentingViewController: UIViewController {
        storedPresenting ?? presentedViewController.storedPresentingViewController ?? presentedViewController
    }

    func setPresenting(_ controller: UIViewController) { storedPresenting = controller }

    /// The view the presentation happens in; nil until the presentation starts.
    open internal(set) var containerView: UIView?

    /// The view that is animated into place: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    // MARK: Content container (UIKit's UIPresentationController adopts UIContentContainer)

    /// The size the presented content would like (`.zero`: no preference).
    open var preferredContentSize: CGSize = .zero

    /// The presented controller's ``UIViewController/preferredContentSize`` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// A child's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size the presented content gets in a container of `parentSize`: the whole of it by default.
    /// Presentation controllers override it and use it from ``frameOfPresentedViewInContainerView``.
    open func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The container is about to change to `size` (a window resize): passed on to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size),
            with: coordinator)
    }

    /// The traits are about to change.
    open func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: UIViewControllerTransitionCoordinator
    ) {}

    /// Whether the presenter's view leaves the window once the presentation has finished (false by default).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen in UIKit (true by default); kept for app code, Flipbook reads
    /// nothing from it.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style the presentation was made in.
    open internal(set) var presentationStyle: UIModalPresentationStyle = .custom

    /// The style the presentation adapts to: its own style by default. Flipbook asks the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` instead and reads nothing from it.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// Chooses adaptive styles and hears about sheet pull-downs. Weak, as in UIKit.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Called just before the presentation's animation starts: add dimming views and chrome here, animating them with
    /// the transition coordinator. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation's animation ended; `completed` is false when it was cancelled (remove the chrome
    /// then). Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called just before the dismissal's animation starts. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal's animation ended; `completed` is false when it was cancelled. Does nothing by
    /// default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}
}

/// The container of a presentation (UIKit's `UITransitionView`): tells its presentation controller when it
/// lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// `.fullScreen`, `.currentContext`, `.overFullScreen`, `.overCurrentContext`: the presented view fills the
/// container; the first two take the presenter's view out of the window.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    let removesPresenter: Bool

    init(presented: UIViewController, presenting: UIViewController, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }
}

/// `.pageSheet` / `.formSheet` as iOS 13 and later draw them. On a phone-width screen: a card from just
/// below the status bar with rounded top corners, the presenter's view scaled behind it with rounded
/// corners (``UIKitTransitionChoices/sheetPresenterScale``), black around. On a wide screen: a centred card
/// (form sheet 540 × 620 or the `preferredContentSize`; page sheet up to 704 wide) over a dimming view.
/// The presenter's view stays in the window (uncertain in UIKit; the reference's choice).
@MainActor
final class SheetPresentationController: UIPresentationController {
    private let dimming = UIView()
    private var presenterState: (transform: CGAffineTransform, radius: CGFloat, clips: Bool)?

    private var isCompact: Bool { (containerView?.bounds.width ?? 0) < 700 }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let choices = UIKitTransitionChoices.current
        let top = ScreenMetrics.forScreen(size: bounds.size).statusBarHeight + choices.sheetTopGap
        if isCompact {
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
        if presentationStyle == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            let size = CGSize(
                width: min(bounds.width, preferred.width > 0 ? preferred.width : 540),
                height: min(bounds.height, preferred.height > 0 ? preferred.height : 620))
            return CGRect(
                x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        }
        let width = min(bounds.width, 704)
        return CGRect(x: (bounds.width - width) / 2, y: top, width: width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView, let presented = presentedView else { return }
        let choices = UIKitTransitionChoices.current
        presented.layer.cornerRadius = choices.sheetCornerRadius
        presented.clipsToBounds = true
        if isCompact {
            presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            guard let presenter = presentingViewController.viewIfLoaded else { return }
            presenterState = (presenter.transform, presenter.layer.cornerRadius, presenter.clipsToBounds)
            let h = presenter.bounds.height
            let s = choices.sheetPresenterScale
            let top = ScreenMetrics.forScreen(size: container.bounds.size).statusBarHeight
            let shift = top - h * (1 - s) / 2
            presenter.clipsToBounds = true
            let target = CGAffineTransform(translationX: 0, y: shift).scaledBy(x: s, y: s)
            animateAlongside {
                presenter.transform = target; presenter.layer.cornerRadius = choices.sheetCornerRadius
            }
        } else {
            dimming.frame = container.bounds
            dimming.backgroundColor = .black
            UIView.performWithoutAnimation {
                dimming.alpha = 0
                container.insertSubview(dimming, at: 0)
            }
            animateAlongside { self.dimming.alpha = choices.formSheetDimming }
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { SheetPullDownGesture.install(for: self) }
        if !completed { restorePresenter() }
    }

    override func dismissalTransitionWillBegin() {
        if let state = presenterState, let presenter = presentingViewController.viewIfLoaded {
            animateAlongside {
                presenter.transform = state.transform; presenter.layer.cornerRadius = state.radius
            }
        } else {
            animateAlongside { self.dimming.alpha = 0 }
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restorePresenter() }
    }

    private func restorePresenter() {
        guard let state = presenterState, let presenter = presentingViewController.viewIfLoaded else { return }
        UIView.performWithoutAnimation {
            presenter.transform = state.transform
            presenter.layer.cornerRadius = state.radius
            presenter.clipsToBounds = state.clips
        }
        presenterState = nil
    }

    override func containerViewWillLayoutSubviews() {
        if let container = containerView { dimming.frame = container.bounds }
    }

    private func animateAlongside(_ body: @escaping @MainActor () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in body() }, completion: nil)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }
}

extension UIPresentationController: UIContentContainer {}
