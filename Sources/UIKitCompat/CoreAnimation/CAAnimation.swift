import Foundation

/// Core Animation's `CAAnimation`: the media timing every animation has (`CAMediaTiming`), a timing function,
/// a delegate and whether it leaves the layer when it ends.
///
/// Time, as Core Animation counts it: an animation added to a layer with `beginTime` 0 begins at the layer's
/// time then; otherwise `beginTime` is in the layer's time (`CACurrentMediaTime() + 0.5` starts it half a
/// second from now). Its local time is `(t − beginTime) × speed + timeOffset`; one cycle lasts ``duration``
/// (twice that when it ``autoreverses``), repeated ``repeatCount`` times or for ``repeatDuration`` seconds.
/// Outside its active time it shows nothing unless ``fillMode`` holds the first or last value. Times come from
/// the stage's virtual clock.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAAction {
    /// A new animation with Core Animation's defaults.
    public required override init() { super.init() }

    /// An animation of this class (Core Animation's `+animation`).
    public class func animation() -> Self { self.init() }

    /// The length of one cycle in seconds; 0 means Core Animation's default, 0.25 s.
    open var duration: TimeInterval = 0
    /// How the fraction of a cycle maps to progress; nil: linear (Core Animation's default for explicit
    /// animations).
    open var timingFunction: CAMediaTimingFunction?
    /// When true (the default) the animation leaves the layer when it ends; false keeps it attached, so a
    /// forwards ``fillMode`` keeps showing its last value.
    open var isRemovedOnCompletion = true
    /// When the animation begins, in its parent's time (the layer's, or its group's); see the class notes.
    open var beginTime: TimeInterval = 0
    /// Local seconds per second of the parent's time (1 by default).
    open var speed: Float = 1
    /// Added to the local time.
    open var timeOffset: TimeInterval = 0
    /// How many cycles play (fractions allowed; 0 means 1; `.infinity` forever).
    open var repeatCount: Float = 0
    /// How long the cycles repeat, in local seconds (0: use ``repeatCount``).
    open var repeatDuration: TimeInterval = 0
    /// Plays each cycle forward, then backward.
    open var autoreverses = false
    /// What shows outside the active time: `.removed` (nothing, the default), `.forwards`, `.backwards`,
    /// `.both`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Told when the animation starts and stops. Strong, as Core Animation's (a documented exception).
    open var delegate: (any CAAnimationDelegate)?

    /// Values set with `setValue(_:forKey:)` (CAAnimation+KeyValueCoding.swift).
    var keyedValues: [String: Any] = [:]

    /// True when this animation's model value changes should be taken into account (kept for app code).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Adds the animation to `anObject` (a layer) for `event`, as Core Animation runs an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy with the same settings (Core Animation copies an animation when it is added).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copySettings(from: self)
        return copy
    }

    /// Copies the settings of `other`; subclasses extend it.
    func copySettings(from other: CAAnimation) {
        duration = other.duration; timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion; beginTime = other.beginTime; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode; delegate = other.delegate
        keyedValues = other.keyedValues
    }

    // MARK: Evaluation (internal)

    /// The duration of one cycle: ``duration``, or 0.25 s when it is 0 or invalid.
    var cycleDuration: Double { duration.isFinite && duration > 0 ? duration : 0.25 }

    /// How long the animation is active, in its parent's time (infinity when it repeats forever).
    var activeDuration: Double {
        let cycle = cycleDuration * (autoreverses ? 2 : 1)
        let local: Double
        if repeatDuration.isFinite && repeatDuration > 0 {
            local = repeatDuration
        } else {
            let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
            local = count.isInfinite ? .infinity : cycle * count
        }
        let s = Double(speed)
        return s > 0 && s.isFinite ? local / s : (s == 0 ? .infinity : local / abs(s))
    }

    /// The fraction of one cycle (0…1, before the timing function) at the parent's time `t` measured from
    /// ``beginTime``, or nil when the animation shows nothing then (outside its active time, no fill).
    func cycleFraction(atElapsed t: Double) -> Double? {
        let s = Double(speed).isFinite ? Double(speed) : 1
        let active = activeDuration
        var local: Double
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            local = 0
        } else if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            local = active.isFinite ? active * abs(s) : 0
        } else {
            local = t * s
        }
        local += timeOffset
        let d = cycleDuration
        let cycle = d * (autoreverses ? 2 : 1)
        let total = active.isFinite ? active * abs(s) : .infinity
        // The end of the active time shows the end of the last cycle, not the start of the next one.
        var within = local.truncatingRemainder(dividingBy: cycle)
        if within < 0 { within += cycle }
        if within == 0 && local > 0 && local >= total - 1e-12 { within = cycle }
        let fraction = within <= d ? within / d : 2 - within / d
        return min(1, max(0, fraction))
    }

    /// The timing function applied to a cycle fraction (linear when there is none).
    func eased(_ fraction: Double) -> Double { timingFunction?.curve.progress(at: fraction) ?? fraction }

    /// Applies this animation at elapsed parent time `t` (from its begin) to `state`. Subclasses implement.
    func apply(atElapsed t: Double, to state: inout LayerState, model: LayerState, layer: CALayer) {}
}

/// Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shows nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Keeps the last value after the end (while the animation stays attached).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both of the above.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's `CAAnimationDelegate` (both methods optional).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at its begin time on the virtual clock).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
