import Foundation

/// A timer on the virtual clock (Foundation's `Timer` with a block). Create one with
/// ``VirtualClock/scheduledTimer(withTimeInterval:repeats:block:)``.
@preconcurrency @MainActor
public final class VirtualTimer {
    /// The clock the timer runs on.
    public unowned let clock: VirtualClock
    /// The seconds between firings (the delay before the only firing of a non-repeating timer).
    public let timeInterval: TimeInterval
    /// Whether the timer fires every ``timeInterval`` until invalidated, or once.
    public let repeats: Bool
    /// The next time the timer fires.
    public internal(set) var fireDate: TimeInterval = 0
    /// Whether the timer will still fire: false after ``invalidate()`` or after a non-repeating timer fired.
    public internal(set) var isValid = true
    let block: @MainActor (VirtualTimer) -> Void
    /// Whether the timer, while it is valid and does not repeat, keeps the clock busy (``VirtualClock/isIdle``) as
    /// a pending one-shot timer keeps UIKit's run loop turning; false only for Flipbook's own watchdogs.
    let holdsSettling: Bool

    init(
        clock: VirtualClock, interval: TimeInterval, repeats: Bool, holdsSettling: Bool = true,
        block: @escaping @MainActor (VirtualTimer) -> Void
    ) {
        self.clock = clock
        self.timeInterval = interval
        self.repeats = repeats
        self.holdsSettling = holdsSettling
        self.block = block
    }

    /// Stops the timer; it never fires again.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        clock.unschedule(self)
    }

    /// Runs the block now without changing the schedule (a non-repeating timer is invalidated, as Foundation does).
    public func fire() {
        guard isValid else { return }
        if !repeats { invalidate() }
        block(self)
    }
}
