import Foundation
import Raster

/// UIKit's `UITabBarItem`: a title and an image (an item without an image shows only its title), with a badge
/// drawn at the image's top trailing corner.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// An item with `title` (nil: the owning controller's title), `image` (nil: no image is shown) and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and the image shown while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item without title or image (the owning controller's title is shown).
    public override init() { super.init() }

    /// An item without title or image (Flipbook decodes nothing; appearance proxies are made with it).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    weak var owner: UIViewController?

    /// The title; nil falls back to the owning controller's `title`.
    open override var title: String? {
        get { super.title ?? owner?.title }
        set { super.title = newValue }
    }
    /// The glyph while the tab is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The badge's text, drawn in white on a ``badgeColor`` capsule at the glyph's top trailing corner; an empty
    /// string draws a small dot, nil no badge.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background (nil: the system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title is moved from its place below the glyph.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }

    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the badge text's attributes for `state` (`.font` and `.foregroundColor` of `.normal` are drawn).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge text's attributes set for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    override func itemDidChange() { owner?.tabBarController?.tabBar.itemsDidChange() }

    /// The badge view for the item at the glyph whose top trailing corner is `corner`, or nil without a badge:
    /// a capsule 18 points high (at least as wide), its text 13 points; an empty value is an 8-point dot.
    func makeBadge(at corner: CGPoint) -> UIView? {
        guard let value = badgeValue else { return nil }
        let badge = UIView()
        badge.backgroundColor = badgeColor ?? .systemRed
        guard !value.isEmpty else {
            badge.frame = CGRect(x: corner.x - 4, y: corner.y - 4, width: 8, height: 8)
            badge.layer.cornerRadius = 4
            return badge
        }
        let attributes = badgeAttributes[UIControl.State.normal.rawValue] ?? [:]
        let label = UILabel()
        label.text = value
        label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? .white
        label.textAlignment = .center
        let textWidth = label.intrinsicContentSize.width
        let width = max(18, textWidth + 10)
        badge.frame = CGRect(x: corner.x - 7, y: corner.y - 3, width: width, height: 18)
        badge.layer.cornerRadius = 9
        label.frame = badge.bounds
        badge.addSubview(label)
        return badge
    }
}
