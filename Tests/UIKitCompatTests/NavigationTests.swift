import Foundation
import Testing
import Raster
@testable import Catalog
@testable import UIKitCompat

@Suite("Navigation controller: push, pop, appearance, delegate, context")
@MainActor
struct NavigationTests {
    /// A and B logging into `log`, A at the root of a navigation stage, and B being pushed with `animator` (the
    /// navigation delegate's answer).
    static func pushing(_ animator: UIViewControllerAnimatedTransitioning, log: EventLog) throws
        -> (Stage, UINavigationController, LoggingViewController, LoggingViewController)
    {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.delegate = NavigationDelegate(log: log, animator: animator)
        navigation.pushViewController(b, animated: true)
        return (stage, navigation, a, b)
    }

    @Test("root appears when installed; push runs will/will → animation → did/did in UIKit's order")
    func pushOrder() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        #expect(log.appearance == ["A.viewWillAppear", "A.viewDidAppear"])
        log.clear()
        var completedAt: [String] = []
        let animator = InspectingAnimator()
        animator.log = log
        let delegate = NavigationDelegate(log: log, animator: animator)
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        // The stack changes at the call; the pushed controller sees itself in viewWillAppear.
        #expect(navigation.viewControllers == [a, b])
        #expect(b.stackSeenInWillAppear == [a, b])
        #expect(b.flagsSeen["willAppear.isMovingToParent"] == true)
        navigation.transitionCoordinator?.animate(
            alongsideTransition: nil, completion: { _ in completedAt.append("coordinator") })
        try stage.runUntilSettled()
        #expect(
            log.events == [
                "B.willMove(parent)", "willShow", "B.viewDidLoad", "animationControllerFor(push)",
                "interactionControllerFor",
                "A.viewWillDisappear", "B.viewWillAppear", "animateTransition",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "animationEnded(true)", "didShow",
            ])
        let appearance = log.appearance
        #expect(appearance == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        // Bookkeeping, then the coordinator's completion, then animationEnded, then didShow.
        let order = log.events.filter { ["B.viewDidAppear", "animationEnded(true)", "didShow"].contains($0) }
        #expect(order == ["B.viewDidAppear", "animationEnded(true)", "didShow"])
        #expect(completedAt == ["coordinator"])
        #expect(b.isMovingToParent == false)
        #expect(navigation.transitionCoordinator == nil)
        #expect(b.view.superview === navigation.transitionView && a.viewIfLoaded?.superview == nil)
    }

    @Test(
        """
        the delegate is asked for the animation controller first, and for the interaction controller only when it\
         gave one
        """
    )
    func delegateQuestions() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        let delegate = NavigationDelegate(log: log, animator: nil)
        navigation.delegate = delegate
        log.clear()
        navigation.pushViewController(b, animated: true)
        try stage.runUntilSettled()
        #expect(log.events.contains("animationControllerFor(push)"))
        #expect(!log.events.contains("interactionControllerFor"))
        log.clear()
        delegate.animator = FadePushAnimator()
        _ = navigation.popViewController(animated: true)
        try stage.runUntilSettled()
        let questions = log.events.filter { $0.hasPrefix("animationController") || $0.hasPrefix("interaction") }
        #expect(questions == ["animationControllerFor(pop)", "interactionControllerFor"])
    }

    @Test("push/pop context: the from-view is already in the container, both views given, frames as observed")
    func pushContext() throws {
        let log = EventLog()
        let animator = InspectingAnimator()
        let (stage, navigation, a, b) = try Self.pushing(animator, log: log)
        #expect(animator.containerSubviewsAtStart == [a.view])
        #expect(animator.fromView === a.view && animator.toView === b.view)
        #expect(animator.fromController === a && animator.toController === b)
        let full = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(animator.frames["from.initial"] == full)
        #expect(animator.frames["from.final"] == .zero)
        #expect(animator.frames["to.initial"] == .zero)
        #expect(animator.frames["to.final"] == full)
        try stage.runUntilSettled()
        let pop = InspectingAnimator()
        pop.insertsToView = false
        navigation.delegate = NavigationDelegate(log: log, animator: pop)
        navigation.popViewController(animated: true)
        #expect(pop.containerSubviewsAtStart == [b.view])
        #expect(pop.fromView === b.view && pop.toView === a.view)
        #expect(pop.context?.isAnimated == true && pop.context?.isInteractive == false)
        try stage.runUntilSettled()
        // The nav puts the new top's view in place even if the animator did not.
        #expect(a.view.superview === navigation.transitionView)
        #expect(navigation.viewControllers == [a])
    }

    @Test(
        "pop removes the child at the end; popToRoot removes the ones in between; setViewControllers picks push or pop")
    func stackOperations() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers == [a, b, c] && navigation.children == [a, b, c])
        log.clear()
        let removed = navigation.popToRootViewController(animated: true)
        #expect(removed == [b, c])
        #expect(navigation.viewControllers == [a])
        #expect(c.parent === navigation)  // until the transition ends
        try stage.runUntilSettled()
        #expect(b.parent == nil && c.parent == nil)
        #expect(log.appearance == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(c.flagsSeen["willDisappear.isMovingFromParent"] == true)
        #expect(navigation.popViewController(animated: true) == nil)  // nothing to pop at the root
        let animator = InspectingAnimator()
        let delegate = NavigationDelegate(log: log, animator: animator)
        navigation.delegate = delegate
        log.clear()
        navigation.setViewControllers([a, b], animated: true)
        #expect(log.events.contains("animationControllerFor(push)"))
        try stage.runUntilSettled()
        log.clear()
        navigation.setViewControllers([a], animated: true)
        #expect(log.events.contains("animationControllerFor(pop)"))
        try stage.runUntilSettled()
        #expect(navigation.topViewController === a)
    }

    @Test("a push during a transition waits for it to end")
    func deferredPush() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [a, b])
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a, b, c])
        #expect(stage.clock.diagnostics.contains { $0.contains("during a transition") })
    }

    @Test("completeTransition: the first call wins; true after a cancel commits")
    func completeRules() throws {
        let log = EventLog()
        let animator = InspectingAnimator()
        let (stage, navigation, a, b) = try Self.pushing(animator, log: log)
        let context = try #require(animator.context)
        context.completeTransition(true)
        context.completeTransition(false)
        #expect(navigation.viewControllers == [a, b])
        #expect(stage.clock.diagnostics.contains { $0.contains("called again") })
        try stage.runUntilSettled()
        #expect(b.view.superview === navigation.transitionView)

        // A cancelled interaction whose animator passes true anyway: UIKit believes it.
        let interaction = UIPercentDrivenInteractiveTransition()
        let stubborn = FadePopAnimator(type: .navigation)
        stubborn.claimsCompletion = true
        navigation.delegate = NavigationDelegate(log: log, animator: stubborn, interaction: interaction)
        navigation.popViewController(animated: true)
        interaction.update(0.3)
        interaction.cancel()
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a])
    }

    @Test("an animator that never calls completeTransition is reported, not hung")
    func neverCompletes() throws {
        let log = EventLog()
        let (stage, _, _, _) = try Self.pushing(ForgetfulAnimator(), log: log)
        do {
            try stage.runUntilSettled()
            Issue.record("runUntilSettled returned with a transition in flight")
        } catch let error as TransitionError {
            guard case .neverCompleted(let animator, let transition, let after) = error else { return }
            #expect(animator == "ForgetfulAnimator")
            #expect(transition.contains("push from A to B"))
            #expect(after <= 0.3 + UIKitChoices.current.stallTimeout + 1e-9)
            #expect(error.description.contains("ForgetfulAnimator") && error.description.contains("completeTransition"))
        }
        #expect(stage.transitionErrors.count == 1)
        #expect(stage.clock.diagnostics.contains { $0.contains("never completed") })
        #expect(!log.events.contains("B.viewDidAppear"))
        #expect(stage.transitionsInFlight.count == 1)
    }

    @Test(
        """
        system push: 0.35 s reported, curve 7, arriving view a full width to the right, covered view 30 % left,\
         dimming and shadow
        """
    )
    func systemPush() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log, color: Fixture.red)
        let b = LoggingViewController("B", log: log, color: Fixture.blue)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: true)
        let container = navigation.transitionView
        // Start: B off to the right, A in place; a dimming view and a shadow view in between.
        #expect(Fixture.presentationFrame(b.view).minX == 375)
        #expect(Fixture.presentationFrame(a.view).minX == 0)
        #expect(container.subviews.count == 4)
        let shadow = container.subviews[2]
        #expect(shadow.layer.shadowOpacity > 0)
        let dimming = container.subviews[1]
        #expect(dimming.backgroundColor == .black)
        try stage.clock.advance(by: 0.25)
        let bx = Fixture.presentationFrame(b.view).minX, ax = Fixture.presentationFrame(a.view).minX
        #expect(bx > 0 && bx < 375)
        // The covered view moves 30 % as far as the arriving one: (375 − bx) × 0.3 = −ax.
        #expect(abs((375 - bx) * 0.3 + ax) < 1e-6)
        #expect(abs(Fixture.presentationAlpha(dimming) - 0.1 * Double(375 - bx) / 375) < 1e-6)
        // Curve 7 ignores the 0.35 s and lasts 0.5 s.
        try stage.clock.advance(to: 0.49)
        #expect(navigation.transitionCoordinator != nil)
        try stage.clock.advance(to: 0.5)
        #expect(navigation.transitionCoordinator == nil)
        #expect(container.subviews == [b.view])
        #expect(SystemNavigationAnimator(operation: .push, interactive: false).transitionDuration(using: nil) == 0.35)
    }

    @Test("system pop: the leaving view slides out a full width; the revealed view comes from 30 % left")
    func systemPop() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log, color: Fixture.red)
        let b = LoggingViewController("B", log: log, color: Fixture.blue)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: false)
        navigation.popViewController(animated: true)
        #expect(Fixture.presentationFrame(a.view).minX == -112.5)
        try stage.clock.advance(by: 0.2)
        let ax = Fixture.presentationFrame(a.view).minX, bx = Fixture.presentationFrame(b.view).minX
        #expect(abs(ax + (375 - bx) * 0.3) < 1e-6)
        try stage.runUntilSettled()
        #expect(navigation.transitionView.subviews == [a.view])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test(
        """
        the bar's own push: the old title slides left to the back button and fades, the new one slides in from the\
         right, the back text comes from the old title's place
        """
    )
    func barPushSlidesAndFades() throws {
        let log = EventLog()
        let a = LoggingViewController("Inbox", log: log), b = LoggingViewController("Message", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        let oldContent = try #require(bar.content)
        navigation.delegate = NavigationDelegate(log: log, animator: FadePushAnimator())
        navigation.pushViewController(b, animated: true)
        let newContent = try #require(bar.content)
        #expect(newContent !== oldContent)
        let oldTitle = try #require(oldContent.title), newTitle = try #require(newContent.title)
        let back = try #require(newContent.backLabel), chevron = try #require(newContent.chevron)
        func dx(_ view: UIView) -> CGFloat { view.layer.presentationState().transform.m41 }
        func alpha(_ view: UIView) -> Double { Fixture.presentationAlpha(view) }
        #expect(dx(newTitle) == 187.5 && alpha(newTitle) == 0, "starts half the bar's width to the right, clear")
        #expect(dx(back) > 100, "the back text starts where the old title's text was: \(dx(back))")
        try stage.clock.advance(by: 0.25)
        #expect(alpha(oldTitle) > 0 && alpha(oldTitle) < 1 && alpha(newTitle) > 0 && alpha(newTitle) < 1)
        #expect(abs(alpha(oldTitle) + alpha(newTitle) - 1) < 1e-9, "the titles cross-fade")
        #expect(dx(oldTitle) < 0 && dx(newTitle) > 0 && dx(newTitle) < 187.5, "both slide left")
        #expect(alpha(chevron) > 0 && alpha(chevron) < 1, "the chevron fades in (the root had none)")
        #expect(dx(back) > 0 && dx(back) < 150)
        try stage.runUntilSettled()
        #expect(oldContent.superview == nil)
        #expect(dx(newTitle) == 0 && alpha(newTitle) == 1 && dx(back) == 0 && alpha(back) == 1)
        let labels = newContent.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(labels.contains("Message") && labels.contains("Inbox"))  // title and back button

        // Pop: the leaving title slides right, the revealed title comes from the back text's place.
        navigation.popViewController(animated: true)
        let revealed = try #require(bar.content?.title)
        #expect(dx(revealed) < -100, "from the back text's place: \(dx(revealed))")
        #expect(bar.content?.chevron == nil && alpha(chevron) == 1)
        try stage.clock.advance(by: 0.25)
        #expect(dx(newTitle) > 0 && alpha(newTitle) < 1 && alpha(chevron) < 1, "leaving right; the chevron fades out")
        #expect(dx(revealed) < 0 && dx(revealed) > -150)
        try stage.runUntilSettled()
        #expect(dx(revealed) == 0 && alpha(revealed) == 1 && newContent.superview == nil)
    }

    @Test("a cancelled interactive pop leaves the bar showing its items once, opaque")
    func barAfterCancelledPop() throws {
        let log = EventLog()
        let a = LoggingViewController("Inbox", log: log), b = LoggingViewController("Message", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        let interaction = UIPercentDrivenInteractiveTransition()
        navigation.pushViewController(b, animated: false)
        let bar = navigation.navigationBar
        let before = Rasterizer().render(stage.renderTree())
        navigation.delegate = NavigationDelegate(
            log: log, animator: FadePopAnimator(type: .navigation),
            interaction: interaction)
        navigation.popViewController(animated: true)
        interaction.update(0.3)
        try stage.clock.advance(by: 0.1)
        interaction.cancel()
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a, b])
        let contents = bar.subviews.filter { $0 !== bar.background && $0.frame.height == UINavigationBar.height }
        #expect(contents.count == 1 && contents.first === bar.content)
        #expect(bar.content?.alpha == 1)
        // The same pixels as before the pop (a second copy of the titles would darken their edges).
        let unchanged = Rasterizer().render(stage.renderTree()) == before
        #expect(unchanged)
    }

    @Test("the seeds' SimpleOver push and pop move the views as written")
    func simpleOver() throws {
        let log = EventLog()
        let simpleOver = SimpleOver()
        let (stage, navigation, a, b) = try Self.pushing(simpleOver, log: log)
        try stage.clock.advance(by: 0.1)
        // Halfway through an ease-in-out: exactly half way.
        #expect(abs(Fixture.presentationFrame(b.view).minX - 187.5) < 1e-6)
        try stage.runUntilSettled()
        simpleOver.popStyle = true
        navigation.popViewController(animated: true)
        #expect(navigation.transitionView.subviews == [a.view, b.view])
        try stage.clock.advance(by: 0.1)
        #expect(abs(Fixture.presentationFrame(b.view).minX - 187.5) < 1e-6)
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [a])
    }

    @Test("navigationController, children, containment calls")
    func containment() throws {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log), child = LoggingViewController("C", log: log)
        parent.addChild(child)
        #expect(log.events == ["C.willMove(parent)"])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        log.clear()
        stage.window.rootViewController = parent
        // The custom container forwards appearance to its child, parent first.
        #expect(log.appearance == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(log.events.suffix(2) == ["C.willMove(nil)", "C.didMove(nil)"])
        let nav = UINavigationController(rootViewController: LoggingViewController("R", log: log))
        #expect(nav.viewControllers[0].navigationController === nav)
        #expect(nav.viewControllers[0].navigationItem.title == "R")
    }

    @Test("view loading is lazy: loadView then viewDidLoad on first access")
    func lazyView() throws {
        let log = EventLog()
        let controller = LoggingViewController("L", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        #expect(controller.isViewLoaded && log.events == ["L.viewDidLoad"])
        _ = controller.view
        #expect(log.events == ["L.viewDidLoad"])
    }
}
