import Foundation

/// A view's Auto Layout state (constraints installed on it, its guides, margins, priorities), kept in one
/// object so that `UIView` needs a single stored property for it.
@MainActor
final class AutoLayoutStorage {
    /// The constraints installed on this view (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// The engine of the hierarchy this view is the root of (only roots have one).
    var engine: LayoutEngine?
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// Content hugging and compression resistance, [horizontal, vertical].
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether margins were set explicitly (a controller's root view otherwise gets the system minimum).
    var marginsWereSet = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var needsUpdateConstraints = true
    /// The safe area insets last announced by `safeAreaInsetsDidChange()`.
    var announcedSafeAreaInsets = UIEdgeInsets.zero
    var announcedLayoutMargins: UIEdgeInsets?
    /// A name for messages (UIKit prints addresses; Flipbook prints this when set).
    var accessibilityName: String?
}
