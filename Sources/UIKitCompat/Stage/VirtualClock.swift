import Foundation

/// The only time there is: seconds of virtual time that move only when told (``advance(by:)``,
/// ``advance(to:)``), never by the wall clock.
///
/// Everything time-based runs on it, in order of due time: animation completions, property animators,
/// delayed blocks and timers (what app code does with `DispatchQueue.main.asyncAfter` and `Timer`), and
/// display links on the display's frame grid. Events due at the same time run in the order they were
/// scheduled; display links run after the other events of their instant.
///
/// App code's own spellings run on the playing stage's clock unchanged (`Timer`, `RunLoop.main.add`,
/// `DispatchQueue.main.async`/`asyncAfter`, `DispatchTime.now()`: AppTime/, ``Stage/play(_:)``). Written
/// against the clock explicitly, they map like this:
///
/// | UIKit / Foundation | Flipbook |
/// | --- | --- |
/// | `DispatchQueue.main.async { … }` | `clock.async { … }` |
/// | `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {}` | `clock.asyncAfter(deadline: clock.now + 0.3) {}` |
/// | `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) {…}` | `clock.scheduledTimer(…)`, same arguments |
/// | `CADisplayLink(target:selector:)` + `add(to: .main, forMode: .common)` | `clock.displayLink { link in … }` |
/// | `CACurrentMediaTime()` | `clock.now` |
@preconcurrency @MainActor
public final class VirtualClock {
    /// The clock that animation calls and app-code timing use: the clock of the most recently created (or
    /// ``Stage/makeCurrent()``-ed) stage.
    public static var current = VirtualClock()

    /// Seconds since the clock was created.
    public private(set) var now: TimeInterval = 0

    /// The timeline whose local time is the clock's time; animations run on it unless recorded into another
    /// ``AnimationTimeline``.
    public private(set) lazy var mainTimeline = AnimationTimeline(mainTimelineOf: self)

    /// The display's refresh rate: display links fire at multiples of 1 / `framesPerSecond`.
    public let framesPerSecond: Double

    /// Problems found in values passed by app code (for example a NaN animation duration), in the order they
    /// happened. UIKit's signatures cannot throw, so the value is corrected and the problem recorded here.
    public private(set) var diagnostics: [String] = []

    /// Events at one instant beyond this are treated as a runaway loop (an error, never a hang).
    public var maximumEventsPerInstant = 10_000

    private var sequence = 0
    var transactions: [AnimationTransaction] = []
    var activeAnimators: [UIViewPropertyAnimator] = []
    /// The dynamic animators that stepped on this clock (held weakly): running ones keep the clock busy.
    private var dynamicAnimators: [WeakDynamicAnimator] = []

    private struct WeakDynamicAnimator {
        weak var animator: UIDynamicAnimator?
    }

    /// Whether a `UIDynamicAnimator` of this clock is running (its items not yet at rest).
    var isRunningDynamics: Bool { dynamicAnimators.contains { $0.animator?.isRunning == true } }

    func register(_ animator: UIDynamicAnimator) {
        dynamicAnimators.removeAll { $0.animator == nil }
        if !dynamicAnimators.contains(where: { $0.animator === animator }) {
            dynamicAnimators.append(WeakDynamicAnimator(animator: animator))
        }
    }
    /// Explicit Core Animation animations waiting to start or stop (CoreAnimation/CALayer+Animations.swift).
    var coreAnimations: [AttachedAnimation] = []
    /// `CATransaction` completion blocks waiting for their animations.
    var transactionCompletions: [TransactionCompletion] = []
    private var scheduled: [ScheduledBlock] = []
    private var displayLinks: [DisplayLink] = []
    private var lastDisplayTick: Int

    private struct ScheduledBlock {
        var time: Double
        var sequence: Int
        var timer: VirtualTimer?
        var block: (() -> Void)?
        /// App code's Foundation timer that `block` fires (AppTime/): pending only while it is valid.
        var appTimer: Timer? = nil
        /// Whether the entry is a repeating timer's (it does not keep the clock busy).
        var repeats = false

