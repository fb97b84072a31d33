import Foundation

/// Core Animation's `CATransaction`: groups layer changes, sets the duration and timing function of the
/// implicit animations they cause, turns those off (`setDisableActions`), and runs a completion block once
/// every animation added inside it has ended.
///
/// Outside `begin()`/`commit()` the implicit transaction of the current turn applies: its values are the
/// defaults (0.25 s, ``UIKitChoices/implicitAnimationTimingFunction``, actions on), and a completion block set
/// on it runs once the animations added in the same turn of the clock have ended.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    final class Frame {
        var duration: TimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var attached: [AttachedAnimation] = []
        var blockAnimations: [PropertyAnimation] = []
        let clock: VirtualClock
        init(clock: VirtualClock) { self.clock = clock }
    }

    /// Open transactions, innermost last.
    static var stack: [Frame] = []

    /// The open transactions of the current clock (a stage's transactions do not leak into another's).
    static var open: [Frame] { stack.filter { $0.clock === VirtualClock.current } }

    /// Starts a transaction (they nest).
    public class func begin() {
        // Transactions another stage left open are forgotten.
        stack.removeAll { $0.clock !== VirtualClock.current }
        stack.append(Frame(clock: VirtualClock.current))
    }

    /// Ends the innermost transaction; its completion block waits for its animations.
    public class func commit() {
        guard let frame = open.last, let index = stack.lastIndex(where: { $0 === frame }) else {
            VirtualClock.current.report("CATransaction.commit() without begin(); ignored")
            return
        }
        stack.remove(at: index)
        // An outer transaction also waits for what this one added.
        if let outer = open.last {
            outer.attached += frame.attached
            outer.blockAnimations += frame.blockAnimations
        }
        if let completion = frame.completion {
            frame.clock.transactionCompletions.append(
                TransactionCompletion(
                    clock: frame.clock, attached: frame.attached, blockAnimations: frame.blockAnimations,
                    completion: completion))
        }
    }

    /// Commits every open transaction now (Core Animation's `flush()`).
    public class func flush() { while !open.isEmpty { commit() } }

    /// The duration of implicit animations (0.25 s unless set).
    public class func animationDuration() -> CFTimeInterval {
        open.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) { frame().duration = dur }

    /// The timing function of implicit animations (nil unless set: ``UIKitChoices/implicitAnimationTimingFunction``).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        open.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the timing function of implicit animations in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        frame().timingFunction = function
    }

    /// True when implicit animations are off.
    public class func disableActions() -> Bool { open.reversed().lazy.compactMap(\.disableActions).first ?? false }

    /// Turns implicit animations off (or on) in this transaction.
    public class func setDisableActions(_ flag: Bool) { frame().disableActions = flag }

    /// The completion block of this transaction.
    public class func completionBlock() -> (() -> Void)? { open.last?.completion }

    /// Runs `block` once every animation added in this transaction from now on has ended (at once, on the
    /// next turn of the clock, when there is none).
    public class func setCompletionBlock(_ block: (() -> Void)?) { frame().completion = block }

    /// Core Animation's `value(forKey:)` for the transaction keys (`kCATransactionAnimationDuration`, …).
    public class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return nil
        }
    }

    /// Core Animation's `setValue(_:forKey:)` for the transaction keys.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let d = anObject.flatMap(LayerKeyPath.number) { setAnimationDuration(d) }
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions(anObject as? Bool ?? false)
        default: VirtualClock.current.report("CATransaction.setValue(_:forKey:): unknown key \(key)")
        }
    }

    // MARK: Internal

    /// The implicit transaction of the current turn (made when something sets a value outside `begin()`).
    static var implicitFrame: Frame?

    /// The innermost explicit transaction, or the implicit one of this turn (committed on the next turn).
    static func frame() -> Frame {
        if let last = open.last { return last }
        if let frame = implicitFrame, frame.clock === VirtualClock.current { return frame }
        let frame = Frame(clock: VirtualClock.current)
        implicitFrame = frame
        stack.append(frame)
        frame.clock.async { [frame] in
            // The turn ended: commit the implicit transaction.
            if let index = CATransaction.stack.firstIndex(where: { $0 === frame }) {
                CATransaction.stack.removeSubrange(index...)
                if let completion = frame.completion {
                    frame.clock.transactionCompletions.append(
                        TransactionCompletion(
                            clock: frame.clock, attached: frame.attached, blockAnimations: frame.blockAnimations,
                            completion: completion))
                }
            }
            if CATransaction.implicitFrame === frame { CATransaction.implicitFrame = nil }
        }
        return frame
    }

    /// Records an explicit or implicit animation in the open transactions.
    static func note(_ attached: AttachedAnimation) { open.last?.attached.append(attached) }

    /// Records an animation block's animation in the open transactions.
    static func note(_ animation: PropertyAnimation) { open.last?.blockAnimations.append(animation) }
}

/// A transaction's completion block waiting for its animations (polled by the clock like animation blocks'
/// completions).
@MainActor
final class TransactionCompletion {
    let clock: VirtualClock
    let attached: [AttachedAnimation]
    let blockAnimations: [PropertyAnimation]
    private var completion: (() -> Void)?
    let sequence: Int
    let createdAt: Double
    private(set) var isComplete = false

    init(
        clock: VirtualClock, attached: [AttachedAnimation], blockAnimations: [PropertyAnimation],
        completion: @escaping () -> Void
    ) {
        self.clock = clock; self.attached = attached; self.blockAnimations = blockAnimations
        self.completion = completion
        sequence = clock.nextSequence()
        createdAt = clock.now
    }

    /// When every animation has ended (nil while one will not end under its current timing).
    func dueTime() -> Double? {
        var latest = createdAt
        for a in attached where !a.hasStopped {
            guard let end = a.stopClockTime() else { return nil }
            latest = max(latest, end)
        }
        for animation in blockAnimations where animation.state == .active {
            guard let end = animation.endClockTime() else { return nil }
            latest = max(latest, end)
        }
        return latest
    }

    func complete() {
        guard !isComplete else { return }
        isComplete = true
        let block = completion
        completion = nil
        block?()
    }
}
