import Flipbook

/// The built-in scenarios: what `flipbook list`, `flipbook render` and `flipbook verify` work on.
///
/// To add scenarios, define them (one file per transition, in UIKit style against `UIKitCompat`) and list
/// them here — one line each, in any order: the registry sorts by id and rejects duplicate ids.
public enum Catalog {
    public static let scenarios: [Scenario] = keepingFixtureFrames([
        // Demos of the animation API (views only, no view controllers).
        .demoCardSpring,
        .demoCrossFade,
        .demoCardFlip,
        .uikitPush,
        .uikitPop,
        .uikitEdgeSwipeCompleted,
        .uikitEdgeSwipeCancelled,
        .uikitCoverVerticalPresent,
        .uikitCoverVerticalDismiss,
        .uikitCrossDissolve,
        .uikitFlipHorizontal,
        .uikitHalfSheet,
        .uikitTabSwitch,
        // Auto Layout: constraints, guides and stack views; an animated constraint change.
        .autoLayoutCardExpand,
        // Seed 000: drop from the top, slide down, present from the left.
        .dropFromTopPush,
        .dropFromTopPop,
        .dropFromTopInteractivePopCompleted,
        .dropFromTopInteractivePopCancelled,
        .dropFromTopSwipeBackAtRoot,
        .presentFromLeft,
        .dismissToRight,
        // Seed 001: fades, the modal black screen and its fix, the edge-pan pop.
        .fadePush,
        .fadePop,
        .fadePopModalBroken,
        .fadePopModalFixed,
        .fadeEdgePanPopCompleted,
        .fadeEdgePanPopCancelled,
        // Seed 002: pan to dismiss.
        .panToDismissCompleted,
        .panToDismissCancelled,
        // Seed 003: SimpleOver, the layer fade to the root.
        .simpleOverPush,
        .simpleOverPop,
        .simpleOverLayerFadeToRoot,
        // Seed 004: one shared transition object for both directions, navigation and modal.
        .sharedTransitionPush,
        .sharedTransitionPop,
        .sharedTransitionNavigationController,
        .sharedTransitionTabBar,
        .sharedTransitionSourceNotContainer,
        // Scroll views, tables and dark mode as apps use them.
        .cardTablePanToDismiss,
        .uikitPushDark,
    ])

    /// `scenarios` with ``fixtureKeep`` as the frames their fixtures keep.
    private static func keepingFixtureFrames(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.map { scenario in
            var scenario = scenario
            scenario.fixtureKeep = fixtureKeep
            return scenario
        }
    }

    /// The frames the catalog's fixtures keep: every 6th and the settled last one, at each device's own scale,
    /// so that the committed fixtures stay small (well under 20 MB for the whole catalog). Renders keep every frame.
    public static let fixtureKeep = FrameSelection.every(6)

    /// Every built-in scenario, sorted by id. Throws if two share an id or one has bad values.
    public static func registry() throws(ScenarioError) -> ScenarioRegistry {
        try ScenarioRegistry(scenarios)
    }
}
