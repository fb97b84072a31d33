import Foundation

/// A scroll view moving on its own, computed from its start at each display frame (never accumulated, so
/// every run gives the same offsets): a deceleration after a drag or an animated `setContentOffset`.
struct ScrollMotion {
    enum Kind {
        /// Approaches the target keeping `rate` of the remaining distance's speed per millisecond.
        case deceleration(rate: Double)
        /// Follows `curve` from start to target over `duration` seconds.
        case animation(duration: TimeInterval, curve: TimingCurve)
    }

    var from: CGPoint
    var to: CGPoint
    var kind: Kind
    /// Virtual time the motion started.
    var start: TimeInterval

    /// The offset at virtual time `time`, and whether the motion is over (the offset is then the target).
    /// A deceleration ends once less than half a pixel (at `scale`) remains.
    func offset(at time: TimeInterval, scale: CGFloat) -> (CGPoint, Bool) {
        let elapsed = max(0, time - start)
        let fraction: Double
        switch kind {
        case .deceleration(let rate):
            let remaining = pow(rate, elapsed * 1000)
            let distance = max(abs(to.x - from.x), abs(to.y - from.y))
            if Double(distance) * remaining < 0.5 / Double(max(1, scale)) { return (to, true) }
            fraction = 1 - remaining
        case .animation(let duration, let curve):
            guard duration > 0, elapsed < duration else { return (to, true) }
            fraction = curve.progress(at: elapsed / duration)
        }
        return (CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction), false)
    }
}
