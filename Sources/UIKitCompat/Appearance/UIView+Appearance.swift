import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy whose appearance settings apply to every instance of this class (and its subclasses) when it
    /// enters a window.
    public static func appearance() -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: []) { makeAppearanceProxy() }
    }

    /// The proxy whose settings apply to instances inside instances of `containerTypes` (innermost first: a
    /// view inside the first, itself inside the second, …).
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: containerTypes.map { $0 as AnyClass }) {
            makeAppearanceProxy()
        }
    }

    /// A proxy instance, made with the class's `init(coder:)` (UIKit's proxies are not instances; a subclass whose
    /// `init(coder:)` traps cannot have a proxy).
    private static func makeAppearanceProxy() -> Self {
        guard let proxy = self.init(coder: AppearanceProxyCoder()) else {
            preconditionFailure(
                "UIAppearance: \(self).init(coder:) returned nil, so it cannot have an appearance proxy")
        }
        return proxy
    }

    /// Called by the setter of an appearance property: on a proxy, records `apply` to replay it on instances;
    /// on an instance (not while appearance is being applied), marks the property as set by the app, so that
    /// appearance no longer changes it.
    func noteAppearanceSetting<V: UIView>(_ key: String, _ apply: @escaping (V) -> Void) {
        let registry = AppearanceRegistry.current
        if registry.isApplying { return }
        if registry.record(on: self, key: key, apply: { ($0 as? V).map(apply) }) { return }
        explicitAppearanceKeys.insert(key)
    }

    /// Applies the appearance settings to this view (not to a proxy); called as the view enters a window.
    func applyAppearance() {
        let registry = AppearanceRegistry.current
        guard !registry.isProxy(self) else { return }
        var ancestors: [AnyObject] = []
        var responder = next
        while let r = responder {
            ancestors.append(r)
            responder = r.next
        }
        let settings = registry.settings(for: self, ancestors: ancestors)
        guard !settings.isEmpty else { return }
        registry.isApplying = true
        defer { registry.isApplying = false }
        for setting in settings where !explicitAppearanceKeys.contains(setting.key) { setting.apply(self) }
    }
}

extension UIViewController: UIAppearanceContainer {}

/// The coder appearance proxies are made with: it holds no values.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
