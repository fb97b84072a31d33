import Foundation

/// A callback once per display frame, like `CADisplayLink`: fires at every multiple of
/// 1 / ``VirtualClock/framesPerSecond`` (or every n-th one for a lower ``preferredFramesPerSecond``), after the
/// clock's other events of that instant. Create one with ``VirtualClock/displayLink(_:)``.
@preconcurrency @MainActor
public final class DisplayLink {
    /// The clock whose display frames fire the link.
    public unowned let clock: VirtualClock
    let handler: @MainActor (DisplayLink) -> Void
    /// The display frame during which the link was created; it first fires on a later frame.
    let createdTick: Int

    /// The time of the frame being handled (`CADisplayLink.timestamp`).
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame, by which this frame's changes should be made.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between frames at the display's rate.
    public var duration: TimeInterval { 1 / clock.framesPerSecond }
    /// Stops and restarts the callbacks.
    public var isPaused = false
    /// 0 (the default) means the display's rate; a lower rate fires on every n-th frame, n = round(rate / fps).
    public var preferredFramesPerSecond: Int = 0
    /// Whether the link still fires: false after ``invalidate()``.
    public private(set) var isValid = true

    init(clock: VirtualClock, handler: @escaping @MainActor (DisplayLink) -> Void) {
        self.clock = clock
        self.handler = handler
        self.createdTick = clock.displayTick(atOrBefore: clock.now)
    }

    func fire(tick: Int) {
        var step = 1
        if preferredFramesPerSecond > 0 {
            step = max(1, Int((clock.framesPerSecond / Double(preferredFramesPerSecond)).rounded()))
        }
        guard (tick - createdTick) % step == 0 else { return }
        timestamp = clock.displayTime(ofTick: tick)
        targetTimestamp = clock.displayTime(ofTick: tick + step)
        handler(self)
    }

    /// Removes the link from the clock; it never fires again.
    public func invalidate() {
        isValid = false
        clock.remove(self)
    }
}
