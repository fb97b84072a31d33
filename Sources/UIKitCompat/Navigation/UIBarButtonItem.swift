import Foundation

/// UIKit's `UIBarButtonItem`: a button in a navigation bar, drawn as its title (17 pt, semibold for `.done`) or
/// its image (a template in the item's colour), or as its ``customView``, in the item's ``tintColor`` (else the
/// bar's). A tap on it runs its ``primaryAction`` (UIKit's target–action without `#selector`; see
/// <doc:PortingAppCode>). Space items take room without drawing.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain item: its title in the regular weight.
        case plain
        /// Deprecated in UIKit since iOS 8, where it draws as `plain`; drawn in the regular weight here too.
        case bordered
        /// A done item: its title in the semibold weight.
        case done
    }

    /// UIKit's `UIBarButtonItem.SystemItem`: the system's items. Those UIKit draws as words are drawn with their
    /// English title (`.done` in the semibold weight); those drawn as glyphs in UIKit are drawn as their name's
    /// word here (no SF Symbols; ``UIKitChoices/systemBarItemsDrawAsWords``); the spaces take room.
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// A plus glyph in UIKit.
        case add
        /// Room that grows to fill the bar between items.
        case flexibleSpace
        /// Room of the item's ``UIBarButtonItem/width``.
        case fixedSpace
        /// A compose glyph in UIKit.
        case compose
        /// A reply glyph in UIKit.
        case reply
        /// A share glyph in UIKit.
        case action
        /// An organize glyph in UIKit.
        case organize
        /// A bookmarks glyph in UIKit.
        case bookmarks
        /// A search glyph in UIKit.
        case search
        /// A refresh glyph in UIKit.
        case refresh
        /// A stop glyph in UIKit.
        case stop
        /// A camera glyph in UIKit.
        case camera
        /// A trash glyph in UIKit.
        case trash
        /// A play glyph in UIKit.
        case play
        /// A pause glyph in UIKit.
        case pause
        /// A rewind glyph in UIKit.
        case rewind
        /// A fast-forward glyph in UIKit.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// Deprecated in UIKit.
        case pageCurl
        /// A close glyph in UIKit.
        case close

        /// The word drawn for the item.
        var word: String {
            switch self {
            case .fastForward: return "Forward"
            case .pageCurl: return "Curl"
            case .flexibleSpace, .fixedSpace: return ""
            default:
                let name = String(describing: self)
                return name.prefix(1).uppercased() + name.dropFirst()
            }
        }
    }

    /// How the title is drawn: `.done` semibold, the others regular.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of the item in points; 0 (the default) fits the content. A fixed space takes exactly this.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may show, whose widest UIKit makes room for; kept as a value.
    open var possibleTitles: Set<String>?
    /// A view shown instead of the title and image, at its own size (its frame's size, else its fitting size),
    /// centred in the item's place; taps reach the view itself.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The item's colour; nil (the default) uses the bar's tint colour.
    open var tintColor: UIColor? {
        didSet {
            itemDidChange()
            noteAppearanceSetting("tintColor") { [tintColor] (item: UIBarButtonItem) in item.tintColor = tintColor }
        }
    }
    /// The action a tap runs (the closure-based spelling of target–action). Its title and image are shown when the
    /// item has none of its own.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// Whether the item is selected (iOS 15); kept as a value.
    open var isSelected = false
    /// Whether the item is hidden (iOS 16): a hidden item takes no room.
    open var isHidden = false { didSet { itemDidChange() } }
    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    private var titleAdjustments: [Int: UIOffset] = [:]
    private var backgroundImages: [String: UIImage] = [:]

    /// The bar showing the item, to redraw it when it changes.
    weak var bar: UINavigationBar?
    /// The view drawing the item in its bar (a popover points at it).
    weak var drawnView: UIView?

    /// A plain item without title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// A plain item (Flipbook decodes nothing; appearance proxies are made with it).
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// An item showing `title` in `style`.
    public init(title: String?, style: Style) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
    }

    /// An item showing `image` in `style`.
    public init(image: UIImage?, style: Style) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
    }

    /// An item with a title and an image that runs `primaryAction` when tapped (iOS 14); without a title or image
    /// it shows the action's.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// An item that shows and runs `primaryAction` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// A system item that runs `primaryAction` when tapped (iOS 14).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        if systemItem == .done { style = .done }
        self.primaryAction = primaryAction
    }

    /// A system item (UIKit's `init(barButtonSystemItem:target:action:)` without a target: set ``primaryAction``).
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init(systemItem: systemItem)
    }

    /// An item showing `customView` (in the `.plain` style).
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// A fixed space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that grows to fill the room between items (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Moves the title by `adjustment` for bars of `barMetrics` (drawn for `.default`).
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    /// The title's adjustment for `barMetrics` (`.zero` unless set).
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        titleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Sets the image drawn behind the item in `state` for `barMetrics` (the `.normal`, `.default` one is drawn,
    /// stretched to the item's place).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        itemDidChange()
    }

    /// The background image set for `state` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)/\(barMetrics.rawValue)"]
    }

    override func itemDidChange() { bar?.itemsDidChange() }

    /// Whether the item is a space (fixed or flexible) rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// The title drawn: the item's own, a system item's word, else the primary action's.
    var displayedTitle: String? {
        if let title { return title }
        if let systemItem { return systemItem.word }
        if image == nil, let action = primaryAction, !action.title.isEmpty { return action.title }
        return nil
    }

    /// The image drawn: the item's own, else the primary action's when there is no title either.
    var displayedImage: UIImage? {
        image ?? (title == nil && systemItem == nil ? primaryAction?.image : nil)
    }
}
