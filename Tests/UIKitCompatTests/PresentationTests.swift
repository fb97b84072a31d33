import Foundation
import Testing
import Raster
@testable import UIKitCompat
@testable import Catalog

@Suite(
    "Modal presentation: container contents per style, presenting controller, presentation controllers, black screens")
@MainActor
struct PresentationTests {
    /// A stage with a navigation controller around a red root, and a blue controller to present.
    static func setUp(
        style: UIModalPresentationStyle, animator: InspectingAnimator? = nil,
        log: EventLog = EventLog()
    ) throws -> (Stage, UINavigationController, LoggingViewController, LoggingViewController, ModalDelegate) {
        let root = LoggingViewController("Root", log: log, color: Fixture.red)
        let (stage, navigation) = try Fixture.navigationStage(root)
        let presented = LoggingViewController("Modal", log: log, color: Fixture.blue)
        presented.modalPresentationStyle = style
        let delegate = ModalDelegate(log: log, present: animator, dismiss: animator)
        presented.transitioningDelegate = delegate
        return (stage, navigation, root, presented, delegate)
    }

    /// A 60 × 80 stage showing a red root controller in a navigation controller without a bar, and a blue modal
    /// controller of `style` ready to be presented over it.
    static func redRootAndBlueModal(style: UIModalPresentationStyle) throws
        -> (Stage, UINavigationController, LoggingViewController, LoggingViewController)
    {
        let root = LoggingViewController("Root", log: EventLog(), color: Fixture.red)
        let stage = try Stage(size: CGSize(width: 60, height: 80))
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isHidden = true
        stage.window.rootViewController = navigation
        let modal = LoggingViewController("Modal", log: EventLog(), color: Fixture.blue)
        modal.modalPresentationStyle = style
        return (stage, navigation, root, modal)
    }

    @Test(
        "container contents and view(forKey:) per style, as the reference table says",
        arguments: [
            (UIModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.custom, false),
            (.pageSheet, false), (.formSheet, false),
        ])
    func containerPerStyle(style: UIModalPresentationStyle, removes: Bool) throws {
        let animator = InspectingAnimator()
        let (stage, navigation, root, presented, _) = try Self.setUp(style: style, animator: animator)
        root.present(presented, animated: true)
        // viewController(forKey:) always gives both; the presenting one is the navigation controller.
        #expect(animator.fromController === navigation && animator.toController === presented)
        #expect(animator.toView === presented.view)
        if removes {
            #expect(animator.containerSubviewsAtStart == [navigation.view])
            #expect(animator.fromView === navigation.view)
        } else {
            #expect(animator.containerSubviewsAtStart.filter { $0 === navigation.view }.isEmpty)
            #expect(animator.fromView == nil)
        }
        try stage.runUntilSettled()
        #expect((navigation.view.window != nil) == !removes)
        #expect(presented.view.window != nil)
        #expect(root.presentedViewController === presented)
        #expect(navigation.presentedViewController === presented && presented.presentingViewController === navigation)

        let dismiss = InspectingAnimator()
        dismiss.insertsToView = removes
        (presented.transitioningDelegate as! ModalDelegate).dismissAnimator = dismiss
        presented.dismiss(animated: true)
        #expect(dismiss.fromView === presented.view)
        #expect((dismiss.toView != nil) == removes)
        #expect(dismiss.toController === navigation)
        // On dismiss the presenter's view is not in the container until the animator puts it there.
        #expect(dismiss.containerSubviewsAtStart.contains { $0 === presented.view })
        #expect(!dismiss.containerSubviewsAtStart.contains { $0 === navigation.view })
        try stage.runUntilSettled()
        #expect(navigation.view.window === stage.window)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(navigation.presentedViewController == nil && presented.presentingViewController == nil)
    }

