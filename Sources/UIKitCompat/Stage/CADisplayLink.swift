import Foundation

/// Core Animation's display link, on the current stage's clock (``VirtualClock/displayLink(_:)``), with a
/// closure instead of a target and selector — Linux Swift has no `#selector`, so this is the same one-line
/// change as for gesture recognizers:
///
/// ```swift
/// // UIKit
/// let link = CADisplayLink(target: self, selector: #selector(step(_:)))
/// // UIKitCompat
/// let link = CADisplayLink { [unowned self] in self.step($0) }
/// // Both
/// link.add(to: .current, forMode: .common)
/// ```
///
/// As in UIKit, it fires once per display frame from the frame after it is added to a run loop, and the run
/// loop keeps it (and what its handler holds) alive until ``invalidate()``.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var link: DisplayLink?
    private var isInvalidated = false
    private var paused = false
    private var preferredRate = 0

    /// A link that calls `handler` on every display frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the callbacks (the run loop and mode are UIKit's spelling; there is one clock). Adding twice,
    /// or after ``invalidate()``, does nothing.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard link == nil, !isInvalidated else { return }
        // Strong: the clock keeps the link, as a run loop does, until it is invalidated.
        let link = VirtualClock.current.displayLink { _ in self.handler(self) }
        link.isPaused = paused
        link.preferredFramesPerSecond = preferredRate
        self.link = link
    }

    /// Stops the callbacks until the link is added again (`RunLoop.main` and `.common` are UIKit's spelling;
    /// there is one clock). Removing a link that is not added does nothing.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        link?.invalidate()
        link = nil
    }

    /// Stops the callbacks for good.
    public func invalidate() {
        isInvalidated = true
        link?.invalidate()
        link = nil
    }

    /// The time of the frame being handled (0 before the first callback).
    public var timestamp: TimeInterval { link?.timestamp ?? 0 }
    /// The time of the next frame.
    public var targetTimestamp: TimeInterval { link?.targetTimestamp ?? 0 }
    /// The time between frames at the display's rate.
    public var duration: TimeInterval { link?.duration ?? 1 / VirtualClock.current.framesPerSecond }

    /// Whether the link skips frames (false by default); a paused link keeps its place on the clock.
    public var isPaused: Bool {
        get { paused }
        set { paused = newValue; link?.isPaused = newValue }
    }

    /// 0 (the default) means the display's rate.
    public var preferredFramesPerSecond: Int {
        get { preferredRate }
        set { preferredRate = max(0, newValue); link?.preferredFramesPerSecond = preferredRate }
    }

    /// The frame rates the link may run at (iOS 15): the link fires at the `preferred` rate (0: the display's),
    /// as ``preferredFramesPerSecond`` does; `.default` by default.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { frameRateRange }
        set {
            frameRateRange = newValue
            preferredFramesPerSecond = newValue.preferred.map { $0.isFinite ? Int($0.rounded()) : 0 } ?? 0
        }
    }

    private var frameRateRange = CAFrameRateRange.default
}

/// Core Animation's `CAFrameRateRange`: the minimum, maximum and preferred frame rates of a display link or
/// animation (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate (0: the display's).
    public var maximum: Float
    /// The rate wanted; nil lets the system choose.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's rate (all zeros).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
