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
            owner?.navigationController?.navigationBar.itemsDidChange()
        }
    }

    /// The back button title shown when a controller is pushed above this one (nil: this item's title).
    open var backButtonTitle: String?
    /// Whether the bar hides the back button while this item is on top (false by default); a left item replaces it
    /// either way.
    open var hidesBackButton = false
    /// The button at the leading end of the bar, drawn instead of the back button; nil by default.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The button at the trailing end of the bar; nil by default.
    open var rightBarButtonItem: UIBarButtonItem?
    /// A view shown instead of the title.
    open var titleView: UIView?
}

/// UIKit's `UIBarButtonItem`, drawn as its title in the bar's tint colour.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain item: its title in the regular weight.
        case plain
        /// Deprecated in UIKit since iOS 8, where it draws as `plain`; drawn in the regular weight here too.
        case bordered
        /// A done item: its title in the semibold weight.
        case done
    }

    /// The button's title, drawn in the bar's tint colour at 17 points.
    open var title: String?
    /// How the title is drawn: `.done` semibold, the others regular.
    open var style: Style
    /// The view UIKit shows instead of the title; kept as a value here (the bar draws the title only).
    open var customView: UIView?

    /// A button showing `title` in `style`.
    public init(title: String?, style: Style) {
        self.title = title
        self.style = style
        super.init()
    }

    /// A button for `customView` (in the `.plain` style); the bar draws its title only, so it shows nothing.
    public init(customView: UIView) {
        self.customView = customView
        style = .plain
        super.init()
    }
}
