import Foundation

/// UIKit's `UINavigationItem`: what the navigation bar shows for a controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// An item showing `title` (nil: the owning controller's title).
    public init(title: String?) {
        storedTitle = title
        super.init()
    }

    private var storedTitle: String?
    weak var owner: UIViewController?

    /// The title; nil falls back to the owning controller's `title`.
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            storedTitle = newValue
            barNeedsUpdate()
        }
    }

    /// The back button title shown when a controller is pushed above this one (nil: this item's title).
    open var backButtonTitle: String? { didSet { barNeedsUpdate() } }
    /// The item the back button shows when a controller is pushed above this one: its title replaces the
    /// back button's (nil by default).
    open var backBarButtonItem: UIBarButtonItem? { didSet { barNeedsUpdate() } }
    /// UIKit's `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's title, or "Back" when it is too long.
        case `default`
        /// "Back" always.
        case generic
        /// The chevron alone.
        case minimal
    }
    /// How the back button shown above this item's controller words itself (`.default`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { barNeedsUpdate() } }
    /// Whether the bar hides the back button while this item is on top (false by default); left items replace it
    /// unless ``leftItemsSupplementBackButton`` is set.
    open var hidesBackButton = false { didSet { barNeedsUpdate() } }
    /// Hides or shows the back button (the bar's own animation aside, the change shows at once).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items are drawn after the back button rather than instead of it (false by default).
    open var leftItemsSupplementBackButton = false { didSet { barNeedsUpdate() } }
    /// The buttons at the leading end of the bar, leading first; nil by default.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsUpdate() } }
    /// The buttons at the trailing end of the bar, trailing first (as in UIKit); nil by default.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsUpdate() } }
    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems`` (the trailing-most); setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Sets ``leftBarButtonItem`` (the change shows at once).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (the change shows at once).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems`` (the change shows at once).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (the change shows at once).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// A line of text UIKit shows above the title; kept as a value (the bar keeps its 44 pt height here).
    open var prompt: String?

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below in the stack (the bar's ``UINavigationBar/prefersLargeTitles`` for the root).
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
        /// Large inline with the bar's items (iOS 17).
        case inline
    }
    /// Whether the title is large; kept as a value (large titles are drawn at the regular size, see
    /// ``UIKitChoices/largeTitlesDrawInline``).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The bar's look while this item is on top, replacing the bar's ``UINavigationBar/standardAppearance`` (nil
    /// by default).
    open var standardAppearance: UINavigationBarAppearance? { didSet { barNeedsUpdate() } }
    /// The look at compact height, replacing the bar's; kept as a value (Flipbook draws regular-height bars).
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when scrolled content's edge meets the bar, replacing the bar's (see
    /// ``UIKitChoices/navigationBarShowsStandardAppearance``).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { barNeedsUpdate() } }
    /// The look at compact height at the scroll edge; kept as a value.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Redraws the bar showing this item's controller.
    private func barNeedsUpdate() { owner?.navigationController?.navigationBar.itemsDidChange() }

    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { barNeedsUpdate() } }
}
