#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// A tab bar controller whose delegate gives an animator: tab switches slide instead of cutting.
extension Scenario {
    /// Tap "Settings" (third tab): it slides in from the right; then tap "Inbox": it slides back from the left.
    public static let uikitTabSwitch = Scenario(
        id: "uikit-tab-switch",
        summary: "UIKit: tab switches animated by the tab bar controller's delegate (slide, 0.3 s, ease-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitTabScreens.install(in: stage) },
        actions: [
            .selectTab(2, at: 0),
            .selectTab(0, at: 0.5),
        ]
    )
}

/// The tabs: "Inbox" (in a navigation controller), "Photos" and "Settings".
@MainActor
enum UIKitTabScreens {
    static func install(in stage: Stage) -> UITabBarController {
        let inbox = UINavigationController(rootViewController: UIKitNavigationScreens.root())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let photos = SampleViewController(title: "Photos", tint: .systemPink, content: .photos, showsHeader: true)
        photos.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 1)
        let settings = SampleViewController(
            title: "Settings", tint: .systemGray, content: .list(rows: 5),
            showsHeader: true)
        settings.background = .white
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)
        let tabs = SlidingTabBarController()
        tabs.viewControllers = [inbox, photos, settings]
        stage.window.rootViewController = tabs
        return tabs
    }
}
