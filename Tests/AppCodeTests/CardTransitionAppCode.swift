// App code in Swift 5 language mode, written as transition libraries write it: nothing here is annotated
// @MainActor, helpers are free functions and nonisolated methods, and properties are initialised with views.
//
// Swift 6 language mode keeps UIKit's strictness. Checked on 2026-11-25 by type-checking this file and
// GesturesAppCode.swift with `swiftc -typecheck -swift-version 6 -I .build/debug/Modules`:
// - errors (3): the property initialisers of `CardTransitionCoordinator` (a nonisolated class: its
//   transitioning-delegate conformance is in an extension), "main actor-isolated default value in a nonisolated
//   context" for `UIView()`, `CardDismissInteraction()` and `UIImpactFeedbackGenerator(style:)`;
// - with those three moved into an initialiser, warnings (22), as Swift 6 gives for every `@preconcurrency`
//   declaration — and Clang-imported UIKit declarations are always `@preconcurrency`: "main actor-isolated
//   property 'cornerRadius' can not be mutated from a nonisolated context" in `makeCardView(frame:color:)` and
//   `CALayer.pauseAnimations()`, "call to main actor-isolated static method 'animate(…)' in a synchronous
//   nonisolated context" in `fadeIn(_:duration:completion:)`, "call to main actor-isolated initializer
//   'init(frame:)'".
// In Swift 5 mode (this target) the same code compiles without a diagnostic.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A rounded card with a shadow (a free function touching views).
func makeCardView(frame: CGRect, color: UIColor = .systemBlue) -> UIView {
    let card = UIView(frame: frame)
    card.backgroundColor = color
    card.layer.cornerRadius = 16
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 8
    card.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    return card
}

/// `UIView.animate` in a helper function.
func fadeIn(_ view: UIView, duration: TimeInterval, completion: ((Bool) -> Void)? = nil) {
    view.alpha = 0
    UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseOut],
        animations: {
            view.alpha = 1
        }, completion: completion)
}

/// Presents a card from the bottom; slower when the user asked for less motion.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval = 0.4) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        if UIAccessibility.isReduceMotionEnabled {
            toView.frame = final
            fadeIn(toView, duration: duration) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            return
        }
        toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
            options: [],
            animations: {
                toView.frame = final
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The dismissal: the card slides down.
final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame.origin.y = height
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A pan-driven dismissal, as libraries write it.
final class CardDismissInteraction: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
    weak var viewController: UIViewController?

    func attach(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
        viewController.view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / max(1, view.bounds.height)))
        switch pan.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.3 || pan.velocity(in: view).y > 800 { finish() } else { cancel() }
        default:
            isInteracting = false
            cancel()
        }
    }
}

/// The transitioning delegate: a plain (nonisolated) class whose property initialisers make views and which
/// sets itself as a controller's delegate from a nonisolated method.
final class CardTransitionCoordinator: NSObject {
    let dimmingView = UIView()
    let interaction = CardDismissInteraction()
    private(set) var presentCount = 0
    let haptic = UIImpactFeedbackGenerator(style: .light)

    func attach(to viewController: UIViewController) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = self
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }
}

extension CardTransitionCoordinator: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        presentCount += 1
        haptic.impactOccurred()
        return CardPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.isInteracting ? interaction : nil
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A presentation controller with a dimming view and a card frame.
final class CardPresentationController: UIPresentationController {
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 0.3, width: bounds.width, height: bounds.height * 0.7)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }
}

/// The screen that presents the card when its button is tapped.
final class CardListViewController: UIViewController {
    let coordinator = CardTransitionCoordinator()
    let openButton = UIButton(type: .system)
    var onPresent: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        openButton.setTitle("Open", for: .normal)
        openButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        openButton.addAction(UIAction { [weak self] _ in self?.openCard() }, for: .touchUpInside)
        view.addSubview(openButton)
    }

    func openCard() {
        let card = UIViewController()
        card.view.backgroundColor = .systemOrange
        coordinator.attach(to: card)
        coordinator.interaction.attach(to: card)
        present(card, animated: true, completion: onPresent)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
