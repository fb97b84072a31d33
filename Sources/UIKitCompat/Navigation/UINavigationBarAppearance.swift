import Foundation

/// UIKit's `UINavigationBarAppearance`: a navigation bar's background and shadow (see ``UIBarAppearance``), its
/// title's text attributes and position, its buttons' appearances and its back indicator image. Give it to a bar
/// (`standardAppearance`, …) or to a navigation item, which then replaces the bar's while it is on top.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes: `.font` and `.foregroundColor` are drawn (empty by default: 17 pt semibold in the
    /// label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; kept as a value (see ``UIKitChoices/largeTitlesDrawInline``).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The appearance of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The appearance of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The appearance of the back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image drawn instead of the back chevron (nil: the chevron), as a template in the tint colour.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask UIKit uses for the back button's title during a push; kept as a value.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back indicator image and its transition mask (UIKit wants both or neither).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    /// A copy of the appearance, its button appearances copied too.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UINavigationBarAppearance(idiom: idiom)
        copy.copyBackground(from: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.buttonAppearance = buttonAppearance.copy() as? UIBarButtonItemAppearance ?? buttonAppearance
        copy.doneButtonAppearance = doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? doneButtonAppearance
        copy.backButtonAppearance = backButtonAppearance.copy() as? UIBarButtonItemAppearance ?? backButtonAppearance
        copy.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        return copy
    }
}

/// UIKit's `UIBarButtonItemAppearance`: the look of bar button items of one style in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The look of an enabled item (its `.font` and `.foregroundColor` attributes and title adjustment are drawn).
    open var normal = UIBarButtonItemStateAppearance()
    /// The look while touched; kept as a value (a touched item dims as UIKit's system buttons do).
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled item (its `.foregroundColor` is drawn).
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look with focus (tvOS, keyboards); kept as a value.
    open var focused = UIBarButtonItemStateAppearance()

    /// The default look of items of `style`.
    public init(style: UIBarButtonItem.Style) {
        super.init()
    }

    /// The default look of plain items.
    public override convenience init() { self.init(style: .plain) }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy, each state copied.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: .plain)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}

/// UIKit's `UIBarButtonItemStateAppearance`: a bar button item's look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.font` and `.foregroundColor` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image behind the item; kept as a value.
    open var backgroundImage: UIImage?
    /// How far the background image is moved; kept as a value.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