        /// Whether the entry keeps the clock busy: a block, a valid one-shot app timer, or a valid one-shot
        /// ``VirtualTimer`` (not a watchdog).
        @MainActor var isOneShotWork: Bool {
            if let timer { return timer.isValid && !timer.repeats && timer.holdsSettling }
            return block != nil && !repeats && (appTimer?.isValid ?? true)
        }
    }

    /// A clock at time 0 whose display refreshes `framesPerSecond` times a second (60 by default).
    public init(framesPerSecond: Double = 60) {
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        lastDisplayTick = -1
    }

    func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    func report(_ problem: String) { diagnostics.append(problem) }

    // MARK: Scheduling

    /// Runs `block` on the next turn of the clock (at the current time, after what is already due).
    public func async(execute block: @escaping @MainActor () -> Void) {
        scheduled.append(ScheduledBlock(time: now, sequence: nextSequence(), timer: nil, block: block))
    }

    /// Runs `block` when the clock reaches `deadline` (a time in the past runs on the next turn).
    public func asyncAfter(deadline: TimeInterval, execute block: @escaping @MainActor () -> Void) {
        var time = deadline
        if !time.isFinite {
            report("asyncAfter(deadline:) got \(deadline); the block runs on the next turn")
            time = now
        }
        scheduled.append(ScheduledBlock(time: max(now, time), sequence: nextSequence(), timer: nil, block: block))
    }

