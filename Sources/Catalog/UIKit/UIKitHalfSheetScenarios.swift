#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// A custom presentation: a "Share" sheet in the bottom half of the screen over a dimming view
/// (``HalfSheetPresentationController``), moved by UIKit's own slide up and down.
extension Scenario {
    /// The sheet slides up over "Inbox" while the dimming fades in to 40 % black; then it is dismissed.
    public static let uikitHalfSheet = Scenario(
        id: "uikit-half-sheet",
        summary: "UIKit: custom half-sheet presentation (UIPresentationController) with a dimming view, then dismissed",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in ShareSheetViewController() },
            .dismiss(at: 0.7),
        ]
    )
}
