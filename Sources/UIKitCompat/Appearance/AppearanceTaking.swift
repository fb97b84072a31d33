import Foundation

/// What views and bar items share to take appearance settings: their proxies are instances made with
/// `init(coder:)`, setters of appearance properties record on a proxy or mark the property as the app's, and an
/// instance takes the settings that apply to it except those the app set on it.
@MainActor
protocol AppearanceTaking: AnyObject {
    /// Makes an instance; appearance proxies are made with an ``AppearanceProxyCoder``.
    init?(coder: NSCoder)
    /// The appearance properties set on this instance itself, which appearance proxies no longer change.
    var explicitAppearanceKeys: Set<String> { get set }
}

extension AppearanceTaking {
    /// The proxy of `type` inside instances of `containers` (innermost first), made the first time (UIKit's
    /// proxies are not instances; a class whose `init(coder:)` traps cannot have a proxy).
    static func appearanceProxy<T: AppearanceTaking>(of type: T.Type, containers: [AnyClass]) -> T {
        AppearanceRegistry.current.proxy(for: type, containers: containers) {
            guard let proxy = type.init(coder: AppearanceProxyCoder()) else {
                preconditionFailure(
                    "UIAppearance: \(type).init(coder:) returned nil, so it cannot have an appearance proxy")
            }
            return proxy
        }
    }

    /// Called by the setter of an appearance property: on a proxy, records `apply` to replay it on instances;
    /// on an instance (not while appearance is being applied), marks the property as set by the app, so that
    /// appearance no longer changes it.
    func noteAppearanceSetting<T>(_ key: String, _ apply: @escaping (T) -> Void) {
        let registry = AppearanceRegistry.current
        if registry.isApplying { return }
        if registry.record(on: self, key: key, apply: { ($0 as? T).map(apply) }) { return }
        explicitAppearanceKeys.insert(key)
    }

    /// Applies the settings for an instance (not a proxy) inside `ancestors` (nearest first), except those set
    /// on the instance itself.
    func applyAppearanceSettings(ancestors: [AnyObject]) {
        let registry = AppearanceRegistry.current
        guard !registry.isProxy(self) else { return }
        let settings = registry.settings(for: self, ancestors: ancestors)
        guard !settings.isEmpty else { return }
        registry.isApplying = true
        defer { registry.isApplying = false }
        for setting in settings where !explicitAppearanceKeys.contains(setting.key) { setting.apply(self) }
    }
}
