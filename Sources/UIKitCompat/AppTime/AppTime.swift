import Dispatch
import Foundation

/// Where app code's time runs: on the playing stage's virtual clock, or on the system's.
///
/// App code's `Timer`, `RunLoop.main.add(_:forMode:)`, `DispatchQueue.main.async`/`asyncAfter` and
/// `DispatchTime.now()` resolve to `UIKitCompat`'s same-named declarations in files that import `UIKitCompat`
/// (and not Foundation or Dispatch themselves; see `PortingAppCode`). Called on the main actor while a stage is
/// playing (``Stage/play(_:)``), they run on that stage's clock; anywhere else they are the system's calls.
enum AppTime {
    /// Runs `body` with the playing stage's clock when the caller is on the main actor during a play, and
    /// returns its result; nil (and `body` is not run) otherwise.
    static func onPlayingClock<Result: Sendable>(_ body: @MainActor (VirtualClock) -> Result) -> Result? {
        guard MainActorContext.isCurrent else { return nil }
        return MainActor.assumeIsolated {
            guard let stage = Stage.current, stage.isPlaying else { return nil }
            return body(stage.clock)
        }
    }

    // MARK: Dispatch times

    /// Virtual dispatch times are the clock's time in nanoseconds plus this (a raw time of 0 means "now" to
    /// Dispatch, which would turn `.now() + 0.3` at the clock's start into a wall-clock time).
    static let dispatchTimeOrigin: UInt64 = 1

    /// The clock's time as a dispatch time (``UIKitChoices/appTimeRunsOnTheStageClock``).
    @MainActor static func dispatchTime(on clock: VirtualClock) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: dispatchTimeOrigin + nanoseconds(clock.now))
    }

    /// The clock time of a dispatch deadline: the clock's time plus the deadline's distance from the clock's
    /// dispatch time, so `.now() + 0.3` is exactly 0.3 s after now. Nil for `.distantFuture` (never due).
    @MainActor static func clockTime(of deadline: DispatchTime, on clock: VirtualClock) -> Double? {
        guard deadline != .distantFuture else { return nil }
        let distance = Int64(bitPattern: deadline.uptimeNanoseconds &- dispatchTime(on: clock).uptimeNanoseconds)
        return clock.now + Double(distance) / 1e9
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        seconds.isFinite && seconds > 0 ? UInt64((seconds * 1e9).rounded()) : 0
    }

    // MARK: Timer dates

    /// Virtual fire dates are the clock's time after Foundation's reference date (2001-01-01 00:00:00 UTC);
    /// a date this many seconds or more after it is a wall-clock date.
    static let wallDateThreshold: TimeInterval = 1e8

    /// The date of clock time `time`.
    static func date(atClockTime time: Double) -> Date { Date(timeIntervalSinceReferenceDate: time) }

    /// The seconds between a timer's firings as Foundation would use them: ≤ 0 becomes 0.1 ms; NaN and
    /// infinities are reported on the clock and become 0.1 ms too.
    @MainActor static func timerInterval(_ interval: TimeInterval, on clock: VirtualClock, caller: String) -> Double {
        guard interval.isFinite else {
            clock.report("\(caller) got a time interval of \(interval); using 0.0001 s")
            return 0.0001
        }
        return max(0.0001, interval)
    }
}