    @Test("appearance: a full-screen presenter disappears; a presenter whose view stays gets no callbacks")
    func presenterAppearance() throws {
        for (style, removes) in [
            (UIModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.custom, false),
        ] {
            let log = EventLog()
            let (stage, _, root, presented, _) = try Self.setUp(style: style, animator: InspectingAnimator(), log: log)
            // Each direction: the call, the flag the presented controller sees, and the callbacks when the
            // presenter's view leaves the window and when it stays.
            let steps: [(act: () -> Void, flag: String, removing: [String], staying: [String])] = [
                (
                    { root.present(presented, animated: true) }, "willAppear.isBeingPresented",
                    ["Root.viewWillDisappear", "Modal.viewWillAppear", "Root.viewDidDisappear", "Modal.viewDidAppear"],
                    ["Modal.viewWillAppear", "Modal.viewDidAppear"]
                ),
                (
                    { presented.dismiss(animated: true) }, "willDisappear.isBeingDismissed",
                    ["Modal.viewWillDisappear", "Root.viewWillAppear", "Modal.viewDidDisappear", "Root.viewDidAppear"],
                    ["Modal.viewWillDisappear", "Modal.viewDidDisappear"]
                ),
            ]
            for step in steps {
                log.clear()
                step.act()
                #expect(presented.flagsSeen[step.flag] == true)
                try stage.runUntilSettled()
                #expect(log.appearance == (removes ? step.removing : step.staying), "\(style)")
            }
            #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
        }
    }

