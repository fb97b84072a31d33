import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Gesture recognizers and touch scripts")
@MainActor
struct GestureTests {
    final class Recorder {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        var times: [TimeInterval] = []
    }

    static func stageWithPan(edge: Bool = false) throws -> (Stage, UIView, UIPanGestureRecognizer, Recorder) {
        let stage = try Stage(size: CGSize(width: 300, height: 400))
        let view = UIView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        let recorder = Recorder()
        let handler: @MainActor (UIPanGestureRecognizer) -> Void = { pan in
            recorder.states.append(pan.state)
            recorder.translations.append(pan.translation(in: pan.view))
            recorder.velocities.append(pan.velocity(in: pan.view))
            recorder.times.append(stage.clock.now)
        }
        let pan: UIPanGestureRecognizer
        if edge {
            let edgePan = UIScreenEdgePanGestureRecognizer { handler($0) }
            edgePan.edges = .left
            pan = edgePan
        } else {
            pan = UIPanGestureRecognizer { handler($0) }
        }
        view.addGestureRecognizer(pan)
        return (stage, view, pan, recorder)
    }

    @Test(
        """
        a drag: began after the hysteresis, changed every frame, ended with the release velocity; translation from\
         the touch-down point
        """
    )
    func dragStates() throws {
        let (stage, view, pan, recorder) = try Self.stageWithPan()
        #expect(view.gestureRecognizers?.first === pan && pan.view === view)
        let end = try stage.perform(
            .drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
                .release(velocity: CGVector(dx: 900, dy: 0)))
        #expect(abs(end - 0.2) < 1e-12)
        try stage.clock.runUntilIdle()
        #expect(recorder.states.first == .began)
        #expect(recorder.states.last == .ended)
        #expect(recorder.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        // Linear drag of 150 pt over 0.2 s: 750 pt/s while moving; 12.5 pt per frame at 60 fps.
        #expect(abs(recorder.translations.first!.x - 12.5) < 1e-9 && recorder.translations.first!.y == 0)
        #expect(abs(recorder.velocities[1].x - 750) < 1e-6)
        #expect(recorder.translations.last == CGPoint(x: 150, y: 0))
        #expect(recorder.velocities.last == CGPoint(x: 900, y: 0))
        #expect(abs(recorder.times.first! - 1.0 / 60) < 1e-12)
        #expect(pan.state == .possible)
    }

    @Test("hold zeroes the velocity; cancel ends in .cancelled; an easing shapes the path")
    func holdCancelEasing() throws {
        let (stage, _, _, recorder) = try Self.stageWithPan()
        try stage.perform(
            .drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 50, y: 300), duration: 0.5, curve: .easeInOut)
                .hold(0.2).release())
        try stage.clock.runUntilIdle()
        #expect(recorder.velocities.last == .zero)
        #expect(recorder.states.last == .ended)
        // Ease-in-out: at 30 % of the time less than 30 % of the way (linear would be 60 pt).
        let early = recorder.times.firstIndex { abs($0 - 0.15) < 1e-9 }.map { recorder.translations[$0].y }
        #expect(early.map { $0 < 60 && $0 > 10 } == true)
        recorder.states = []
        try stage.perform(.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1).cancel())
        try stage.clock.runUntilIdle()
        #expect(recorder.states.last == .cancelled)
    }

    @Test("a screen-edge pan begins only for touches at its edge moving inward; the delegate can refuse")
    func edgePan() throws {
        let (stage, _, pan, recorder) = try Self.stageWithPan(edge: true)
        try stage.perform(.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1).release())
        try stage.clock.runUntilIdle()
        #expect(recorder.states.isEmpty)
        try stage.perform(.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 5, y: 300), duration: 0.1).release())
        try stage.clock.runUntilIdle()
        #expect(recorder.states.isEmpty)
        try stage.perform(.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 150, y: 110), duration: 0.1).release())
        try stage.clock.runUntilIdle()
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
        final class Refuse: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refuse = Refuse()
        pan.delegate = refuse
        recorder.states = []
        try stage.perform(.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 150, y: 110), duration: 0.1).release())
        try stage.clock.runUntilIdle()
        #expect(recorder.states.isEmpty)
    }

    @Test("bad scripts are clear errors")
    func badScripts() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        #expect(throws: TouchScriptError.mustStartWithDown) {
            try stage.perform(TouchScript(steps: [.hold(duration: 1)]))
        }
        #expect(throws: TouchScriptError.invalidDuration(step: 1, duration: -1)) {
            try stage.perform(.drag(from: .zero, to: CGPoint(x: 1, y: 1), duration: -1))
        }
        #expect(throws: TouchScriptError.stepAfterEnd(step: 2)) {
            try stage.perform(TouchScript.down(at: .zero).release().hold(1))
        }
        #expect(throws: TouchScriptError.invalidPoint(step: 1)) {
            try stage.perform(TouchScript.down(at: .zero).drag(to: CGPoint(x: CGFloat.nan, y: 0), duration: 1))
        }
        try stage.clock.advance(by: 1)
        #expect(throws: TouchScriptError.invalidStartTime(0.5)) { try stage.perform(.down(at: .zero), at: 0.5) }
    }

    @Test(
        """
        the interactive edge-swipe pop: linear and scrubbed with the finger, completed or cancelled; unavailable at\
         the root
        """
    )
    func edgeSwipePop() throws {
        for complete in [true, false] {
            let log = EventLog()
            let a = LoggingViewController("A", log: log, color: Fixture.red)
            let b = LoggingViewController("B", log: log, color: Fixture.blue)
            let (stage, navigation) = try Fixture.navigationStage(a)
            navigation.pushViewController(b, animated: false)
            log.clear()
            let target: CGFloat = complete ? 250 : 100
            let script = TouchScript.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: target, y: 300), duration: 0.3)
                .hold(0.1).release(velocity: CGVector(dx: complete ? 200 : -100, dy: 0))
            try stage.perform(script)
            try stage.clock.advance(by: 0.2 + 1e-6)
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            // The leaving view follows the finger exactly: linear scrubbing.
            let x = Fixture.presentationFrame(b.view).minX
            let finger = 4 + (target - 4) * 0.2 / 0.3
            #expect(abs(x - (finger - 4)) < 1e-6)
            try stage.runUntilSettled()
            #expect(navigation.viewControllers == (complete ? [a] : [a, b]))
            #expect(log.events.contains("A.viewDidAppear") == complete)
            #expect(navigation.transitionView.subviews == [complete ? a.view : b.view])
        }
        // At the root the gesture does not begin.
        let log = EventLog()
        let (stage, navigation) = try Fixture.navigationStage(LoggingViewController("R", log: log))
        try stage.perform(.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2).release())
        try stage.runUntilSettled()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    }

    @Test("seeds/000: a pan on the pushed view pops interactively and finishes or cancels on display-link ticks")
    func displayLinkFinish() throws {
        for (distance, expectPopped) in [(CGFloat(200), true), (CGFloat(60), false)] {
            let log = EventLog()
            let a = LoggingViewController("A", log: log, color: Fixture.red)
            let (stage, navigation) = try Fixture.navigationStage(a)
            let b = DropViewController(log: log)
            b.addTransitionFlag = true
            navigation.delegate = b
            navigation.pushViewController(b, animated: true)
            try stage.runUntilSettled()
            #expect(b.view.frame.minY == 0)
            try stage.perform(
                .drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100 + distance, y: 300), duration: 0.3).release())
            try stage.runUntilSettled()
            #expect((navigation.viewControllers.count == 1) == expectPopped)
            #expect(b.interaction.ticks > 0)
        }
    }
}

