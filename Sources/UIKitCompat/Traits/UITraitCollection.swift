import Foundation

/// UIKit's `UITraitCollection`: the interface style, size classes, display scale, layout direction, text
/// size and level that views and controllers draw for. Immutable; a trait left unspecified is inherited from
/// the surroundings when collections are combined with ``init(traitsFrom:)``.
///
/// Traits flow from the window (its traits come from the ``Stage``: device size and scale, the scenario's
/// interface style) down through controllers and views; ``UIView/overrideUserInterfaceStyle`` and
/// ``UIViewController/overrideUserInterfaceStyle`` change the style for a subtree.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark appearance; `.unspecified` when the collection does not say.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Compact or regular width; `.unspecified` when the collection does not say.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Compact or regular height; `.unspecified` when the collection does not say.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Left to right or right to left; `.unspecified` when the collection does not say.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's text size; `.unspecified` when the collection does not say.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Base or elevated (content in a sheet or popover); `.unspecified` when the collection does not say.
    public let userInterfaceLevel: UIUserInterfaceLevel

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified)
    }

    init(
        style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
        direction: UITraitEnvironmentLayoutDirection = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified, level: UIUserInterfaceLevel = .unspecified
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        layoutDirection = direction
        preferredContentSizeCategory = contentSize
        userInterfaceLevel = level
        super.init()
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection that specifies only the display scale (pixels per point).
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }
    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }
    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

    /// The collections combined: each trait takes the last specified value in `traitCollections`.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified, scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var contentSize = UIContentSizeCategory.unspecified, level = UIUserInterfaceLevel.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified { contentSize = traits.preferredContentSizeCategory }
            if traits.userInterfaceLevel != .unspecified { level = traits.userInterfaceLevel }
        }
        self.init(
            style: style, horizontal: horizontal, vertical: vertical, scale: scale, direction: direction,
            contentSize: contentSize, level: level)
    }

    /// True when every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.userInterfaceLevel == .unspecified || trait.userInterfaceLevel == userInterfaceLevel)
    }

    /// True when a dynamic colour may resolve differently for `traitCollection` (style or level differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || userInterfaceLevel != traitCollection.userInterfaceLevel
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceLevel)
        return hasher.finalize()
    }

    public override var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), horizontal: \(horizontalSizeClass), vertical: "
            + "\(verticalSizeClass), scale: \(displayScale), direction: \(layoutDirection), "
            + "text: \(preferredContentSizeCategory.rawValue), level: \(userInterfaceLevel))"
    }

    // MARK: The current collection

    @MainActor private static var explicitCurrent: UITraitCollection?

    /// The collection dynamic colours resolve with when no other is given (`UIColor.cgColor`, a colour set on a
    /// layer). UIKit sets it while it calls `traitCollectionDidChange(_:)`, `layoutSubviews()` and drawing;
    /// Flipbook sets it while it calls `traitCollectionDidChange(_:)` and resolves colours. Without a set
    /// value it is the current stage's window's collection (light, when there is no stage).
    @MainActor public static var current: UITraitCollection {
        get { explicitCurrent ?? Stage.current?.window.traitCollection ?? UITraitCollection.defaultLight }
        set { explicitCurrent = newValue }
    }

    static let defaultLight = UITraitCollection(
        style: .light, horizontal: .compact, vertical: .regular, scale: 3,
        direction: .leftToRight, contentSize: .large, level: .base)

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.explicitCurrent
        UITraitCollection.explicitCurrent = self
        defer { UITraitCollection.explicitCurrent = saved }
        try actions()
    }

    /// This collection with the layout direction replaced (unspecified keeps the current one).
    func overriding(direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        guard direction != .unspecified, direction != layoutDirection else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(layoutDirection: direction)])
    }

    /// This collection with the style replaced (unspecified keeps the current one).
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }
}
