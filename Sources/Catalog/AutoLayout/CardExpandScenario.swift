#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

extension Scenario {
    /// A card laid out with Auto Layout expands to a full-screen detail on present (its edge constraints'
    /// constants animate to zero on a spring) and collapses back into place on dismiss.
    public static let autoLayoutCardExpand = Scenario(
        id: "autolayout-card-expand",
        summary: "Auto Layout: a card expands to full screen by animating its edge constraints, then collapses",
        recording: RecordingRules(leadInFrames: 4, holdFrames: 8),
        setup: { stage in
            let list = CardListViewController()
            stage.window.rootViewController = list
            return list
        },
        actions: [
            .present(at: 0) { list in list.makeDetail() },
            .dismiss(at: 0.9),
        ]
    )
}
