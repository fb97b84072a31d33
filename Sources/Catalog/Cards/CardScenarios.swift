#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// Scroll views, tables and dark mode used the way apps use them.
///
/// - A "card" of comments presented, by a tap on a row, over a list of messages (a custom presentation over a
///   dimming view); a drag scrolls the card's table, a later drag down scrolls it back to its top and then
///   pulls the card down: the card watches the table's `contentOffset` to hand the finger from the table to its
///   dismissal.
/// - UIKit's default push in dark mode: the same screens, their system colours resolved for dark.
extension Scenario {
    /// Present a card over the message list, scroll its table, then drag it back down and off the screen.
    public static let cardTablePanToDismiss = Scenario(
        id: "card-table-pan-to-dismiss",
        summary: "Card of comments over a message list: its table scrolls, then a drag down past the top dismisses it",
        device: .iPhoneSE,
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in
            let list = MessageListViewController()
            stage.window.rootViewController = list
            return list
        },
        actions: [
            // A tap on the third row (Alan): the row highlights, is selected on lift and `didSelectRowAt`
            // presents the card while the selection fades.
            .tap(CGPoint(x: 187, y: 236), at: 0),
            // Scroll the comments up by about 190 points, hold still, lift (no deceleration).
            .touch(
                at: 0.7,
                TouchScript.drag(from: CGPoint(x: 187, y: 520), to: CGPoint(x: 187, y: 320), duration: 0.4)
                    .hold(0.1).release()),
            // Drag down 380 points: the table returns to its top, then the card follows the finger and is
            // released moving fast enough to finish the dismissal.
            .touch(
                at: 1.5,
                TouchScript.drag(from: CGPoint(x: 187, y: 260), to: CGPoint(x: 187, y: 640), duration: 0.6)
                    .release()),
        ]
    )

    /// UIKit's default push with the stage in dark mode.
    public static let uikitPushDark = Scenario(
        id: "uikit-push-dark",
        summary: "UIKit: default navigation push in dark mode (system colours resolve dark, the bar too)",
        userInterfaceStyle: .dark,
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitNavigationScreens.install(in: stage, showingDetail: false) },
        actions: [
            .push(at: 0) { _ in UIKitNavigationScreens.detail() }
        ]
    )
}
