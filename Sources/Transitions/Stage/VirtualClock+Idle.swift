import Foundation

extension VirtualClock {
    /// True when nothing is left to happen on its own: no animation transaction is waiting for its end, no
    /// property animator is running, and no `async`/`asyncAfter` block or one-shot timer is scheduled.
    /// Repeating timers and display links do not count (they run forever by design), as in
    /// ``runUntilIdle(timeout:)``. A transition frozen mid-way (a paused interactive transition) is not idle:
    /// its animations' completions are still pending.
    public var isIdle: Bool {
        if transactions.contains(where: { !$0.isComplete }) { return false }
        if activeAnimators.contains(where: { $0.isRunning }) { return false }
        return !scheduled.contains { item in
            if item.block != nil { return true }
            if let timer = item.timer { return timer.isValid && !timer.repeats }
            return false
        }
    }
}
