import Foundation

/// A transition that went wrong.
public enum TransitionError: Error, Equatable, CustomStringConvertible {
    /// `completeTransition(_:)` was never called: on a device the app would freeze here.
    case neverCompleted(animator: String, transition: String, after: TimeInterval)

    public var description: String {
        switch self {
        case .neverCompleted(let animator, let transition, let after):
            let seconds = (after * 1000).rounded() / 1000
            return
                "the \(transition) never completed: its animator \(animator) did not call completeTransition(_:) "
                + "within \(seconds) s of virtual time (on a device the app freezes here)"
        }
    }
}

/// The transitions in flight on one clock, and the ones reported as never completing.
@preconcurrency @MainActor
public final class TransitionMonitor {
    private static var monitors: [ObjectIdentifier: TransitionMonitor] = [:]

    /// The monitor of `clock`.
    public static func monitor(for clock: VirtualClock) -> TransitionMonitor {
        let key = ObjectIdentifier(clock)
        if let monitor = monitors[key], monitor.clock === clock { return monitor }
        monitors = monitors.filter { $0.value.clock != nil }
        let monitor = TransitionMonitor(clock: clock)
        monitors[key] = monitor
        return monitor
    }

    private weak var clock: VirtualClock?
    private var inFlight: [Transition] = []
    /// Transitions reported as never completing, in the order they were found.
    public private(set) var errors: [TransitionError] = []

    private init(clock: VirtualClock) { self.clock = clock }

    func register(_ transition: Transition) {
        inFlight.append(transition)
        transition.restartWatchdog()
    }

    func unregister(_ transition: Transition) { inFlight.removeAll { $0 === transition } }

    private var reported: Set<ObjectIdentifier> = []

    /// Records `transition` as never completing (once).
    func reportStall(_ transition: Transition) {
        guard reported.insert(ObjectIdentifier(transition)).inserted else { return }
        let error = transition.neverCompletedError
        errors.append(error)
        clock?.report(error.description)
    }

    /// Descriptions of the transitions that have started and not completed.
    public var transitionsInFlight: [String] { inFlight.map { "\($0.summary) (animator \($0.animatorName))" } }

    var oldestInFlight: Transition? { inFlight.first }
}

extension Stage {
    /// The transitions that have started and not completed.
    public var transitionsInFlight: [String] { TransitionMonitor.monitor(for: clock).transitionsInFlight }

    /// Transitions reported as never completing.
    public var transitionErrors: [TransitionError] { TransitionMonitor.monitor(for: clock).errors }

    /// True when no animation, scheduled block or transition is pending.
    public var isSettled: Bool {
        clock.isIdle && TransitionMonitor.monitor(for: clock).transitionsInFlight.isEmpty
    }

    /// Advances the clock one display frame at a time (display links, timers and touch scripts run on the
    /// way) until every animation, scheduled block and transition has ended; it may stop up to one frame
    /// after the last event. Throws
    /// ``TransitionError/neverCompleted(animator:transition:after:)`` when a transition is still in flight
    /// ``UIKitChoices/stallTimeout`` seconds after its animator's duration (whatever `timeout` says), and
    /// ``ClockError/stillBusy(after:)`` when other animations still run after `timeout`.
    public func runUntilSettled(timeout: TimeInterval = 60) throws {
        guard timeout.isFinite, timeout >= 0 else { throw ClockError.invalidInterval(timeout) }
        let deadline = clock.now + timeout
        let monitor = TransitionMonitor.monitor(for: clock)
        while true {
            try clock.advance(by: 0)
            guard let transition = monitor.oldestInFlight else {
                if clock.isIdle { return }
                if clock.now >= deadline { throw ClockError.stillBusy(after: timeout) }
                try clock.advance(to: min(deadline, clock.now + 1 / clock.framesPerSecond))
                continue
            }
            // A transition waits for animations, touches or display links: step one display frame at a time.
            let limit = transition.startTime + transition.duration + UIKitChoices.current.stallTimeout
            if clock.now >= limit - 1e-9 {
                monitor.reportStall(transition)
                throw transition.neverCompletedError
            }
            try clock.advance(to: min(limit, clock.now + 1 / clock.framesPerSecond))
        }
    }
}
