import Foundation
import Raster

/// UIKit's system colours, each resolving to Apple's published value for the light and the dark appearance
/// (iOS 13 and later; `systemMint` and `systemCyan` from iOS 15). Their own components are the light values.
///
/// Where the values come from: the tints and greys are the "Default" light and dark columns of the system
/// colours table in Apple's Human Interface Guidelines (Color, Specifications); the backgrounds, labels,
/// separators and fills are what UIKit's `resolvedColor(with:)` returns for light and dark trait collections
/// (the HIG lists them by name only), as printed on iOS 13 and later and tabulated in Noah Gilmore's "Backwards
/// compatibility for iOS 13 system colors" (noahgilmore.com/blog/dark-mode-uicolor-compatibility, 2019); for
/// example `secondarySystemGroupedBackground` resolves dark to (0.109804, 0.109804, 0.117647) = #1C1C1E and
/// `secondaryLabel` dark to (0.921569, 0.921569, 0.960784, alpha 0.6) = #EBEBF5 at 60 %. `TraitTests` checks
/// the whole table.
extension Color {
    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(light: Color(hex: light), dark: Color(hex: dark))
    }

    private static func system(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> Color {
        Color(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha))
    }

    // MARK: Tints

    public static let systemRed = system(0xFF3B30, 0xFF453A)
    public static let systemOrange = system(0xFF9500, 0xFF9F0A)
    public static let systemYellow = system(0xFFCC00, 0xFFD60A)
    public static let systemGreen = system(0x34C759, 0x30D158)
    public static let systemMint = system(0x00C7BE, 0x63E6E2)
    public static let systemTeal = system(0x5AC8FA, 0x64D2FF)
    public static let systemCyan = system(0x32ADE6, 0x64D2FF)
    public static let systemBlue = system(0x007AFF, 0x0A84FF)
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    public static let systemPink = system(0xFF2D55, 0xFF375F)
    public static let systemBrown = system(0xA2845E, 0xAC8E68)

    // MARK: Greys

    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)

    // MARK: Backgrounds (dark content in an elevated layer, such as a sheet, is lighter)

    public static let systemBackground = Color(light: .white, dark: .black, darkElevated: Color(hex: 0x1C1C1E))
    public static let secondarySystemBackground = Color(
        light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E),
        darkElevated: Color(hex: 0x2C2C2E))
    public static let tertiarySystemBackground = Color(
        light: .white, dark: Color(hex: 0x2C2C2E),
        darkElevated: Color(hex: 0x3A3A3C))
    public static let systemGroupedBackground = Color(
        light: Color(hex: 0xF2F2F7), dark: .black,
        darkElevated: Color(hex: 0x1C1C1E))
    public static let secondarySystemGroupedBackground = Color(
        light: .white, dark: Color(hex: 0x1C1C1E),
        darkElevated: Color(hex: 0x2C2C2E))
    public static let tertiarySystemGroupedBackground = Color(
        light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E),
        darkElevated: Color(hex: 0x3A3A3C))

    // MARK: Text, separators, fills

    public static let label = system(0x000000, 0xFFFFFF)
    public static let secondaryLabel = system(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    public static let tertiaryLabel = system(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let quaternaryLabel = system(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = system(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let separator = system(0x3C3C43, 0.29, 0x545458, 0.6)
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)
    public static let link = system(0x007AFF, 0x0984FF)
    public static let systemFill = system(0x787880, 0.2, 0x787880, 0.36)
    public static let secondarySystemFill = system(0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = system(0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = system(0x747480, 0.08, 0x767680, 0.18)
}
