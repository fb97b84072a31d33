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
    ]

    /// Every built-in scenario, sorted by id. Throws if two share an id or one has bad values.
    public static func registry() throws(ScenarioError) -> ScenarioRegistry {
        try ScenarioRegistry(scenarios)
    }
}
