import Foundation
import Raster

/// UIKit's `UITabBar`, drawn as iOS draws the default bar: a light translucent background over the
/// home-indicator area, a hairline on top, and one item per tab (its image above a 10 pt title; an item without
/// an image shows only its title), the selected one in the tint colour.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height above the home-indicator area, in points (49).
    public static let height: CGFloat = 49

    /// The bar's background colour; nil (the default) draws iOS's light translucent background.
    open var barTintColor: UIColor? {
        didSet {
            itemsDidChange()
            noteAppearanceSetting("barTintColor") { [barTintColor] (bar: UITabBar) in bar.barTintColor = barTintColor }
        }
    }
    /// The selected item's colour (the system blue by default).
    open override var tintColor: UIColor! {
        get { storedTint }
        set {
            storedTint = newValue
            itemsDidChange()
            noteAppearanceSetting("tintColor") { (view: UIView) in view.tintColor = newValue }
        }
    }
    private var storedTint: UIColor? = UINavigationBar.systemBlue
    /// The colour of the unselected items; nil (the default) draws them in a 60 % grey.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            itemsDidChange()
            noteAppearanceSetting("unselectedItemTintColor") { [unselectedItemTintColor] (bar: UITabBar) in
                bar.unselectedItemTintColor = unselectedItemTintColor
            }
        }
    }

    weak var tabBarController: UITabBarController?
    private var content: UIView?

    /// The items of the tab bar controller's children, in order (nil without children).
    open var items: [UITabBarItem]? { tabBarController?.viewControllers?.map { $0.tabBarItem } }
    /// The item of the selected child.
    open var selectedItem: UITabBarItem? { tabBarController?.selectedViewController?.tabBarItem }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if content?.bounds.size != bounds.size { itemsDidChange() }
    }

    /// Rebuilds the bar's drawing for the current items and selection.
    func itemsDidChange() {
        content?.removeFromSuperview()
        let view = UIView(frame: bounds)
        view.backgroundColor = barTintColor ?? UINavigationBar.defaultBackground
        let hairline = UIView(
            frame: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, window?.screenScale ?? 1)))
        hairline.backgroundColor = UINavigationBar.hairlineColor
        view.addSubview(hairline)
        let items = self.items ?? []
        let selected = tabBarController?.selectedIndex ?? 0
        if !items.isEmpty {
            let width = bounds.width / CGFloat(items.count)
            for (index, item) in items.enumerated() {
                let color =
                    index == selected
                    ? (storedTint ?? UINavigationBar.systemBlue)
                    : (unselectedItemTintColor ?? UIColor(white: 0.6, alpha: 1))
                // The glyph's place; an item without an image draws nothing there (UIKit shows only the title) and
                // keeps its title below it (`UIKitChoices.imagelessTabBarItemKeepsTitlePlace`).
                let glyphFrame = CGRect(x: width * CGFloat(index) + (width - 25) / 2, y: 6, width: 25, height: 25)
                if let image = (index == selected ? item.selectedImage ?? item.image : item.image) {
                    // A tab bar draws an image of automatic rendering mode as a template in the item's colour.
                    let imageView = UIImageView(image: image)
                    imageView.drawsAutomaticAsTemplate = true
                    imageView.tintColor = color
                    imageView.contentMode = .scaleAspectFit
                    imageView.frame = glyphFrame
                    view.addSubview(imageView)
                }
                let shift = item.titlePositionAdjustment
                let label = UILabel(
                    frame: CGRect(
                        x: width * CGFloat(index) + shift.horizontal, y: 33 + shift.vertical, width: width, height: 12))
                label.text = item.title
                let state: UIControl.State = index == selected ? .selected : .normal
                let attributes = item.resolvedTitleTextAttributes(for: state)
                label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
                label.textColor = attributes[.foregroundColor] as? UIColor ?? color
                label.textAlignment = .center
                view.addSubview(label)
                // The badge sits at the glyph's top trailing corner (top leading in a right-to-left layout).
                let corner = CGPoint(x: isRightToLeft ? glyphFrame.minX : glyphFrame.maxX, y: glyphFrame.minY)
                if let badge = item.makeBadge(at: corner) {
                    if isRightToLeft { badge.frame.origin.x = corner.x - (badge.frame.width - 7) }
                    view.addSubview(badge)
                }
            }
        }
        insertSubview(view, at: 0)
        content = view
    }
}
