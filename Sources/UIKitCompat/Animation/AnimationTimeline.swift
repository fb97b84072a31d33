import Foundation

/// The local time that a set of animations runs on: Core Animation's layer timing (`speed`, `timeOffset`,
/// `beginTime`) for a group of animations, so the group can be frozen, scrubbed and played forward or
/// backward along another curve.
///
/// Every ``VirtualClock`` has a ``VirtualClock/mainTimeline`` whose local time is the clock's time. A
/// transition that must be scrubbed creates its own timeline and records the animations it starts with
/// ``record(_:)``:
///
/// ```swift
/// let timeline = AnimationTimeline(clock: stage.clock, pausedAt: 0)
/// timeline.record { animator.animateTransition(using: context) }  // UIView.animate calls join the timeline
/// timeline.localTime = 0.4 * duration                               // scrub (paused)
/// timeline.play(toLocalTime: duration, duration: 0.6 * duration, curve: .easeInOut)  // finish
/// timeline.play(toLocalTime: 0, duration: 0.4 * duration, curve: .easeInOut)         // or cancel
/// ```
///
/// Each animation keeps its own curve: scrubbing moves local time linearly. When a forward
/// ``play(toLocalTime:duration:curve:)`` ends, the timeline runs on at speed 1 (animations longer than the target
/// continue); when a backward play ends, the timeline stays paused at the target and every animation that has been
/// played back to its start is removed, its completion running with ``UIKitChoices/finishedFlagAfterReversal``.
@preconcurrency @MainActor
public final class AnimationTimeline {
    /// The clock whose time drives the timeline's local time.
    public let clock: VirtualClock

    enum Motion: Equatable {
        case running(clockStart: Double, localStart: Double, speed: Double)
        case paused(local: Double)
        case segment(Segment)
    }

    struct Segment: Equatable {
        var clockStart: Double
        var duration: Double
        var from: Double
        var to: Double
        var curve: TimingCurve
        var end: Double { clockStart + duration }
    }

    private(set) var motion: Motion

    /// A timeline running at speed 1 whose local time is 0 now.
    public init(clock: VirtualClock) {
        self.clock = clock
        motion = .running(clockStart: clock.now, localStart: 0, speed: 1)
    }

    /// A paused timeline at `localTime`.
    public init(clock: VirtualClock, pausedAt localTime: TimeInterval) {
        self.clock = clock
        motion = .paused(local: localTime.isFinite ? localTime : 0)
    }

    init(mainTimelineOf clock: VirtualClock) {
        self.clock = clock
        motion = .running(clockStart: 0, localStart: 0, speed: 1)
    }

    /// Runs `body`; every animation it creates with `UIView.animate`, keyframes or transitions (at any depth,
    /// but not later, e.g. in completion blocks) runs on this timeline, starting at the current local time.
    public func record(_ body: () throws -> Void) rethrows {
        AnimationContext.timelineStack.append(self)
        defer { AnimationContext.timelineStack.removeLast() }
        try body()
    }

    /// The local time now. Setting it pauses the timeline there (scrubbing).
    public var localTime: TimeInterval {
        get { localTime(atClockTime: clock.now) }
        set { motion = .paused(local: newValue.isFinite ? newValue : 0) }
    }

    /// True while the timeline is frozen (paused, or after a backward play ended).
    public var isPaused: Bool {
        switch effectiveMotion(atClockTime: clock.now) {
        case .paused: return true
        case .running(_, _, let speed): return speed == 0
        case .segment: return false
        }
    }

    /// Freezes the timeline at its current local time.
    public func pause() { motion = .paused(local: localTime) }

    /// Runs on from the current local time at `speed` local seconds per clock second (1 by default).
    public func resume(speed: Double = 1) {
        let speed = speed.isFinite ? speed : 1
        motion = .running(clockStart: clock.now, localStart: localTime, speed: speed)
    }

    /// Moves local time from its current value to `target` over `duration` clock seconds along `curve`.
    /// A zero (or invalid) duration jumps there at once.
    public func play(toLocalTime target: TimeInterval, duration: TimeInterval, curve: TimingCurve = .linear) {
        let target = target.isFinite ? target : localTime
        let duration = duration.isFinite && duration > 0 ? duration : 0
        motion = .segment(Segment(clockStart: clock.now, duration: duration, from: localTime, to: target, curve: curve))
    }

    /// The motion in effect at `c`, with an ended segment replaced by what follows it.
    func effectiveMotion(atClockTime c: Double) -> Motion {
        if case .segment(let s) = motion, c >= s.end {
            return s.to >= s.from ? .running(clockStart: s.end, localStart: s.to, speed: 1) : .paused(local: s.to)
        }
        return motion
    }

    func localTime(atClockTime c: Double) -> Double {
        switch effectiveMotion(atClockTime: c) {
        case .running(let cs, let ls, let speed): return ls + (c - cs) * speed
        case .paused(let local): return local
        case .segment(let s):
            guard s.duration > 0 else { return s.to }
            let fraction = (c - s.clockStart) / s.duration
            return s.from + (s.to - s.from) * s.curve.progress(at: fraction)
        }
    }

    /// The clock time at which an animation occupying local times `begin…end` ends: forward when local time
    /// reaches `end`, or backward when a backward play brings local time back to `begin` or before.
    /// Nil when that never happens under the current motion.
    func clockTime(whenAnimationEnds end: Double, begins begin: Double) -> Double? {
        let now = clock.now
        switch motion {
        case .paused:
            return nil
        case .running(let cs, let ls, let speed):
            if speed > 0 { return max(now, cs + (end - ls) / speed) }
            if speed < 0 { return max(now, cs + (begin - ls) / speed) }
            return nil
        case .segment(let s):
            if s.to >= s.from {
                if end <= s.from { return now }
                if end <= s.to {
                    let span = s.to - s.from
                    let fraction = span > 0 ? s.curve.fraction(forProgress: (end - s.from) / span) ?? 1 : 1
                    return max(now, s.clockStart + fraction * s.duration)
                }
                return max(now, s.end + (end - s.to))
            } else {
                return s.to <= begin ? max(now, s.end) : nil
            }
        }
    }
}
