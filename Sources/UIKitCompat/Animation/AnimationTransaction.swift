import Foundation

/// The animations created by one animation call (`UIView.animate`, `animateKeyframes`, `transition(with:)`)
/// and the completion that runs when all of them have ended.
@MainActor
final class AnimationTransaction {
    let sequence: Int
    let clock: VirtualClock
    let createdAt: Double
    private(set) var animations: [PropertyAnimation] = []
    private var completion: (@MainActor (Bool) -> Void)?
    /// Work the engine itself attaches (a stack view's deferred hide), run before ``completion``.
    private var followUps: [@MainActor () -> Void] = []
    private(set) var isComplete = false
    private var anyRemoved = false

    init(clock: VirtualClock, completion: (@MainActor (Bool) -> Void)?) {
        self.clock = clock
        self.completion = completion
        self.createdAt = clock.now
        self.sequence = clock.nextSequence()
    }

    func add(_ animation: PropertyAnimation) {
        animation.transaction = self
        animations.append(animation)
        CATransaction.note(animation)
    }

    func animationWasRemoved() { anyRemoved = true }

    /// Runs `body` when the transaction completes (before the app's completion block).
    func addFollowUp(_ body: @escaping @MainActor () -> Void) { followUps.append(body) }

    /// When the completion is due: once every animation has ended (now, if they all were removed, or if
    /// there were none). Nil while some animation will not end under the current timing.
    func dueTime() -> Double? {
        if isComplete { return nil }
        var latest = createdAt
        for animation in animations where animation.state == .active {
            guard let end = animation.endClockTime() else { return nil }
            latest = max(latest, end)
        }
        return max(latest, min(createdAt, clock.now))
    }

    /// Ends every animation and runs the completion.
    func complete() {
        guard !isComplete else { return }
        isComplete = true
        var reversed = false
        for animation in animations where animation.state == .active {
            if animation.wasPlayedBackToStart { reversed = true }
            animation.finish()
        }
        var finished = !anyRemoved
        if reversed { finished = finished && UIKitChoices.current.finishedFlagAfterReversal }
        let block = completion, after = followUps
        completion = nil
        followUps = []
        for body in after { body() }
        block?(finished)
    }
}
