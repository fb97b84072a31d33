import Foundation
import Raster

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: the state of a transition, as coordinator blocks see it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated (false for `animated: false` presentations and pushes).
    var isAnimated: Bool { get }
    /// The modal presentation style of a presentation or dismissal (`.none` for navigation and tab transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive (an interaction controller drove it from the start).
    var initiallyInteractive: Bool { get }
    /// Whether the animator gave an interruptible animator (`interruptibleAnimator(using:)`).
    var isInterruptible: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one that did not finish).
    var isCancelled: Bool { get }
    /// The transition's duration in seconds, as the animator gave it.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition is, 0…1.
    var percentComplete: CGFloat { get }
    /// The interaction controller's completion speed (1 without one).
    var completionVelocity: CGFloat { get }
    /// The curve the rest of the transition runs along after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`), or nil where the animator must not touch it (as the context
    /// says).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The rotation the transition applies (identity: the stage's device never rotates).
    var targetTransform: CGAffineTransform { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: run animations alongside a transition (scrubbed with it
/// when it is interactive) and be told when it ends or its interaction changes.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the same animation pass as the transition's animator (with the transition's
    /// duration) and `completion` after the transition's bookkeeping, before the animator's `animationEnded`.
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As ``animate(alongsideTransition:completion:)``; UIKit's `view`, for animations of a view outside the
    /// container, changes nothing here.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `handler` runs each time an interactive transition stops being interactive (finish or cancel) or
    /// becomes interactive again (pause).
    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// The pre-iOS 10 spelling: runs when the interaction ends.
    func notifyWhenInteractionEnds(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of one ``Transition``.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    unowned let transition: Transition
    init(transition: Transition) {
        self.transition = transition
    }

    var initiallyInteractive: Bool { transition.initiallyInteractive }

    private var context: TransitionContext { transition.context }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var isInterruptible: Bool { transition.interruptibleAnimator != nil }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { transition.duration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { transition.interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { transition.interactor?.completionCurve ?? transition.alongsideCurve }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard !transition.isComplete else { return false }
        transition.addAlongside(animation, completion: completion)
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        transition.interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        transition.interactionHandlers.append { context in
            if !context.isInteractive { handler(context) }
        }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
