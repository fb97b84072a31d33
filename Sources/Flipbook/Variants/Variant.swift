import Foundation
import UIKitCompat

/// One way to play a scenario other than its own: on another device, in dark or light appearance, right to
/// left or left to right, at another text size — or several of these at once.
///
/// ```swift
/// Scenario(id: "fade-push", …, variants: [.dark, .rightToLeft, .contentSize(.accessibilityLarge),
///                                        .device(.iPhoneSE) + .dark])
/// ```
///
/// A scenario played in a variant is a scenario of its own (``Scenario/variant(_:)``): its id is the
/// scenario's id and the variant's ``name`` joined by `+` (`fade-push+dark`, `fade-push+iphone-se+dark`), so
/// it has its own fixture (`Fixtures/fade-push+dark/`), its own row in reports and its own place in shards,
/// and the manifest inside its fixture names it, so a fixture recorded for one variant never passes
/// another's check.
public struct Variant: Sendable, Hashable, CustomStringConvertible {
    /// The device to play on, instead of the scenario's.
    public var device: Device?
    /// The screen's interface style (light or dark), instead of the scenario's.
    public var userInterfaceStyle: UIUserInterfaceStyle?
    /// The app's layout direction, instead of the scenario's.
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// The user's text size, instead of the scenario's.
    public var preferredContentSizeCategory: UIContentSizeCategory?

    /// A variant changing what is given (nothing given: the scenario as declared, ``default``).
    public init(
        device: Device? = nil, userInterfaceStyle: UIUserInterfaceStyle? = nil,
        layoutDirection: UITraitEnvironmentLayoutDirection? = nil,
        preferredContentSizeCategory: UIContentSizeCategory? = nil
    ) {
        self.device = device
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The scenario as declared (named `default`).
    public static let `default` = Variant()
    /// Dark appearance.
    public static let dark = Variant(userInterfaceStyle: .dark)
    /// Light appearance.
    public static let light = Variant(userInterfaceStyle: .light)
    /// A right-to-left layout (as for Arabic or Hebrew).
    public static let rightToLeft = Variant(layoutDirection: .rightToLeft)
    /// A left-to-right layout.
    public static let leftToRight = Variant(layoutDirection: .leftToRight)

    /// Playing on `device`.
    public static func device(_ device: Device) -> Variant { Variant(device: device) }

    /// Playing at the text size `category`.
    public static func contentSize(_ category: UIContentSizeCategory) -> Variant {
        Variant(preferredContentSizeCategory: category)
    }

    /// This variant with what `other` sets replacing what this one sets.
    public func combined(with other: Variant) -> Variant {
        Variant(
            device: other.device ?? device, userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
            layoutDirection: other.layoutDirection ?? layoutDirection,
            preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory)
    }

    /// `lhs` combined with `rhs` (`.device(.iPhoneSE) + .dark`).
    public static func + (lhs: Variant, rhs: Variant) -> Variant { lhs.combined(with: rhs) }

    /// True for ``default``, which changes nothing.
    public var isDefault: Bool { self == .default }

    /// The variant's name: the names of what it sets, in the order device, appearance, direction, text size,
    /// joined by `+` (`iphone-se+dark+rtl+text-ax2`); `default` when it sets nothing.
    public var name: String {
        var parts: [String] = []
        if let device { parts.append(VariantNames.name(of: device)) }
        if let userInterfaceStyle { parts.append(VariantNames.name(of: userInterfaceStyle)) }
        if let layoutDirection { parts.append(VariantNames.name(of: layoutDirection)) }
        if let preferredContentSizeCategory { parts.append(VariantNames.name(of: preferredContentSizeCategory)) }
        return parts.isEmpty ? "default" : parts.joined(separator: "+")
    }

    public var description: String { name }

    /// The variant called `name`: one known name (``VariantNames/known``) or several joined by `+`, each
    /// setting a different thing (`iphone-se+dark`). Throws ``ScenarioError/unknownVariant(_:known:)`` for a
    /// name that is not known, and ``ScenarioError/invalidVariant(_:_:)`` when two parts set the same thing.
    public init(named name: String) throws(ScenarioError) {
        let text = name.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "default" {
            self = .default
            return
        }
        var result = Variant()
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            guard let single = VariantNames.variant(named: part) else {
                throw .unknownVariant(part.isEmpty ? name : part, known: VariantNames.known)
            }
            if (single.device != nil && result.device != nil)
                || (single.userInterfaceStyle != nil && result.userInterfaceStyle != nil)
                || (single.layoutDirection != nil && result.layoutDirection != nil)
                || (single.preferredContentSizeCategory != nil && result.preferredContentSizeCategory != nil)
            {
                throw .invalidVariant(name, "'\(part)' sets what an earlier part already set")
            }
            result = result.combined(with: single)
        }
        self = result
    }

    /// `scenario` with this variant's settings in place of its own (its id is not changed).
    func applySettings(to scenario: inout Scenario) {
        if let device { scenario.device = device }
        if let userInterfaceStyle { scenario.userInterfaceStyle = userInterfaceStyle }
        if let layoutDirection { scenario.layoutDirection = layoutDirection }
        if let preferredContentSizeCategory { scenario.preferredContentSizeCategory = preferredContentSizeCategory }
    }
}
