import Foundation
import UIKitCompat

/// Typed actions for the transitions a scenario usually drives: push, pop, present, dismiss, select a tab,
/// and touch scripts for interactive transitions.
///
/// They act on what the user sees, as a tap would: the top-most presented controller (or the window's root
/// view controller when nothing is presented), and inside it the selected tab and the navigation controller.
/// So a script reads as a story, whatever its setup returned:
///
/// ```swift
/// actions: [
///     .push(at: 0) { _ in SampleViewController(title: "Detail", tint: .systemTeal) },
///     .touch(at: 1, .drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.4).release()),
///     .present(at: 2) { _ in SettingsViewController() },
///     .dismiss(at: 3),
/// ]
/// ```
///
/// Each throws ``ScenarioActionError`` (naming what it looked for and what it found) when there is nothing to
/// act on — a push with no navigation controller on screen, a dismiss with nothing presented.
extension ScenarioAction {
    /// Pushes the controller `make` builds onto the visible navigation controller.
    public static func push(
        at time: TimeInterval, animated: Bool = true,
        _ make: @escaping @MainActor (Screens) throws -> UIViewController
    ) -> ScenarioAction {
        ScenarioAction(time: time, name: "push") { screens, stage in
            let navigation = try ScenarioActionTarget.visibleNavigationController(in: stage, for: "push")
            navigation.pushViewController(try make(screens), animated: animated)
        }
    }

    /// Pops the top controller of the visible navigation controller.
    public static func pop(at time: TimeInterval, animated: Bool = true) -> ScenarioAction {
        ScenarioAction(time: time, name: "pop") { _, stage in
            let navigation = try ScenarioActionTarget.visibleNavigationController(in: stage, for: "pop")
            guard navigation.viewControllers.count > 1 else { throw ScenarioActionError.nothingToPop }
            _ = navigation.popViewController(animated: animated)
        }
    }

    /// Pops the visible navigation controller to its root.
    public static func popToRoot(at time: TimeInterval, animated: Bool = true) -> ScenarioAction {
        ScenarioAction(time: time, name: "pop to root") { _, stage in
            let navigation = try ScenarioActionTarget.visibleNavigationController(in: stage, for: "pop to root")
            guard navigation.viewControllers.count > 1 else { throw ScenarioActionError.nothingToPop }
            _ = navigation.popToRootViewController(animated: animated)
        }
    }

    /// Presents the controller `make` builds from the top-most controller (UIKit resolves the presenting
    /// controller from there, as it does for app code).
    public static func present(
        at time: TimeInterval, animated: Bool = true,
        _ make: @escaping @MainActor (Screens) throws -> UIViewController
    ) -> ScenarioAction {
        ScenarioAction(time: time, name: "present") { screens, stage in
            let top = try ScenarioActionTarget.topController(in: stage, for: "present")
            top.present(try make(screens), animated: animated)
        }
    }

    /// Dismisses the top-most presented controller.
    public static func dismiss(at time: TimeInterval, animated: Bool = true) -> ScenarioAction {
        ScenarioAction(time: time, name: "dismiss") { _, stage in
            let top = try ScenarioActionTarget.topController(in: stage, for: "dismiss")
            guard top.presentingViewController != nil else { throw ScenarioActionError.nothingPresented }
            top.dismiss(animated: animated)
        }
    }

    /// Taps tab `index` of the visible tab bar controller (its delegate is asked, as for a user's tap).
    public static func selectTab(_ index: Int, at time: TimeInterval) -> ScenarioAction {
        ScenarioAction(time: time, name: "select tab \(index)") { _, stage in
            let top = try ScenarioActionTarget.topController(in: stage, for: "select a tab")
            guard let tabs = top as? UITabBarController else {
                throw ScenarioActionError.noVisible("tab bar controller", for: "select a tab", found: top)
            }
            let count = tabs.viewControllers?.count ?? 0
            guard (0..<count).contains(index) else { throw ScenarioActionError.noSuchTab(index, count: count) }
            tabs.userDidSelect(index)
        }
    }

    /// Taps the window at `point` (window coordinates) `count` times, each touch 0.1 s long and the next one
    /// 0.15 s after the previous lift: the view hit there gets the touches, its tap recognizers and a button's
    /// `.touchUpInside` actions fire as on a device.
    public static func tap(_ point: CGPoint, at time: TimeInterval, count: Int = 1) -> ScenarioAction {
        ScenarioAction(time: time, name: count == 1 ? "tap" : "tap ×\(count)") { _, stage in
            guard count >= 1 else { throw ScenarioActionError.invalidTapCount(count) }
            var start = stage.clock.now
            for _ in 0..<count {
                start = try stage.perform(.tap(at: point), at: start) + 0.15
            }
        }
    }

    /// Starts a finger's path (a drag, hold, release or cancel) on the window; interactive transitions follow
    /// it as their gesture recognizers report.
    public static func touch(at time: TimeInterval, _ script: TouchScript) -> ScenarioAction {
        ScenarioAction(time: time, name: "touch") { _, stage in
            try stage.perform(script)
        }
    }
}

/// Why a typed action found nothing to act on.
public enum ScenarioActionError: Error, Equatable, CustomStringConvertible {
    /// The window has no root view controller, so the named action has nothing to act on.
    case noRootViewController(for: String)
    /// The action needs a visible controller of the named kind (`navigation controller`, …) and the top-most
    /// controller is of `foundType`.
    case noVisible(String, for: String, foundType: String)
    /// A pop was asked for, but the visible navigation controller shows only its root.
    case nothingToPop
    /// A dismissal was asked for, but no controller is presented.
    case nothingPresented
    /// A tab index outside the tab bar controller's `count` tabs.
    case noSuchTab(Int, count: Int)
    /// A tap count below 1.
    case invalidTapCount(Int)

    static func noVisible(_ kind: String, for action: String, found: UIViewController) -> ScenarioActionError {
        .noVisible(kind, for: action, foundType: String(describing: type(of: found)))
    }

    public var description: String {
        switch self {
        case .noRootViewController(let action):
            return
                "cannot \(action): the window has no rootViewController (set stage.window.rootViewController in the "
                + "setup)"
        case .noVisible(let kind, let action, let found):
            return "cannot \(action): no \(kind) is visible (the top-most controller is a \(found))"
        case .nothingToPop:
            return "cannot pop: the visible navigation controller shows only its root"
        case .nothingPresented:
            return "cannot dismiss: no controller is presented"
        case .noSuchTab(let index, let count):
            return "cannot select tab \(index): the tab bar controller has \(count) tabs"
        case .invalidTapCount(let count):
            return "cannot tap: count must be at least 1, got \(count)"
        }
    }
}

/// Finds what a typed action acts on.
@MainActor
enum ScenarioActionTarget {
    /// The top-most presented controller, or the window's root when nothing is presented.
    static func topController(in stage: Stage, for action: String) throws -> UIViewController {
        guard var top = stage.window.rootViewController else {
            throw ScenarioActionError.noRootViewController(for: action)
        }
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top
    }

    /// The navigation controller the user sees: the top-most controller, its selected tab, or the tab's
    /// navigation controller.
    static func visibleNavigationController(in stage: Stage, for action: String) throws -> UINavigationController {
        let top = try topController(in: stage, for: action)
        var candidate = top
        if let tabs = candidate as? UITabBarController, let selected = tabs.selectedViewController {
            candidate = selected
        }
        guard let navigation = candidate as? UINavigationController else {
            throw ScenarioActionError.noVisible("navigation controller", for: action, found: candidate)
        }
        return navigation
    }
}
