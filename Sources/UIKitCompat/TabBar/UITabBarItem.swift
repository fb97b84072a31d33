import Foundation
import Raster

/// UIKit's `UITabBarItem`: a title and an image (Flipbook draws a rounded square when there is no image).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
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
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int
    open var badgeValue: String?
}
