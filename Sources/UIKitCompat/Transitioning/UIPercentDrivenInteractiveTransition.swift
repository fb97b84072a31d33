import Foundation

/// UIKit's `UIPercentDrivenInteractiveTransition`: drives an animator's transition from a percentage.
///
/// On start, if the animator gives an ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``,
/// that property animator is paused and scrubbed (`fractionComplete = percent`), finished by
/// `continueAnimation(withTimingParameters:durationFactor: (1 − p) / completionSpeed)` and cancelled the same
/// way reversed with factor `p / completionSpeed`. Otherwise `animateTransition(using:)` runs with its
/// animations frozen at local time 0; ``update(_:)`` scrubs local time to `percent × duration` (each animation
/// keeps its own curve); ``finish()`` plays the remaining `(1 − p) × duration / completionSpeed` forward along
/// ``completionCurve``; ``cancel()`` plays `p × duration / completionSpeed` back to the start and sets
/// `transitionWasCancelled`. Coordinator alongside animations are scrubbed with the transition.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    public override init() {
        completionCurve =
            UIView.AnimationCurve(rawValue: UIKitChoices.current.percentDrivenCompletionCurveRawValue)
            ?? .easeInOut
        super.init()
    }

    private weak var transition: Transition?
    private var storedCompletionSpeed: CGFloat = 1
    private var storedPercent: CGFloat = 0
    private var storedDuration: CGFloat = 0

    /// The animator's `transitionDuration` (0 before the transition starts).
    open var duration: CGFloat { transition.map { CGFloat($0.duration) } ?? storedDuration }

    /// The last percentage given to ``update(_:)``, clamped to 0…1.
    open var percentComplete: CGFloat { storedPercent }

    /// 1 by default; a value ≤ 0 reads back as 1.
    open var completionSpeed: CGFloat {
        get { storedCompletionSpeed }
        set { storedCompletionSpeed = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// The curve of the finishing or cancelling animation (``UIKitChoices/percentDrivenCompletionCurveRawValue``
    /// by default: `.easeInOut`, as documented).
    open var completionCurve: UIView.AnimationCurve

    /// Timing for the interruptible-animator path; nil uses ``completionCurve``.
    open var timingCurve: UITimingCurveProvider?

    /// Whether the transition starts interactive (paused at 0); false starts it running.
    open var wantsInteractiveStart = true

    /// Takes over the transition of `transitionContext`: drives the animator's interruptible animator if it gives one,
    /// otherwise scrubs the animations of its `animateTransition(using:)`; starts at the last ``update(_:)`` (or runs
    /// on, when ``wantsInteractiveStart`` is false). A context not made by a Flipbook container is reported and
    /// ignored.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let transition = context.transition else {
            VirtualClock.current.report(
                "UIPercentDrivenInteractiveTransition needs a context made by a Flipbook container")
            return
        }
        self.transition = transition
        storedDuration = CGFloat(transition.duration)
        if let driver = transition.animator.providedInterruptibleAnimator(using: context) {
            transition.beginDriving(driver, startRunning: !wantsInteractiveStart)
            if wantsInteractiveStart { driver.fractionComplete = storedPercent }
        } else {
            let timeline = transition.beginScrubbing()
            if wantsInteractiveStart {
                timeline.localTime = Double(storedPercent) * transition.duration
            } else {
                timeline.resume()
            }
        }
        context.updateInteractiveTransition(storedPercent)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        storedPercent = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
        guard let transition, !transition.isComplete else { return }
        if let driver = transition.interruptibleAnimator {
            driver.fractionComplete = storedPercent
        } else if let timeline = transition.timeline {
            timeline.localTime = Double(storedPercent) * transition.duration
        }
        transition.context.updateInteractiveTransition(storedPercent)
    }

    /// Plays the rest of the transition forward.
    open func finish() {
        guard let transition, !transition.isComplete else { return }
        let p = Double(storedPercent)
        transition.context.finishInteractiveTransition()
        if let driver = transition.interruptibleAnimator {
            driver.isReversed = false
            driver.continueAnimation(
                withTimingParameters: completionTiming,
                durationFactor: CGFloat((1 - p) / Double(completionSpeed)))
        } else if let timeline = transition.timeline {
            let remaining = (1 - p) * transition.duration / Double(completionSpeed)
            timeline.play(
                toLocalTime: transition.duration, duration: remaining,
                curve: completionCurve.timing(forDuration: remaining).curve)
        }
    }

    /// Plays the transition back to its start; the context reports `transitionWasCancelled`.
    open func cancel() {
        guard let transition, !transition.isComplete else { return }
        let p = Double(storedPercent)
        transition.context.cancelInteractiveTransition()
        if let driver = transition.interruptibleAnimator {
            driver.isReversed = true
            driver.continueAnimation(
                withTimingParameters: completionTiming,
                durationFactor: CGFloat(p / Double(completionSpeed)))
        } else if let timeline = transition.timeline {
            transition.captureValuesForCancellation()
            let back = p * transition.duration / Double(completionSpeed)
            // Just before 0, so that animations starting at 0 count as played back to their start.
            timeline.play(toLocalTime: -1e-9, duration: back, curve: completionCurve.timing(forDuration: back).curve)
        }
    }

    /// Pauses a finishing or cancelling transition so that it is interactive again. Only works with an
    /// interruptible animator (as in UIKit); otherwise it is reported in the clock's diagnostics.
    open func pause() {
        guard let transition, !transition.isComplete else { return }
        guard let driver = transition.interruptibleAnimator else {
            VirtualClock.current.report(
                "UIPercentDrivenInteractiveTransition.pause() needs an animator with an interruptibleAnimator; ignored")
            return
        }
        driver.pauseAnimation()
        storedPercent = driver.fractionComplete
        transition.context.pauseInteractiveTransition()
    }

    private var completionTiming: UITimingCurveProvider {
        timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    }
}
