import Foundation
import Raster

extension UIView {
    private static var animationsEnabled = true

    /// False inside ``setAnimationsEnabled(_:)`` with false: animation blocks then change values at once.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animation blocks on or off for everything that follows: while off, blocks change values at once (as
    /// UIKit's `setAnimationsEnabled(false)`).
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// The duration of the animation block being run (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.inheritedParameters?.duration ?? 0
    }

    // MARK: Basic and spring animations

    /// Animates the changes made in `animations` over `duration` seconds after `delay`, then calls `completion`
    /// with whether the animations ran to their end. Nested blocks inherit the duration, curve and repeat
    /// options unless `.overrideInherited…` says otherwise.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let clock = VirtualClock.current
        let duration = sanitize(duration, "duration", clock)
        let delay = sanitize(delay, "delay", clock)
        let timing = options.curve.timing(forDuration: duration)
        var p = AnimationContext.TimedParameters(
            duration: timing.duration, delay: delay, curve: timing.curve,
            repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse),
            beginFromCurrentState: options.contains(.beginFromCurrentState))
        if let inherited = AnimationContext.inheritedParameters {
            if !options.contains(.overrideInheritedDuration) { p.duration = inherited.duration }
            if !options.contains(.overrideInheritedCurve) { p.curve = inherited.curve }
            if !options.contains(.overrideInheritedOptions) {
                p.repeatCount = inherited.repeatCount
                p.autoreverses = inherited.autoreverses
            }
        }
        runTimed(p, clock: clock, layoutSubviews: options.contains(.layoutSubviews), animations, completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds, ease-in-out, without delay, then calls
    /// `completion` with whether they ran to their end.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds, ease-in-out, without delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring of damping ratio `dampingRatio` (1: no overshoot) fitted to `duration` (see
    /// ``UIKitChoices/springFitsDuration``); `velocity` is in distances per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let clock = VirtualClock.current
        let duration = sanitize(duration, "duration", clock)
        let p = AnimationContext.TimedParameters(
            duration: duration, delay: sanitize(delay, "delay", clock),
            curve: TimingCurve.fittedSpring(
                dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                duration: duration),
            repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse),
            beginFromCurrentState: options.contains(.beginFromCurrentState))
        runTimed(p, clock: clock, layoutSubviews: options.contains(.layoutSubviews), animations, completion)
    }

    /// iOS 17's spring: response `springDuration`, damping ratio from `bounce`; runs until the spring settles.
    public static func animate(
        springDuration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let clock = VirtualClock.current
        let spring = DampedSpring(
            duration: max(1e-3, sanitize(springDuration, "springDuration", clock)),
            bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        let timing = TimingCurve.settlingSpring(spring)
        let p = AnimationContext.TimedParameters(
            duration: timing.duration, delay: sanitize(delay, "delay", clock), curve: timing.curve,
            repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse),
            beginFromCurrentState: options.contains(.beginFromCurrentState))
        runTimed(p, clock: clock, layoutSubviews: options.contains(.layoutSubviews), animations, completion)
    }

    private static func runTimed(
        _ p: AnimationContext.TimedParameters, clock: VirtualClock, layoutSubviews: Bool,
        _ animations: @MainActor () -> Void, _ completion: (@MainActor (Bool) -> Void)?
    ) {
        if let animator = AnimationContext.enclosingAnimator {
            // Inside a property animator's block the changes join the animator and take its timing.
            animations()
            if let completion { animator.addCompletion { completion($0 == .end) } }
            return
        }
        let transaction = AnimationTransaction(clock: clock, completion: completion)
        let context = AnimationContext(
            kind: animationsEnabled ? .timed(p) : .withoutAnimation, transaction: transaction)
        AnimationContext.run(context) {
            animations()
            if layoutSubviews {
                for change in context.changes { change.layer.owningView?.layoutIfNeeded() }
            }
        }
        if animationsEnabled { context.makeTimedAnimations(p, into: transaction) }
        clock.transactions.append(transaction)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        withoutActuallyEscaping(actionsWithoutAnimation) { body in
            AnimationContext.run(AnimationContext(kind: .withoutAnimation)) { body() }
        }
    }

    /// Inside an animation block: the animations made in `animations` repeat `count` times (fractions
    /// allowed) and optionally autoreverse. Outside one, `animations` just runs.
    public static func modifyAnimations(
        withRepeatCount count: CGFloat, autoreverses: Bool,
        animations: () -> Void
    ) {
        guard var p = AnimationContext.inheritedParameters,
            let transaction = AnimationContext.stack.last(where: { $0.transaction != nil })?.transaction
        else {
            return animations()
        }
        p.repeatCount = count.isFinite && count > 0 ? Double(count) : 1
        p.autoreverses = autoreverses
        let context = AnimationContext(kind: .timed(p), transaction: transaction)
        withoutActuallyEscaping(animations) { body in AnimationContext.run(context) { body() } }
        context.makeTimedAnimations(p, into: transaction)
    }

    static func sanitize(_ value: TimeInterval, _ name: String, _ clock: VirtualClock) -> TimeInterval {
        if value.isFinite && value >= 0 { return value }
        clock.report("animation \(name) must be finite and ≥ 0, got \(value); using 0")
        return 0
    }

    // MARK: Keyframes

    /// Animates the keyframes added in `animations` with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` over `duration`; an overall ease-in-out is
    /// laid over the key times unless the curve bits say linear.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let clock = VirtualClock.current
        let duration = sanitize(duration, "duration", clock)
        let timing = options.curve.timing(forDuration: duration)
        let p = AnimationContext.TimedParameters(
            duration: timing.duration, delay: sanitize(delay, "delay", clock), curve: timing.curve,
            repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse),
            beginFromCurrentState: options.contains(.beginFromCurrentState))
        let transaction = AnimationTransaction(clock: clock, completion: completion)
        guard animationsEnabled else {
            performWithoutAnimation { animations() }
            clock.transactions.append(transaction)
            return
        }
        let animator = AnimationContext.current.flatMap { context -> (UIViewPropertyAnimator, Double)? in
            if case .animator(let a, let start) = context.kind { return (a, start) }
            return nil
        }
        let context = AnimationContext(kind: .keyframes(p), transaction: transaction)
        AnimationContext.run(context, animations)
        // Changes made directly in the block span the whole animation.
        for change in context.changes {
            context.keyframeEntries.append(
                AnimationContext.KeyframeEntry(
                    layer: change.layer, property: change.property, start: 0, duration: 1, before: change.before,
                    after: change.layer.modelState.vector(change.property)))
        }
        let paths = keyframePaths(context.keyframeEntries, mode: options.calculationMode)
        if let (animator, startFraction) = animator {
            // Inside a property animator's block (the scrubbable-keyframes pattern): the keyframes take the
            // animator's timing and the duration passed here is ignored.
            animator.adoptKeyframes(paths, startFraction: startFraction)
            if let completion { animator.addCompletion { completion($0 == .end) } }
            return
        }
        let timeline = AnimationContext.timeline(for: clock)
        let keyframeTiming = PropertyAnimation.TimedTiming(
            timeline: timeline, beginLocal: timeline.localTime + p.delay, duration: p.duration, curve: p.curve,
            repeatCount: p.repeatCount, autoreverses: p.autoreverses)
        for (layer, property, path) in paths {
            let animation = PropertyAnimation(
                layer: layer, property: property, content: .keyframes(path),
                driver: .timed(keyframeTiming))
            layer.animations.append(animation)
            transaction.add(animation)
        }
        clock.transactions.append(transaction)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: the changes in
    /// `animations` happen between `frameStartTime` and `frameStartTime + frameDuration` (fractions of the
    /// whole duration). Outside one, `animations` just runs.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void
    ) {
        guard let parent = AnimationContext.current, case .keyframes = parent.kind else { return animations() }
        let start = frameStartTime.isFinite ? min(1, max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? min(1 - start, max(0, frameDuration)) : 0
        let context = AnimationContext(kind: .keyframe(start: start, duration: length))
        AnimationContext.run(context, animations)
        for change in context.changes {
            parent.keyframeEntries.append(
                AnimationContext.KeyframeEntry(
                    layer: change.layer, property: change.property, start: start, duration: length,
                    before: change.before, after: change.layer.modelState.vector(change.property)))
        }
    }

    /// One keyframe path per animated (layer, property), in the order first touched.
    static func keyframePaths(_ entries: [AnimationContext.KeyframeEntry], mode: KeyframePath.CalculationMode)
        -> [(CALayer, AnimatableProperty, KeyframePath)]
    {
        struct Key: Hashable { var layer: ObjectIdentifier; var property: AnimatableProperty }
        var order: [Key] = []
        var groups: [Key: [AnimationContext.KeyframeEntry]] = [:]
        for entry in entries {
            let key = Key(layer: ObjectIdentifier(entry.layer), property: entry.property)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        return order.map { key in
            // Sorted by start time, keeping the order of equal starts.
            let group = groups[key]!.enumerated().sorted {
                ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
            }
            .map(\.element)
            let layer = group[0].layer
            var times: [Double] = [0]
            var values: [[Double]] = [group[0].before]
            func append(_ time: Double, _ value: [Double]) {
                times.append(max(times[times.count - 1], min(1, time)))
                values.append(value)
            }
            for entry in group {
                if mode == .discrete {
                    append(entry.start, entry.after)
                } else {
                    if entry.start > times[times.count - 1] { append(entry.start, values[values.count - 1]) }
                    append(entry.start + entry.duration, entry.after)
                }
            }
            let final = layer.modelState.vector(key.property)
            if times[times.count - 1] < 1 { append(1, final) } else { values[values.count - 1] = final }
            return (layer, key.property, KeyframePath(keyTimes: times, values: values, mode: mode))
        }
    }

    // MARK: Transitions

    /// Changes `view` in `animations` with a transition of its whole rendering: `.transitionCrossDissolve`
    /// fades from the old rendering to the new (see ``UIKitChoices/crossDissolveDrawsOldSnapshotAbove``);
    /// `.transitionFlipFromLeft/Right/Top/Bottom` turn the old rendering away and the new one in, about the
    /// view's vertical or horizontal axis, with perspective (``UIKitChoices/flipTransitionEyeDistance``).
    /// Curls are private effects and are drawn as a cross-dissolve. The changes themselves are not animated
    /// unless `.allowAnimatedContent` is given.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let clock = VirtualClock.current
        let duration = sanitize(duration, "duration", clock)
        let timing = options.curve.timing(forDuration: duration)
        let p = AnimationContext.TimedParameters(
            duration: timing.duration, delay: 0, curve: timing.curve, repeatCount: 1, autoreverses: false,
            beginFromCurrentState: false)
        let transaction = AnimationTransaction(clock: clock, completion: completion)
        let snapshot = view.presentationRenderNode()
        let animated = options.contains(.allowAnimatedContent) && animationsEnabled
        let context = AnimationContext(kind: animated ? .timed(p) : .withoutAnimation, transaction: transaction)
        AnimationContext.run(context) { animations?() }
        if animated { context.makeTimedAnimations(p, into: transaction) }
        if animationsEnabled && options.transitionKind != 0 {
            let timeline = AnimationContext.timeline(for: clock)
            let content: PropertyAnimation.Content
            switch options.transitionKind {
            // From the left: the left edge comes towards the viewer (a positive turn about the y axis).
            case 1: content = .flip(snapshot: snapshot, axis: CGPoint(x: 0, y: 1), direction: 1)
            case 2: content = .flip(snapshot: snapshot, axis: CGPoint(x: 0, y: 1), direction: -1)
            // From the top: the top edge comes towards the viewer (a negative turn about the x axis).
            case 6: content = .flip(snapshot: snapshot, axis: CGPoint(x: 1, y: 0), direction: -1)
            case 7: content = .flip(snapshot: snapshot, axis: CGPoint(x: 1, y: 0), direction: 1)
            default: content = .crossDissolve(snapshot: snapshot)
            }
            let animation = PropertyAnimation(
                layer: view.layer, property: nil, content: content,
                driver: .timed(
                    .init(
                        timeline: timeline, beginLocal: timeline.localTime, duration: p.duration,
                        curve: p.curve, repeatCount: 1, autoreverses: false)))
            view.layer.animations.append(animation)
            transaction.add(animation)
        }
        clock.transactions.append(transaction)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition of the superview
    /// (`.showHideTransitionViews` hides and shows instead of removing and adding).
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let parent = fromView.superview else {
            VirtualClock.current.report("transition(from:to:) needs fromView in a superview")
            VirtualClock.current.async { completion?(true) }
            return
        }
        transition(
            with: parent, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    parent.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}
