import Foundation

extension UIBarItem: UIAppearance {
    /// The proxy whose appearance settings apply to every instance of this class (and its subclasses) when its
    /// bar first draws it.
    public static func appearance() -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: []) { makeAppearanceProxy() }
    }

    /// The proxy for items inside instances of `containerTypes` (innermost first). Flipbook keeps its settings,
    /// but an item does not know the bar it is in when it takes its appearance, so only ``appearance()``'s apply.
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: containerTypes.map { $0 as AnyClass }) {
            makeAppearanceProxy()
        }
    }

    private static func makeAppearanceProxy() -> Self {
        guard let proxy = self.init(coder: AppearanceProxyCoder()) else {
            preconditionFailure(
                "UIAppearance: \(self).init(coder:) returned nil, so it cannot have an appearance proxy")
        }
        return proxy
    }

    /// Called by the setter of an appearance property: records it on a proxy, marks it as set by the app on an
    /// item.
    func noteAppearanceSetting<I: UIBarItem>(_ key: String, _ apply: @escaping (I) -> Void) {
        let registry = AppearanceRegistry.current
        if registry.isApplying { return }
        if registry.record(on: self, key: key, apply: { ($0 as? I).map(apply) }) { return }
        explicitAppearanceKeys.insert(key)
    }

    /// Takes the appearance settings once, the first time a bar draws the item.
    func takeAppearanceIfNeeded() {
        guard !hasTakenAppearance else { return }
        hasTakenAppearance = true
        let registry = AppearanceRegistry.current
        guard !registry.isProxy(self) else { return }
        let settings = registry.settings(for: self, ancestors: [])
        guard !settings.isEmpty else { return }
        registry.isApplying = true
        defer { registry.isApplying = false }
        for setting in settings where !explicitAppearanceKeys.contains(setting.key) { setting.apply(self) }
    }
}
