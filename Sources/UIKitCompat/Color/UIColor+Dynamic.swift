import Foundation
import Raster

/// The source of a colour made with `UIColor(dynamicProvider:)`: the app's closure, asked for each trait
/// collection the colour is resolved with.
final class DynamicColorProvider: DynamicColorSource, @unchecked Sendable {
    let provider: (UITraitCollection) -> UIColor

    init(_ provider: @escaping (UITraitCollection) -> UIColor) { self.provider = provider }

    override func withAlphaComponent(_ alpha: Double) -> DynamicColorSource? {
        let provider = self.provider
        return DynamicColorProvider { provider($0).resolvedColor(with: $0).withAlphaComponent(CGFloat(alpha)) }
    }
}

/// The source of a system colour: UIKit's published value for the light and the dark appearance, and for
/// dark content in an elevated layer (sheets) where it differs.
final class SystemColorSource: DynamicColorSource, @unchecked Sendable {
    let light: Color
    let dark: Color
    let darkElevated: Color

    init(light: Color, dark: Color, darkElevated: Color? = nil) {
        self.light = light
        self.dark = dark
        self.darkElevated = darkElevated ?? dark
    }

    override func withAlphaComponent(_ alpha: Double) -> DynamicColorSource? {
        SystemColorSource(
            light: light.withAlphaComponent(alpha), dark: dark.withAlphaComponent(alpha),
            darkElevated: darkElevated.withAlphaComponent(alpha))
    }
}

extension UIColor {
    /// `UIColor(dynamicProvider:)`: a colour that asks `dynamicProvider` for its value each time it is resolved
    /// for a trait collection (light or dark appearance, …). Views resolve it with their own
    /// ``UIView/traitCollection`` when it is set as their background or text colour, and again when their
    /// traits change. Its own components are the provider's answer for the light appearance.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let source = DynamicColorProvider(dynamicProvider)
        var color = dynamicProvider(UITraitCollection.defaultLight).color
            .resolvedColor(with: UITraitCollection.defaultLight)
        color.dynamicSource = source
        self.init(color: color)
    }

    /// A system colour with UIKit's light and dark values.
    convenience init(light: Color, dark: Color, darkElevated: Color? = nil) {
        var color = light
        color.dynamicSource = SystemColorSource(light: light, dark: dark, darkElevated: darkElevated)
        self.init(color: color)
    }

    /// `resolvedColor(with:)`: the plain colour this one shows for `traitCollection` (itself when it is not
    /// dynamic). An unspecified style resolves as light, as UIKit does.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard color.dynamicSource != nil else { return self }
        return UIColor(color: color.resolvedColor(with: traitCollection))
    }
}

extension Color {
    /// The plain painter colour a UIKit colour shows for `traitCollection` (itself when it is not dynamic), as
    /// ``UIColor/resolvedColor(with:)``, without making a `UIColor`.
    func resolvedColor(with traitCollection: UITraitCollection) -> Color {
        switch dynamicSource {
        case let system as SystemColorSource:
            guard traitCollection.userInterfaceStyle == .dark else { return system.light }
            return traitCollection.userInterfaceLevel == .elevated ? system.darkElevated : system.dark
        case let dynamic as DynamicColorProvider:
            var resolved = dynamic.provider(traitCollection).color
            // A provider may answer with another dynamic colour; resolve it too (but not itself again).
            if resolved.dynamicSource === dynamic { resolved.dynamicSource = nil }
            return resolved.resolvedColor(with: traitCollection)
        default:
            var plain = self
            plain.dynamicSource = nil
            return plain
        }
    }
}