    /// A timer like `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: fires first after `interval`, then
    /// every `interval` when repeating, until invalidated. Intervals ≤ 0 become 0.1 ms, as Foundation does.
    /// Until a one-shot timer fires (or is invalidated) the clock is not idle, as UIKit's run loop keeps turning
    /// for a pending timer: a scenario plays on until it fires.
    @discardableResult
    public func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @MainActor (VirtualTimer) -> Void
    ) -> VirtualTimer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats, holdsSettling: true, block: block)
    }

    /// ``scheduledTimer(withTimeInterval:repeats:block:)``; a timer that does not hold settling (a watchdog)
    /// never keeps the clock busy.
    func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, holdsSettling: Bool,
        block: @escaping @MainActor (VirtualTimer) -> Void
    ) -> VirtualTimer {
        var interval = interval
        if interval.isNaN || interval.isInfinite {
            report("scheduledTimer(withTimeInterval:) got \(interval); using 0.0001 s")
            interval = 0.0001
        }
        interval = max(0.0001, interval)
        let timer = VirtualTimer(
            clock: self, interval: interval, repeats: repeats, holdsSettling: holdsSettling, block: block)
        schedule(timer, at: now + interval)
        return timer
    }

    /// Fires app code's Foundation `timer` (made in a play, AppTime/) at `time`, then every `interval` seconds
    /// when it repeats, for as long as it is valid; a timer already on the clock is left as it is.
    func schedule(appTimer timer: Timer, at time: Double, repeatingEvery interval: Double?) {
        guard !scheduled.contains(where: { $0.appTimer === timer }) else { return }
        scheduleFiring(of: timer, at: max(now, time), repeatingEvery: interval)
    }

    private func scheduleFiring(of timer: Timer, at time: Double, repeatingEvery interval: Double?) {
        let block = { [unowned self] in
            guard timer.isValid else { return }
            if let interval { self.scheduleFiring(of: timer, at: time + interval, repeatingEvery: interval) }
            timer.fire()  // Foundation's: runs the block, and invalidates a timer that does not repeat
        }
        scheduled.append(
            ScheduledBlock(
                time: time, sequence: nextSequence(), timer: nil, block: block, appTimer: timer,
                repeats: interval != nil))
    }

    func schedule(_ timer: VirtualTimer, at time: Double) {
        timer.fireDate = time
        scheduled.append(ScheduledBlock(time: time, sequence: nextSequence(), timer: timer, block: nil))
    }

    /// A display link that calls `handler` once per display frame (see ``DisplayLink``).
    @discardableResult
    public func displayLink(_ handler: @escaping @MainActor (DisplayLink) -> Void) -> DisplayLink {
        let link = DisplayLink(clock: self, handler: handler)
        displayLinks.append(link)
        return link
    }

    func remove(_ link: DisplayLink) { displayLinks.removeAll { $0 === link } }

    func register(_ animator: UIViewPropertyAnimator) {
        if !activeAnimators.contains(where: { $0 === animator }) { activeAnimators.append(animator) }
    }

    func unregister(_ animator: UIViewPropertyAnimator) { activeAnimators.removeAll { $0 === animator } }

    // MARK: Advancing

    /// Moves time forward by `interval` seconds, running every event due on the way at its own time.
    /// `advance(by: 0)` runs what is due now (completions of animations that have ended, `async` blocks).
    public func advance(by interval: TimeInterval) throws {
        guard interval.isFinite, interval >= 0 else { throw ClockError.invalidInterval(interval) }
        try advance(to: now + interval)
    }

    /// Moves time forward to `time` (which may not be in the past), running every event due on the way.
    public func advance(to time: TimeInterval) throws {
        guard time.isFinite else { throw ClockError.invalidTime(time) }
        guard time >= now else { throw ClockError.timeRunsBackwards(from: now, to: time) }
        var instant = now
        var eventsAtInstant = 0
        while let event = nextEvent(), event.time <= time {
            let eventTime = max(now, event.time)
            if eventTime > instant { instant = eventTime; eventsAtInstant = 0 }
            eventsAtInstant += 1
            if eventsAtInstant > maximumEventsPerInstant {
                throw ClockError.runawayEvents(time: instant, count: eventsAtInstant)
            }
            now = eventTime
            event.fire()
        }
        now = time
    }

    /// True when no animation, running property animator, one-shot block, one-shot app-code `Timer` or one-shot
    /// ``VirtualTimer`` is pending (repeating timers and display links aside).
    public var isIdle: Bool {
        transactions.removeAll { $0.isComplete }
        coreAnimations.removeAll { $0.hasStopped || $0.layer == nil }
        transactionCompletions.removeAll { $0.isComplete }
        // Explicit animations that repeat forever are aside, like repeating timers.
        let coreBusy = coreAnimations.contains { $0.endLayerTime.isFinite } || !transactionCompletions.isEmpty
        return !coreBusy && transactions.isEmpty && !scheduled.contains { $0.isOneShotWork }
            && activeAnimators.allSatisfy { !$0.isRunning } && !isRunningDynamics
    }

    /// Advances until no animation or animator is running and nothing is scheduled (repeating timers and
    /// display links aside; one-shot timers are waited for, and a running `UIDynamicAnimator` until its items
    /// rest), but never further than `timeout` seconds; throws
    /// ``ClockError/stillBusy(after:)`` if something is still running then.
    public func runUntilIdle(timeout: TimeInterval = 60) throws {
        guard timeout.isFinite, timeout >= 0 else { throw ClockError.invalidInterval(timeout) }
        let deadline = now + timeout
        while true {
            try advance(by: 0)
            if isIdle { return }
            // Display links step running dynamics; otherwise they are aside, like repeating timers.
            guard let next = nextEvent(includingDisplayLinks: isRunningDynamics, includingTimers: false),
                next.time <= deadline
            else {
                try advance(to: deadline)
                throw ClockError.stillBusy(after: timeout)
            }
            try advance(to: max(now, next.time))
        }
    }

    private struct Event {
        var time: Double
        var sequence: Int
        var fire: () -> Void
    }

    private func nextEvent(includingDisplayLinks: Bool = true, includingTimers: Bool = true) -> Event? {
        var best: Event?
        func consider(_ time: Double, _ sequence: Int, _ fire: @escaping () -> Void) {
            if let current = best, (current.time, current.sequence) <= (time, sequence) { return }
            best = Event(time: time, sequence: sequence, fire: fire)
        }
        for (index, item) in scheduled.enumerated() where includingTimers || item.isOneShotWork {
            let sequence = item.sequence
            consider(item.time, sequence) { [unowned self] in self.fireScheduled(sequence: sequence, index: index) }
        }
        transactions.removeAll { $0.isComplete }
        for transaction in transactions {
            if let due = transaction.dueTime() {
                consider(due, transaction.sequence) { transaction.complete() }
            }
        }
        coreAnimations.removeAll { $0.hasStopped }
        for attached in coreAnimations {
            if let due = attached.nextEventTime() {
                consider(due, attached.sequence) { attached.handleClockEvent() }
            }
        }
        transactionCompletions.removeAll { $0.isComplete }
        for completion in transactionCompletions {
            if let due = completion.dueTime() {
                consider(due, completion.sequence) { completion.complete() }
            }
        }
        for animator in activeAnimators {
            if let due = animator.nextEventTime() {
                consider(due, animator.eventSequence) { animator.handleClockEvent() }
            }
        }
        if includingDisplayLinks, displayLinks.contains(where: { !$0.isPaused }) {
            let tick = nextDisplayTick()
            consider(tick.time, Int.max) { [unowned self] in self.fireDisplayLinks(tick: tick.index) }
        }
        return best
    }

    private func fireScheduled(sequence: Int, index: Int) {
        guard let position = scheduled.firstIndex(where: { $0.sequence == sequence }) else { return }
        let item = scheduled.remove(at: position)
        if let timer = item.timer {
            guard timer.isValid else { return }
            if timer.repeats { schedule(timer, at: item.time + timer.timeInterval) } else { timer.isValid = false }
            timer.block(timer)
        } else {
            item.block?()
        }
    }

    func unschedule(_ timer: VirtualTimer) { scheduled.removeAll { $0.timer === timer } }

    /// Display frame k is at k / framesPerSecond (computed, not accumulated, so frames never drift).
    func displayTime(ofTick index: Int) -> Double { Double(index) / framesPerSecond }

    /// The display frame at or after `time` (ceil), tolerant of rounding in `time`.
    func displayTick(atOrAfter time: Double) -> Int {
        let x = time * framesPerSecond
        let r = x.rounded()
        return abs(x - r) < 1e-7 ? Int(r) : Int(x.rounded(.up))
    }

    /// The display frame at or before `time` (floor), tolerant of rounding in `time`.
    func displayTick(atOrBefore time: Double) -> Int {
        let x = time * framesPerSecond
        let r = x.rounded()
        return abs(x - r) < 1e-7 ? Int(r) : Int(x.rounded(.down))
    }

    private func nextDisplayTick() -> (index: Int, time: Double) {
        var index = max(lastDisplayTick + 1, displayTick(atOrAfter: now))
        if !displayLinks.contains(where: { !$0.isPaused && $0.createdTick < index }) { index += 1 }
        return (index, displayTime(ofTick: index))
    }

    private func fireDisplayLinks(tick index: Int) {
        lastDisplayTick = index
        for link in displayLinks where !link.isPaused && link.createdTick < index { link.fire(tick: index) }
    }
}

