import Foundation
import Raster

/// The animation block being run: what a property change inside it turns into.
///
/// Animation calls push a context, run the app's block, pop the context and turn the recorded changes into
/// ``PropertyAnimation``s. Only the innermost context records a change.
@MainActor
final class AnimationContext {
    struct TimedParameters {
        var duration: Double
        var delay: Double
        var curve: TimingCurve
        var repeatCount: Double
        var autoreverses: Bool
        var beginFromCurrentState: Bool
    }

    struct KeyframeEntry {
        var layer: CALayer
        var property: AnimatableProperty
        var start: Double
        var duration: Double
        var before: [Double]
        var after: [Double]
    }

    enum Kind {
        /// `performWithoutAnimation`, a transition's body, or animations disabled.
        case withoutAnimation
        case timed(TimedParameters)
        /// `animateKeyframes`: collects keyframes; changes made directly in its block span the whole duration.
        case keyframes(TimedParameters)
        /// `addKeyframe(withRelativeStartTime:relativeDuration:)`.
        case keyframe(start: Double, duration: Double)
        /// Animations of a property animator, starting at a fraction of its duration.
        case animator(UIViewPropertyAnimator, startFraction: Double)
    }

    struct Change {
        var layer: CALayer
        var property: AnimatableProperty
        var before: [Double]
    }

    let kind: Kind
    /// Where timed animations made in this context go (their completion group).
    var transaction: AnimationTransaction?
    private(set) var changes: [Change] = []
    private var seen: Set<Key> = []
    var keyframeEntries: [KeyframeEntry] = []
    /// The settings of a `UIView.beginAnimations` block, for the block that call opened (nil for others).
    var begun: BegunAnimations?

    /// What `UIView.setAnimationDuration` and its siblings set between `beginAnimations` and `commitAnimations`,
    /// with UIKit's defaults (0.2 s, ease in-out, no delay, once).
    struct BegunAnimations {
        var duration: TimeInterval = 0.2
        var delay: TimeInterval = 0
        var curve: UIView.AnimationCurve = .easeInOut
        var repeatCount: Float = 0
        var autoreverses = false
        var beginsFromCurrentState = false
    }

    private struct Key: Hashable {
        var layer: ObjectIdentifier
        var property: AnimatableProperty
    }

    init(kind: Kind, transaction: AnimationTransaction? = nil) {
        self.kind = kind
        self.transaction = transaction
    }

    static var stack: [AnimationContext] = []
    static var timelineStack: [AnimationTimeline] = []

    static var current: AnimationContext? { stack.last }

    /// The property animator whose block is running, when no other animation block is nested inside it.
    static var enclosingAnimator: UIViewPropertyAnimator? {
        if case .animator(let animator, _) = stack.last?.kind { return animator }
        return nil
    }

    /// Called by a layer before an animatable property changes.
    static func layerWillChange(_ layer: CALayer, _ property: AnimatableProperty) {
        guard let context = stack.last else { return }
        if case .withoutAnimation = context.kind { return }
        let key = Key(layer: ObjectIdentifier(layer), property: property)
        guard !context.seen.contains(key) else { return }
        context.seen.insert(key)
        context.changes.append(Change(layer: layer, property: property, before: layer.modelState.vector(property)))
    }

    /// Runs `body` inside `context`.
    static func run(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }

    /// The duration of the innermost timed animation block (UIKit's `inheritedAnimationDuration`).
    static var inheritedParameters: TimedParameters? {
        for context in stack.reversed() {
            switch context.kind {
            case .timed(let p), .keyframes(let p): return p
            case .withoutAnimation: return nil
            case .keyframe, .animator: continue
            }
        }
        return nil
    }

    /// Runs `body` when the innermost animation being made ends (its transaction completes, or its property
    /// animator finishes). False, and `body` dropped, outside an animation or with animations off.
    static func whenCurrentAnimationEnds(_ body: @escaping @MainActor () -> Void) -> Bool {
        for context in stack.reversed() {
            switch context.kind {
            case .withoutAnimation:
                return false
            case .animator(let animator, _):
                animator.addCompletion { _ in body() }
                return true
            case .keyframe:
                continue
            case .timed, .keyframes:
                guard let transaction = context.transaction else { continue }
                transaction.addFollowUp(body)
                return true
            }
        }
        return false
    }

    /// The timeline new timed animations join: the innermost recording timeline, or the clock's main one.
    static func timeline(for clock: VirtualClock) -> AnimationTimeline {
        timelineStack.last ?? clock.mainTimeline
    }

    /// Turns the recorded changes of a timed block into animations, added to `transaction`.
    func makeTimedAnimations(_ p: TimedParameters, into transaction: AnimationTransaction) {
        let timeline = AnimationContext.timeline(for: transaction.clock)
        let timing = PropertyAnimation.TimedTiming(
            timeline: timeline, beginLocal: timeline.localTime + p.delay, duration: p.duration, curve: p.curve,
            repeatCount: p.repeatCount, autoreverses: p.autoreverses)
        let choices = UIKitChoices.current
        for change in changes {
            let after = change.layer.modelState.vector(change.property)
            if !choices.animatesUnchangedValues && after == change.before { continue }
            var from = change.before
            if p.beginFromCurrentState && choices.beginFromCurrentStateReplacesRunningAnimations {
                // Start from what was on screen, replacing what runs (pre-iOS 8 behaviour).
                for running in change.layer.animations where running.property == change.property {
                    if let offset = running.currentOffset() { AnimationVector.add(&from, offset) }
                    running.remove()
                }
            }
            let animation = PropertyAnimation(
                layer: change.layer, property: change.property,
                content: .basic(from: from, to: after), driver: .timed(timing))
            change.layer.animations.append(animation)
            transaction.add(animation)
        }
    }
}
