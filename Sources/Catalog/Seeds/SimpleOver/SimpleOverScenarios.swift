#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// Seed 003: "SimpleOver" (0.20 s push sliding over from the right, pop sliding out to the right) and the
/// CATransition fade on the navigation controller's view with a non-animated pop to the root.
extension Scenario {
    /// The arriving "Library" screen slides over "Home" from the right in 0.20 s.
    public static let simpleOverPush = Scenario(
        id: "simple-over-push",
        summary: "Seed 003: SimpleOver push, the new screen slides over from the right (0.20 s, ease-in-out)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SimpleOverScreens.install(in: stage, depth: 1) },
        actions: [
            .push(at: 0) { _ in SimpleOverScreens.library() }
        ]
    )

    /// "Library" slides out to the right over "Home", which does not move.
    public static let simpleOverPop = Scenario(
        id: "simple-over-pop",
        summary: "Seed 003: SimpleOver pop, the top screen slides out to the right over the revealed one (0.20 s)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SimpleOverScreens.install(in: stage, depth: 2) },
        actions: [
            .pop(at: 0)
        ]
    )

    /// Three screens deep, the app goes back to "Home" with a CATransition fade (0.5 s, ease-in-ease-out) on
    /// the navigation controller's layer and a non-animated pop to the root.
    public static let simpleOverLayerFadeToRoot = Scenario(
        id: "simple-over-layer-fade-to-root",
        summary:
            "Seed 003: CATransition fade (0.5 s, ease-in-ease-out) on the navigation view, pop to root without "
            + "animation",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in SimpleOverScreens.install(in: stage, depth: 3) },
        actions: [
            .at(0, "fade to root") { navigation in navigation.fadeToRootViewController() }
        ]
    )
}

/// The screens of seed 003: "Home" (a ``FrontScreen``), "Library" (photos on white) and "Album" (cards).
@MainActor
enum SimpleOverScreens {
    static func home() -> UIViewController {
        FrontScreen(content: SampleViewController(title: "Home", tint: .systemIndigo, content: .list(rows: 6)))
    }

    static func library() -> UIViewController {
        let library = SampleViewController(title: "Library", tint: .systemTeal, content: .photos)
        library.background = .white
        return library
    }

    static func album() -> UIViewController {
        SampleViewController(title: "Album", tint: .systemPink, content: .cards)
    }

    /// A navigation controller as the window's root, `depth` screens deep (Home, Library, Album).
    static func install(in stage: Stage, depth: Int) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: home())
        stage.window.rootViewController = navigation
        for screen in [library, album].prefix(depth - 1) {
            navigation.pushViewController(screen(), animated: false)
        }
        return navigation
    }
}
