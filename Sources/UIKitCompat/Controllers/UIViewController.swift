import Foundation
import Raster

/// A screen's controller: UIKit's `UIViewController`, with UIKit's member names and meaning — a lazily loaded
/// view, appearance callbacks in UIKit's order, child containment, and modal presentation.
///
/// Subclass it as on a device: override ``loadView()`` or ``viewDidLoad()``, the appearance callbacks
/// (``viewWillAppear(_:)`` …), and read ``transitionCoordinator`` inside them. Containers (navigation and tab
/// bar controllers, presentations) drive the appearance callbacks; see <doc:ViewControllerTransitions>.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // MARK: Creating

    /// Flipbook loads no nibs: the names are kept for app code and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Flipbook decodes no archives; this initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
    }

    /// The nib name given at creation; kept for app code (no nib is loaded).
    public let nibName: String?

    // MARK: The view

    private var loadedView: UIView?

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded (``loadView()`` has run).
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default makes a plain view the size of the screen (as UIKit does without
    /// a nib); override it to make your own, without calling `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view has been loaded.
    open func viewDidLoad() {}

    /// Called on controllers loaded from a nib or storyboard. Flipbook loads no nibs, so it is never called.
    open func awakeFromNib() {}

    /// Called when the system is low on memory. The stage never is, so it is never called.
    open func didReceiveMemoryWarning() {}

    /// Loads the root view now if it is not loaded yet (``loadView()``, then `viewDidLoad()`).
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            VirtualClock.current.report("\(type(of: self)).loadView() did not set view; using a plain view")
            loadedView = UIView(frame: UIScreen.main.bounds)
            loadedView?.owningViewController = self
        }
        viewDidLoad()
    }

    private var isLoadingView = false

    // MARK: Appearance callbacks (see UIViewController+Appearance.swift for the order)

    /// Called before the view appears (added to the window, presented, pushed); an override point.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared, when the transition that shows it has finished; an override point.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; an override point.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared, when the transition that hides it has finished; an override point.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a custom container forwards appearance callbacks to its children automatically (true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change by hand (custom containers that do not forward automatically).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance change started by ``beginAppearanceTransition(_:animated:)``.
    open func endAppearanceTransition() {
        performEndAppearance()
    }

    var appearanceState = AppearanceState.disappeared
    var appearanceAnimated = false

    /// True in the appearance callbacks of a presentation of this controller.
    public internal(set) var isBeingPresented = false
    /// True in the appearance callbacks of a dismissal of this controller.
    public internal(set) var isBeingDismissed = false
    /// True in the appearance callbacks while this controller is being added to a container (a push).
    public internal(set) var isMovingToParent = false
    /// True in the appearance callbacks while this controller is being removed from a container (a pop).
    public internal(set) var isMovingFromParent = false

    // MARK: Titles and items

    /// The title; the navigation item and the tab bar item show it unless they have their own.
    open var title: String? {
        didSet { titleDidChange() }
    }

    private var storedNavigationItem: UINavigationItem?

    /// The item a navigation bar shows for this controller (created on first access).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: nil)
        item.owner = self
        storedNavigationItem = item
        return item
    }

    private var storedTabBarItem: UITabBarItem?

    /// The item a tab bar shows for this controller (created on first access, titled by ``title``).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            item.owner = self
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            newValue?.owner = self
            titleDidChange()
        }
    }

    func titleDidChange() {
        navigationController?.navigationBar.itemsDidChange()
        tabBarController?.tabBar.itemsDidChange()
    }

    /// When pushed inside a tab bar controller, the tab bar slides away with the covered screen.
    open var hidesBottomBarWhenPushed = false

    // MARK: Containment

    /// The container controller this one is a child of (navigation, tab bar or custom container); nil for none.
    public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// Adds `childController` as a child, calling its ``willMove(toParent:)`` with this controller (as UIKit
    /// does). Call the child's ``didMove(toParent:)`` once its view is in place.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent, calling its ``didMove(toParent:)`` with nil (as UIKit does).
    /// Call ``willMove(toParent:)`` with nil before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to `parent` (nil: before it is removed); an override point.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to `parent` (nil: after it was removed); an override point.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest ancestor (parent, its parent, …) of type `type`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// The children that appearance callbacks are forwarded to (containers narrow it to what they show).
    var childrenForAppearanceForwarding: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) == true }
    }

    // MARK: Presentation (see Presentation/)

    /// The controller this one presents, set when ``present(_:animated:completion:)`` is called and cleared
    /// when the dismissal completes. Read on a child, the answer of the nearest ancestor that presents.
    open var presentedViewController: UIViewController? {
        if let presented = storedPresentedViewController { return presented }
        return parent?.presentedViewController
    }

    /// The controller that presented this one (or the nearest ancestor that was presented).
    open var presentingViewController: UIViewController? {
        if let presenting = storedPresentingViewController { return presenting }
        return parent?.presentingViewController
    }

    var storedPresentedViewController: UIViewController?
    weak var storedPresentingViewController: UIViewController?
    /// The presentation that shows this controller (while presented).
    var presentation: Presentation?

    /// The delegate asked for animators, interaction controllers and the presentation controller when this
    /// controller is presented or dismissed. Weak, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// `.automatic` by default, which resolves as ``UIKitTransitionChoices/automaticPresentationStyle`` says.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The system animation used when no transitioning delegate gives an animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether `.currentContext` / `.overCurrentContext` presentations from a descendant cover this
    /// controller's view.
    open var definesPresentationContext = false
    /// Whether this controller's ``modalTransitionStyle`` is used for presentations in its context.
    open var providesPresentationContextTransitionStyle = false
    /// Kept for app code (status bars are not drawn).
    open var modalPresentationCapturesStatusBarAppearance = false

    // MARK: Status bar and responder chain (Environment/UIStatusBar.swift)

    /// The status bar style this controller wants (read by ``UIStatusBarManager``; not drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller hides the status bar.
    open var prefersStatusBarHidden: Bool { false }
    /// The animation of status-bar changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The interface orientations the controller supports: as UIKit's default, every orientation on an iPad and
    /// every one but upside down on an iPhone. Container controllers forward it to a child as app code does; the
    /// stage's screen does not rotate, so nothing else reads it.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// Deprecated in UIKit (iOS 11) for `UIScrollView.contentInsetAdjustmentBehavior`: true by default. False
    /// makes the scroll views in this controller's view with the `.automatic` behaviour adjust their insets only
    /// along the axes they scroll (as `.scrollableAxes`), as UIKit's `.automatic` does for such a controller.
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Asks the controllers to rotate the interface to the device's orientation. The stage's device never
    /// turns away from the interface's orientation, so there is nothing to rotate (as on a device held still).
    open class func attemptRotationToDeviceOrientation() {}

    /// Whether the controller's contents rotate with the device (true by default, as in UIKit).
    open var shouldAutorotate: Bool { true }

    /// The orientation a full-screen presentation prefers: portrait, the stage screen's orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Records the status bar's appearance now in ``StageEnvironment/statusBarAppearanceUpdates``.
    open func setNeedsStatusBarAppearanceUpdate() {
        guard let window = viewIfLoaded?.window ?? Stage.current?.window else { return }
        let style = UIStatusBarManager.decidingController(in: window, hidden: false)
        let hidden = UIStatusBarManager.decidingController(in: window, hidden: true)
        StageEnvironment.current.statusBarAppearanceUpdates.append(
            StatusBarAppearance(
                time: VirtualClock.current.now, style: style?.preferredStatusBarStyle ?? .default,
                isHidden: hidden?.prefersStatusBarHidden ?? false,
                animation: style?.preferredStatusBarUpdateAnimation ?? .fade))
    }

    /// The view's superview; for a presented controller's root view at the top of its container, the
    /// presenting controller; for a child, its parent when its view is not in the parent's hierarchy.
    open override var next: UIResponder? {
        if let superview = viewIfLoaded?.superview { return superview }
        return parent ?? presentingViewController
    }

    override var isInWindowForFirstResponder: Bool { viewIfLoaded?.window != nil }
    /// Whether a sheet can be dismissed by a swipe (kept for app code).
    open var isModalInPresentation = false

    /// Presents `viewControllerToPresent` modally from this controller (the presenting controller is resolved
    /// as UIKit does: see ``UIViewController/present(_:animated:completion:)`` in Presentation/).
    ///
    /// The completion's type is UIKit's as imported, `(() -> Void)?`. (A `@MainActor` closure type in an open
    /// method of a `@preconcurrency` class is mangled differently in the class and in subclasses' vtables by
    /// Swift 6.3, which fails to link.)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: Self.onMainActor(completion))
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, this controller (or the
    /// presented ancestor it sits in).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: Self.onMainActor(completion))
    }

    /// UIKit's completion (`(() -> Void)?`, not `Sendable`) as the main-actor closure the presentation calls: it
    /// is given on the main actor and called there (never sent elsewhere), which the compiler cannot see.
    private static func onMainActor(_ completion: (() -> Void)?) -> (@MainActor () -> Void)? {
        guard let completion else { return nil }
        nonisolated(unsafe) let body = completion
        return { body() }
    }

    /// Shows `vc` in the primary context, as UIKit does: a navigation controller around this one pushes it, a split
    /// view controller around it shows it (``UISplitViewController/show(_:sender:)``); otherwise it is presented
    /// modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        var current: UIViewController? = parent
        while let container = current {
            if let navigation = container as? UINavigationController {
                return navigation.pushViewController(vc, animated: true)
            }
            if let split = container as? UISplitViewController { return split.show(vc, sender: sender) }
            current = container.parent
        }
        if let navigation = self as? UINavigationController { return navigation.pushViewController(vc, animated: true) }
        present(vc, animated: true)
    }

    /// Shows `vc` in the secondary (detail) context: a split view controller around this one shows it
    /// (``UISplitViewController/showDetailViewController(_:sender:)``); otherwise it is shown as ``show(_:sender:)``
    /// shows it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { return split.showDetailViewController(vc, sender: sender) }
        show(vc, sender: sender)
    }

    /// The presentation controller managing this controller's presentation. Before the controller is presented
    /// (and when it has no parent) it is a controller for its ``modalPresentationStyle``, so that a delegate can
    /// be set before presenting, as apps do; the presentation keeps that delegate.
    open var presentationController: UIPresentationController? {
        if let controller = presentation?.controller { return controller }
        if let parent { return parent.presentationController }
        if let pending = pendingPresentationController { return pending }
        let pending =
            modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        pending.presentationStyle = modalPresentationStyle
        pendingPresentationController = pending
        return pending
    }

    /// The popover controller of a controller whose `modalPresentationStyle` is `.popover` (the same object as
    /// ``presentationController``; set its source before presenting); nil for other styles.
    open var popoverPresentationController: UIPopoverPresentationController? {
        if let popover = presentation?.controller as? UIPopoverPresentationController { return popover }
        guard presentation == nil, modalPresentationStyle == .popover else { return nil }
        if !(pendingPresentationController is UIPopoverPresentationController) { pendingPresentationController = nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The controller handed out by ``presentationController`` before a presentation (its delegate is kept).
    var pendingPresentationController: UIPresentationController?

    // MARK: Transitions

    /// The transition this controller takes part in, directly.
    weak var activeTransition: Transition?

    /// The coordinator of the transition this controller (or an ancestor, or the controller presenting it)
    /// takes part in; nil outside transitions.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let transition = activeTransition, !transition.isComplete { return transition.coordinator }
        if let coordinator = parent?.transitionCoordinator { return coordinator }
        return nil
    }

    // MARK: Segues (Controllers/UIStoryboardSegue.swift)

    /// Called before a segue runs (UIKit's `prepare(for:sender:)`): override to configure
    /// `segue.destination`. ``UIStoryboardSegue/run(sender:)`` calls it for segues made in code.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` should run (true by default).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// UIKit runs the storyboard segue named `identifier`. A stage has no storyboards, so there is no segue to
    /// run: the call is reported (UIKit raises an exception for an unknown identifier) and does nothing.
    /// Present or push the destination directly, or run a ``UIStoryboardSegue`` made in code.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        VirtualClock.current.report(
            "\(type(of: self)).performSegue(withIdentifier: \"\(identifier)\"): no storyboard on a stage, "
                + "so no segue with that identifier; present the destination or run a UIStoryboardSegue made in code")
    }

    // MARK: Traits and adaptivity (see Traits/)

    /// The traits of the controller's view (or, before it is in a window, of its parent or presenter).
    open var traitCollection: UITraitCollection { inheritedTraitCollection() }

    /// Called after the controller's traits changed, before its view's own call.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style for this controller's view and its children; `.unspecified` inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if oldValue != overrideUserInterfaceStyle { traitOverridesDidChange() } }
    }

    /// The traits the controller had when it was last told of a change.
    var lastTraitCollection: UITraitCollection?

    // MARK: Layout hooks

    /// Kept for app code; called when the controller's view is about to be laid out by its container.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews, in the layout pass before each frame; an override point.
    open func viewDidLayoutSubviews() {}

    // MARK: Content container (see Controllers/UIContentContainer.swift)

    /// The size the controller's view gets in a presentation (`.zero`: the presentation decides). Changing it
    /// tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if oldValue != preferredContentSize {
                parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// Called when a child's ``preferredContentSize`` changed; an override point (does nothing by default).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Called when a child's fitting size changed in UIKit; Flipbook never calls it (kept for app code).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child gets when this controller's view becomes `parentSize`: all of it by default.
    open func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The view is about to change to `size` (a rotation or resize, ``Stage/transitionWindow(to:duration:)``).
    /// The default forwards to the children (with ``size(forChildContentContainer:withParentContainerSize:)``)
    /// and to the presented controller (through its presentation controller); call `super` when overriding.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                with: coordinator)
        }
        // The presented controller hears it through its presentation controller, as in UIKit.
        if let presented = storedPresentedViewController {
            if let presentation = presented.presentationController {
                presentation.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }

    /// The traits are about to change (size classes after a resize). The default forwards to the children and
    /// the presented controller; call `super` when overriding.
    open func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        storedPresentedViewController?.willTransition(to: newCollection, with: coordinator)
    }

    // MARK: Auto Layout and safe area hooks (AutoLayout/, Layout/)

    /// Called in the update-constraints pass instead of the root view's `updateConstraints()`; the default
    /// calls it. Call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Insets added to the root view's safe area (for example above a custom toolbar). Non-finite values are
    /// refused and reported.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            let values = [
                additionalSafeAreaInsets.top, additionalSafeAreaInsets.left,
                additionalSafeAreaInsets.bottom, additionalSafeAreaInsets.right,
            ]
            guard values.allSatisfy({ $0.isFinite }) else {
                AutoLayoutLog.report(
                    "\(type(of: self)).additionalSafeAreaInsets must be finite, got "
                        + "\(additionalSafeAreaInsets); keeping \(oldValue)")
                additionalSafeAreaInsets = oldValue
                return
            }
            viewIfLoaded?.layoutEngineRoot.autoLayout.engine?.setNeedsUpdate()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Called during layout when the root view's safe area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called during layout when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The root view's default margins: 16 points at the sides on phones, 20 on wider screens (UIKit's
    /// compact and regular widths), none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) >= 700 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