/// Errors of the virtual clock.
public enum ClockError: Error, Equatable, CustomStringConvertible {
    /// An interval or timeout that is negative or not finite.
    case invalidInterval(TimeInterval)
    /// A time to advance to that is not finite.
    case invalidTime(TimeInterval)
    /// A time to advance to that is before the clock's current time.
    case timeRunsBackwards(from: TimeInterval, to: TimeInterval)
    /// Too many events at one instant without time moving on: something schedules itself forever.
    case runawayEvents(time: TimeInterval, count: Int)
    /// Animations, transitions or scheduled blocks were still running after the timeout, in seconds.
    case stillBusy(after: TimeInterval)

    public var description: String {
        switch self {
        case .invalidInterval(let v): return "clock interval must be finite and ≥ 0, got \(v)"
        case .invalidTime(let v): return "clock time must be finite, got \(v)"
        case .timeRunsBackwards(let from, let to): return "the clock cannot go back from \(from) s to \(to) s"
        case .runawayEvents(let time, let count):
            return
                "\(count) events at t = \(time) s without time moving on: a loop that schedules itself (for example a "
                + "completion that starts a zero-length animation forever)"
        case .stillBusy(let after):
            return "animations or scheduled blocks still running after \(after) s of virtual time"
        }
    }
}
