#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// Seed 004: one transition object for push, pop, present and dismiss, telling forward from reverse by the
/// controllers it stored, with the duration each flow gives it — including presentations from inside a
/// navigation controller and a tab bar controller, where the context's controllers are those containers.
extension Scenario {
    /// Push (0.3 s): "Library" zooms in from 60 % over "Browse".
    public static let sharedTransitionPush = Scenario(
        id: "shared-transition-push",
        summary: "Seed 004: shared transition object as navigation delegate, push zooms in (0.3 s)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SharedTransitionScreens.installNavigation(in: stage) },
        actions: [
            .at(0, "push") { source in source.push(SharedTransitionScreens.detail(), duration: 0.3) }
        ]
    )

    /// Pop after the push: the same object sees the controllers swapped and zooms "Library" out.
    public static let sharedTransitionPop = Scenario(
        id: "shared-transition-pop",
        summary: "Seed 004: the same object pops: reversed controllers, the screen zooms out and fades (0.3 s)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage -> SharedTransitionSourceViewController in
            let source = SharedTransitionScreens.installNavigation(in: stage)
            // Pushed earlier through the shared transition (without animation): the object knows the flow.
            let detail = SharedTransitionScreens.detail()
            source.transition.setTransition(from: source, to: detail, type: .push, duration: 0.3)
            source.navigationController?.pushViewController(detail, animated: false)
            return source
        },
        actions: [
            .pop(at: 0)
        ]
    )

    /// Presented full screen from inside a navigation controller (0.4 s), told the navigation controller, then
    /// dismissed: forward zoom in, reverse zoom out.
    public static let sharedTransitionNavigationController = Scenario(
        id: "shared-transition-navigation-controller",
        summary:
            "Seed 004: present from inside a navigation controller (from = the navigation controller), then dismiss "
            + "(0.4 s)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SharedTransitionScreens.installNavigation(in: stage) },
        actions: [
            .at(0, "present") { source in source.present(SharedTransitionScreens.detail(), duration: 0.4) },
            .dismiss(at: 0.6),
        ]
    )

    /// Presented full screen from a tab of a tab bar controller (0.35 s), told the tab bar controller, then
    /// dismissed.
    public static let sharedTransitionTabBar = Scenario(
        id: "shared-transition-tab-bar",
        summary: "Seed 004: present from a tab (from = the tab bar controller), then dismiss (0.35 s)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SharedTransitionScreens.installTabs(in: stage) },
        actions: [
            .at(0, "present") { source in source.present(SharedTransitionScreens.detail(), duration: 0.35) },
            .dismiss(at: 0.55),
        ]
    )

    /// The article's pit: told the source screen instead of the navigation controller around it, the object
    /// takes the presentation for a reverse transition and plays the zoom-out on the presenting screen.
    public static let sharedTransitionSourceNotContainer = Scenario(
        id: "shared-transition-source-not-container",
        summary:
            "Seed 004 pitfall: from = the source inside a navigation controller, so the present plays the reverse zoom",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SharedTransitionScreens.installNavigation(in: stage) },
        actions: [
            .at(0, "present") { source in
                source.present(SharedTransitionScreens.detail(), duration: 0.4, naming: .source)
            }
        ]
    )
}

/// The screens of seed 004: "Browse" (the source, a list) and "Library" (photos on white).
@MainActor
enum SharedTransitionScreens {
    /// In a tab (no navigation bar) the screen draws its own header with the title.
    static func source(showsHeader: Bool = false) -> SharedTransitionSourceViewController {
        SharedTransitionSourceViewController(
            content: SampleViewController(
                title: "Browse", tint: .systemGreen, content: .list(rows: 6),
                showsHeader: showsHeader))
    }

    static func detail() -> UIViewController {
        let library = SampleViewController(title: "Library", tint: .systemPurple, content: .photos)
        library.background = .white
        return library
    }

    /// "Browse" in a navigation controller, the window's root.
    static func installNavigation(in stage: Stage) -> SharedTransitionSourceViewController {
        let source = source()
        stage.window.rootViewController = UINavigationController(rootViewController: source)
        return source
    }

    /// "Browse" as the first tab of a tab bar controller (with a second tab), the window's root.
    static func installTabs(in stage: Stage) -> SharedTransitionSourceViewController {
        let source = source(showsHeader: true)
        let tabs = UITabBarController()
        let favourites = SampleViewController(
            title: "Favourites", tint: .systemYellow, content: .cards,
            showsHeader: true)
        favourites.tabBarItem = UITabBarItem(title: "Favourites", image: nil, tag: 1)
        tabs.viewControllers = [source, favourites]
        stage.window.rootViewController = tabs
        return source
    }
}
