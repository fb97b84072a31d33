import Foundation
import Raster

/// One view-controller transition in flight: the animator, the interaction controller, the context, the
/// coordinator, and the rules for its end. Containers (navigation, tab bar, presentation) create one, run
/// their will-callbacks with the coordinator available, then call ``start()``.
///
/// `completeTransition(_:)` ends it; only the first call counts. Then, in UIKit's observed order: the owner's
/// bookkeeping (view hierarchy, stack, appearance end), the coordinator's completion blocks, the animator's
/// `animationEnded(_:)`, and last the owner's completion (delegate `didShow`, present/dismiss completion
/// blocks). A transition that never completes is reported by a ``TransitionMonitor`` as a
/// ``TransitionError/neverCompleted(animator:transition:after:)`` after a bounded virtual time.
@MainActor
final class Transition {
    /// What the transition does, for messages ("push of Detail onto UINavigationController").
    let summary: String
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    let context: TransitionContext
    let clock: VirtualClock
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)
    /// The curve alongside animations use (the system curve for system animators).
    let alongsideCurve: UIView.AnimationCurve
    private(set) var isStarted = false
    private(set) var isComplete = false
    private(set) var didComplete = false
    /// The group the animator's `UIView.animate` animations join, when they are recorded (not with an
    /// interruptible animator).
    private(set) var timeline: AnimationTimeline?
    /// The interruptible animator being driven, on that path.
    private(set) var interruptibleAnimator: UIViewImplicitlyAnimating?
    private var pendingAlongside: [AlongsideEntry] = []
    private var alongsideCompletions: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var interactionHandlers: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var restoreRecords: [(layer: CALayer, property: AnimatableProperty, value: [Double])] = []
    /// The owner's bookkeeping, with whether the transition completed.
    var bookkeeping: (@MainActor (Bool) -> Void)?
    /// The owner's last step (delegate didShow, completion handlers, queued operations).
    var finished: (@MainActor (Bool) -> Void)?
    /// Controllers whose `transitionCoordinator` returns this transition's coordinator.
    private var participants: [UIViewController] = []
    var watchdog: VirtualTimer?
    let startTime: TimeInterval

    struct AlongsideEntry {
        var animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    init(
        summary: String, animator: UIViewControllerAnimatedTransitioning,
        interactor: UIViewControllerInteractiveTransitioning?, context: TransitionContext,
        alongsideCurve: UIView.AnimationCurve, participants: [UIViewController]
    ) {
        self.summary = summary
        self.animator = animator
        self.interactor = interactor
        self.context = context
        self.alongsideCurve = alongsideCurve
        self.participants = participants
        clock = VirtualClock.current
        startTime = clock.now
        context.transition = self
        for controller in participants { controller.activeTransition = self }
        context.beginInteractive(interactor.map { $0.wantsInteractiveStart } ?? false)
        initiallyInteractive = context.isInteractive
    }

    /// Whether the transition started interactive.
    private(set) var initiallyInteractive = false

    var duration: TimeInterval {
        let d = animator.transitionDuration(using: context)
        return d.isFinite && d >= 0 ? d : 0
    }

    var animatorName: String { String(describing: type(of: animator)) }

    // MARK: Starting

    /// Hands the transition to the interaction controller, or runs the animator.
    func start() {
        guard !isStarted else { return }
        isStarted = true
        TransitionMonitor.monitor(for: clock).register(self)
        if let interactor {
            interactor.startInteractiveTransition(context)
            // An interaction controller that drives nothing itself still needs the alongside animations run.
            if timeline == nil && interruptibleAnimator == nil && !(interactor is UIPercentDrivenInteractiveTransition)
            {
                runPendingAlongside()
            }
        } else {
            let timeline = AnimationTimeline(clock: clock)
            self.timeline = timeline
            timeline.record {
                animator.animateTransition(using: context)
                runPendingAlongside()
            }
        }
    }

    /// The percent-driven path without an interruptible animator: runs `animateTransition` with its
    /// animations recorded and frozen at local time 0.
    func beginScrubbing() -> AnimationTimeline {
        if let timeline { return timeline }
        let timeline = AnimationTimeline(clock: clock, pausedAt: 0)
        self.timeline = timeline
        timeline.record {
            animator.animateTransition(using: context)
            runPendingAlongside()
        }
        return timeline
    }

    /// The percent-driven path with an interruptible animator: the animator is paused and scrubbed;
    /// `animateTransition` is not called (as in UIKit).
    func beginDriving(_ animator: UIViewImplicitlyAnimating, startRunning: Bool) {
        interruptibleAnimator = animator
        runPendingAlongside()
        if startRunning {
            if !animator.isRunning { animator.startAnimation() }
        } else {
            animator.pauseAnimation()
        }
    }

    // MARK: Alongside animations

    func addAlongside(
        _ animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) {
        if let completion { alongsideCompletions.append(completion) }
        guard let animation else { return }
        let entry = AlongsideEntry(animation: animation)
        if isStarted && (timeline != nil || interruptibleAnimator != nil) {
            run(entry)
        } else {
            pendingAlongside.append(entry)
        }
    }

    private func runPendingAlongside() {
        let entries = pendingAlongside
        pendingAlongside = []
        for entry in entries { run(entry) }
    }

    private func run(_ entry: AlongsideEntry) {
        guard let animation = entry.animation else { return }
        let coordinatorContext = coordinator
        if let driver = interruptibleAnimator {
            driver.addAnimations { animation(coordinatorContext) }
            return
        }
        let body = {
            UIView.animate(
                withDuration: self.duration, delay: 0,
                options: UIView.AnimationOptions(rawValue: UInt(self.alongsideCurve.rawValue) << 16),
                animations: { animation(coordinatorContext) })
        }
        if let timeline, AnimationContext.timelineStack.last !== timeline { timeline.record(body) } else { body() }
    }

    // MARK: Interaction changes

    func interactionDidChange() {
        restartWatchdog()
        let handlers = interactionHandlers
        for handler in handlers { handler(coordinator) }
    }

    /// Remembers the start values of every property the recorded animations change, to put back when the
    /// transition ends cancelled (see ``UIKitTransitionChoices/cancelRestoresAnimatedValues``).
    func captureValuesForCancellation() {
        guard let timeline, restoreRecords.isEmpty else { return }
        var seen = Set<ObjectIdentifier>()
        var roots: [UIView] = [context.containerView]
        for key in [UITransitionContextViewControllerKey.from, .to] {
            if let view = context.viewController(forKey: key)?.viewIfLoaded { roots.append(view) }
        }
        if let window = context.containerView.window { roots.append(window) }
        func visit(_ view: UIView) {
            guard seen.insert(ObjectIdentifier(view)).inserted else { return }
            for animation in view.layer.animations {
                guard case .timed(let timing) = animation.driver, timing.timeline === timeline,
                    let property = animation.property
                else { continue }
                switch animation.content {
                case .basic(let from, _): restoreRecords.append((view.layer, property, from))
                case .keyframes(let path): restoreRecords.append((view.layer, property, path.values[0]))
                case .crossDissolve, .flip: break
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        for root in roots { visit(root) }
    }

    // MARK: Completing

    func complete(_ didComplete: Bool) {
        guard !isComplete else {
            clock.report(
                "completeTransition(\(didComplete)) called again for the \(summary) (animator \(animatorName)); only "
                    + "the first call counts"
            )
            return
        }
        isComplete = true
        self.didComplete = didComplete
        watchdog?.invalidate()
        watchdog = nil
        if !didComplete && UIKitTransitionChoices.current.cancelRestoresAnimatedValues {
            // Oldest first reversed: the earliest animation's start value wins.
            for record in restoreRecords.reversed() {
                let oldSize = record.layer.modelState.bounds.size
                record.layer.modelState.setVector(record.value, for: record.property)
                if record.property == .bounds, record.layer.modelState.bounds.size != oldSize {
                    UIView.performWithoutAnimation { record.layer.owningView?.boundsSizeDidChange(from: oldSize) }
                }
            }
        }
        restoreRecords = []
        UIView.performWithoutAnimation { bookkeeping?(didComplete) }
        bookkeeping = nil
        let completions = alongsideCompletions
        alongsideCompletions = []
        for completion in completions { completion(coordinator) }
        animator.animationEnded(didComplete)
        TransitionMonitor.monitor(for: clock).unregister(self)
        for controller in participants where controller.activeTransition === self { controller.activeTransition = nil }
        participants = []
        let last = finished
        finished = nil
        last?(didComplete)
    }

    // MARK: Never completing

    /// (Re)arms the report of a transition that never completes: `duration` + ``UIKitChoices/stallTimeout``
    /// of virtual time after the start or the last interaction change.
    func restartWatchdog() {
        guard !isComplete else { return }
        watchdog?.invalidate()
        let timeout = duration + UIKitChoices.current.stallTimeout
        watchdog = clock.scheduledTimer(withTimeInterval: timeout, repeats: false, holdsSettling: false) {
            [weak self] _ in
            guard let self, !self.isComplete else { return }
            TransitionMonitor.monitor(for: self.clock).reportStall(self)
        }
    }

    var neverCompletedError: TransitionError {
        .neverCompleted(animator: animatorName, transition: summary, after: clock.now - startTime)
    }
}
