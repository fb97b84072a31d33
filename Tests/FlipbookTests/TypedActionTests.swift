import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Typed actions (push, pop, present, dismiss, select a tab, touch) act on what the user sees.
@MainActor
@Suite("Typed scenario actions")
struct TypedActionTests {
    /// What the probes saw, in order.
    final class Log { var entries: [String] = [] }

    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    /// The title of what the user sees now: the top of the top-most navigation stack, or the top controller.
    private func visibleTitle(_ stage: Stage) -> String {
        var top = stage.window.rootViewController!
        while let presented = top.presentedViewController { top = presented }
        if let tabs = top as? UITabBarController { top = tabs.selectedViewController! }
        if let navigation = top as? UINavigationController { top = navigation.topViewController! }
        return top.title ?? "?"
    }

    private func probe(_ log: Log, at time: TimeInterval) -> ScenarioAction<UIViewController> {
        .at(time, "probe", withStage: { _, stage in log.entries.append("\(time): \(visibleTitle(stage))") })
    }

    @Test func pushPopPresentAndDismissActOnWhatIsVisible() throws {
        let log = Log()
        let scenario = Scenario(
            id: "test-typed-navigation", summary: "Push, pop, present, dismiss", device: TestScenarios.device,
            framesPerSecond: 10,
            setup: { stage -> UIViewController in
                let navigation = UINavigationController(rootViewController: titled("Root"))
                stage.window.rootViewController = navigation
                return navigation
            },
            actions: [
                .push(at: 0) { _ in titled("Detail") },
                probe(log, at: 0.9),
                .push(at: 1) { _ in titled("More") },
                probe(log, at: 1.9),
                .pop(at: 2),
                probe(log, at: 2.9),
                .present(at: 3) { _ in UINavigationController(rootViewController: titled("Sheet")) },
                probe(log, at: 3.9),
                .push(at: 4) { _ in titled("Sheet detail") },  // onto the presented navigation controller
                probe(log, at: 4.9),
                .dismiss(at: 5),
                probe(log, at: 5.9),
                .popToRoot(at: 6),
                probe(log, at: 6.9),
            ])
        try ScenarioPlayer().play(scenario, painting: false)
        #expect(
            log.entries == [
                "0.9: Detail", "1.9: More", "2.9: Detail", "3.9: Sheet", "4.9: Sheet detail",
                "5.9: Detail", "6.9: Root",
            ])
    }

    @Test func selectTabTapsTheVisibleTabBarController() throws {
        let log = Log()
        let scenario = Scenario(
            id: "test-typed-tabs", summary: "Select a tab", device: TestScenarios.device, framesPerSecond: 10,
            setup: { stage -> UIViewController in
                let tabs = UITabBarController()
                tabs.viewControllers = [UINavigationController(rootViewController: titled("First")), titled("Second")]
                stage.window.rootViewController = tabs
                return tabs
            },
            actions: [
                .push(at: 0) { _ in titled("First detail") },  // into the selected tab's navigation controller
                probe(log, at: 0.9),
                .selectTab(1, at: 1),
                probe(log, at: 1.9),
            ])
        try ScenarioPlayer().play(scenario, painting: false)
        #expect(log.entries == ["0.9: First detail", "1.9: Second"])
    }

    @Test func touchScriptsDriveGestureRecognizers() throws {
        final class Moves { var states: [String] = []; var lastX: CGFloat = 0 }
        let moves = Moves()
        let scenario = Scenario(
            id: "test-typed-touch", summary: "A drag", device: TestScenarios.device, framesPerSecond: 10,
            setup: { stage -> UIView in
                let pan = UIPanGestureRecognizer { recognizer in
                    moves.states.append("\(recognizer.state)")
                    moves.lastX = recognizer.translation(in: stage.window).x
                }
                stage.window.addGestureRecognizer(pan)
                return stage.window
            },
            actions: [
                .touch(at: 0.2, .drag(from: CGPoint(x: 10, y: 40), to: CGPoint(x: 70, y: 40), duration: 0.3).release())
            ])
        try ScenarioPlayer().play(scenario, painting: false)
        #expect(moves.states.first == "began")
        #expect(moves.states.last == "ended")
        #expect(moves.lastX == 60)
    }

    @Test(arguments: [
        ("push", ScenarioActionError.noVisible("navigation controller", for: "push", foundType: "UIViewController")),
        ("pop", ScenarioActionError.nothingToPop),
        ("dismiss", ScenarioActionError.nothingPresented),
        (
            "tab",
            ScenarioActionError.noVisible("tab bar controller", for: "select a tab", foundType: "UIViewController")
        ),
    ])
    func actionsWithNothingToActOnFailNamingWhatIsMissing(kind: String, expected: ScenarioActionError) throws {
        let action: ScenarioAction<UIViewController> =
            switch kind {
            case "push": .push(at: 0) { _ in UIViewController() }
            case "pop": .pop(at: 0)
            case "dismiss": .dismiss(at: 0)
            default: .selectTab(1, at: 0)
            }
        let scenario = Scenario(
            id: "test-typed-error", summary: "Nothing to act on", device: TestScenarios.device, framesPerSecond: 10,
            setup: { stage -> UIViewController in
                let root = kind == "pop" ? UINavigationController(rootViewController: titled("Root")) : titled("Root")
                stage.window.rootViewController = root
                return root
            },
            actions: [action])
        #expect(
            throws: ScenarioError.failed(
                "test-typed-error", step: "an action",
                message: "action '\(action.name)' at 0.0 s: \(expected)")
        ) {
            try ScenarioPlayer().play(scenario, painting: false)
        }
    }

    @Test func tapsHitTheViewAtThePointAndCountUp() throws {
        final class Taps { var single = 0; var double = 0; var button = 0 }
        let taps = Taps()
        let scenario = Scenario(
            id: "test-typed-tap", summary: "Taps", device: TestScenarios.device, framesPerSecond: 10,
            setup: { stage -> UIView in
                let area = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                let double = UITapGestureRecognizer { _ in taps.double += 1 }
                double.numberOfTapsRequired = 2
                let single = UITapGestureRecognizer { _ in taps.single += 1 }
                single.require(toFail: double)
                area.addGestureRecognizer(double)
                area.addGestureRecognizer(single)
                stage.window.addSubview(area)
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 0, y: 50, width: 100, height: 30)
                button.addAction(UIAction { _ in taps.button += 1 }, for: .touchUpInside)
                stage.window.addSubview(button)
                return stage.window
            },
            actions: [
                .tap(CGPoint(x: 50, y: 20), at: 0.2, count: 2),
                .tap(CGPoint(x: 50, y: 65), at: 1),
                .tap(CGPoint(x: 50, y: 20), at: 2),
                .tap(CGPoint(x: 50, y: 45), at: 3),  // hits neither
            ])
        try ScenarioPlayer().play(scenario, painting: false)
        #expect(taps.double == 1 && taps.single == 1 && taps.button == 1)
    }

    @Test func aTapCountBelowOneIsRefused() throws {
        let scenario = Scenario(
            id: "test-typed-tap-count", summary: "No taps", device: TestScenarios.device, framesPerSecond: 10,
            setup: { stage -> UIView in stage.window }, actions: [.tap(CGPoint(x: 1, y: 1), at: 0, count: 0)])
        let message = "action 'tap ×0' at 0.0 s: cannot tap: count must be at least 1, got 0"
        #expect(throws: ScenarioError.failed("test-typed-tap-count", step: "an action", message: message)) {
            try ScenarioPlayer().play(scenario, painting: false)
        }
    }

    @Test func aPushWithoutARootViewControllerSaysHowToSetOne() {
        #expect(
            ScenarioActionError.noRootViewController(for: "push").description
                == "cannot push: the window has no rootViewController (set stage.window.rootViewController in the "
                + "setup)"
        )
    }
}
