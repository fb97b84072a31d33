import Foundation
import SystemTiming

extension Timer {
    /// Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`: a timer first due `interval` seconds from
    /// now (every `interval` seconds when it repeats), added to the current run loop.
    ///
    /// On the main actor during a play (``Stage/play(_:)``) it runs on the stage's virtual clock: it fires at
    /// exactly now + `interval` (then every `interval`), on the main actor, in the frame sampled at or after
    /// that time, until `invalidate()` (``UIKitChoices/appTimeRunsOnTheStageClock``). Elsewhere it is
    /// Foundation's. Intervals ≤ 0 become 0.1 ms, as Foundation does.
    @_disfavoredOverload @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        // Foundation's Timer is not Sendable; it never leaves the main actor here.
        nonisolated(unsafe) var virtual: Timer?
        _ = AppTime.onPlayingClock { clock in
            let seconds = AppTime.timerInterval(interval, on: clock, caller: "Timer.scheduledTimer")
            let timer = Timer(
                fire: AppTime.date(atClockTime: clock.now + seconds), interval: seconds, repeats: repeats,
                block: block)
            clock.schedule(appTimer: timer, at: clock.now + seconds, repeatingEvery: repeats ? seconds : nil)
            virtual = timer
        }
        return virtual ?? SystemTiming.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }

    /// Foundation's `Timer(timeInterval:repeats:block:)`: a timer first due `interval` seconds from now, to add
    /// to a run loop with `RunLoop.main.add(_:forMode:)`.
    ///
    /// Made on the main actor during a play, its `fireDate` is on the stage's virtual clock (the clock's time
    /// after Foundation's reference date), so adding it to the main run loop in the play fires it at exactly
    /// that time (``UIKitChoices/appTimeRunsOnTheStageClock``). Elsewhere it is Foundation's.
    @_disfavoredOverload
    public convenience init(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) {
        let virtual = AppTime.onPlayingClock { clock -> (Date, Double) in
            let seconds = AppTime.timerInterval(interval, on: clock, caller: "Timer(timeInterval:repeats:block:)")
            return (AppTime.date(atClockTime: clock.now + seconds), seconds)
        }
        if let (date, seconds) = virtual {
            self.init(fire: date, interval: seconds, repeats: repeats, block: block)
        } else {
            self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        }
    }
}
