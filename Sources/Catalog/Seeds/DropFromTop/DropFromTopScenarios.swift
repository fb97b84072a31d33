#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

// Seed 000 (`../shared/seeds/000_*.txt`): custom push/pop through the navigation delegate, the per-controller
// opt-in, the display-link-driven interactive pop, swipe-back at the root, and present from the left /
// dismiss to the right.

extension Scenario {
    /// The drop-from-top push: the pushed screen falls from above the screen over the inbox (0.4 s).
    public static let dropFromTopPush = Scenario(
        id: "drop-from-top-push",
        summary: "Seed 000: push where the new screen drops from the top of the screen (0.4 s, ease-in-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in
            DropFromTopStage.install(in: stage)
        },
        actions: [
            .push(at: 0) { _ in DropFromTopStage.photos() }
        ]
    )

    /// The slide-down pop: the top screen slides down off the screen, uncovering the inbox (0.4 s).
    public static let dropFromTopPop = Scenario(
        id: "drop-from-top-pop",
        summary: "Seed 000: pop where the top screen slides down off the screen (0.4 s, ease-in-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in
            let navigation = DropFromTopStage.install(in: stage)
            navigation.pushViewController(DropFromTopStage.photos(), animated: false)
            return navigation
        },
        actions: [
            .pop(at: 0)
        ]
    )

    /// The interactive pop, completed: a pan drags the photo screen 60 % of the width; released past the
    /// 0.4 threshold, display-link ticks (1.5/60 of progress each) take it to the end.
    public static let dropFromTopInteractivePopCompleted = Scenario(
        id: "drop-from-top-interactive-pop-completed",
        summary: "Seed 000: pan-driven slide-down pop released at 60 %, finished on display-link ticks",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in DropFromTopStage.installWithPhotosPushed(in: stage) },
        actions: [
            .at(
                DropFromTopStage.panTime, "pan right 60 % and release",
                withStage: { _, stage in
                    try stage.perform(DropFromTopStage.pan(toFraction: 0.6, of: stage))
                })
        ]
    )

    /// The interactive pop, cancelled: released at 35 %, under the threshold, ticks take the progress back
    /// to 0 and the photo screen is where it started.
    public static let dropFromTopInteractivePopCancelled = Scenario(
        id: "drop-from-top-interactive-pop-cancelled",
        summary: "Seed 000: pan-driven slide-down pop released at 35 %, cancelled on display-link ticks",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in DropFromTopStage.installWithPhotosPushed(in: stage) },
        actions: [
            .at(
                DropFromTopStage.panTime, "pan right 35 % and release",
                withStage: { _, stage in
                    try stage.perform(DropFromTopStage.pan(toFraction: 0.35, of: stage))
                })
        ]
    )

    /// Swipe-back at the root: an edge swipe on the inbox, which is the root, does nothing (the navigation
    /// controller, as the swipe gesture's delegate, refuses it there); then the photo screen is pushed, to
    /// show the app is alive.
    public static let dropFromTopSwipeBackAtRoot = Scenario(
        id: "drop-from-top-swipe-back-at-root",
        summary: "Seed 000: an edge swipe on the root screen does nothing (swipe-back refused there); then a push",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in DropFromTopStage.install(in: stage) },
        actions: [
            .touch(at: 0, .drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 240, y: 500), duration: 0.3).release()),
            .push(at: 0.4) { _ in DropFromTopStage.photos() },
        ]
    )

    /// Present from the left: the presented screen slides in from the left edge (0.4 s).
    public static let presentFromLeft = Scenario(
        id: "present-from-left",
        summary: "Seed 000: present where the new screen slides in from the left (0.4 s, ease-in-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in DropFromTopStage.install(in: stage) },
        actions: [
            .present(at: 0) { _ in DropFromTopStage.message() }
        ]
    )

    /// Dismiss to the right: the presented screen slides out past the right edge (0.4 s). The animator does
    /// not put the presenting view back in the container, so behind it is black until UIKit restores it.
    public static let dismissToRight = Scenario(
        id: "dismiss-to-right",
        summary:
            "Seed 000: dismiss where the screen slides out to the right (0.4 s; black behind, as the animator leaves "
            + "it)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in
            let navigation = DropFromTopStage.install(in: stage)
            navigation.present(DropFromTopStage.message(), animated: false)
            return navigation
        },
        actions: [
            .dismiss(at: 0)
        ]
    )
}

/// The screens of seed 000's scenarios: an inbox at the root of a ``DropFromTopNavigationController``, and a
/// photo grid on a light orange background that opts in to the custom transition.
@MainActor
enum DropFromTopStage {
    /// The photo screen's background: unlike the inbox's grey, so that its edges show in every frame.
    static let photosBackground = UIColor(red: 1, green: 0.94, blue: 0.86, alpha: 1)

    /// Puts a navigation controller showing the inbox in the window and returns it.
    @discardableResult
    static func install(in stage: Stage) -> DropFromTopNavigationController {
        let inbox = DropFromTopViewController(
            content: SampleViewController(title: "Inbox", tint: .systemBlue, content: .list(rows: 6)))
        let navigation = DropFromTopNavigationController(rootViewController: inbox)
        stage.window.rootViewController = navigation
        return navigation
    }

    /// The inbox with the photo screen pushed on it, with the custom (animated) push — which is what gives
    /// the photo screen its pan — run before the recording starts (the first action is at ``panTime``).
    @discardableResult
    static func installWithPhotosPushed(in stage: Stage) -> DropFromTopNavigationController {
        let navigation = install(in: stage)
        navigation.pushViewController(photos(), animated: true)
        return navigation
    }

    /// When the interactive scenarios start panning: after the 0.4 s push of the setup and the lead-in.
    nonisolated static let panTime: TimeInterval = 0.6

    /// A finger going down on the photo screen and dragging right by `fraction` of the width in 0.4 s, then
    /// lifting.
    static func pan(toFraction fraction: CGFloat, of stage: Stage) -> TouchScript {
        let start = CGPoint(x: 60, y: 500)
        let end = CGPoint(x: start.x + fraction * stage.window.bounds.width, y: start.y)
        return TouchScript.drag(from: start, to: end, duration: 0.4).release()
    }

    /// The screen seed 000 presents: a message on a lavender background.
    static func message() -> SlideFromLeftViewController {
        let content = SampleViewController(
            title: "Message", tint: .systemPurple,
            content: .message("Slides in from the left when presented, out to the right when dismissed."),
            showsHeader: true)
        content.background = messageBackground
        return SlideFromLeftViewController(content: content)
    }

    static let messageBackground = UIColor(red: 0.93, green: 0.9, blue: 1, alpha: 1)

    /// The screen that opts in to the drop-from-top transition.
    static func photos() -> DropFromTopViewController {
        let content = SampleViewController(title: "Photos", tint: .systemOrange, content: .photos)
        content.background = photosBackground
        return DropFromTopViewController(content: content, addsCustomTransition: true)
    }
}
