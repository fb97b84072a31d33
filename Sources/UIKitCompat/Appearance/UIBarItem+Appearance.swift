import Foundation

extension UIBarItem: UIAppearance, AppearanceTaking {
    /// The proxy whose appearance settings apply to every instance of this class (and its subclasses) when its
    /// bar first draws it.
    public static func appearance() -> Self {
        appearanceProxy(of: self, containers: [])
    }

    /// The proxy for items inside instances of `containerTypes` (innermost first). Flipbook keeps its settings,
    /// but an item does not know the bar it is in when it takes its appearance, so only ``appearance()``'s apply.
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(of: self, containers: containerTypes.map { $0 as AnyClass })
    }

    /// Takes the appearance settings once, the first time a bar draws the item.
    func takeAppearanceIfNeeded() {
        guard !hasTakenAppearance else { return }
        hasTakenAppearance = true
        applyAppearanceSettings(ancestors: [])
    }
}