/// seeds/000: the drop-from-top push and slide-down pop (0.4 s), the opt-in flag, and the display-link
/// driven finish of a pan-driven pop.
final class DropViewController: LoggingViewController, UINavigationControllerDelegate {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        var operation: UINavigationController.Operation = .push
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let fromVC = transitionContext.viewController(forKey: .from)!
            let fromView = transitionContext.view(forKey: .from)
            let toVC = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to)!
            let containerView = transitionContext.containerView
            containerView.addSubview(toView)
            var fromViewStartFrame = transitionContext.initialFrame(for: fromVC)
            var toViewStartFrame = transitionContext.finalFrame(for: toVC)
            var fromViewEndFrame = fromViewStartFrame
            let toViewEndFrame = toViewStartFrame
            if operation == .push {
                toViewStartFrame.origin.y -= toViewEndFrame.size.height
            } else if operation == .pop {
                fromViewEndFrame.origin.y += fromViewStartFrame.size.height
                containerView.sendSubviewToBack(toView)
            }
            fromView?.frame = fromViewStartFrame
            toView.frame = toViewStartFrame
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromView?.frame = fromViewEndFrame
                    toView.frame = toViewEndFrame
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            fromViewStartFrame = .zero
        }
    }

    final class Interaction: UIPercentDrivenInteractiveTransition {
        weak var navigation: UINavigationController?
        var canInteractive = false
        var percent: CGFloat = 0
        var link: DisplayLink?
        var ticks = 0

        func add(to controller: UIViewController) {
            let pan = UIPanGestureRecognizer { [unowned self] in self.panAction($0) }
            controller.view.addGestureRecognizer(pan)
            navigation = controller.navigationController
        }

        func panAction(_ pan: UIPanGestureRecognizer) {
            percent = pan.translation(in: pan.view).x / pan.view!.bounds.size.width
            switch pan.state {
            case .began:
                canInteractive = true
                navigation?.popViewController(animated: true)
            case .changed:
                update(percent)
            case .ended:
                canInteractive = false
                continueAction()
            default:
                break
            }
        }

        func continueAction() {
            guard link == nil else { return }
            link = VirtualClock.current.displayLink { [unowned self] _ in self.tick() }
        }

        func tick() {
            ticks += 1
            let timeDistance: CGFloat = 1.5 / 60
            if percent > 0.4 { percent += timeDistance } else { percent -= timeDistance }
            update(percent)
            if percent >= 1.0 {
                finish()
                link?.invalidate()
                link = nil
            }
            if percent <= 0.0 {
                cancel()
                link?.invalidate()
                link = nil
            }
        }
    }

    var addTransitionFlag = false
    var operation: UINavigationController.Operation = .none
    var interaction: Interaction = Interaction()

    init(log: EventLog) { super.init("Drop", log: log, color: Fixture.blue) }
    required init?(coder: NSCoder) { fatalError() }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard addTransitionFlag else { return nil }
        let animator = Animator()
        animator.operation = operation
        self.operation = operation
        if operation == .push { interaction.add(to: self) }
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        operation == .push ? nil : (interaction.canInteractive ? interaction : nil)
    }
}
