import Foundation
import UIKitCompat

/// The names variants go by in ids, fixtures and the command line: the device presets' names
/// (`iphone-se`), `light` and `dark`, `ltr` and `rtl`, and the text sizes `text-xs` … `text-xxxl` and the
/// accessibility sizes `text-ax1` … `text-ax5` (accessibility medium … accessibility extra extra extra large,
/// numbered as SwiftUI's `DynamicTypeSize.accessibility1…5`).
public enum VariantNames {
    /// The text sizes by name, smallest first.
    static let textSizes: [(String, UIContentSizeCategory)] = [
        ("text-xs", .extraSmall), ("text-s", .small), ("text-m", .medium), ("text-l", .large),
        ("text-xl", .extraLarge), ("text-xxl", .extraExtraLarge), ("text-xxxl", .extraExtraExtraLarge),
        ("text-ax1", .accessibilityMedium), ("text-ax2", .accessibilityLarge), ("text-ax3", .accessibilityExtraLarge),
        ("text-ax4", .accessibilityExtraExtraLarge), ("text-ax5", .accessibilityExtraExtraExtraLarge),
    ]

    /// Every single name, in the order devices, appearances, directions, text sizes (`default` first).
    public static var known: [String] {
        ["default"] + Device.presets.map(name(of:)) + ["light", "dark", "ltr", "rtl"] + textSizes.map(\.0)
    }

    /// A device's name in variant names (and on the command line): its name in lowercase with dashes
    /// (`iphone-15-pro-max`).
    public static func name(of device: Device) -> String {
        device.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// The preset called `name` (``name(of:)``, case-insensitive), or nil.
    public static func device(named name: String) -> Device? {
        Device.presets.first { self.name(of: $0) == name.lowercased() }
    }

    /// The variant one name stands for, or nil.
    static func variant(named name: String) -> Variant? {
        switch name {
        case "light": return .light
        case "dark": return .dark
        case "ltr": return .leftToRight
        case "rtl": return .rightToLeft
        default: break
        }
        if let device = device(named: name) { return .device(device) }
        if let size = textSizes.first(where: { $0.0 == name }) { return .contentSize(size.1) }
        return nil
    }

    static func name(of style: UIUserInterfaceStyle) -> String {
        switch style {
        case .dark: "dark"
        case .light: "light"
        case .unspecified: "unspecified-style"
        }
    }

    static func name(of direction: UITraitEnvironmentLayoutDirection) -> String {
        switch direction {
        case .rightToLeft: "rtl"
        case .leftToRight: "ltr"
        case .unspecified: "unspecified-direction"
        }
    }

    static func name(of category: UIContentSizeCategory) -> String {
        textSizes.first { $0.1 == category }?.0 ?? "text-unspecified"
    }

    /// The axes of a matrix by name: `devices`, `appearance`, `direction`, `text-sizes` (and
    /// `accessibility-sizes`, the five largest); singular and plural both work.
    static func axis(named name: String) -> [Variant]? {
        switch name {
        case "devices", "device": Device.presets.map(Variant.device)
        case "appearance", "appearances": [.light, .dark]
        case "direction", "directions": [.leftToRight, .rightToLeft]
        case "text-sizes", "text-size": textSizes.map { .contentSize($0.1) }
        case "accessibility-sizes", "accessibility-size": textSizes.suffix(5).map { .contentSize($0.1) }
        default: nil
        }
    }

    /// The axis names a matrix knows.
    public static let axes = ["devices", "appearance", "direction", "text-sizes", "accessibility-sizes"]
}
