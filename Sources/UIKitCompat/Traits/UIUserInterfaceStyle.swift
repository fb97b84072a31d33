import Foundation

/// UIKit's `UIUserInterfaceStyle`: the light or dark appearance a trait collection asks for.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No preference: inherits the surroundings' style (the window's when it is the window's own).
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// UIKit's `UIUserInterfaceSizeClass`: the rough width or height of the space a view has.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIKit's `UIUserInterfaceLevel`: whether content sits at the base of the window or in an elevated layer
/// (a sheet or popover), which picks the lighter dark-mode backgrounds.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
