#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// UIKit's own navigation transitions: what a navigation controller does when its delegate gives no animator.
///
/// - push and pop: the arriving view slides in a full width over the covered view, which moves 30 % of the
///   width under a light dimming, on the system curve (curve 7, ≈ 0.5 s);
/// - the interactive edge-swipe pop: a finger from the left edge drags the top screen; released far enough
///   (or fast enough) it completes, otherwise it slides back and the stack is as before.
extension Scenario {
    /// UIKit's default push: "Message" slides in from the right over "Inbox".
    public static let uikitPush = Scenario(
        id: "uikit-push",
        summary: "UIKit: default navigation push (slide in from the right, parallax, system curve)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitNavigationScreens.install(in: stage, showingDetail: false) },
        actions: [
            .push(at: 0) { _ in UIKitNavigationScreens.detail() }
        ]
    )

    /// UIKit's default pop: "Message" slides out to the right, uncovering "Inbox".
    public static let uikitPop = Scenario(
        id: "uikit-pop",
        summary: "UIKit: default navigation pop (slide out to the right, parallax, system curve)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitNavigationScreens.install(in: stage, showingDetail: true) },
        actions: [
            .pop(at: 0)
        ]
    )

    /// The edge-swipe back gesture, dragged past half the width and released: the pop completes.
    public static let uikitEdgeSwipeCompleted = Scenario(
        id: "uikit-edge-swipe-completed",
        summary: "UIKit: interactive edge-swipe pop, dragged to 60 % and released: completes",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitNavigationScreens.install(in: stage, showingDetail: true) },
        actions: [
            UIKitNavigationScreens.edgeSwipe(at: 0, toFraction: 0.6, duration: 0.4)
        ]
    )

    /// The edge-swipe back gesture, dragged a quarter of the width, held still and released: the pop is
    /// cancelled, "Message" slides back and stays on top.
    public static let uikitEdgeSwipeCancelled = Scenario(
        id: "uikit-edge-swipe-cancelled",
        summary: "UIKit: interactive edge-swipe pop, dragged to 25 % and released still: cancelled",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitNavigationScreens.install(in: stage, showingDetail: true) },
        actions: [
            UIKitNavigationScreens.edgeSwipe(at: 0, toFraction: 0.25, duration: 0.3, holding: 0.1)
        ]
    )
}

/// The screens of the UIKit navigation scenarios: an "Inbox" list and a "Message" screen.
@MainActor
enum UIKitNavigationScreens {
    static func root() -> UIViewController {
        SampleViewController(title: "Inbox", tint: .systemBlue, content: .list(rows: 7))
    }

    static func detail() -> UIViewController {
        SampleViewController(
            title: "Message", tint: .systemOrange,
            content: .message("Lunch on Friday? The new place on the corner opens at noon."))
    }

    /// A navigation controller as the window's root, showing "Inbox" (and "Message" on top of it).
    static func install(in stage: Stage, showingDetail: Bool) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root())
        if showingDetail { navigation.pushViewController(detail(), animated: false) }
        stage.window.rootViewController = navigation
        return navigation
    }

    /// A finger going down 4 points from the left edge halfway down the screen, dragging right to `fraction`
    /// of the window's width over `duration`, optionally holding still, and lifting (the window's size is read
    /// when the action runs, so the swipe fits any device).
    nonisolated static func edgeSwipe(
        at time: TimeInterval, toFraction fraction: CGFloat, duration: TimeInterval,
        holding hold: TimeInterval = 0
    ) -> ScenarioAction<UINavigationController> {
        .at(
            time, "edge swipe",
            withStage: { _, stage in
                let bounds = stage.window.bounds
                let y = bounds.midY
                var script = TouchScript.drag(
                    from: CGPoint(x: 4, y: y),
                    to: CGPoint(x: 4 + bounds.width * fraction, y: y), duration: duration)
                if hold > 0 { script = script.hold(hold) }
                try stage.perform(script.release())
            })
    }
}
