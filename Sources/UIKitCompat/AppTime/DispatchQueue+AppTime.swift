import Dispatch
import Foundation
import SystemTiming

extension DispatchQueue {
    /// Dispatch's `async(group:qos:flags:execute:)`.
    ///
    /// `DispatchQueue.main.async { … }` on the main actor during a play (``Stage/play(_:)``) runs the block on
    /// the stage's virtual clock, on its next turn: after what is already due now, before time moves on
    /// (``UIKitChoices/appTimeRunsOnTheStageClock``); a `group` is entered until the block has run. Elsewhere,
    /// and for every other queue, it is Dispatch's.
    @_disfavoredOverload
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if MainActorContext.isMain(self),
            AppTime.onPlayingClock({ clock -> Bool in
                group?.enter()
                clock.async {
                    work()
                    group?.leave()
                }
                return true
            }) == true
        {
            return
        }
        SystemTiming.async(on: self, group: group, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
    ///
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` on the main actor during a play
    /// (``Stage/play(_:)``) runs the block on the stage's virtual clock exactly 0.3 s later (`.now()` is the
    /// clock's time there); a deadline in the past runs it on the clock's next turn, `.distantFuture` never
    /// (``UIKitChoices/appTimeRunsOnTheStageClock``). Elsewhere, and for every other queue, it is Dispatch's.
    @_disfavoredOverload
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if MainActorContext.isMain(self),
            AppTime.onPlayingClock({ clock -> Bool in
                if let time = AppTime.clockTime(of: deadline, on: clock) { clock.asyncAfter(deadline: time) { work() } }
                return true
            }) == true
        {
            return
        }
        SystemTiming.asyncAfter(on: self, deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `asyncAfter(deadline:execute:)` with a work item, on the stage's virtual clock for the main
    /// queue on the main actor during a play, as the block form is; a work item cancelled before its time
    /// (`item.cancel()`) does not run. Elsewhere it is Dispatch's.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        // The caller is on the main actor when the item goes to the clock (which runs it there).
        nonisolated(unsafe) let item = item
        if MainActorContext.isMain(self),
            AppTime.onPlayingClock({ clock -> Bool in
                if let time = AppTime.clockTime(of: deadline, on: clock) {
                    clock.asyncAfter(deadline: time) { if !item.isCancelled { item.perform() } }
                }
                return true
            }) == true
        {
            return
        }
        SystemTiming.asyncAfter(on: self, deadline: deadline, execute: item)
    }
}

extension DispatchTime {
    /// Dispatch's `now()`: on the main actor during a play (``Stage/play(_:)``) it is the stage's virtual
    /// clock time (its seconds in nanoseconds, plus 1: a raw 0 means "now" to Dispatch), so
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` is exactly 0.3 s of virtual time
    /// (``UIKitChoices/appTimeRunsOnTheStageClock``). Elsewhere it is the system's uptime clock.
    @_disfavoredOverload
    public static func now() -> DispatchTime {
        AppTime.onPlayingClock { AppTime.dispatchTime(on: $0) } ?? SystemTiming.now()
    }
}
