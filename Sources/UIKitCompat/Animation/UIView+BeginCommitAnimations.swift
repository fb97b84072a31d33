import Foundation

/// UIKit's oldest animation API (deprecated since iOS 13, still in app code): `beginAnimations`, settings, the
/// changes, then `commitAnimations`. The changes made between the two animate as one block with the settings in
/// force at the commit.
extension UIView {
    /// Opens an animation block: changes made until the matching ``commitAnimations()`` animate together. The
    /// identifier and context are for the ObjC delegate callbacks, which Flipbook does not make.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let transaction = AnimationTransaction(clock: VirtualClock.current, completion: nil)
        let block = AnimationContext(
            kind: areAnimationsEnabled ? .timed(placeholderParameters) : .withoutAnimation, transaction: transaction)
        block.begun = AnimationContext.BegunAnimations()
        AnimationContext.stack.append(block)
    }

    /// Closes the innermost ``beginAnimations(_:context:)`` block and starts its animations; reported and ignored
    /// without an open block (UIKit ignores it too).
    public static func commitAnimations() {
        guard let block = AnimationContext.stack.last, let settings = block.begun else {
            VirtualClock.current.report("UIView.commitAnimations() without beginAnimations; ignored")
            return
        }
        AnimationContext.stack.removeLast()
        guard case .timed = block.kind, let transaction = block.transaction else { return }
        let timing = settings.curve.timing(forDuration: settings.duration)
        let p = AnimationContext.TimedParameters(
            duration: timing.duration, delay: settings.delay, curve: timing.curve,
            repeatCount: settings.repeatCount > 0 ? Double(settings.repeatCount) : 1,
            autoreverses: settings.autoreverses, beginFromCurrentState: settings.beginsFromCurrentState)
        block.makeTimedAnimations(p, into: transaction)
        VirtualClock.current.transactions.append(transaction)
    }

    /// The duration of the open block's animations (0.2 s by default); ignored outside one.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        changeBegun("setAnimationDuration") { $0.duration = duration.isFinite ? max(0, duration) : 0.2 }
    }

    /// The delay before the open block's animations start (0 by default).
    public static func setAnimationDelay(_ delay: TimeInterval) {
        changeBegun("setAnimationDelay") { $0.delay = delay.isFinite ? max(0, delay) : 0 }
    }

    /// The curve of the open block's animations (`.easeInOut` by default).
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        changeBegun("setAnimationCurve") { $0.curve = curve }
    }

    /// How many times the open block's animations run (0, the default, runs them once).
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        changeBegun("setAnimationRepeatCount") { $0.repeatCount = repeatCount.isFinite ? max(0, repeatCount) : 0 }
    }

    /// Whether each repetition runs back again (false by default).
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        changeBegun("setAnimationRepeatAutoreverses") { $0.autoreverses = repeatAutoreverses }
    }

    /// Whether the animations start from what is on screen (false by default).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        changeBegun("setAnimationBeginsFromCurrentState") { $0.beginsFromCurrentState = fromCurrentState }
    }

    private static var placeholderParameters: AnimationContext.TimedParameters {
        AnimationContext.TimedParameters(
            duration: 0.2, delay: 0, curve: UIView.AnimationCurve.easeInOut.timing(forDuration: 0.2).curve,
            repeatCount: 1, autoreverses: false, beginFromCurrentState: false)
    }

    /// Applies `change` to the innermost open `beginAnimations` block's settings; outside one, reports `name`.
    private static func changeBegun(_ name: String, _ change: (inout AnimationContext.BegunAnimations) -> Void) {
        guard let block = AnimationContext.stack.last(where: { $0.begun != nil }) else {
            VirtualClock.current.report("UIView.\(name) outside beginAnimations/commitAnimations; ignored")
            return
        }
        change(&block.begun!)
    }
}
