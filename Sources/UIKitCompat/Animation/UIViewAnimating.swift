import Foundation

/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Animations not started, or finished.
    case inactive
    /// Started or paused.
    case active
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped
}

/// UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// Where the animations finish: at their `end` values, back at their `start` values, or at the `current` values on
    /// screen.
    case end, start, current
}

/// UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving now (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run back towards their start values.
    var isReversed: Bool { get set }
    /// How far through the animations are, 0…1; settable to scrub them while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations now.
    func startAnimation()
    /// Starts or resumes the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (an inactive animator becomes active and paused).
    func pauseAnimation()
    /// Stops the animations where they are; with `withoutFinishing` the animator becomes inactive without running its
    /// completions, otherwise it is stopped until ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: adds animation blocks, completions and continuing with new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block, run when the animations start (or at once, when they are running).
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// Adds an animation block whose animations start after `delayFactor` (0…1) of the remaining duration.
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    /// Adds a block run with the final position when the animations end.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    /// Continues the animations from where they are along new timing (nil: the original), over `durationFactor` times
    /// the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
