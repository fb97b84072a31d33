import Foundation

/// UIKit's `UIUserInterfaceStyle`: the light or dark appearance a trait collection asks for.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No preference: inherits the surroundings' style (the window's when it is the window's own).
    case unspecified = 0
    /// The light appearance (the stage's default).
    case light = 1
    /// The dark appearance: dynamic colours take their dark values.
    case dark = 2
}

/// UIKit's `UIUserInterfaceSizeClass`: the rough width or height of the space a view has.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// The trait collection does not say.
    case unspecified = 0
    /// A narrow (or short) space: the stage gives it to a side under 600 points (a phone's width).
    case compact = 1
    /// A wide (or tall) space: the stage gives it to a side of 600 points or more (an iPad's sides, a phone's
    /// height).
    case regular = 2
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// The trait collection does not say.
    case unspecified = -1
    /// Leading is left: English, most scripts.
    case leftToRight = 0
    /// Leading is right: Arabic, Hebrew; leading and trailing constraints and the bars mirror.
    case rightToLeft = 1
}

/// UIKit's `UIUserInterfaceLevel`: whether content sits at the base of the window or in an elevated layer
/// (a sheet or popover), which picks the lighter dark-mode backgrounds.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    /// The trait collection does not say.
    case unspecified = -1
    /// Content at the base of the window.
    case base = 0
    /// Content in an elevated layer (a sheet, a popover): dark backgrounds are lighter.
    case elevated = 1
}
