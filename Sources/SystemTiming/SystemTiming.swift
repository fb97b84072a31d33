import Dispatch
import Foundation

/// Foundation's and Dispatch's own timing calls, reachable from `UIKitCompat`.
///
/// `UIKitCompat` declares app-time spellings with the same signatures as Foundation's and Dispatch's
/// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `RunLoop.add(_:forMode:)`, `DispatchTime.now()`,
/// `DispatchQueue.async`/`asyncAfter`): inside `UIKitCompat` its own declarations win name lookup, so the system
/// calls it falls back to outside a play are made here, in a module that does not declare them.
public enum SystemTiming {
    /// Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: a wall-clock timer on the current
    /// run loop in the default mode.
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }

    /// Foundation's `Timer(timeInterval:repeats:block:)`: a wall-clock timer first due `interval` seconds from now.
    public static func timer(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        Timer(timeInterval: interval, repeats: repeats, block: block)
    }

    /// Foundation's `RunLoop.add(_:forMode:)`.
    public static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }

    /// Dispatch's `DispatchTime.now()`: the system's uptime clock.
    public static func now() -> DispatchTime { DispatchTime.now() }

    /// Dispatch's `DispatchQueue.async(group:qos:flags:execute:)`.
    public static func async(
        on queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `DispatchQueue.asyncAfter(deadline:qos:flags:execute:)`.
    public static func asyncAfter(
        on queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `DispatchQueue.asyncAfter(deadline:execute:)` with a work item.
    public static func asyncAfter(on queue: DispatchQueue, deadline: DispatchTime, execute item: DispatchWorkItem) {
        queue.asyncAfter(deadline: deadline, execute: item)
    }
}
