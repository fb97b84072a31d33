import Foundation

/// UIKit's `UIAppearanceContainer`: a type whose instances can contain views that take appearance settings
/// (`appearance(whenContainedInInstancesOf:)`). Views and view controllers are containers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// UIKit's `UIAppearance`: a type whose appearance can be set for all its instances at once through a proxy,
/// `UINavigationBar.appearance().tintColor = .red`. Views and bar items adopt it.
///
/// The proxy is an instance of the class that records the appearance properties set on it. A view takes the
/// recorded values when it enters a window (see ``UIKitChoices/appearanceAppliedOnEnteringWindow``), except
/// those set on the view itself; a bar item takes them when its bar draws it. The proxies belong to the
/// current stage (the app) and apply to the class and its subclasses; a proxy for a container chain applies only
/// inside it, and over a plain one. Recorded: `UIView`'s `tintColor` and `backgroundColor`; `UILabel`'s
/// `textColor` and `font`; `UINavigationBar`'s `barTintColor`, `titleTextAttributes`,
/// `largeTitleTextAttributes`, `isTranslucent`, `barStyle`, `standardAppearance`, `scrollEdgeAppearance` and
/// `compactAppearance`; `UITabBar`'s `barTintColor`, `unselectedItemTintColor`, `isTranslucent`, `barStyle` and
/// `standardAppearance`; `UIBarItem`'s `setTitleTextAttributes(_:for:)` and `UIBarButtonItem`'s `tintColor`.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// The appearance proxies of one stage, in the order they were made, with what was set on each.
@MainActor
final class AppearanceRegistry {
    /// One proxy: which instances it applies to, and the settings recorded on it, in order (a later setting of
    /// the same property replaces the earlier one).
    final class Proxy {
        let object: AnyObject
        let classDepth: Int
        let containers: [AnyClass]
        let matches: (AnyObject) -> Bool
        var settings: [(key: String, apply: (AnyObject) -> Void)] = []

        init(object: AnyObject, classDepth: Int, containers: [AnyClass], matches: @escaping (AnyObject) -> Bool) {
            self.object = object
            self.classDepth = classDepth
            self.containers = containers
            self.matches = matches
        }
    }

    private var proxies: [Proxy] = []
    /// True while a view takes its appearance (its setters then do not mark properties as set by the app).
    var isApplying = false
    private var byObject: [ObjectIdentifier: Proxy] = [:]

    /// The registry of the current stage.
    static var current: AppearanceRegistry { StageEnvironment.current.appearance }

    /// The proxy of `type` within `containers` (innermost first), made with `make` the first time.
    func proxy<T: AnyObject>(for type: T.Type, containers: [AnyClass], make: () -> T) -> T {
        let ids = containers.map { ObjectIdentifier($0) }
        if let existing = proxies.first(where: {
            ObjectIdentifier(Swift.type(of: $0.object)) == ObjectIdentifier(type)
                && $0.containers.map({ ObjectIdentifier($0) }) == ids
        }) {
            return existing.object as! T
        }
        let object = make()
        var depth = 0
        var current: AnyClass? = type
        while let c = current { depth += 1; current = _getSuperclass(c) }
        let proxy = Proxy(object: object, classDepth: depth, containers: containers, matches: { $0 is T })
        proxies.append(proxy)
        byObject[ObjectIdentifier(object)] = proxy
        return object
    }

    /// Whether `object` is an appearance proxy.
    func isProxy(_ object: AnyObject) -> Bool { byObject[ObjectIdentifier(object)] != nil }

    /// Records a setting on a proxy; false when `object` is not one.
    func record(on object: AnyObject, key: String, apply: @escaping (AnyObject) -> Void) -> Bool {
        guard let proxy = byObject[ObjectIdentifier(object)] else { return false }
        proxy.settings.removeAll { $0.key == key }
        proxy.settings.append((key, apply))
        return true
    }

    /// The settings that apply to `object` whose chain of containers (nearest first) is `ancestors`, in the order
    /// to apply them: plain proxies from the most general class to the most specific, then proxies inside
    /// containers, those with fewer containers first.
    func settings(for object: AnyObject, ancestors: [AnyObject]) -> [(key: String, apply: (AnyObject) -> Void)] {
        let applicable = proxies.filter { proxy in
            proxy.object !== object && proxy.matches(object)
                && AppearanceRegistry.contains(ancestors, proxy.containers)
        }
        let ordered = applicable.enumerated().sorted { a, b in
            let ka = (a.element.containers.count, a.element.classDepth, a.offset)
            let kb = (b.element.containers.count, b.element.classDepth, b.offset)
            return ka < kb
        }
        return ordered.flatMap { $0.element.settings }
    }

    /// Whether the ancestors (nearest first) hold instances of `containers` (innermost first) in that order.
    static func contains(_ ancestors: [AnyObject], _ containers: [AnyClass]) -> Bool {
        var index = 0
        for ancestor in ancestors where index < containers.count {
            if isInstance(ancestor, of: containers[index]) { index += 1 }
        }
        return index == containers.count
    }

    private static func isInstance(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let c = current {
            if c == type { return true }
            current = _getSuperclass(c)
        }
        return false
    }
}
