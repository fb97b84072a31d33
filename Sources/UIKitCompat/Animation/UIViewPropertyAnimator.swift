import Foundation

/// UIKit's `UIViewPropertyAnimator`: animations driven by one fraction that can be started, paused,
/// scrubbed (``fractionComplete``), reversed, continued along new timing, stopped and finished.
///
/// States follow UIKit: `.inactive` → (`startAnimation`, `pauseAnimation`, setting `fractionComplete`) →
/// `.active` → (reaching the end) → `.inactive`, or `stopAnimation(false)` → `.stopped` →
/// `finishAnimation(at:)` → `.inactive`. Calls that UIKit rejects with an exception are ignored here and
/// recorded in the clock's ``VirtualClock/diagnostics``.
///
/// The animations block given at creation runs when the animator first starts or pauses (the model values
/// change then). Running animations follow Core Animation's layer timing as UIKit's do: each one runs on its
/// layer's local time (`layer.speed` of the view or of any ancestor up to the window slows, freezes or reverses
/// it, `timeOffset` scrubs it), and the animator completes when the last of them has reached its end
/// (``UIKitChoices/propertyAnimatorsFollowLayerTime``). Animations added while active start at the current fraction
/// (plus `delayFactor` of the remainder) and run over the rest of the duration.
@preconcurrency @MainActor
public final class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration given at creation.
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// The timing given at creation: a cubic curve or a spring.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Inactive, active (running or paused) or stopped; see the state diagram above.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// When true (the default), a paused animator maps ``fractionComplete`` to progress linearly.
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused instead of finishing it.
    public var pausesOnCompletion = false
    /// Kept for app code (true by default); Flipbook's animators can always be paused, reversed and scrubbed, and read
    /// nothing from it.
    public var isInterruptible = true
    /// Kept for app code (true by default): whether the animated views take touches in UIKit; Flipbook reads nothing
    /// from it.
    public var isUserInteractionEnabled = true
    /// Kept for app code (false by default); Flipbook's hit testing uses the model values, as UIKit's does
    /// without it.
    public var isManualHitTestingEnabled = false

    let clock: VirtualClock
    /// The animator's curve along x (every property but position's y) and along position's y (a spring's
    /// `initialVelocity.dy`).
    private let baseCurves: AxisTiming
    /// The duration the base curve actually runs (springs that settle and curve 7 replace `duration`).
    private let effectiveDuration: TimeInterval
    private var pendingAnimations: [(block: @MainActor () -> Void, delayFactor: Double)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var animations: [PropertyAnimation] = []
    private var records: [(layer: CALayer, property: AnimatableProperty, from: [Double], to: [Double])] = []
    private(set) var eventSequence = 0
    private var reversed = false

    private enum Continuation {
        /// The animator's own curve, rescaled to go from the current progress to the end.
        case original
        case custom(AxisTiming)
    }

    private enum Motion {
        case idle(fraction: Double)
        case paused(fraction: Double, progress: AxisProgress)
        case running(
            clockStart: Double, fraction: Double, progress: AxisProgress, remaining: Double,
            continuation: Continuation)
    }

    private var motion = Motion.idle(fraction: 0)
    /// Per animated layer: the clock's time and the layer's local time when the animator started running (or
    /// when the layer's first animation joined a running animator), as Core Animation stamps an animation's
    /// begin time in its layer's time.
    private var layerClocks: [ObjectIdentifier: (clock: Double, local: Double)] = [:]

    // MARK: Creating

    /// An inactive animator of `duration` seconds along `parameters` (a spring that settles on its own replaces the
    /// duration); add animations, then start it.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        clock = VirtualClock.current
        self.duration = UIView.sanitize(duration, "property animator duration", clock)
        timingParameters = parameters
        baseCurves = parameters.axisTiming(forDuration: self.duration)
        effectiveDuration = baseCurves.duration
        super.init()
    }

    /// An inactive animator of no duration along the default cubic curve (ease in, ease out), as app code makes a
    /// placeholder it replaces later (`private var animator = UIViewPropertyAnimator()`). UIKit inherits `init()`
    /// from `NSObject` and does not document it (``UIKitChoices/emptyPropertyAnimatorInit``).
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An inactive animator of `duration` seconds along the named `curve`, with `animations` as its first block.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator of `duration` seconds along the Bézier curve through the two control points, with
    /// `animations` as its first block.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator of `duration` seconds along a spring of damping ratio `ratio` fitted to the duration, with
    /// `animations` as its first block.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator and starts it at once (after `delay`).
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    )
        -> UIViewPropertyAnimator
    {
        let animator = UIViewPropertyAnimator(
            duration: duration,
            timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// Whether the animator is active and not paused (an animator waiting out its start delay counts as
    /// running).
    public var isRunning: Bool {
        if case .running = motion { return state == .active }
        return false
    }

    /// Reversing a running animator turns it around where it is, without a jump.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if case .running = motion {
                let (f, p) = current()
                reversed = newValue
                run(from: f, progress: p, remaining: remainingTime(from: f), continuation: .original, start: clock.now)
            } else {
                reversed = newValue
            }
        }
    }

    /// The fraction of the duration that has elapsed (0…1). Settable while paused or inactive (an inactive
    /// animator becomes active and paused); with ``scrubsLinearly`` the progress equals the fraction.
    public var fractionComplete: CGFloat {
        get { CGFloat(current().fraction) }
        set {
            guard state != .stopped else { return reject("set fractionComplete on a stopped animator") }
            if isRunning { return reject("set fractionComplete on a running animator (pause it first)") }
            if state == .inactive { activate() }
            let f = newValue.isFinite ? min(1, max(0, Double(newValue))) : 0
            motion = .paused(
                fraction: f, progress: scrubsLinearly ? AxisProgress(repeating: f) : baseCurves.progress(at: f))
        }
    }

    private func reject(_ message: String) {
        clock.report("UIViewPropertyAnimator: cannot \(message) (UIKit raises an exception)")
    }

    // MARK: Animations and completions

    /// Adds an animation block: kept for the start while inactive, run at once (its animations starting where the
    /// animator is) while active; refused while stopped.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// While inactive the block is kept for the start; while active it runs now and its animations start
    /// after `delayFactor` of the remaining duration.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active:
            let f = current().fraction
            record(animation, startFraction: f + factor * (1 - f))
        case .stopped: reject("add animations to a stopped animator")
        }
    }

    /// Adds a block run with the final position when the animator ends; completions run in the order added.
    public func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func record(_ block: @MainActor () -> Void, startFraction: Double) {
        let context = AnimationContext(kind: .animator(self, startFraction: startFraction))
        AnimationContext.run(context, block)
        for change in context.changes {
            let after = change.layer.modelState.vector(change.property)
            let animation = PropertyAnimation(
                layer: change.layer, property: change.property,
                content: .basic(from: change.before, to: after),
                driver: .animator(self, startFraction: startFraction))
            change.layer.animations.append(animation)
            animations.append(animation)
            records.append((change.layer, change.property, change.before, after))
            stampLayerClock(change.layer)
        }
    }

    /// Keyframes made inside this animator's block: driven by its progress.
    func adoptKeyframes(_ paths: [(CALayer, AnimatableProperty, KeyframePath)], startFraction: Double) {
        for (layer, property, path) in paths {
            let animation = PropertyAnimation(
                layer: layer, property: property, content: .keyframes(path),
                driver: .animator(self, startFraction: startFraction))
            layer.animations.append(animation)
            animations.append(animation)
            records.append((layer, property, path.values[0], path.finalValue))
            stampLayerClock(layer)
        }
    }

    private func activate() {
        state = .active
        motion = .paused(fraction: 0, progress: .zero)
        clock.register(self)
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { record(block, startFraction: factor) }
    }

    // MARK: Running

    /// Starts (or resumes) the animator now; refused while stopped.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animator after `delay` seconds; the first start runs the pending animation blocks.
    /// Refused while stopped.
    public func startAnimation(afterDelay delay: TimeInterval) {
        let delay = UIView.sanitize(delay, "property animator delay", clock)
        switch state {
        case .stopped: return reject("start a stopped animator")
        case .inactive:
            self.delay = delay
            activate()
        case .active:
            if isRunning { return }
        }
        let (f, p) = current()
        run(from: f, progress: p, remaining: remainingTime(from: f), continuation: .original, start: clock.now + delay)
    }

    /// Pauses the animator where it is; an inactive one becomes active and paused at fraction 0. Refused while stopped.
    public func pauseAnimation() {
        switch state {
        case .stopped: reject("pause a stopped animator")
        case .inactive: activate()
        case .active:
            let (f, p) = current()
            motion = .paused(fraction: f, progress: p)
        }
    }

    /// Continues a paused (or running) animator from where it is, over `durationFactor × duration`, along
    /// `parameters` (nil: the animator's own curve), in the direction of ``isReversed``.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?,
        durationFactor: CGFloat
    ) {
        guard state == .active else { return reject("continue an animator that is not active") }
        let factor = durationFactor.isFinite && durationFactor >= 0 ? Double(durationFactor) : 1
        let (f, p) = current()
        let remaining = factor * duration
        if let parameters {
            let timing = parameters.axisTiming(forDuration: remaining)
            run(from: f, progress: p, remaining: timing.duration, continuation: .custom(timing), start: clock.now)
        } else {
            run(from: f, progress: p, remaining: remaining, continuation: .original, start: clock.now)
        }
    }

    /// Stops the animations where they are (the model takes the values on screen). With `withoutFinishing`
    /// the animator becomes inactive and no completion runs; otherwise it is `.stopped` until
    /// ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return reject("stop an animator that is not active") }
        for layer in uniqueLayers() {
            var vectors: [AnimatableProperty: [Double]] = [:]
            for animation in animations where animation.layer === layer {
                guard let property = animation.property, let offset = animation.currentOffset() else { continue }
                if vectors[property] == nil { vectors[property] = layer.modelState.vector(property) }
                AnimationVector.add(&vectors[property]!, offset)
            }
            for (property, vector) in vectors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                setModel(layer, property, vector)
            }
        }
        for animation in animations { animation.finish() }
        animations = []
        let f = current().fraction
        motion = .idle(fraction: f)
        clock.unregister(self)
        if withoutFinishing {
            state = .inactive
            records = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the model takes the end values, the start values or stays as it is, and the
    /// completions run with `finalPosition`.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return reject("finish an animator that is not stopped") }
        apply(finalPosition)
        state = .inactive
        runCompletions(finalPosition)
    }

    private func apply(_ position: UIViewAnimatingPosition) {
        switch position {
        case .end: for r in records { setModel(r.layer, r.property, r.to) }
        case .start: for r in records.reversed() { setModel(r.layer, r.property, r.from) }
        case .current: break
        }
    }

    private func runCompletions(_ position: UIViewAnimatingPosition) {
        records = []
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }

    private func setModel(_ layer: CALayer, _ property: AnimatableProperty, _ vector: [Double]) {
        let oldSize = layer.modelState.bounds.size
        layer.modelState.setVector(vector, for: property)
        if property == .bounds, layer.modelState.bounds.size != oldSize {
            UIView.performWithoutAnimation { layer.owningView?.boundsSizeDidChange(from: oldSize) }
        }
    }

    private func uniqueLayers() -> [CALayer] {
        var seen = Set<ObjectIdentifier>()
        var result: [CALayer] = []
        for animation in animations {
            guard let layer = animation.layer, seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            result.append(layer)
        }
        return result
    }

    // MARK: Timing

    private func remainingTime(from fraction: Double) -> Double {
        (reversed ? fraction : 1 - fraction) * effectiveDuration
    }

    private func run(
        from fraction: Double, progress: AxisProgress, remaining: Double, continuation: Continuation,
        start: Double
    ) {
        eventSequence = clock.nextSequence()
        motion = .running(
            clockStart: start, fraction: fraction, progress: progress, remaining: max(0, remaining),
            continuation: continuation)
        layerClocks = [:]
        for layer in uniqueLayers() { layerClocks[ObjectIdentifier(layer)] = (start, layer.timeMap.local(start)) }
        clock.register(self)
    }

    /// Stamps a layer whose first animation joins a running animator: its time counts from now.
    private func stampLayerClock(_ layer: CALayer) {
        guard case .running = motion, layerClocks[ObjectIdentifier(layer)] == nil else { return }
        layerClocks[ObjectIdentifier(layer)] = (clock.now, layer.timeMap.local(clock.now))
    }

    /// The animator's time as `layer` sees it: the clock's time at the last start, plus the layer's local time
    /// elapsed since (the clock's time for a layer the animator does not animate, or none).
    private func animatorTime(for layer: CALayer?) -> Double {
        guard let layer, let stamp = layerClocks[ObjectIdentifier(layer)] else { return clock.now }
        return stamp.clock + (layer.timeMap.local(clock.now) - stamp.local)
    }

    /// The time the animator's own state (``fractionComplete``, pausing, reversing) reads: that of the first
    /// layer it animates.
    private var referenceTime: Double { animatorTime(for: animations.lazy.compactMap(\.layer).first) }

    /// The fraction of the duration and the progress of the animations (value space) now, in the animator's
    /// reference time.
    private func current() -> (fraction: Double, progress: AxisProgress) { current(at: referenceTime) }

    /// The fraction and progress (along x and position's y) at animator time `now`.
    private func current(at now: Double) -> (fraction: Double, progress: AxisProgress) {
        switch motion {
        case .idle(let f): return (f, AxisProgress(repeating: f))
        case .paused(let f, let p): return (f, p)
        case .running(let start, let f0, let p0, let remaining, let continuation):
            let tau = remaining > 0 ? min(1, max(0, (now - start) / remaining)) : (now >= start ? 1 : 0)
            let f = reversed ? f0 * (1 - tau) : f0 + (1 - f0) * tau
            var p = p0
            for axis in 0..<2 {
                switch continuation {
                case .custom(let curves):
                    let c = axis == 0 ? curves.curve.progress(at: tau) : curves.yCurve.progress(at: tau)
                    p[axis] = reversed ? p0[axis] * (1 - c) : p0[axis] + (1 - p0[axis]) * c
                case .original:
                    let curve = axis == 0 ? baseCurves.curve : baseCurves.yCurve
                    let c0 = curve.progress(at: f0), c = curve.progress(at: f)
                    if reversed {
                        p[axis] = abs(c0) > 1e-12 ? p0[axis] * c / c0 : p0[axis] * (1 - tau)
                    } else {
                        p[axis] =
                            abs(1 - c0) > 1e-12
                            ? p0[axis] + (1 - p0[axis]) * (c - c0) / (1 - c0) : p0[axis] + (1 - p0[axis]) * tau
                    }
                }
            }
            return (f, p)
        }
    }

    /// The progress (along x and position's y) of an animation of `layer` that starts at `startFraction` of the
    /// duration.
    func progress(forAnimationStartingAt startFraction: Double, on layer: CALayer?) -> AxisProgress? {
        let (f, p) = current(at: animatorTime(for: layer))
        if startFraction <= 0 { return p }
        guard startFraction < 1 else { return AxisProgress(repeating: f >= 1 ? 1 : 0) }
        let q = min(1, max(0, (f - startFraction) / (1 - startFraction)))
        if case .paused = motion, scrubsLinearly { return AxisProgress(repeating: q) }
        return baseCurves.progress(at: q)
    }

    /// When the last animated layer's time reaches the end (nil: never, a layer's time standing still or
    /// running backwards).
    func nextEventTime() -> Double? {
        guard state == .active, case .running(let start, _, _, let remaining, _) = motion else { return nil }
        var latest = start + remaining
        for layer in uniqueLayers() {
            guard let stamp = layerClocks[ObjectIdentifier(layer)] else { continue }
            let map = layer.timeMap
            if map.isIdentity && stamp.clock == stamp.local { continue }
            // The clock time at which the layer's local time has advanced by (end − stamp.clock).
            let endLocal = stamp.local + (start + remaining - stamp.clock)
            if map.local(clock.now) >= endLocal { continue }
            guard map.scale > 0, let end = map.clockTime(endLocal) else { return nil }
            latest = max(latest, end)
        }
        return max(clock.now, latest)
    }

    /// The animator reached its end (or its start, reversed).
    func handleClockEvent() {
        guard state == .active, case .running = motion else { return }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        let endFraction: Double = reversed ? 0 : 1
        if pausesOnCompletion {
            motion = .paused(fraction: endFraction, progress: AxisProgress(repeating: endFraction))
            return
        }
        apply(position)
        for animation in animations { animation.finish() }
        animations = []
        motion = .idle(fraction: endFraction)
        state = .inactive
        clock.unregister(self)
        runCompletions(position)
    }
}
