import Flipbook

/// The built-in scenarios: what `flipbook list`, `flipbook render` and `flipbook verify` work on.
///
/// To add scenarios, define them (one file per transition, in UIKit style against `UIKitCompat`) and list
/// them here — one line each, in any order: the registry sorts by id and rejects duplicate ids.
public enum Catalog {
    public static let scenarios: [Scenario] = [
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
    ]

    /// Every built-in scenario, sorted by id. Throws if two share an id or one has bad values.
    public static func registry() throws(ScenarioError) -> ScenarioRegistry {
        try ScenarioRegistry(scenarios)
    }
}