    @Test("the transitioning delegate: animation controller first, interaction controller only if there is one")
    func delegateOrder() throws {
        let log = EventLog()
        let (stage, _, root, presented, delegate) = try Self.setUp(style: .fullScreen, log: log)
        log.clear()
        root.present(presented, animated: true)  // no animator: the system's; no interaction question
        try stage.runUntilSettled()
        #expect(
            log.events.filter { $0.hasPrefix("animationController") || $0.hasPrefix("interaction") } == [
                "animationController(forPresented)"
            ])
        delegate.dismissAnimator = FadePopAnimator(type: .modal)
        log.clear()
        presented.dismiss(animated: true)
        try stage.runUntilSettled()
        #expect(
            log.events.filter { $0.hasPrefix("animationController") || $0.hasPrefix("interaction") }
                == ["animationController(forDismissed)", "interactionControllerForDismissal"])
    }

    @Test(
        """
        the presenting controller is the navigation or tab bar controller around the source, unless a controller\
         defines the context
        """
    )
    func presentingResolution() throws {
        let log = EventLog()
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let inner = LoggingViewController("Inner", log: log)
        let navigation = UINavigationController(rootViewController: inner)
        let other = LoggingViewController("Other", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        stage.window.rootViewController = tabs
        let animator = InspectingAnimator()
        let modal = LoggingViewController("Modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        let delegate = ModalDelegate(log: log, present: animator, dismiss: animator)
        modal.transitioningDelegate = delegate
        inner.present(modal, animated: true)
        #expect(animator.fromController === tabs)
        #expect(modal.presentingViewController === tabs)
        try stage.runUntilSettled()
        modal.dismiss(animated: true)
        try stage.runUntilSettled()

        // currentContext with a controller that defines the context: that controller presents.
        navigation.definesPresentationContext = true
        let contextual = LoggingViewController("Contextual", log: log)
        contextual.modalPresentationStyle = .currentContext
        contextual.transitioningDelegate = delegate
        inner.present(contextual, animated: true)
        #expect(animator.fromController === navigation)
        #expect(contextual.presentingViewController === navigation)
        #expect(inner.resolvedPresentingController(for: .fullScreen) === tabs)
        try stage.runUntilSettled()
        #expect(contextual.view.frame.size == navigation.view.frame.size)
    }

    @Test(
        """
        a presented controller's final frame is its presentation controller's frameOfPresentedViewInContainerView;\
         hooks run in order
        """
    )
    func customPresentationController() throws {
        let log = EventLog()
        let (stage, _, root, presented, delegate) = try Self.setUp(style: .custom, log: log)
        let animator = InspectingAnimator()
        animator.log = log
        delegate.presentAnimator = animator
        delegate.dismissAnimator = FadePopAnimator(type: .modal)
        var made: HalfSheetPresentationController?
        delegate.presentationControllerMaker = { presented, presenting in
            let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
            controller.log = log
            made = controller
            return controller
        }
        log.clear()
        root.present(presented, animated: true)
        let controller = try #require(made)
        #expect(animator.frames["to.final"] == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(animator.frames["to.initial"] == .zero)
        #expect(presented.presentationController === controller)
        #expect(controller.containerView?.subviews.first === controller.dimming)
        try stage.clock.advance(by: 0.15)
        #expect(abs(Fixture.presentationAlpha(controller.dimming) - 0.25) < 0.08)
        try stage.runUntilSettled()
        #expect(
            log.events.filter { !$0.contains(".") } == [
                "animationController(forPresented)", "interactionControllerForPresentation",
                "presentationTransitionWillBegin", "animateTransition",
                "presentationTransitionDidEnd(true)", "animationEnded(true)",
            ])
        presented.dismiss(animated: true)
        try stage.runUntilSettled()
        #expect(log.events.contains("dismissalTransitionDidEnd(true)"))
        #expect(controller.containerView?.superview == nil)
    }

    @Test(
        """
        pop ≠ dismiss: the seeds' fade pop reused for a .custom dismissal leaves the screen black; the fixed one\
         does not
        """
    )
    func blackScreen() throws {
        for broken in [true, false] {
            let (stage, navigation, root, modal) = try Self.redRootAndBlueModal(style: .custom)
            let delegate = ModalDelegate(
                log: EventLog(), present: FadePushAnimator(),
                dismiss: FadePopAnimator(type: broken ? .alwaysInsert : .modal))
            modal.transitioningDelegate = delegate
            root.present(modal, animated: true)
            try stage.runUntilSettled()
            #expect(Fixture.pixel(stage, 30, 40) == Fixture.bluePixel)
            modal.dismiss(animated: true)
            try stage.runUntilSettled()
            if broken {
                // The animator moved the presenter's view into the container, which is thrown away.
                #expect(navigation.view.window == nil)
                #expect(Fixture.pixel(stage, 30, 40) == Fixture.blackPixel)
            } else {
                #expect(navigation.view.window === stage.window)
                #expect(Fixture.pixel(stage, 30, 40) == Fixture.redPixel)
            }
        }
    }

    @Test("the reverse mistake: a .fullScreen dismissal that does not insert the to-view shows black while it runs")
    func fullScreenBlack() throws {
        let (stage, _, root, modal) = try Self.redRootAndBlueModal(style: .fullScreen)
        modal.transitioningDelegate = ModalDelegate(
            log: EventLog(), present: FadePushAnimator(),
            dismiss: FadePopAnimator(type: .modal))
        root.present(modal, animated: true)
        try stage.runUntilSettled()
        modal.dismiss(animated: true)
        try stage.clock.advance(by: 0.25)
        // Half faded blue over black: no red anywhere.
        let p = Fixture.pixel(stage, 30, 40)
        #expect(p.r == 0 && p.b > 0 && p.b < 255)
        try stage.runUntilSettled()
        #expect(Fixture.pixel(stage, 30, 40) == Fixture.redPixel)
    }

    @Test("system coverVertical: from y = container height up; dismissal back down")
    func coverVertical() throws {
        let (stage, _, root, presented, _) = try Self.setUp(style: .fullScreen)
        root.present(presented, animated: true)
        #expect(Fixture.presentationFrame(presented.view).minY == 667)
        try stage.clock.advance(by: 0.1)
        let y = Fixture.presentationFrame(presented.view).minY
        #expect(y > 0 && y < 667)
        try stage.runUntilSettled()
        #expect(presented.view.frame.minY == 0)
        presented.dismiss(animated: true)
        try stage.clock.advance(by: 0.1)
        #expect(Fixture.presentationFrame(presented.view).minY > 0)
        try stage.runUntilSettled()
        #expect(presented.viewIfLoaded?.superview == nil)
    }

    @Test("system crossDissolve and flipHorizontal (with perspective)")
    func crossDissolveAndFlip() throws {
        let (stage, _, root, presented, _) = try Self.setUp(style: .fullScreen)
        presented.modalTransitionStyle = .crossDissolve
        root.present(presented, animated: true)
        try stage.clock.advance(by: 0.1)
        let alpha = Fixture.presentationAlpha(presented.view)
        #expect(alpha > 0 && alpha < 1)
        try stage.runUntilSettled()
        presented.dismiss(animated: true)
        try stage.runUntilSettled()

        let flipped = LoggingViewController("Flip", log: EventLog(), color: Fixture.green)
        flipped.modalPresentationStyle = .fullScreen
        flipped.modalTransitionStyle = .flipHorizontal
        root.present(flipped, animated: true)
        let container = try #require(flipped.view.superview)
        #expect(abs(container.layer.sublayerTransform.m34 + 1.0 / 1200) < 1e-12)
        try stage.clock.advance(by: 0.1)
        // The leaving view turns about the y axis: its transform has a rotation (m11 < 1).
        let leaving = root.navigationController!.view!
        #expect(leaving.layer.presentationState().transform.m11 < 0.999)
        try stage.runUntilSettled()
        #expect(CATransform3DIsIdentity(flipped.view.layer.transform))
        #expect(CATransform3DIsIdentity(container.layer.sublayerTransform))
    }

    @Test("page sheet on a phone: a card below the status bar, the presenter scaled behind it; nothing presented twice")
    func pageSheet() throws {
        let (stage, navigation, root, presented, _) = try Self.setUp(style: .automatic)
        root.present(presented, animated: true)
        try stage.runUntilSettled()
        #expect(presented.presentationController is SheetPresentationController)
        #expect(presented.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(presented.view.layer.cornerRadius == 10)
        #expect(abs(navigation.view.transform.a - 0.92) < 1e-9)
        #expect(navigation.view.window != nil)
        let second = LoggingViewController("Second", log: EventLog())
        root.present(second, animated: false)
        #expect(second.presentingViewController == nil)
        #expect(stage.clock.diagnostics.contains { $0.contains("already presenting") })
        presented.dismiss(animated: true)
        try stage.runUntilSettled()
        #expect(navigation.view.transform == .identity)
    }

    @Test("present and dismiss without animation, with completion blocks after the appearance callbacks")
    func unanimated() throws {
        let log = EventLog()
        let (stage, navigation, root, presented, _) = try Self.setUp(style: .fullScreen, log: log)
        log.clear()
        root.present(presented, animated: false) { log.add("completion") }
        try stage.runUntilSettled()
        #expect(
            log.appearance == [
                "Root.viewWillDisappear", "Modal.viewWillAppear", "Root.viewDidDisappear", "Modal.viewDidAppear",
            ])
        #expect(log.events.last == "completion")
        #expect(navigation.view.window == nil)
        presented.dismiss(animated: false) { log.add("dismissed") }
        try stage.runUntilSettled()
        #expect(log.events.last == "dismissed")
        #expect(navigation.view.window === stage.window)
        #expect(navigation.view.frame == stage.window.bounds)
    }

    @Test("a custom dismissal reports the presented frame as the leaving controller's final frame; full screen, zero")
    func dismissalFinalFrames() throws {
        for style in [UIModalPresentationStyle.custom, .fullScreen] {
            let animator = InspectingAnimator()
            let (stage, _, root, presented, delegate) = try Self.setUp(style: style, animator: animator)
            delegate.presentationControllerMaker = {
                HalfSheetPresentationController(presentedViewController: $0, presenting: $1)
            }
            root.present(presented, animated: true)
            try stage.runUntilSettled()
            let onScreen = presented.view.frame
            presented.dismiss(animated: true)
            #expect(animator.frames["from.initial"] == onScreen)
            #expect(animator.frames["from.final"] == (style == .custom ? onScreen : .zero), "\(style)")
            try stage.runUntilSettled()
        }
    }
}
