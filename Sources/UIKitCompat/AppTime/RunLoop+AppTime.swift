import Foundation
import SystemTiming

extension RunLoop {
    /// Foundation's `add(_:forMode:)`: the run loop fires `timer` at its `fireDate` (then every
    /// `timeInterval` when it repeats) until it is invalidated.
    ///
    /// On the main actor during a play (``Stage/play(_:)``), adding a timer to the main (or current) run loop
    /// puts it on the stage's virtual clock instead, in any mode (a headless play has no tracking mode that
    /// holds timers back): a timer made in the play fires at its virtual fire date; one whose fire date is a
    /// wall-clock `Date` fires on the clock's next turn, and the clock's ``VirtualClock/diagnostics`` say so
    /// (``UIKitChoices/appTimeRunsOnTheStageClock``). Adding a timer twice (for two modes) fires it once.
    /// Elsewhere it is Foundation's.
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        let isMainLoop = self === RunLoop.main || self === RunLoop.current
        // The caller is on the main actor when the timer goes to the clock (which fires it there).
        nonisolated(unsafe) let timer = timer
        let handled =
            isMainLoop
            && AppTime.onPlayingClock { clock -> Bool in
                var due = timer.fireDate.timeIntervalSinceReferenceDate
                if !(due < AppTime.wallDateThreshold) {
                    clock.report(
                        "a Timer with a wall-clock fire date (\(timer.fireDate)) was added to the run loop in a play; "
                            + "it fires on the clock's next turn (make it with Timer(timeInterval:repeats:block:))")
                    due = clock.now
                }
                let interval = timer.timeInterval
                clock.schedule(appTimer: timer, at: due, repeatingEvery: interval > 0 ? interval : nil)
                return true
            } == true
        if !handled { SystemTiming.add(timer, to: self, forMode: mode) }
    }
}
