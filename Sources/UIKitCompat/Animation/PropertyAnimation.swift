import Foundation
import Raster

/// One stored animation of one layer property: what `UIView.animate` records instead of running anything.
///
/// Animations are additive, as UIKit's are since iOS 8: the model holds the final value, and each animation
/// contributes an offset that starts at `from − to` and fades to zero along its timing, so a new animation
/// on a property that is already animating adds to the running one instead of jumping.
@MainActor
final class PropertyAnimation {
    enum Content {
        /// From and to vectors (see ``AnimationVector``).
        case basic(from: [Double], to: [Double])
        case keyframes(KeyframePath)
        /// `UIView.transition(with:…)`: the view's rendering before the change, faded out above the new one.
        case crossDissolve(snapshot: RenderNode)
        /// `UIView.transition(with:…)` flips: the old rendering turns away about `axis` (x, y) through a
        /// quarter turn, then the new one turns in; `direction` is the sign of the rotation angle.
        case flip(snapshot: RenderNode, axis: CGPoint, direction: Double)
    }

    /// Timing on a timeline (UIView.animate) or driven by a property animator.
    enum Driver {
        case timed(TimedTiming)
        case animator(UIViewPropertyAnimator, startFraction: Double)
    }

    struct TimedTiming {
        var timeline: AnimationTimeline
        /// Local time at which the animation starts (its delay included).
        var beginLocal: Double
        var duration: Double
        var curve: TimingCurve
        /// `.infinity` for `.repeat`.
        var repeatCount: Double
        var autoreverses: Bool

        var cycle: Double { duration * (autoreverses ? 2 : 1) }
        var activeDuration: Double { repeatCount.isInfinite ? .infinity : cycle * max(1, repeatCount) }

        /// The curve's progress at local time `local`, or nil once the animation is over.
        func progress(atLocalTime local: Double) -> Double? {
            let t = local - beginLocal
            if t < 0 { return 0 }  // Delayed: shows the from value (fill backwards, as UIKit does).
            if t >= activeDuration { return nil }
            guard duration > 0 else { return nil }
            let within = cycle > 0 ? t.truncatingRemainder(dividingBy: cycle) : 0
            let fraction = within < duration ? within / duration : 1 - (within - duration) / duration
            return curve.progress(at: fraction)
        }
    }

    enum State { case active, finished, removed }

    weak var layer: CALayer?
    let property: AnimatableProperty?
    let content: Content
    let driver: Driver
    private(set) var state = State.active
    weak var transaction: AnimationTransaction?

    init(layer: CALayer, property: AnimatableProperty?, content: Content, driver: Driver) {
        self.layer = layer
        self.property = property
        self.content = content
        // A timed animation begins at the layer's own time now (Core Animation's layer timing, Layer+Timing.swift).
        if case .timed(var timing) = driver, case let map = layer.timeMap, !map.isIdentity {
            let now = timing.timeline.clock.now
            timing.beginLocal +=
                timing.timeline.localTime(atClockTime: map.local(now))
                - timing.timeline.localTime(atClockTime: now)
            self.driver = .timed(timing)
        } else {
            self.driver = driver
        }
    }

    /// The time the animation's timeline reads now: the clock's, through the layer's timing.
    private func layerTime(_ timing: TimedTiming) -> Double {
        let now = timing.timeline.clock.now
        guard let map = layer?.timeMap, !map.isIdentity else { return now }
        return map.local(now)
    }

    /// The value-space progress now (0 = from, 1 = to), or nil when the animation no longer contributes.
    func currentProgress() -> Double? { currentAxisProgress()?.x }

    /// The value-space progress now along x (every property but position's y) and along position's y: they
    /// differ only under a property animator's spring whose `initialVelocity` has `dy != dx`.
    func currentAxisProgress() -> AxisProgress? {
        guard state == .active else { return nil }
        switch driver {
        case .timed(let timing):
            return timing.progress(atLocalTime: timing.timeline.localTime(atClockTime: layerTime(timing)))
                .map { AxisProgress(repeating: $0) }
        case .animator(let animator, let startFraction):
            return animator.progress(forAnimationStartingAt: startFraction, on: layer)
        }
    }

    /// What this animation adds to the model value now (nil: nothing).
    func currentOffset() -> [Double]? {
        guard let axes = currentAxisProgress() else { return nil }
        let p = axes.x
        switch content {
        case .basic(let from, let to):
            if property == .position, axes.y != p, from.count == 2, to.count == 2 {
                return [(from[0] - to[0]) * (1 - p), (from[1] - to[1]) * (1 - axes.y)]
            }
            return zip(from, to).map { ($0 - $1) * (1 - p) }
        case .keyframes(let path):
            return AnimationVector.difference(path.value(at: p), path.finalValue)
        case .crossDissolve, .flip:
            return nil
        }
    }

    /// Marks the animation finished (it reached its end) and detaches it from its layer.
    func finish() {
        guard state == .active else { return }
        state = .finished
        layer?.detach(self)
    }

    /// Removes the animation before it finished; its transaction's completion will report `finished == false`.
    func remove() {
        guard state == .active else { return }
        state = .removed
        layer?.detach(self)
        transaction?.animationWasRemoved()
    }

    /// The virtual time at which this animation ends under its timeline's current motion (nil: never, e.g.
    /// paused or repeating forever). Animator-driven animations end with their animator.
    func endClockTime() -> Double? {
        guard state == .active else { return nil }
        switch driver {
        case .timed(let timing):
            let end = timing.beginLocal + timing.activeDuration
            if let map = layer?.timeMap, !map.isIdentity {
                // Under layer timing: on the main timeline the end is where the layer's time reaches it; a
                // frozen layer past the end has ended, one before it never ends.
                guard timing.timeline === timing.timeline.clock.mainTimeline else {
                    guard map.scale != 0 else { return nil }
                    return timing.timeline.clockTime(whenAnimationEnds: end, begins: timing.beginLocal)
                }
                let now = timing.timeline.clock.now
                guard end.isFinite else { return nil }
                if map.scale > 0 { return max(now, map.clockTime(end)!) }
                return map.scale == 0 && map.local(now) >= end ? now : nil
            }
            guard end.isFinite else {
                // Repeating forever: only a backward play can end it.
                return timing.timeline.clockTime(whenAnimationEnds: .infinity, begins: timing.beginLocal)
                    .flatMap { $0.isFinite ? $0 : nil }
            }
            return timing.timeline.clockTime(whenAnimationEnds: end, begins: timing.beginLocal)
        case .animator:
            return nil
        }
    }

    /// True when the animation's timeline has played it back to (or before) its start.
    var wasPlayedBackToStart: Bool {
        guard case .timed(let timing) = driver else { return false }
        if case .segment(let s) = timing.timeline.motion, s.to < s.from {
            return timing.timeline.localTime(atClockTime: layerTime(timing)) <= timing.beginLocal
        }
        return false
    }
}
