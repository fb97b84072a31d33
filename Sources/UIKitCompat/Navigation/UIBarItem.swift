import Foundation

/// UIKit's `UIBarItem`: what bar button items and tab bar items share — a title, an image, whether the item is
/// enabled, a tag and per-state title text attributes (`.font` and `.foregroundColor` are drawn).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// An item without title or image.
    public override init() { super.init() }

    /// An item without title or image (Flipbook decodes nothing; appearance proxies are made with it).
    public required init?(coder: NSCoder) { super.init() }

    /// The appearance properties set on this item itself, which appearance proxies do not change.
    var explicitAppearanceKeys: Set<String> = []
    /// Whether the item took its appearance (the first time a bar drew it).
    var hasTakenAppearance = false

    /// Whether the item responds to taps; a disabled item is drawn dimmed (true by default).
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The item's title.
    open var title: String? { didSet { itemDidChange() } }
    /// The item's image, drawn as a template in the item's colour unless its rendering mode says otherwise.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image for a compact-height bar in UIKit; kept as a value (Flipbook draws regular-height bars).
    open var landscapeImagePhone: UIImage?
    /// The image the large content viewer shows in UIKit; kept as a value.
    open var largeContentSizeImage: UIImage?
    /// Insets of the image from its place (positive values shrink it), applied when it is drawn.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// The insets of ``landscapeImagePhone``; kept as a value.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// Any integer identifying the item for app code (0 by default).
    open var tag: Int = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's text attributes for `state` (nil removes them); `.font` and `.foregroundColor` are drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
        noteAppearanceSetting("titleTextAttributes.\(state.rawValue)") { (item: UIBarItem) in
            item.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The title's text attributes set for `state` (nil when none were set for exactly that state).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes that apply in `state`: that state's, else the normal state's.
    func resolvedTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        takeAppearanceIfNeeded()
        return titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
    }

    /// Called after anything drawn changed; the bar showing the item redraws it.
    func itemDidChange() {}
}
