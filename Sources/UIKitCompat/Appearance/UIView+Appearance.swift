import Foundation

extension UIView: UIAppearance, UIAppearanceContainer, AppearanceTaking {
    /// The proxy whose appearance settings apply to every instance of this class (and its subclasses) when it
    /// enters a window.
    public static func appearance() -> Self {
        appearanceProxy(of: self, containers: [])
    }

    /// The proxy whose settings apply to instances inside instances of `containerTypes` (innermost first: a
    /// view inside the first, itself inside the second, …).
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(of: self, containers: containerTypes.map { $0 as AnyClass })
    }

    /// Applies the appearance settings to this view (not to a proxy); called as the view enters a window.
    func applyAppearance() {
        var ancestors: [AnyObject] = []
        var responder = next
        while let r = responder {
            ancestors.append(r)
            responder = r.next
        }
        applyAppearanceSettings(ancestors: ancestors)
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
