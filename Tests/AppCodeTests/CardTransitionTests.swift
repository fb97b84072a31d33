import Flipbook
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a card presented by a button tap, dismissed by a pan")
@MainActor
struct CardTransitionTests {
    /// What the scenario's setup made, for the test to look at afterwards.
    final class Screens {
        var list: CardListViewController?
    }

    func scenario(_ screens: Screens, reduceMotion: Bool = false, actions: [ScenarioAction<CardListViewController>])
        -> Scenario
    {
        Scenario(
            id: "app-card", summary: "a card over a list", device: .iPhoneSE,
            setup: { stage in
                stage.environment.isReduceMotionEnabled = reduceMotion
                let list = CardListViewController()
                stage.window.rootViewController = list
                screens.list = list
                return list
            }, actions: actions)
    }

    @Test("a tap scenario action on the button presents the card through the app's transitioning delegate")
    func tapPresents() throws {
        let screens = Screens()
        var presentedAt: TimeInterval?
        let scenario = scenario(
            screens,
            actions: [
                .at(0, "watch") { list in list.onPresent = { presentedAt = CACurrentMediaTime() } },
                .tap(CGPoint(x: 80, y: 122), at: 0.1),
            ])
        try ScenarioPlayer().play(scenario, painting: false)
        let list = try #require(screens.list)
        #expect(list.coordinator.presentCount == 1)
        #expect(list.presentedViewController?.view.backgroundColor == .systemOrange)
        // The tap lifts at 0.2 s; the spring lasts 0.4 s.
        #expect(presentedAt.map { abs($0 - 0.6) < 1e-6 } == true)
        #expect(list.presentedViewController?.presentationController is CardPresentationController)
        // The coordinator's haptic, recorded with the virtual time of the tap's lift.
        let haptics = StageEnvironment.current.haptics
        #expect(haptics == [HapticEvent(time: 0.2, kind: .impact(.light, intensity: 1))])
    }

    @Test("a tap outside the button presents nothing")
    func tapOutside() throws {
        let screens = Screens()
        try ScenarioPlayer().play(
            scenario(screens, actions: [.tap(CGPoint(x: 300, y: 400), at: 0.1)]),
            painting: false)
        #expect(screens.list?.coordinator.presentCount == 0)
        #expect(screens.list?.presentedViewController == nil)
    }

    @Test("a pan down on the card dismisses it interactively; a short one cancels")
    func panDismisses() throws {
        for (distance, dismissed) in [(400.0, true), (40.0, false)] {
            let screens = Screens()
            let drag = TouchScript.drag(
                from: CGPoint(x: 180, y: 300), to: CGPoint(x: 180, y: 300 + distance),
                duration: 0.3
            ).hold(0.1).release()
            try ScenarioPlayer().play(
                scenario(
                    screens,
                    actions: [
                        .tap(CGPoint(x: 80, y: 122), at: 0.1),
                        .touch(at: 1.0, drag),
                    ]), painting: false)
            let list = try #require(screens.list)
            #expect((list.presentedViewController == nil) == dismissed, "drag of \(distance) pt")
            #expect(list.coordinator.interaction.isInteracting == false)
        }
    }

    @Test("with reduce motion set by the scenario, the animator fades the card in place instead of sliding it")
    func reduceMotion() throws {
        for reduce in [false, true] {
            let screens = Screens()
            var midway: (alpha: CGFloat, y: CGFloat)?
            try ScenarioPlayer().play(
                scenario(
                    screens, reduceMotion: reduce,
                    actions: [
                        .tap(CGPoint(x: 80, y: 122), at: 0),
                        .at(0.3, "look") { list in
                            let layer = list.presentedViewController!.view.layer.presentation()!
                            midway = (CGFloat(layer.opacity), layer.frame.minY)
                        },
                    ]), painting: false)
            let final = 667 * 0.3
            if reduce {
                #expect(midway.map { $0.alpha > 0 && $0.alpha < 1 && abs($0.y - final) < 1e-6 } == true)
            } else {
                #expect(midway.map { $0.alpha == 1 && $0.y > final + 1 } == true)
            }
        }
    }

    @Test("the controller's status bar preference is what the stage's status bar manager reports")
    func statusBar() throws {
        let stage = try Stage(device: .iPhoneSE)
        let list = CardListViewController()
        stage.window.rootViewController = list
        list.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.environment.statusBarAppearanceUpdates.last?.style == .lightContent)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
        #expect(scene.statusBarManager?.statusBarFrame.height == 20)
        #expect(stage.window.windowScene === scene && scene.windows == [stage.window])
    }
}
