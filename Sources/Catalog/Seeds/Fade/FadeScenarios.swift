#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

// Seed 001 (`../shared/seeds/001_*.txt`): fade push and pop through the navigation delegate, the same pop
// animator reused for a modal dismissal (the black screen, and the navigation/modal flag that fixes it), and
// the interactive edge-pan pop with UIPercentDrivenInteractiveTransition.

extension Scenario {
    /// The fade push: the pushed screen fades in over the albums (0.5 s).
    public static let fadePush = Scenario(
        id: "fade-push",
        summary: "Seed 001: push where the new screen fades in over the old one (alpha, 0.5 s, ease-in-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in FadeStage.install(in: stage) },
        actions: [
            .push(at: 0) { _ in FadeStage.detail() }
        ]
    )

    /// The fade pop: the top screen fades out, uncovering the albums (0.5 s).
    public static let fadePop = Scenario(
        id: "fade-pop",
        summary: "Seed 001: pop where the top screen fades out over the one below (alpha, 0.5 s, ease-in-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in FadeStage.installWithDetailPushed(in: stage) },
        actions: [
            .pop(at: 0)
        ]
    )

    /// The fade pop animator reused for a modal dismissal, as first written: it puts the presenting view in
    /// the container UIKit throws away, and the app ends on a black screen.
    public static let fadePopModalBroken = Scenario(
        id: "fade-pop-modal-broken",
        summary: "Seed 001: fade present, then the navigation fade pop reused to dismiss: ends on a black screen",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in FadeStage.installWithDetailPushed(in: stage, modalDismissalType: .navigation) },
        actions: [
            .at(0, "present compose") { navigation in FadeStage.detail(in: navigation)?.presentCompose() },
            .dismiss(at: 0.7),
        ]
    )

    /// The same with the animator's navigation/modal flag set to modal: the dismissal only fades the
    /// presented screen out, and the album screen stays.
    public static let fadePopModalFixed = Scenario(
        id: "fade-pop-modal-fixed",
        summary: "Seed 001: fade present, then the fade pop with its modal flag to dismiss: the screen below stays",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in FadeStage.installWithDetailPushed(in: stage, modalDismissalType: .modal) },
        actions: [
            .at(0, "present compose") { navigation in FadeStage.detail(in: navigation)?.presentCompose() },
            .dismiss(at: 0.7),
        ]
    )

    /// The interactive edge-pan pop, completed: a swipe from the left edge to 60 % of the width, released
    /// while still moving right, finishes the fade pop.
    public static let fadeEdgePanPopCompleted = Scenario(
        id: "fade-edge-pan-pop-completed",
        summary:
            "Seed 001: left-edge pan drives the fade pop (percent-driven); released at 60 % moving right: finishes",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in FadeStage.installWithDetailPushed(in: stage) },
        actions: [
            .at(
                0, "swipe from the left edge to 60 %",
                withStage: { _, stage in
                    let width = stage.window.bounds.width
                    try stage.perform(
                        TouchScript.drag(
                            from: CGPoint(x: 4, y: 500), to: CGPoint(x: 4 + 0.6 * width, y: 500),
                            duration: 0.3
                        ).release())
                })
        ]
    )

    /// The interactive edge-pan pop, cancelled: the finger goes to 40 %, comes back to 20 % and lifts while
    /// moving left — under half way and not moving right, so the pop is cancelled.
    public static let fadeEdgePanPopCancelled = Scenario(
        id: "fade-edge-pan-pop-cancelled",
        summary: "Seed 001: left-edge pan drives the fade pop (percent-driven); back to 20 % moving left: cancels",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in FadeStage.installWithDetailPushed(in: stage) },
        actions: [
            .at(
                0, "swipe to 40 % and back to 20 %",
                withStage: { _, stage in
                    let width = stage.window.bounds.width
                    try stage.perform(
                        TouchScript.drag(
                            from: CGPoint(x: 4, y: 500), to: CGPoint(x: 4 + 0.4 * width, y: 500),
                            duration: 0.25
                        )
                        .drag(to: CGPoint(x: 4 + 0.2 * width, y: 500), duration: 0.15)
                        .release())
                })
        ]
    )
}

/// The screens of seed 001's scenarios: albums at the root of a navigation controller, and an album on the
/// article's light grey that takes over the navigation delegate once on screen.
@MainActor
enum FadeStage {
    /// Puts a navigation controller showing the albums in the window and returns it.
    @discardableResult
    static func install(in stage: Stage) -> UINavigationController {
        let albums = FadeMainViewController(
            content: SampleViewController(title: "Albums", tint: .systemIndigo, content: .list(rows: 5)))
        let navigation = UINavigationController(rootViewController: albums)
        stage.window.rootViewController = navigation
        return navigation
    }

    /// The albums with an album pushed on them (without animation).
    static func installWithDetailPushed(
        in stage: Stage,
        modalDismissalType: FadePopAnimator.TransitionType = .modal
    ) -> UINavigationController {
        let navigation = install(in: stage)
        navigation.pushViewController(detail(modalDismissalType: modalDismissalType), animated: false)
        return navigation
    }

    static func detail(modalDismissalType: FadePopAnimator.TransitionType = .modal) -> FadeDetailViewController {
        let content = SampleViewController(title: "Summer", tint: .systemGreen, content: .cards)
        content.background = .lightGray
        return FadeDetailViewController(content: content, modalDismissalType: modalDismissalType)
    }

    /// The album screen on top of `navigation`, if it is there.
    static func detail(in navigation: UINavigationController) -> FadeDetailViewController? {
        navigation.topViewController as? FadeDetailViewController
    }
}
