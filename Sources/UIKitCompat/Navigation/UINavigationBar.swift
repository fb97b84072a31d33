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

    /// The bar's background colour (nil: the system's light translucent grey).
    open var barTintColor: Color? {
        didSet { background.backgroundColor = barTintColor ?? UINavigationBar.defaultBackground }
    }
    /// Whether the bar's background lets content show through in UIKit (true by default); kept as a value here, the
    /// background is drawn from ``barTintColor`` alone.
    open var isTranslucent = true
    /// The colour of the back button and bar button items (the system blue by default).
    open override var tintColor: Color! {
        get { storedTint }
        set { storedTint = newValue; itemsDidChange() }
    }
    private var storedTint: Color? = UINavigationBar.systemBlue
    /// The colour of the title.
    open var titleColor: Color = .label { didSet { itemsDidChange() } }

    static let systemBlue = Color.systemBlue
    /// The default bar background: light translucent grey, or a dark translucent grey in dark mode (see
    /// ``UIKitChoices/barColorsInDarkMode``).
    static let defaultBackground = Color(
        light: Color(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94),
        dark: Color(red: 0.114, green: 0.114, blue: 0.118, alpha: 0.94))
    /// The hairline under a bar (above a tab bar).
    static let hairlineColor = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))

    let background = UIView()
    private let hairline = UIView()
    var content: NavigationBarContent?
    weak var navigationController: UINavigationController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = UINavigationBar.defaultBackground
        hairline.backgroundColor = UINavigationBar.hairlineColor
        addSubview(background)
        addSubview(hairline)
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
        background.frame = CGRect(x: 0, y: -topExtension, width: bounds.width, height: bounds.height + topExtension)
        hairline.frame = CGRect(
            x: 0, y: bounds.height, width: bounds.width, height: 1 / max(1, window?.screenScale ?? 1))
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

    /// Rebuilds the content for the current stack (titles changed, or a change without animation).
    func itemsDidChange() {
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

    /// The bar's content for `top` with `back` below it: its parts named for the push and pop animations.
    func makeContent(top: UINavigationItem, back: UINavigationItem?) -> NavigationBarContent {
        let view = NavigationBarContent(frame: bounds)
        view.autoresizingMask = [.flexibleWidth]
        let width = bounds.width
        let tint = storedTint ?? UINavigationBar.systemBlue
        var leftInset: CGFloat = 8
        if let left = top.leftBarButtonItem {
            let label = buttonLabel(left, tint: tint)
            label.frame = CGRect(x: 16, y: 0, width: min(120, width / 3), height: UINavigationBar.height)
            label.textAlignment = .left
            view.addSubview(label)
            view.leftItem = label
            leftInset = 16 + label.frame.width
        } else if let back, !top.hidesBackButton {
            let chevron = UINavigationBar.chevron(color: tint, pointingRight: isRightToLeft)
            chevron.frame.origin = CGPoint(x: 8, y: (UINavigationBar.height - chevron.frame.height) / 2)
            view.addSubview(chevron)
            view.chevron = chevron
            let label = UILabel(frame: CGRect(x: 26, y: 0, width: min(110, width / 3), height: UINavigationBar.height))
            var title = back.backButtonTitle ?? back.title ?? "Back"
            if title.count > 12 { title = "Back" }
            label.text = title
            label.textColor = tint
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .left
            view.addSubview(label)
            view.backLabel = label
            leftInset = 26 + label.frame.width
        }
        if let right = top.rightBarButtonItem {
            let label = buttonLabel(right, tint: tint)
            label.frame = CGRect(
                x: width - 16 - min(120, width / 3), y: 0, width: min(120, width / 3),
                height: UINavigationBar.height)
            label.textAlignment = .right
            view.addSubview(label)
            view.rightItem = label
        }
        let side = max(leftInset, 16 + min(120, width / 3)) + 4
        if let titleView = top.titleView {
            titleView.center = CGPoint(x: width / 2, y: UINavigationBar.height / 2)
            view.addSubview(titleView)
            view.title = titleView
        } else if let title = top.title {
            let label = UILabel(
                frame: CGRect(x: side, y: 0, width: max(0, width - 2 * side), height: UINavigationBar.height))
            label.text = title
            label.textColor = titleColor
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
            view.addSubview(label)
            view.title = label
        }
        if isRightToLeft { view.mirrorForRightToLeft() }
        return view
    }

    private func buttonLabel(_ item: UIBarButtonItem, tint: Color) -> UILabel {
        let label = UILabel()
        label.text = item.title
        label.textColor = tint
        label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        return label
    }

    /// The back chevron: two 2.5 pt strokes meeting at a point, 12 × 21 pt, pointing left (right in a
    /// right-to-left layout, where the back button is on the right).
    static func chevron(color: Color, pointingRight: Bool = false) -> UIView {
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
