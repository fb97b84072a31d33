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
extension UIColor {
    private static func system(_ light: UInt32, _ dark: UInt32) -> UIColor {
        UIColor(light: Color(hex: light), dark: Color(hex: dark))
    }

    private static func system(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> UIColor {
        UIColor(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha))
    }

    // MARK: Tints

    /// UIKit's `systemRed` tint: #FF3B30 in light, #FF453A in dark.
    public static let systemRed = system(0xFF3B30, 0xFF453A)
    /// UIKit's `systemOrange` tint: #FF9500 in light, #FF9F0A in dark.
    public static let systemOrange = system(0xFF9500, 0xFF9F0A)
    /// UIKit's `systemYellow` tint: #FFCC00 in light, #FFD60A in dark.
    public static let systemYellow = system(0xFFCC00, 0xFFD60A)
    /// UIKit's `systemGreen` tint: #34C759 in light, #30D158 in dark.
    public static let systemGreen = system(0x34C759, 0x30D158)
    /// UIKit's `systemMint` tint: #00C7BE in light, #63E6E2 in dark.
    public static let systemMint = system(0x00C7BE, 0x63E6E2)
    /// UIKit's `systemTeal` tint: #5AC8FA in light, #64D2FF in dark.
    public static let systemTeal = system(0x5AC8FA, 0x64D2FF)
    /// UIKit's `systemCyan` tint: #32ADE6 in light, #64D2FF in dark.
    public static let systemCyan = system(0x32ADE6, 0x64D2FF)
    /// UIKit's `systemBlue` tint: #007AFF in light, #0A84FF in dark.
    public static let systemBlue = system(0x007AFF, 0x0A84FF)
    /// UIKit's `systemIndigo` tint: #5856D6 in light, #5E5CE6 in dark.
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    /// UIKit's `systemPurple` tint: #AF52DE in light, #BF5AF2 in dark.
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    /// UIKit's `systemPink` tint: #FF2D55 in light, #FF375F in dark.
    public static let systemPink = system(0xFF2D55, 0xFF375F)
    /// UIKit's `systemBrown` tint: #A2845E in light, #AC8E68 in dark.
    public static let systemBrown = system(0xA2845E, 0xAC8E68)

    // MARK: Greys

    /// UIKit's `systemGray`: #8E8E93 in light, #8E8E93 in dark.
    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    /// UIKit's `systemGray2`: #AEAEB2 in light, #636366 in dark.
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    /// UIKit's `systemGray3`: #C7C7CC in light, #48484A in dark.
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    /// UIKit's `systemGray4`: #D1D1D6 in light, #3A3A3C in dark.
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    /// UIKit's `systemGray5`: #E5E5EA in light, #2C2C2E in dark.
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    /// UIKit's `systemGray6`: #F2F2F7 in light, #1C1C1E in dark.
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)

    // MARK: Backgrounds (dark content in an elevated layer, such as a sheet, is lighter)

    /// UIKit's `systemBackground`, for a screen's main background: white in light, black in dark, #1C1C1E in an
    /// elevated dark layer.
    public static let systemBackground = UIColor(light: .white, dark: .black, darkElevated: Color(hex: 0x1C1C1E))
    /// UIKit's `secondarySystemBackground`, for content on the main background: #F2F2F7 in light, #1C1C1E in dark,
    /// #2C2C2E elevated.
    public static let secondarySystemBackground = UIColor(
        light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E),
        darkElevated: Color(hex: 0x2C2C2E))
    /// UIKit's `tertiarySystemBackground`, for content on the secondary background: white in light, #2C2C2E in dark,
    /// #3A3A3C elevated.
    public static let tertiarySystemBackground = UIColor(
        light: .white, dark: Color(hex: 0x2C2C2E),
        darkElevated: Color(hex: 0x3A3A3C))
    /// UIKit's `systemGroupedBackground`, behind grouped content (inset tables): #F2F2F7 in light, black in dark,
    /// #1C1C1E elevated.
    public static let systemGroupedBackground = UIColor(
        light: Color(hex: 0xF2F2F7), dark: .black,
        darkElevated: Color(hex: 0x1C1C1E))
    /// UIKit's `secondarySystemGroupedBackground`, for the groups themselves: white in light, #1C1C1E in dark, #2C2C2E
    /// elevated.
    public static let secondarySystemGroupedBackground = UIColor(
        light: .white, dark: Color(hex: 0x1C1C1E),
        darkElevated: Color(hex: 0x2C2C2E))
    /// UIKit's `tertiarySystemGroupedBackground`, for content inside a group: #F2F2F7 in light, #2C2C2E in dark,
    /// #3A3A3C elevated.
    public static let tertiarySystemGroupedBackground = UIColor(
        light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E),
        darkElevated: Color(hex: 0x3A3A3C))

    // MARK: Text, separators, fills

    /// UIKit's `label`, for primary text: black in light, white in dark.
    public static let label = system(0x000000, 0xFFFFFF)
    /// UIKit's `secondaryLabel`, for secondary text: #3C3C43 at 60 % opacity in light, #EBEBF5 at 60 % in dark.
    public static let secondaryLabel = system(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    /// UIKit's `tertiaryLabel`, for tertiary text: #3C3C43 at 30 % opacity in light, #EBEBF5 at 30 % in dark.
    public static let tertiaryLabel = system(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    /// UIKit's `quaternaryLabel`, for quaternary text: #3C3C43 at 18 % opacity in light, #EBEBF5 at 16 % in dark.
    public static let quaternaryLabel = system(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    /// UIKit's `placeholderText`, for placeholder text in controls: #3C3C43 at 30 % opacity in light, #EBEBF5 at 30 %
    /// in dark.
    public static let placeholderText = system(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    /// UIKit's `separator`, for thin separators that let content show through: #3C3C43 at 29 % opacity in light,
    /// #545458 at 60 % in dark.
    public static let separator = system(0x3C3C43, 0.29, 0x545458, 0.6)
    /// UIKit's `opaqueSeparator`, for separators that hide what is under them: #C6C6C8 in light, #38383A in dark.
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)
    /// UIKit's `link`, for links: #007AFF in light, #0984FF in dark.
    public static let link = system(0x007AFF, 0x0984FF)
    /// UIKit's `systemFill`, for thin, small shapes (a switch track): #787880 at 20 % opacity in light, #787880 at 36 %
    /// in dark.
    public static let systemFill = system(0x787880, 0.2, 0x787880, 0.36)
    /// UIKit's `secondarySystemFill`, for medium shapes (a slider track): #787880 at 16 % opacity in light, #787880 at
    /// 32 % in dark.
    public static let secondarySystemFill = system(0x787880, 0.16, 0x787880, 0.32)
    /// UIKit's `tertiarySystemFill`, for large shapes (search fields): #767680 at 12 % opacity in light,
    /// #767680 at 24 % in dark.
    public static let tertiarySystemFill = system(0x767680, 0.12, 0x767680, 0.24)
    /// UIKit's `quaternarySystemFill`, for large areas holding complex content: #747480 at 8 % opacity in light,
    /// #767680 at 18 % in dark.
    public static let quaternarySystemFill = system(0x747480, 0.08, 0x767680, 0.18)
}
