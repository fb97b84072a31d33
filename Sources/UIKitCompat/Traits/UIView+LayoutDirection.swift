import Foundation

extension UIView {
    /// The direction this view lays out its content in: its ``semanticContentAttribute`` when that fixes one,
    /// otherwise its traits' ``UITraitCollection/layoutDirection`` (the window's comes from the stage's
    /// ``Stage/layoutDirection``). Leading and trailing Auto Layout attributes, ``layoutMargins``, a label's
    /// natural alignment and the navigation controller's push and pop follow it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: semanticContentAttribute,
            relativeTo: traitCollection.layoutDirection.interfaceDirection)
    }

    /// The direction a view with `attribute` lays out in within the app (``UIApplication``'s
    /// ``UIApplication/userInterfaceLayoutDirection``).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `semanticContentAttribute` lays out in when its surroundings lay out in
    /// `layoutDirection`: playback and spatial content and forced left-to-right are left to right, forced
    /// right-to-left is right to left, unspecified follows `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    )
        -> UIUserInterfaceLayoutDirection
    {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// True when the view lays out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The layout-direction trait this view's ``semanticContentAttribute`` gives its subtree (see
    /// ``UIKitChoices/forcedDirectionIsInherited``), or `.unspecified` when it keeps the surroundings'.
    var forcedLayoutDirection: UITraitEnvironmentLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: .unspecified
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// The trait as a layout direction (unspecified is left to right).
    var interfaceDirection: UIUserInterfaceLayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
