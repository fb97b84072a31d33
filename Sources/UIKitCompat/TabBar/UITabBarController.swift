import Foundation
import Raster

/// UIKit's `UITabBarController`: one child shown at a time, a tab bar at the bottom, and selection changes
/// animated by the delegate's animation controller (without one, the switch is immediate, as in UIKit).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Asked about user selections and for the animator of tab switches. Weak, as in UIKit.
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar at the bottom showing one item per child.
    public let tabBar = UITabBar(frame: .zero)

    private var controllers: [UIViewController] = []
    private var storedSelectedIndex = 0
    /// The view transitions happen in (above the content, below the bar).
    let transitionView = UIView()
    var currentTransition: Transition?

    /// The children, one per tab (nil when there are none); setting it replaces them without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children with `viewControllers` (nil: none) and shows the selected one; the selected index is kept
    /// where it can be, and the change is not animated.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let showing = isShowing
        if let old, showing { old.performBeginAppearance(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if let old, showing { old.performEndAppearance() }
        for controller in controllers {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        controllers = viewControllers ?? []
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        storedSelectedIndex = min(storedSelectedIndex, max(0, controllers.count - 1))
        if let selected = selectedViewController, isViewLoaded {
            if showing { selected.performBeginAppearance(true, animated: false) }
            install(selected)
            if showing { selected.performEndAppearance() }
        }
        tabBar.tabBarController = self
        tabBar.itemsDidChange()
    }

    /// The child of the selected tab; setting it to one of the children selects that tab (others are ignored).
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// Setting it switches tabs, through the delegate's animation controller if it gives one.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }

    /// A tap on tab `index` by the user: asks the delegate's `shouldSelect`, switches, then `didSelect`.
    public func userDidSelect(_ index: Int) {
        guard controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    override var childrenForAppearanceForwarding: [UIViewController] {
        if currentTransition != nil { return [] }
        return selectedViewController.map { [$0] } ?? []
    }

    private var isShowing: Bool { isViewLoaded && isAppearingOrAppeared && view.window != nil }

    open override func loadView() {
        let root = loadContainerView(holding: transitionView)
        let metrics = ScreenMetrics.current
        let height = UITabBar.height + metrics.bottomInset
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        tabBar.tabBarController = self
        root.addSubview(tabBar)
        if let selected = selectedViewController { install(selected) }
        tabBar.itemsDidChange()
    }

    private func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = transitionView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(view)
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            tabBar.isHidden = navigation.tabBarHidden(for: top)
        } else {
            tabBar.isHidden = false
        }
    }

    private func select(_ index: Int) {
        guard controllers.indices.contains(index), index != storedSelectedIndex || selectedViewController == nil else {
            return
        }
        guard currentTransition == nil else {
            VirtualClock.current.report("UITabBarController: selection changed during a transition; ignored")
            return
        }
        let from = selectedViewController
        storedSelectedIndex = index
        let to = controllers[index]
        guard let from, isShowing else {
            if isViewLoaded {
                from?.viewIfLoaded?.removeFromSuperview()
                install(to)
            }
            tabBar.itemsDidChange()
            return
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        guard let animator else {
            from.performBeginAppearance(false, animated: false)
            to.performBeginAppearance(true, animated: false)
            from.view.removeFromSuperview()
            install(to)
            tabBar.itemsDidChange()
            from.performEndAppearance()
            to.performEndAppearance()
            return
        }
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let previous = controllers.firstIndex { $0 === from } ?? 0
        to.loadViewIfNeeded()
        let full = transitionView.bounds
        let context = TransitionContext(
            container: transitionView, from: from, to: to, fromView: from.view,
            toView: to.view, initialFrames: [(from, full)], finalFrames: [(to, full)],
            animated: true, style: .none)
        let transition = Transition(
            summary:
                "tab switch from \(from.title ?? String(describing: type(of: from))) to "
                + "\(to.title ?? String(describing: type(of: to))) in \(type(of: self))",
            animator: animator, interactor: interactor, context: context, alongsideCurve: .easeInOut,
            participants: [self, from, to])
        currentTransition = transition
        tabBar.itemsDidChange()
        transition.bookkeeping = { [unowned self] completed in
            self.currentTransition = nil
            if completed {
                if to.view.superview !== self.transitionView { self.install(to) }
                from.view.removeFromSuperview()
                from.performEndAppearance()
                to.performEndAppearance()
            } else {
                self.storedSelectedIndex = previous
                to.view.removeFromSuperview()
                if from.view.superview !== self.transitionView { self.install(from) }
                to.performBeginAppearance(false, animated: true)
                to.performEndAppearance()
                from.performBeginAppearance(true, animated: true)
                from.performEndAppearance()
                self.tabBar.itemsDidChange()
            }
        }
        from.performBeginAppearance(false, animated: true)
        to.performBeginAppearance(true, animated: true)
        transition.start()
    }
}
