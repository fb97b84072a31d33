import Foundation

/// A layer's media timing: Core Animation's `speed`, `timeOffset` and `beginTime`.
struct LayerTiming: Equatable {
    var speed: Double = 1
    var timeOffset: Double = 0
    var beginTime: Double = 0

    var isIdentity: Bool { speed == 1 && timeOffset == 0 && beginTime == 0 }

    /// The local time for the parent's time `t`: (t − beginTime) × speed + timeOffset.
    func local(_ t: Double) -> Double { (t - beginTime) * speed + timeOffset }
}

/// The affine map from the clock's time `c` to a layer's local time: `scale × c + offset`.
struct LayerTimeMap: Equatable {
    var scale: Double
    var offset: Double

    static let identity = LayerTimeMap(scale: 1, offset: 0)

    var isIdentity: Bool { scale == 1 && offset == 0 }

    func local(_ c: Double) -> Double { scale * c + offset }

    /// The clock time at which local time is `t` (nil when the layer's time stands still).
    func clockTime(_ t: Double) -> Double? { scale == 0 ? nil : (t - offset) / scale }

    /// This map followed by a child layer's timing.
    func then(_ timing: LayerTiming) -> LayerTimeMap {
        LayerTimeMap(
            scale: scale * timing.speed,
            offset: (offset - timing.beginTime) * timing.speed + timing.timeOffset)
    }
}

extension CALayer {
    /// Core Animation's `speed`: local seconds per second of the superlayer's time (1 by default). 0 freezes
    /// this layer and its sublayers, together with ``timeOffset`` the usual way to scrub a group of animations
    /// by hand; a negative speed runs time backwards. Animations of the layer and its sublayers (the views'
    /// `UIView.animate` animations and the animations of running property animators) run on this time.
    public var speed: Float {
        get { Float(timing.speed) }
        set { if accepts(Double(newValue), "speed") { timing.speed = Double(newValue) } }
    }

    /// Core Animation's `timeOffset`: added to the local time (0 by default).
    public var timeOffset: TimeInterval {
        get { timing.timeOffset }
        set { if accepts(newValue, "timeOffset") { timing.timeOffset = newValue } }
    }

    /// Core Animation's `beginTime`: when, in the superlayer's time, this layer's local time starts (0 by
    /// default).
    public var beginTime: TimeInterval {
        get { timing.beginTime }
        set { if accepts(newValue, "beginTime") { timing.beginTime = newValue } }
    }

    private func accepts(_ value: Double, _ property: String) -> Bool {
        if value.isFinite { return true }
        let kept = currentValue(property)
        VirtualClock.current.report("layer.\(property) must be a finite number, got \(value); kept \(kept)")
        return false
    }

    private func currentValue(_ property: String) -> Double {
        switch property {
        case "speed": return timing.speed
        case "timeOffset": return timing.timeOffset
        default: return timing.beginTime
        }
    }

    /// Converts `t` from `layer`'s local time (nil: the clock's time, `CACurrentMediaTime()`) to this layer's.
    /// When `layer`'s time stands still (speed 0 somewhere above it), its time maps to the clock's present.
    public func convertTime(_ t: TimeInterval, from layer: CALayer?) -> TimeInterval {
        let clock = layer.flatMap { $0.timeMap.clockTime(t) } ?? (layer == nil ? t : VirtualClock.current.now)
        return timeMap.local(clock)
    }

    /// Converts `t` from this layer's local time to `layer`'s (nil: the clock's time).
    public func convertTime(_ t: TimeInterval, to layer: CALayer?) -> TimeInterval {
        let clock = timeMap.clockTime(t) ?? VirtualClock.current.now
        return layer.map { $0.timeMap.local(clock) } ?? clock
    }

    /// The map from the clock's time to this layer's local time, through every ancestor's timing (the
    /// superlayer chain; a view's layer's superlayer is its superview's layer).
    var timeMap: LayerTimeMap {
        var chain: [LayerTiming] = []
        var current: CALayer? = self
        while let layer = current {
            if !layer.timing.isIdentity { chain.append(layer.timing) }
            current = layer.timeParent
        }
        return chain.reversed().reduce(LayerTimeMap.identity) { $0.then($1) }
    }
}
