import Foundation

/// UIKit's `UISemanticContentAttribute`: how a view's content relates to the layout direction, deciding its
/// ``UIView/effectiveUserInterfaceLayoutDirection``.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the layout direction of the surroundings (the default).
    case unspecified = 0
    /// Playback controls (play, fast-forward): always left to right.
    case playback = 1
    /// Directional controls (a D-pad, text alignment buttons): always left to right.
    case spatial = 2
    /// Always left to right, for this view and the views inside it.
    case forceLeftToRight = 3
    /// Always right to left, for this view and the views inside it.
    case forceRightToLeft = 4
}

/// UIKit's `UIUserInterfaceLayoutDirection`: the direction a view or the app lays out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Leading is the left side.
    case leftToRight = 0
    /// Leading is the right side.
    case rightToLeft = 1
}
