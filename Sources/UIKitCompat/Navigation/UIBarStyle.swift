import Foundation

/// UIKit's `UIBarStyle`: the look of a navigation bar, toolbar or tab bar without appearance objects.
/// `.black` draws the bar dark with a white title, as in UIKit (where it is the bar's dark user interface style).
public enum UIBarStyle: Int, Sendable {
    /// The light bar (dark in dark mode).
    case `default` = 0
    /// A dark bar with a white title.
    case black = 1
    /// Deprecated in UIKit: a dark bar with `isTranslucent` set; drawn as ``black``.
    case blackTranslucent = 2
    /// Deprecated in UIKit: the same value as ``black``.
    public static let blackOpaque = UIBarStyle.black
}

/// UIKit's `UIBarMetrics`: which height of bar a background image or title adjustment is for.
public enum UIBarMetrics: Int, Sendable {
    /// The bar's regular height (what a phone's portrait bar uses, and what Flipbook draws).
    case `default` = 0
    /// The bar's compact height (a phone in landscape); kept apart, not drawn here.
    case compact = 1
    /// The regular height with a prompt above the title.
    case defaultPrompt = 101
    /// The compact height with a prompt above the title.
    case compactPrompt = 102
}

/// UIKit's `UIBarPosition`: where a bar sits, for position-specific background images.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: every position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extended under the status bar (what a navigation controller's
    /// bar is).
    case topAttached = 3
}
