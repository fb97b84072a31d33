import Foundation

/// An explicit animation attached to a layer: a copy of the app's animation, its key and its begin time in
/// the layer's time. The clock asks it when it starts and stops, to call the delegate and remove it.
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    /// The begin time in the layer's local time.
    let begin: Double
    weak var layer: CALayer?
    let sequence: Int
    private(set) var hasStarted = false
    private(set) var hasStopped = false

    init(key: String?, animation: CAAnimation, begin: Double, layer: CALayer, sequence: Int) {
        self.key = key; self.animation = animation; self.begin = begin; self.layer = layer; self.sequence = sequence
    }

    /// The layer time at which the active time ends (infinity when it repeats forever).
    var endLayerTime: Double { begin + animation.activeDuration }

    /// The clock time of the next thing to tell: its start, then its end (nil: never, e.g. frozen or endless).
    func nextEventTime() -> Double? {
        guard !hasStopped, let layer else { return nil }
        let map = layer.timeMap
        let now = VirtualClock.current.now
        func clockTime(_ layerTime: Double) -> Double? {
            guard layerTime.isFinite else { return nil }
            if map.scale > 0 { return max(now, map.clockTime(layerTime)!) }
            if map.scale == 0 { return map.local(now) >= layerTime ? now : nil }
            return nil
        }
        if !hasStarted { return clockTime(begin) }
        return clockTime(endLayerTime)
    }

    /// The clock time at which it stops (for transaction completions), nil when it never does.
    func stopClockTime() -> Double? {
        guard !hasStopped else { return VirtualClock.current.now }
        guard let layer else { return VirtualClock.current.now }
        let map = layer.timeMap
        guard endLayerTime.isFinite else { return nil }
        if map.scale > 0 { return max(VirtualClock.current.now, map.clockTime(endLayerTime)!) }
        return map.scale == 0 && map.local(VirtualClock.current.now) >= endLayerTime ? VirtualClock.current.now : nil
    }

    /// Called by the clock at ``nextEventTime()``.
    func handleClockEvent() {
        guard !hasStopped, let layer else { return }
        let layerTime = layer.timeMap.local(VirtualClock.current.now)
        if !hasStarted {
            hasStarted = true
            animation.delegate?.animationDidStart(animation)
            return
        }
        if layerTime >= endLayerTime - 1e-12 { stop(finished: true) }
    }

    /// Ends the animation: it leaves the layer if it is removed on completion (or was removed), and the
    /// delegate hears about it.
    func stop(finished: Bool) {
        guard !hasStopped else { return }
        hasStopped = true
        if !finished || animation.isRemovedOnCompletion {
            layer?.attachedAnimations.removeAll { $0 === self }
        }
        if !hasStarted, finished { animation.delegate?.animationDidStart(animation) }
        animation.delegate?.animationDidStop(animation, finished: finished)
    }
}

extension CALayer {
    /// `add(_:forKey:)`: copies the animation, resolves its begin time and attaches it.
    func attach(_ anim: CAAnimation, forKey key: String?) {
        if let transition = anim as? CATransition { return attachTransition(transition, forKey: key) }
        let copy = anim.copy() as! CAAnimation
        if let property = copy as? CAPropertyAnimation, property.parsedKeyPath == nil, !(copy is CAAnimationGroup) {
            VirtualClock.current.report(
                "CALayer.add(_:forKey:): key path \(property.keyPath ?? "nil") is not "
                    + "animatable here; the animation is kept but changes nothing")
        }
        let now = timeMap.local(VirtualClock.current.now)
        let begin = copy.beginTime == 0 ? now : copy.beginTime
        if let key { for old in attachedAnimations where old.key == key { detachAnimation(old, finished: false) } }
        let clock = VirtualClock.current
        let attached = AttachedAnimation(
            key: key, animation: copy, begin: begin, layer: self,
            sequence: clock.nextSequence())
        attachedAnimations.append(attached)
        clock.coreAnimations.append(attached)
        CATransaction.note(attached)
    }

    /// The attached animation for `key`: an explicit one, or an animation block's as a basic animation of its
    /// key path.
    func attachedAnimation(forKey key: String) -> CAAnimation? {
        if let attached = attachedAnimations.last(where: { $0.key == key }) {
            return attached.animation.copy() as? CAAnimation
        }
        guard
            let animation = animations.last(where: {
                $0.state == .active && ($0.property?.rawValue ?? "transition") == key
            })
        else { return nil }
        if animation.property == nil { return CATransition() }
        let basic = CABasicAnimation(keyPath: key)
        if case .timed(let timing) = animation.driver { basic.duration = timing.duration }
        return basic
    }

    /// Removes an attached animation: one still running stops (`finished` reported to its delegate); one that
    /// already ended and stayed attached (not removed on completion) just leaves.
    func detachAnimation(_ attached: AttachedAnimation, finished: Bool) {
        if attached.hasStopped {
            attachedAnimations.removeAll { $0 === attached }
        } else {
            attached.stop(finished: finished)
        }
    }

    /// Applies the explicit animations, oldest first, at the current virtual time.
    func applyAttachedAnimations(to state: inout LayerState) {
        let layerTime = timeMap.local(VirtualClock.current.now)
        let model = state
        for attached in attachedAnimations {
            attached.animation.apply(atElapsed: layerTime - attached.begin, to: &state, model: model, layer: self)
        }
    }

    /// A free-standing layer's implicit animation of `property`, about to change: Core Animation's default
    /// action (a basic animation from the value on screen, ``CATransaction``'s duration and timing), unless
    /// actions are disabled, the delegate or ``actions`` say otherwise, or the layer has never been on screen.
    func implicitlyAnimate(_ property: AnimatableProperty) {
        implicitlyAnimate(key: property.rawValue, from: presentationState().vector(property))
    }

    /// A shape or gradient value is about to change: a free-standing layer animates it implicitly; a view's
    /// layer does not (animation blocks do not animate these keys, as on iOS).
    func willChangeShape(_ key: ShapeKey) {
        guard owningView == nil else { return }
        implicitlyAnimate(key: key.rawValue, from: presentationState().shape.vector(key))
    }

    /// The implicit action for `key`, whose value on screen is `from` before the change.
    func implicitlyAnimate(key: String, from: [Double]?) {
        guard hasBeenPresented, parentLayer != nil || maskOwner != nil, !CATransaction.disableActions() else { return }
        guard let action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let copy = basic.copy() as! CABasicAnimation
            if copy.keyPath == nil { copy.keyPath = key }
            copy.implicitFrom = from
            if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
            add(copy, forKey: key)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}
