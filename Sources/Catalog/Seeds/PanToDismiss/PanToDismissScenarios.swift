#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

// Seed 002 (`../shared/seeds/002_*.txt`): pan-to-dismiss with a percent-driven transition, a 0.35 s
// slide-down dismissal, and the presenting screen scaled to 0.7 alongside the transitions.

extension Scenario {
    /// Pan to dismiss, completed: dragged down 60 % of the height and released, the presented screen slides
    /// away and the home screen behind it grows back from 0.7 to full size.
    public static let panToDismissCompleted = Scenario(
        id: "pan-to-dismiss-completed",
        summary: "Seed 002: pan down 60 % dismisses (slide down, 0.35 s; the screen behind scales 0.7 → 1 alongside)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in PanToDismissStage.install(in: stage) },
        actions: [
            .at(
                PanToDismissStage.panTime, "pan down 60 % and release",
                withStage: { _, stage in
                    try stage.perform(PanToDismissStage.pan(toFraction: 0.6, of: stage))
                })
        ]
    )

    /// Pan to dismiss, cancelled: released at 30 %, under half way, the presented screen goes back up and
    /// the screen behind back to 0.7.
    public static let panToDismissCancelled = Scenario(
        id: "pan-to-dismiss-cancelled",
        summary: "Seed 002: pan down 30 % and release: the dismissal is cancelled and the screen returns",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in PanToDismissStage.install(in: stage) },
        actions: [
            .at(
                PanToDismissStage.panTime, "pan down 30 % and release",
                withStage: { _, stage in
                    try stage.perform(PanToDismissStage.pan(toFraction: 0.3, of: stage))
                })
        ]
    )
}

/// The screens of seed 002's scenarios: a home screen that presents (with UIKit's animation, run before the
/// recording starts) a cyan screen that can be panned away.
@MainActor
enum PanToDismissStage {
    /// When the scenarios start panning: after the setup's presentation and the lead-in.
    nonisolated static let panTime: TimeInterval = 0.6

    @discardableResult
    static func install(in stage: Stage) -> UIViewController {
        let home = SampleViewController(title: "Home", tint: .systemBlue, content: .list(rows: 6), showsHeader: true)
        stage.window.rootViewController = home
        let content = SampleViewController(title: "Second", tint: .systemTeal, content: .cards, showsHeader: true)
        content.background = .cyan
        home.present(PanToDismissViewController(content: content), animated: true)
        return home
    }

    /// A finger going down on the presented screen and dragging down by `fraction` of the height in 0.4 s,
    /// then lifting.
    static func pan(toFraction fraction: CGFloat, of stage: Stage) -> TouchScript {
        let start = CGPoint(x: stage.window.bounds.midX, y: 300)
        let end = CGPoint(x: start.x, y: start.y + fraction * stage.window.bounds.height)
        return TouchScript.drag(from: start, to: end, duration: 0.4).release()
    }
}
