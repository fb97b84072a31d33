import Foundation
import Testing
import Raster
@testable import UIKitCompat
@testable import Catalog

/// A pop animator with an interruptible property animator (UIKit's iOS 10 pattern).
final class InterruptiblePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?
    var animateTransitionCalls = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let from = transitionContext.view(forKey: .from)!
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        let width = transitionContext.containerView.bounds.width
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { from.frame.origin.x = width }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }
}

@Suite("Interactive transitions: percent-driven on both paths, cancellation, coordinator, gestures")
@MainActor
struct InteractiveTransitionTests {
    static func pushed(log: EventLog, delegate: NavigationDelegate? = nil) throws
        -> (Stage, UINavigationController, LoggingViewController, LoggingViewController)
    {
        let a = LoggingViewController("A", log: log, color: Fixture.red)
        let b = LoggingViewController("B", log: log, color: Fixture.blue)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: false)
        navigation.delegate = delegate
        log.clear()
        return (stage, navigation, a, b)
    }

    /// ``pushed(log:delegate:)`` with a navigation delegate whose pop is `animator` (the fade by default) driven
    /// by `interaction`.
    static func pushed(
        log: EventLog, popping animator: UIViewControllerAnimatedTransitioning = FadePopAnimator(type: .navigation),
        interaction: UIPercentDrivenInteractiveTransition
    ) throws -> (Stage, UINavigationController, LoggingViewController, LoggingViewController) {
        try pushed(log: log, delegate: NavigationDelegate(log: log, animator: animator, interaction: interaction))
    }

    @Test(
        """
        defaults: completionSpeed 1 (≤ 0 reads back as 1), wantsInteractiveStart true, percent clamped, duration\
         from the animator
        """
    )
    func defaults() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.completionSpeed == 1 && interaction.wantsInteractiveStart)
        interaction.completionSpeed = 0
        #expect(interaction.completionSpeed == 1)
        interaction.completionSpeed = -2
        #expect(interaction.completionSpeed == 1)
        interaction.completionSpeed = 2
        #expect(interaction.completionSpeed == 2)
        interaction.update(1.7)
        #expect(interaction.percentComplete == 1)
        interaction.update(-0.2)
        #expect(interaction.percentComplete == 0)
        #expect(interaction.completionCurve == .easeInOut)
        let log = EventLog()
        let fresh = UIPercentDrivenInteractiveTransition()
        let (stage, navigation, _, _) = try Self.pushed(
            log: log,
            delegate: NavigationDelegate(log: log, animator: FadePopAnimator(type: .navigation), interaction: fresh))
        navigation.popViewController(animated: true)
        #expect(fresh.duration == 0.5)
        fresh.finish()
        try stage.runUntilSettled()
    }

    @Test(
        """
        timeline path: animateTransition runs frozen at 0; update scrubs local time keeping each curve; finish plays\
         the rest at completionSpeed
        """
    )
    func scrubAndFinish() throws {
        let log = EventLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        let pop = FadePopAnimator(type: .navigation)
        let (stage, navigation, a, b) = try Self.pushed(log: log, popping: pop, interaction: interaction)
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        try stage.clock.advance(by: 1)
        #expect(Fixture.presentationAlpha(b.view) == 1)  // frozen at 0
        interaction.update(0.3)
        // Local time 0.15 s of the 0.5 s ease-in-out fade: the curve applies to the scrubbed time.
        let expected = 1 - CubicBezier.easeInEaseOut.progress(at: 0.3)
        #expect(abs(Fixture.presentationAlpha(b.view) - expected) < 1e-9)
        try stage.clock.advance(by: 5)
        #expect(abs(Fixture.presentationAlpha(b.view) - expected) < 1e-9)
        let finishAt = stage.clock.now
        interaction.finish()
        // The remaining 0.7 × 0.5 s at speed 2: 0.175 s.
        try stage.clock.advance(to: finishAt + 0.17)
        #expect(navigation.viewControllers == [a] && a.appearanceState == .appearing)
        try stage.clock.advance(to: finishAt + 0.1751)
        #expect(a.appearanceState == .appeared)
        #expect(pop.endedWith == [true])
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test(
        """
        cancelled interactive pop: UIKit's callback order, the stack restored, no viewDidAppear for the arriving\
         controller
        """
    )
    func cancelledPop() throws {
        let log = EventLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0.5
        let pop = FadePopAnimator(type: .navigation)
        let (stage, navigation, a, b) = try Self.pushed(log: log, popping: pop, interaction: interaction)
        var interactionChanges: [(Bool, Bool)] = []
        navigation.popViewController(animated: true)
        // During the pop the stack is already [A].
        #expect(navigation.viewControllers == [a])
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
            interactionChanges.append((context.isInteractive, context.isCancelled))
        }
        interaction.update(0.4)
        try stage.clock.advance(by: 0.1)
        #expect(navigation.viewControllers == [a])
        let cancelAt = stage.clock.now
        interaction.cancel()
        #expect(interactionChanges.count == 1 && interactionChanges[0] == (false, true))
        // Played back over 0.4 × 0.5 / 0.5 = 0.4 s.
        try stage.clock.advance(to: cancelAt + 0.2)
        let mid = Fixture.presentationAlpha(b.view)
        #expect(mid < 1 && mid > 1 - CubicBezier.easeInEaseOut.progress(at: 0.4))
        try stage.clock.advance(to: cancelAt + 0.39)
        #expect(navigation.transitionCoordinator != nil)
        try stage.clock.advance(to: cancelAt + 0.4001)
        #expect(navigation.transitionCoordinator == nil)
        #expect(navigation.viewControllers == [a, b])
        #expect(
            log.appearance == [
                "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(!log.events.contains("A.viewDidAppear"))
        #expect(pop.endedWith == [false])
        // Restored exactly: B on screen, opaque, alone in the container.
        #expect(b.view.alpha == 1)
        #expect(navigation.transitionView.subviews == [b.view])
        #expect(b.parent === navigation && a.viewIfLoaded?.superview == nil)
        #expect(Fixture.pixel(stage, 100, 300) == Fixture.bluePixel)
    }

    @Test("coordinator alongside animations are scrubbed with the interaction and play back on cancel")
    func alongsideScrubbed() throws {
        let log = EventLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (stage, navigation, _, _) = try Self.pushed(log: log, interaction: interaction)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(marker)
        navigation.popViewController(animated: true)
        var completions: [Bool] = []
        navigation.transitionCoordinator?.animate(
            alongsideTransition: { _ in marker.alpha = 0 },
            completion: { context in completions.append(context.isCancelled) })
        #expect(Fixture.presentationAlpha(marker) == 1)
        interaction.update(0.5)
        #expect(abs(Fixture.presentationAlpha(marker) - 0.5) < 1e-9)  // ease-in-out at half is half
        interaction.update(0.25)
        #expect(abs(Fixture.presentationAlpha(marker) - (1 - CubicBezier.easeInEaseOut.progress(at: 0.25))) < 1e-9)
        interaction.cancel()
        try stage.runUntilSettled()
        #expect(completions == [true])
        #expect(marker.alpha == 1)  // restored with the cancelled transition
    }

    @Test(
        """
        property-animator path: paused and scrubbed by fractionComplete; cancel reverses over p / completionSpeed;\
         pause works
        """
    )
    func interruptiblePath() throws {
        let log = EventLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let pop = InterruptiblePopAnimator()
        let (stage, navigation, a, b) = try Self.pushed(log: log, popping: pop, interaction: interaction)
        navigation.popViewController(animated: true)
        #expect(pop.animateTransitionCalls == 0)
        let animator = try #require(pop.animator)
        #expect(animator.state == .active && !animator.isRunning)
        interaction.update(0.25)
        #expect(animator.fractionComplete == 0.25)
        #expect(abs(Fixture.presentationFrame(b.view).minX - 93.75) < 1e-9)
        #expect(navigation.transitionCoordinator?.isInterruptible == true)
        interaction.finish()
        try stage.clock.advance(by: 0.1)
        interaction.pause()
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        let paused = animator.fractionComplete
        #expect(paused > 0.25 && paused < 1)
        interaction.update(0.5)
        let cancelAt = stage.clock.now
        interaction.completionSpeed = 2
        interaction.cancel()
        #expect(animator.isReversed)
        // 0.5 × 0.4 s / 2 = 0.1 s back to the start.
        try stage.clock.advance(to: cancelAt + 0.099)
        #expect(navigation.transitionCoordinator != nil)
        try stage.clock.advance(to: cancelAt + 0.1001)
        #expect(navigation.transitionCoordinator == nil)
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.frame.minX == 0)
    }

    @Test("pause without an interruptible animator is reported and ignored")
    func pauseWithoutAnimator() throws {
        let log = EventLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (stage, navigation, _, _) = try Self.pushed(log: log, interaction: interaction)
        navigation.popViewController(animated: true)
        interaction.update(0.5)
        interaction.finish()
        interaction.pause()
        #expect(stage.clock.diagnostics.contains { $0.contains("pause()") })
        try stage.runUntilSettled()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test(
        """
        the seeds' pan-to-dismiss (the catalog's own controller): a pan drives a percent-driven dismissal; the \
        presenter is scaled alongside; cancel restores
        """
    )
    func panToDismiss() throws {
        for complete in [true, false] {
            let log = EventLog()
            let root = LoggingViewController("Root", log: log, color: Fixture.red)
            let (stage, navigation) = try Fixture.navigationStage(root)
            let content = SampleViewController(title: "Second", tint: .systemTeal, content: .cards)
            let second = PanToDismissViewController(content: content)
            root.present(second, animated: false)
            try stage.runUntilSettled()
            let presented = Fixture.pixel(stage, 100, 300)
            log.clear()
            let end: CGFloat = complete ? 500 : 200
            try stage.perform(
                .drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 180, y: end), duration: 0.4).release())
            try stage.clock.advance(by: 0.2)
            // Mid-drag: the presenter is scaled between 0.7 and 1 and the presented view follows the finger.
            let scale = navigation.view.layer.presentationState().transform.m11
            #expect(scale > 0.7 && scale < 1)
            try stage.runUntilSettled()
            if complete {
                #expect(root.presentedViewController == nil)
                #expect(navigation.view.transform == .identity)
                #expect(log.appearance.last == "Root.viewDidAppear")
                #expect(Fixture.pixel(stage, 100, 300) == Fixture.redPixel)
            } else {
                #expect(root.presentedViewController === second)
                #expect(navigation.view.window == nil)
                #expect(second.view.frame.minY == 0)
                // Cancelled: viewWillAppear without viewDidAppear for the presenter.
                #expect(
                    log.appearance.contains("Root.viewWillAppear") && !log.appearance.contains("Root.viewDidAppear"))
                #expect(Fixture.pixel(stage, 100, 300) == presented)
            }
        }
    }

    @Test("notifyWhenInteractionChanges fires on finish; coordinator reports duration, percent and style")
    func coordinatorState() throws {
        let log = EventLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (stage, navigation, _, _) = try Self.pushed(log: log, interaction: interaction)
        navigation.popViewController(animated: true)
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.initiallyInteractive && coordinator.isAnimated && coordinator.transitionDuration == 0.5)
        #expect(coordinator.presentationStyle == .none)
        var fired = 0
        coordinator.notifyWhenInteractionChanges { context in
            fired += 1
            #expect(!context.isInteractive && !context.isCancelled)
        }
        interaction.update(0.6)
        #expect(coordinator.percentComplete == 0.6)
        interaction.finish()
        #expect(fired == 1)
        try stage.runUntilSettled()
    }
}
