import Foundation
import Raster

/// UIKit's `UITabBarItem`: a title and an image (Flipbook draws a rounded square when there is no image).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// An item with `title` (nil: the owning controller's title), `image` (nil: a rounded square is drawn) and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        storedTitle = title
        self.image = image
        self.tag = tag
        super.init()
    }

    private var storedTitle: String?
    weak var owner: UIViewController?

    /// The title; nil falls back to the owning controller's `title`.
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set { storedTitle = newValue; owner?.tabBarController?.tabBar.itemsDidChange() }
    }
    /// The glyph above the title, drawn as a template in the item's colour; nil draws a rounded square.
    open var image: UIImage?
    /// The glyph while the tab is selected; nil uses ``image``.
    open var selectedImage: UIImage?
    /// Any integer identifying the item for app code.
    open var tag: Int
    /// The badge text UIKit draws at the glyph's corner; kept as a value here (no badge is drawn).
    open var badgeValue: String?
}
