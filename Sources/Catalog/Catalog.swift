import Flipbook
import UIKitCompat

/// The built-in scenarios: what `flipbook list`, `flipbook render` and `flipbook verify` work on.
///
/// To add scenarios, define them (one file per transition, in UIKit style against `UIKitCompat`) and list
/// them here — one line each, in any order: the registry sorts by id and rejects duplicate ids.
public enum Catalog {
    /// Every built-in scenario, in the order listed here, each keeping ``fixtureKeep`` in its fixture and
    /// ``variantFixtureKeep`` in its variants' fixtures; ``registry()`` sorts them by id.
    public static let scenarios: [Scenario] = keepingFixtureFrames([
        // Demos of the animation API (views only, no view controllers).
        .demoCardSpring,
        .demoCrossFade,
        .demoCardFlip,
        .uikitPush.declaring(traitVariants),
        .uikitPop.declaring(traitVariants),
        .uikitEdgeSwipeCompleted.declaring(traitVariants),
        .uikitEdgeSwipeCancelled.declaring(traitVariants),
        .uikitCoverVerticalPresent.declaring(traitVariants),
        .uikitCoverVerticalDismiss.declaring(traitVariants),
        .uikitCrossDissolve.declaring(traitVariants),
        .uikitFlipHorizontal.declaring(traitVariants),
        .uikitHalfSheet.declaring(traitVariants),
        .uikitTabSwitch.declaring(traitVariants),
        // Auto Layout: constraints, guides and stack views; an animated constraint change.
        .autoLayoutCardExpand,
        // Layers: a shape-layer mask whose path animates, a gradient layer, a blurred background.
        .layersCircularReveal,
        .layersGradientCard,
        .layersBlurSheet,
        // Seed 000: drop from the top, slide down, present from the left.
        .dropFromTopPush.declaring(traitVariants),
        .dropFromTopPop,
        .dropFromTopInteractivePopCompleted,
        .dropFromTopInteractivePopCancelled,
        .dropFromTopSwipeBackAtRoot,
        .presentFromLeft,
        .dismissToRight,
        // Seed 001: fades, the modal black screen and its fix, the edge-pan pop.
        .fadePush.declaring(traitVariants),
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
        // An alert confirming a delete, tapped as a user taps it.
        .uikitAlertConfirmDelete,
    ])

    /// `scenarios` with ``fixtureKeep`` as the frames their fixtures keep (``variantFixtureKeep`` for their
    /// variants').
    private static func keepingFixtureFrames(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.map { scenario in
            var scenario = scenario
            scenario.fixtureKeep = fixtureKeep
            scenario.variantFixtureKeep = variantFixtureKeep
            return scenario
        }
    }

    /// The variants the UIKit scenarios and two seed transitions are also checked in: dark, right to left, and
    /// the accessibility text size `text-ax2` (``UIContentSizeCategory/accessibilityLarge``).
    public static let traitVariants: [Variant] = [.dark, .rightToLeft, .contentSize(.accessibilityLarge)]

    /// The frames a variant's fixture keeps: the transition 0.1 s after the first action, where both screens,
    /// the bar and the dimming show. Variants multiply fixtures: one frame each keeps the 36 variant fixtures
    /// near 2.3 MB (two frames measured 4.6 MB; every 6th frame, as ``fixtureKeep``, would add about 20 MB),
    /// while the plain fixtures check the timing.
    public static let variantFixtureKeep = FrameSelection.times([0.1])

    /// The frames the catalog's fixtures keep: every 6th and the settled last one, at each device's own scale,
    /// so that the committed fixtures stay small (well under 20 MB for the whole catalog). Renders keep every frame.
    public static let fixtureKeep = FrameSelection.every(6)

    /// Every built-in scenario, sorted by id. Throws if two share an id or one has bad values.
    public static func registry() throws(ScenarioError) -> ScenarioRegistry {
        try ScenarioRegistry(scenarios)
    }
}

extension Scenario {
    /// The scenario, also checked in `variants`.
    fileprivate func declaring(_ variants: [Variant]) -> Scenario {
        var scenario = self
        scenario.variants = variants
        return scenario
    }
}
