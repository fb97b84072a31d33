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
    case end, start, current
}

/// UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: adds animation blocks, completions and continuing with new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
