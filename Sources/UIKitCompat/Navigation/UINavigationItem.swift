import Foundation

/// UIKit's `UINavigationItem`: what the navigation bar shows for a controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
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
    open var hidesBackButton = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    /// A view shown instead of the title.
    open var titleView: UIView?
}

/// UIKit's `UIBarButtonItem`, drawn as its title in the bar's tint colour.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, bordered, done }

    open var title: String?
    open var style: Style
    open var customView: UIView?

    public init(title: String?, style: Style) {
        self.title = title
        self.style = style
        super.init()
    }

    public init(customView: UIView) {
        self.customView = customView
        style = .plain
        super.init()
    }
}
