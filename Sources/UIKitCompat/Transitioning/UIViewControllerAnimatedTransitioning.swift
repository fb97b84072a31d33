import Foundation

/// UIKit's `UIViewControllerAnimatedTransitioning`: the object that animates a transition.
///
/// ``transitionDuration(using:)`` and ``animateTransition(using:)`` are required. ``interruptibleAnimator(using:)``
/// and ``animationEnded(_:)`` are optional in UIKit and have defaults here: Flipbook treats an animator that does
/// not implement ``interruptibleAnimator(using:)`` as one without an interruptible animator, exactly as UIKit
/// does when the method is absent.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration; a percent-driven interaction scrubs over it.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the views to the container, animates them, and calls `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The property animator a percent-driven interaction scrubs instead of calling ``animateTransition(using:)``.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    /// Called last, after the transition's bookkeeping and the coordinator's completion blocks.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: the interaction falls back to scrubbing the animations of ``animateTransition(using:)``.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// The animator's own interruptible animator, or nil when it does not implement one.
    func providedInterruptibleAnimator(using context: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
    {
        let animator = interruptibleAnimator(using: context)
        return animator is NoInterruptibleAnimator ? nil : animator
    }
}

/// What the default ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)`` returns: a marker
/// for "not implemented" that does nothing.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping @MainActor () -> Void) {}
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

/// UIKit's `UIViewControllerInteractiveTransitioning`: the object that drives a transition interactively.
/// ``completionSpeed``, ``completionCurve`` and ``wantsInteractiveStart`` are optional (defaults 1,
/// `.easeInOut`, true).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition of `transitionContext` (a percent-driven interaction starts the animator and
    /// pauses it at 0).
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs after the interaction ends, relative to the animator's duration.
    var completionSpeed: CGFloat { get }
    /// The curve the rest of the transition runs along after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) or starts animating and can be caught later (false).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest runs at the animator's own speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True: the transition starts interactive.
    public var wantsInteractiveStart: Bool { true }
}
