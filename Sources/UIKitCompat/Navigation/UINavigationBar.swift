import Foundation
import Raster

/// UIKit's `UINavigationBar`, drawn the way iOS draws the default bar: a light translucent background that
/// extends under the status bar, a hairline at the bottom, the title centred (17 pt semibold), and a back
/// button (a chevron and the previous item's title in the tint colour) on the leading side: the left, or the
/// right in a right-to-left layout, where the whole bar is mirrored. During a push or pop the titles slide
/// and fade and the back button cross-fades alongside the transition (scrubbed with it when interactive; see
/// UINavigationBar+Transition.swift).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height below the status bar, in points (44).
    public static let height: CGFloat = 44

    /// The bar's background colour (nil: the system's light translucent grey), drawn unless an appearance is
    /// given (see ``UIKitChoices/barAppearanceReplacesLegacyProperties``).
    open var barTintColor: UIColor? {
        didSet {
            itemsDidChange()
            noteAppearanceSetting("barTintColor") { [barTintColor] (bar: UINavigationBar) in
                bar.barTintColor = barTintColor
            }
        }
    }
    /// The bar's style: `.black` draws it dark with a white title (when no appearance and no ``barTintColor``
    /// say otherwise).
    open var barStyle: UIBarStyle = .default {
        didSet {
            itemsDidChange()
            noteAppearanceSetting("barStyle") { [barStyle] (bar: UINavigationBar) in bar.barStyle = barStyle }
        }
    }
    /// Whether the bar's background lets content show through in UIKit (true by default); kept as a value here, the
    /// background is drawn from ``barTintColor`` alone.
    open var isTranslucent = true {
        didSet {
            noteAppearanceSetting("isTranslucent") { [isTranslucent] (bar: UINavigationBar) in
                bar.isTranslucent = isTranslucent
            }
        }
    }
    /// The colour of the back button and bar button items (the system blue by default).
    open override var tintColor: UIColor! {
        get { storedTint }
        set {
            storedTint = newValue
            itemsDidChange()
            noteAppearanceSetting("tintColor") { (view: UIView) in view.tintColor = newValue }
        }
    }
    private var storedTint: UIColor? = UINavigationBar.systemBlue
    /// The colour of the title (Flipbook's; UIKit's spelling is the `.foregroundColor` of ``titleTextAttributes``,
    /// which wins over it).
    open var titleColor: UIColor = .label { didSet { itemsDidChange() } }
    /// The title's attributes: `.font` and `.foregroundColor` are drawn (nil: 17 pt semibold in the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            itemsDidChange()
            let value = titleTextAttributes
            noteAppearanceSetting("titleTextAttributes") { (bar: UINavigationBar) in bar.titleTextAttributes = value }
        }
    }
    /// The large title's attributes; kept as a value (see ``UIKitChoices/largeTitlesDrawInline``).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            let value = largeTitleTextAttributes
            noteAppearanceSetting("largeTitleTextAttributes") { (bar: UINavigationBar) in
                bar.largeTitleTextAttributes = value
            }
        }
    }
    /// Whether titles are large; kept as a value (see ``UIKitChoices/largeTitlesDrawInline``).
    open var prefersLargeTitles = false
    /// The image drawn as the line under the bar, stretched to the bar's width (nil: the hairline; an empty
    /// image: no line). Drawn when a background image is set, as in UIKit.
    open var shadowImage: UIImage? { didSet { itemsDidChange() } }
    /// The image drawn instead of the back chevron, as a template in the tint colour (nil: the chevron).
    open var backIndicatorImage: UIImage? { didSet { itemsDidChange() } }
    /// The mask UIKit uses for the back button's title during a push; kept as a value.
    open var backIndicatorTransitionMaskImage: UIImage?

    /// The look of the bar (a copy of what is assigned); a navigation item's own replaces it while the item is
    /// on top. Until one is assigned, the legacy properties (``barTintColor``, ``barStyle``,
    /// ``titleTextAttributes``, background and shadow images) are drawn.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy() as? UINavigationBarAppearance ?? newValue
            hasAssignedAppearance = true
            itemsDidChange()
            let value = storedStandardAppearance
            noteAppearanceSetting("standardAppearance") { (bar: UINavigationBar) in bar.standardAppearance = value }
        }
    }
    /// The look at compact height; kept as a value (Flipbook draws regular-height bars).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            let value = compactAppearance
            noteAppearanceSetting("compactAppearance") { (bar: UINavigationBar) in bar.compactAppearance = value }
        }
    }
    /// The look when scrolled content's edge meets the bar; kept (see
    /// ``UIKitChoices/navigationBarShowsStandardAppearance``).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            let value = scrollEdgeAppearance
            noteAppearanceSetting("scrollEdgeAppearance") { (bar: UINavigationBar) in bar.scrollEdgeAppearance = value }
        }
    }
    /// The look at compact height at the scroll edge; kept as a value.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedStandardAppearance = UINavigationBarAppearance()
    private var hasAssignedAppearance = false
    /// Whether ``standardAppearance`` was assigned (it then replaces the legacy properties).
    var hasAssignedAppearanceForDrawing: Bool { hasAssignedAppearance }

    private var backgroundImages: [String: UIImage] = [:]
    private var titleVerticalAdjustments: [Int: CGFloat] = [:]

    /// Sets the image drawn as the bar's background (stretched over it and the status bar area) for
    /// `barMetrics`; the `.default` one is drawn. Nil removes it.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// Sets the background image for a bar position and metrics (`.any` or `.topAttached` with `.default` is
    /// drawn).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        itemsDidChange()
    }

    /// The background image set for `barMetrics` (any position).
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// The background image set for exactly this position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"]
    }

    /// Moves the title down by `adjustment` points for `barMetrics` (drawn for `.default`).
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleVerticalAdjustments[barMetrics.rawValue] = adjustment
        itemsDidChange()
    }

    /// The title's vertical adjustment for `barMetrics` (0 unless set).
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    /// Where the bar sits: at the top of the screen under the status bar.
    open var barPosition: UIBarPosition { .topAttached }

    static let systemBlue = UIColor.systemBlue
    /// The default bar background: light translucent grey, or a dark translucent grey in dark mode (see
    /// ``UIKitChoices/barColorsInDarkMode``).
    static let defaultBackground = UIColor(light: lightBackground.color, dark: darkBackground.color)
    static let lightBackground = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
    static let darkBackground = UIColor(red: 0.114, green: 0.114, blue: 0.118, alpha: 0.94)
    /// The hairline under a bar (above a tab bar).
    static let hairlineColor = UIColor(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))

    let background = UIView()
    private let backgroundOverlay = UIView()
    private let backgroundImageView = UIImageView(frame: .zero)
    private let hairline = UIView()
    private let shadowImageView = UIImageView(frame: .zero)
    var content: NavigationBarContent?
    weak var navigationController: UINavigationController?
    /// Set when the items changed during a push or pop: the content is rebuilt when it ends.
    private var rebuildAfterTransition = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = UINavigationBar.defaultBackground
        hairline.backgroundColor = UINavigationBar.hairlineColor
        backgroundOverlay.isHidden = true
        backgroundImageView.isHidden = true
        shadowImageView.isHidden = true
        for view in [background, backgroundOverlay, backgroundImageView, hairline, shadowImageView] {
            addSubview(view)
        }
        autoresizingMask = [.flexibleWidth]
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The items for the navigation controller's stack, bottom first.
    open var items: [UINavigationItem]? {
        navigationController?.viewControllers.map(\.navigationItem)
    }
    /// The item of the controller on top of the stack.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (whose title the back button shows); nil with fewer than two controllers.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// How far the background reaches above the bar (the status bar's height).
    var topExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let backgroundFrame = CGRect(
            x: 0, y: -topExtension, width: bounds.width, height: bounds.height + topExtension)
        background.frame = backgroundFrame
        backgroundOverlay.frame = backgroundFrame
        backgroundImageView.frame = backgroundFrame
        hairline.frame = CGRect(
            x: 0, y: bounds.height, width: bounds.width, height: 1 / max(1, window?.screenScale ?? 1))
        let shadowHeight = shadowImageView.image?.size.height ?? 0
        shadowImageView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: shadowHeight)
        content?.frame = bounds
    }

    /// A change of layout direction rebuilds the content on the other side.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previousTraitCollection, previousTraitCollection.layoutDirection != traitCollection.layoutDirection,
            content != nil
        {
            itemsDidChange()
        }
    }

    /// Rebuilds the content for the current stack (titles changed, or a change without animation). During a push
    /// or pop the rebuild waits for its end, so the bar's own animation is not cut short.
    func itemsDidChange() {
        if navigationController?.currentTransition != nil {
            rebuildAfterTransition = true
            return
        }
        rebuildContent()
    }

    /// Rebuilds now if items changed during the transition that ended.
    func transitionDidEnd() {
        guard rebuildAfterTransition else { return }
        rebuildAfterTransition = false
        rebuildContent()
    }

    private func rebuildContent() {
        applyBackground(resolvedLook())
        guard let top = topItem else {
            content?.removeFromSuperview()
            content = nil
            return
        }
        let fresh = makeContent(top: top, back: backItem)
        content?.removeFromSuperview()
        addSubview(fresh)
        content = fresh
    }

    /// The content for `top` with `back` below it: its parts named for the push and pop animations.
    func makeContent(top: UINavigationItem, back: UINavigationItem?) -> NavigationBarContent {
        let look = resolvedLook(top: top)
        applyBackground(look)
        let view = NavigationBarContent(frame: bounds)
        view.autoresizingMask = [.flexibleWidth]
        let width = bounds.width
        let height = UINavigationBar.height
        let tint = storedTint ?? UINavigationBar.systemBlue
        var leftInset: CGFloat = 8
        let leftItems = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }
        if let back, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let backTint = back.backBarButtonItem?.tintColor ?? tint
            var labelX: CGFloat = 26
            if let image = look.backIndicator {
                let indicator = UIImageView(image: image)
                indicator.drawsAutomaticAsTemplate = true
                indicator.tintColor = backTint
                indicator.frame = CGRect(
                    x: 8, y: (height - image.size.height) / 2, width: image.size.width, height: image.size.height)
                view.addSubview(indicator)
                view.chevron = indicator
                labelX = indicator.frame.maxX + 6
            } else {
                let chevron = UINavigationBar.chevron(color: backTint, pointingRight: isRightToLeft)
                chevron.frame.origin = CGPoint(x: 8, y: (height - chevron.frame.height) / 2)
                view.addSubview(chevron)
                view.chevron = chevron
            }
            leftInset = labelX
            if let title = UINavigationBar.backTitle(for: back) {
                let label = UILabel(frame: CGRect(x: labelX, y: 0, width: min(110, width / 3), height: height))
                label.text = title
                let attributes = look.backButtons?.normal.titleTextAttributes ?? [:]
                label.textColor = attributes[.foregroundColor] as? UIColor ?? backTint
                label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17)
                label.textAlignment = .left
                view.addSubview(label)
                view.backLabel = label
                leftInset = labelX + label.frame.width
            }
        }
        if !leftItems.isEmpty {
            let start = view.chevron == nil ? 16 : leftInset + 8
            let group = itemGroup(leftItems, look: look, tint: tint, maxWidth: min(120, width / 3))
            group.frame.origin = CGPoint(x: start, y: 0)
            view.addSubview(group)
            view.leftItem = group
            leftInset = group.frame.maxX
        }
        var rightInset: CGFloat = 0
        let rightItems = (top.rightBarButtonItems ?? []).filter { !$0.isHidden }
        if !rightItems.isEmpty {
            // UIKit lists right items trailing first: laid out leading first, they are reversed.
            let group = itemGroup(rightItems.reversed(), look: look, tint: tint, maxWidth: min(120, width / 3))
            group.frame.origin = CGPoint(x: width - 16 - group.frame.width, y: 0)
            view.addSubview(group)
            view.rightItem = group
            rightInset = 16 + group.frame.width
        }
        let side = max(leftInset, rightInset, 16 + min(120, width / 3)) + 4
        let offset = look.titleOffset
        if let titleView = top.titleView {
            titleView.center = CGPoint(x: width / 2 + offset.horizontal, y: height / 2 + offset.vertical)
            view.addSubview(titleView)
            view.title = titleView
        } else if let title = top.title {
            let label = UILabel(
                frame: CGRect(
                    x: side + offset.horizontal, y: offset.vertical, width: max(0, width - 2 * side), height: height))
            label.text = title
            label.textColor = look.titleAttributes[.foregroundColor] as? UIColor ?? look.titleColor
            label.font = look.titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
            view.addSubview(label)
            view.title = label
        }
        if isRightToLeft {
            view.mirrorForRightToLeft()
            for group in [view.leftItem, view.rightItem].compactMap({ $0 }) {
                for item in group.subviews { item.frame.origin.x = group.bounds.width - item.frame.maxX }
            }
        }
        return view
    }

    /// Draws the look's background and shadow line.
    private func applyBackground(_ look: BarLook) {
        background.backgroundColor = look.material ?? .clear
        backgroundOverlay.backgroundColor = look.color
        backgroundOverlay.isHidden = look.color == nil
        backgroundImageView.image = look.image
        backgroundImageView.contentMode = look.imageMode
        backgroundImageView.isHidden = look.image == nil
        hairline.backgroundColor = look.shadowColor
        hairline.isHidden = look.shadowColor == nil || look.shadowImage != nil
        shadowImageView.image = look.shadowImage
        shadowImageView.isHidden = look.shadowImage == nil
        setNeedsLayout()
    }

    /// The back button's title for `back`: its back item's title, its back button title, or its title ("Back"
    /// when longer than 12 characters, or as the display mode says); nil shows the chevron alone.
    static func backTitle(for back: UINavigationItem) -> String? {
        switch back.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            return title.count > 12 ? "Back" : title
        }
    }

    /// A row of bar button items, leading first, 8 points apart, each as its custom view or a system button.
    private func itemGroup(_ items: [UIBarButtonItem], look: BarLook, tint: UIColor, maxWidth: CGFloat) -> UIView {
        let group = UIView()
        let height = UINavigationBar.height
        var x: CGFloat = 0
        for item in items {
            item.bar = self
            if item.isSpace {
                if item.systemItem == .fixedSpace { x += max(0, item.width) }
                continue
            }
            if x > 0 { x += 8 }
            let view: UIView
            if let custom = item.customView {
                var size = custom.bounds.size
                if size == .zero { size = custom.sizeThatFits(CGSize(width: maxWidth, height: height)) }
                custom.frame = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
                view = custom
            } else {
                view = barButton(for: item, look: look, tint: tint)
                var size = view.intrinsicContentSize
                if item.width > 0 { size.width = item.width }
                view.frame = CGRect(x: x, y: 0, width: min(maxWidth, size.width), height: height)
            }
            group.addSubview(view)
            item.drawnView = view
            x = view.frame.maxX
        }
        group.frame = CGRect(x: 0, y: 0, width: x, height: height)
        return group
    }

    /// A system button drawing `item`: its title (or a system item's word) or image in the item's colour, its
    /// text attributes (the item's over the appearance's), sending its primary action when tapped.
    private func barButton(for item: UIBarButtonItem, look: BarLook, tint: UIColor) -> UIButton {
        let button = UIButton(type: .system)
        item.takeAppearanceIfNeeded()
        button.tintColor = item.tintColor ?? tint
        let appearance = item.style == .done ? look.doneButtons : look.plainButtons
        func attributes(_ state: UIControl.State) -> [NSAttributedString.Key: Any] {
            let base = (state == .disabled ? appearance?.disabled : appearance?.normal)?.titleTextAttributes ?? [:]
            return base.merging(item.resolvedTitleTextAttributes(for: state)) { $1 }
        }
        let normal = attributes(.normal)
        button.titleLabel?.font =
            normal[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let color = normal[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
        if let color = attributes(.disabled)[.foregroundColor] as? UIColor {
            button.setTitleColor(color, for: .disabled)
        }
        button.setTitle(item.displayedTitle, for: .normal)
        button.setImage(item.displayedImage, for: .normal)
        button.imageEdgeInsets = item.imageInsets
        let adjustment = item.titlePositionAdjustment(for: .default)
        let appearanceAdjustment = appearance?.normal.titlePositionAdjustment ?? .zero
        let dx = adjustment.horizontal + appearanceAdjustment.horizontal
        let dy = adjustment.vertical + appearanceAdjustment.vertical
        button.titleEdgeInsets = UIEdgeInsets(top: dy, left: dx, bottom: -dy, right: -dx)
        button.setBackgroundImage(item.backgroundImage(for: .normal, barMetrics: .default), for: .normal)
        button.isEnabled = item.isEnabled
        if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
        return button
    }

    /// The back chevron: two 2.5 pt strokes meeting at a point, 12 × 21 pt, pointing left (right in a
    /// right-to-left layout, where the back button is on the right).
    static func chevron(color: UIColor, pointingRight: Bool = false) -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 13, height: 21))
        let turn: CGFloat = pointingRight ? -1 : 1
        for (angle, y) in [(-turn * CGFloat.pi / 4, CGFloat(5.5)), (turn * CGFloat.pi / 4, CGFloat(15.5))] {
            let stroke = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 2.6))
            stroke.backgroundColor = color
            stroke.layer.cornerRadius = 1.3
            stroke.center = CGPoint(x: 7, y: y)
            stroke.transform = CGAffineTransform(rotationAngle: angle)
            box.addSubview(stroke)
        }
        return box
    }
}
