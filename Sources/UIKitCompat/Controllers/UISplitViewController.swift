import Foundation

/// UIKit's `UISplitViewController`: a primary (list) and a secondary (detail) controller.
///
/// - Expanded (a regular-width stage, an iPad preset): the primary column on the left, ``primaryColumnWidth``
///   points wide (``UIKitChoices``' `splitPrimaryColumnWidth`), the secondary filling the rest, a hairline
///   between them.
/// - Collapsed (a compact-width stage, every iPhone preset): one column, as UIKit collapses it. The delegate is
///   asked `splitViewController(_:collapseSecondary:onto:)`; unless it returns true, the secondary is pushed
///   onto the primary navigation controller (a secondary navigation controller gives its controllers), so the app
///   opens on the detail as UIKit's does. A column-style split (``init(style:)``) shows its `.compact` column's
///   controller if it has one, and asks `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
///   (`.primary` keeps the list on top).
/// - ``showDetailViewController(_:sender:)`` replaces the secondary when expanded and pushes onto the primary
///   navigation controller when collapsed; ``show(_:sender:)`` does the same with the primary.
///
/// Not modelled: the overlay and tiling display modes' animations (``preferredDisplayMode`` is kept and reported
/// by ``displayMode`` when expanded), the supplementary column's layout (it is kept, not shown), and the
/// hide/show gesture.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// UIKit's `UISplitViewController.Style` (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic split view (``viewControllers`` with two controllers).
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        /// The list column, the supplementary column, the detail column and the compact-width controller.
        case primary = 0, supplementary, secondary, compact
    }

    /// UIKit's `UISplitViewController.DisplayMode` (raw values as UIKit's).
    public enum DisplayMode: Int, Sendable {
        /// Let UIKit choose, and the modes of showing or hiding the primary (and supplementary) columns.
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
            twoOverSecondary, twoDisplaceSecondary
    }

    /// UIKit's `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// Let UIKit choose, or how the columns share the width when expanded.
        case automatic = 0, tile, overlay, displace
    }

    /// The style given at creation (`.unspecified` for the classic split view).
    public private(set) var style: Style = .unspecified

    /// The delegate asked how to collapse and show controllers.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The display mode asked for.
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The split behaviour asked for (kept; columns tile).
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// Whether a swipe shows and hides the primary column in UIKit (kept; not modelled).
    open var presentsWithGesture = true
    /// The fraction of the width the primary column asks for (kept; ``primaryColumnWidth`` uses the choice).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// UIKit's `UISplitViewController.automaticDimension`.
    public static let automaticDimension: CGFloat = -3.40282347e+38

    private var columns: [Column: UIViewController] = [:]
    /// The secondary controllers pushed onto the primary navigation controller by collapsing.
    private var collapsedOnto: [UIViewController] = []
    /// Whether the split view shows one column.
    public private(set) var isCollapsed = false
    private let separator = UIView()

    /// A classic split view controller; give it its controllers with ``viewControllers``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A column-style split view controller (iOS 14); give it its controllers with ``setViewController(_:for:)``.
    public convenience init(style: Style) {
        self.init(nibName: nil, bundle: nil)
        self.style = style
    }

    /// Flipbook decodes no archives: an empty classic split view controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The primary and secondary controllers (UIKit's classic API); one when collapsed, as UIKit reports.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed { return columns[.primary].map { [$0] } ?? [] }
            return [columns[.primary], columns[.secondary]].compactMap { $0 }
        }
        set {
            setColumn(.primary, newValue.first)
            setColumn(.secondary, newValue.count > 1 ? newValue[1] : nil)
        }
    }

    /// Sets the controller of `column`. A column-style split wraps a controller that is not a navigation controller
    /// in one for the primary, supplementary and secondary columns, as UIKit does.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        var controller = viewController
        if style != .unspecified, column != .compact, let plain = viewController,
            !(plain is UINavigationController)
        {
            controller = UINavigationController(rootViewController: plain)
        }
        setColumn(column, controller)
    }

    /// The controller shown in `column` (for a wrapped controller, the controller given, as UIKit returns).
    open func viewController(for column: Column) -> UIViewController? {
        guard let controller = columns[column] else { return nil }
        if style != .unspecified, column != .compact, let navigation = controller as? UINavigationController {
            return navigation.viewControllers.first
        }
        return controller
    }

    /// Shows `column`: when collapsed, the primary's navigation controller pops back to the list for `.primary`.
    open func show(_ column: Column) {
        guard isCollapsed, column == .primary, let navigation = columns[.primary] as? UINavigationController,
            let root = navigation.viewControllers.first
        else { return }
        _ = navigation.popToViewController(root, animated: true)
    }

    /// Hides `column` (kept; the primary column of a tiled split always shows here).
    open func hide(_ column: Column) {}

    /// The display mode in effect: `.secondaryOnly` when collapsed, the preferred (or tiled) mode when expanded.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }

    /// The width of the primary column when expanded.
    open var primaryColumnWidth: CGFloat {
        min(UIKitChoices.current.splitPrimaryColumnWidth, (viewIfLoaded?.bounds.width ?? 0) / 2)
    }

    /// A bar button item that toggles the display mode in UIKit (here it does nothing when tapped).
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(
        image: UIImage(systemName: "sidebar.left"), style: .plain)

    /// Shows `vc` as the secondary: replaces it when expanded; pushes onto the primary navigation controller when
    /// collapsed (unless the delegate's `splitViewController(_:showDetail:sender:)` returns true).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = columns[.primary] as? UINavigationController {
            let shown = (vc as? UINavigationController)?.viewControllers.last ?? vc
            if let wrapper = vc as? UINavigationController { wrapper.setViewControllers([], animated: false) }
            collapsedOnto.append(shown)
            navigation.pushViewController(shown, animated: true)
            return
        }
        setColumn(.secondary, vc)
    }

    /// Shows `vc` as the primary when expanded; pushes it onto the primary navigation controller when collapsed.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = columns[.primary] as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
            return
        }
        setColumn(.primary, vc)
    }

    // MARK: Containment and layout

    private func setColumn(_ column: Column, _ controller: UIViewController?) {
        if let old = columns[column], old !== controller {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = controller
        guard let controller else { return }
        if controller.parent !== self { addChild(controller) }
        controller.didMove(toParent: self)
        if isViewLoaded { view.setNeedsLayout() }
    }

    /// A plain view that lays out the columns.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        separator.backgroundColor = .opaqueSeparator
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateCollapsedState()
        layOutColumns()
    }

    /// Collapses when the width is compact, expands when it is regular (asking the delegate as UIKit does).
    private func updateCollapsedState() {
        let compact = traitCollection.horizontalSizeClass != .regular
        if compact, !isCollapsed { collapse() }
        if !compact, isCollapsed { expand() }
    }

    private func collapse() {
        isCollapsed = true
        if style != .unspecified, columns[.compact] != nil { return }
        guard let primary = columns[.primary], let secondary = columns[.secondary] else { return }
        let proposed: Column = .secondary
        let top =
            style == .unspecified
            ? proposed
            : delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
                ?? proposed
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
        if top == .primary && style != .unspecified { return }
        guard let navigation = primary as? UINavigationController else { return }
        var moved = [secondary]
        if let secondaryNavigation = secondary as? UINavigationController {
            moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
        }
        collapsedOnto = moved
        navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
    }

    private func expand() {
        isCollapsed = false
        guard let navigation = columns[.primary] as? UINavigationController else { return }
        let moved = navigation.viewControllers.filter { controller in collapsedOnto.contains { $0 === controller } }
        collapsedOnto = []
        guard !moved.isEmpty else { return }
        navigation.setViewControllers(
            navigation.viewControllers.filter { c in !moved.contains { $0 === c } }, animated: false)
        if let secondaryNavigation = columns[.secondary] as? UINavigationController {
            secondaryNavigation.setViewControllers(moved, animated: false)
        }
    }

    private func layOutColumns() {
        let bounds = view.bounds
        let shown: [(UIViewController, CGRect)]
        if isCollapsed {
            let single = (style != .unspecified ? columns[.compact] : nil) ?? columns[.primary]
            shown = single.map { [($0, bounds)] } ?? []
            separator.removeFromSuperview()
        } else {
            let width = primaryColumnWidth
            var list: [(UIViewController, CGRect)] = []
            if let primary = columns[.primary] {
                list.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height)))
            }
            if let secondary = columns[.secondary] {
                list.append((secondary, CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)))
            }
            shown = list
            let scale = view.window?.screenScale ?? 1
            separator.frame = CGRect(x: width, y: 0, width: 1 / scale, height: bounds.height)
        }
        let visible = shown.map { $0.0 }
        for controller in columns.values where !visible.contains(where: { $0 === controller }) {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        for (controller, frame) in shown {
            if controller.view.superview !== view { view.addSubview(controller.view) }
            controller.view.frame = frame
        }
        if !isCollapsed, separator.superview == nil { view.addSubview(separator) }
        if separator.superview != nil { view.bringSubviewToFront(separator) }
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
