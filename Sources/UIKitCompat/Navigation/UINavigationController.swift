import Foundation
import Raster

/// UIKit's `UINavigationController`: a stack of controllers with push and pop transitions, a navigation bar
/// and the interactive edge-swipe pop.
///
/// `viewControllers` changes at the moment of the push or pop call (a pushed controller already sees itself
/// in the stack in its `viewWillAppear`); a cancelled interactive pop restores it. Transitions use the
/// delegate's animator, or the system push/pop (`SystemNavigationAnimator`) when it gives none. Calls made
/// while a transition runs are carried out after it (UIKit misbehaves in that case; Flipbook records it in
/// the clock's diagnostics).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// UIKit's `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// The kind of change a transition shows: `push` (a controller added on top), `pop` (controllers taken off), or
        /// `none`.
        case none, push, pop
    }

    /// A navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    private var stack: [UIViewController] = []

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack (nil for an empty stack).
    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or the controller it presents.
    open var visibleViewController: UIViewController? {
        guard let top = topViewController else { return nil }
        return top.storedPresentedViewController ?? top
    }

    /// Weak, as in UIKit.
    open weak var delegate: UINavigationControllerDelegate?

    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// Whether the bar is hidden (setting it hides the bar at once).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Hides or shows the bar (at once: Flipbook does not animate the bar's own slide).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// The system's edge-swipe back gesture on the leading edge, the right one in a right-to-left layout (a
    /// ``UIScreenEdgePanGestureRecognizer``). Its
    /// default delegate refuses to begin at the root or during a transition; an app may replace the delegate
    /// (weak) and must then refuse at the root itself, as the source articles do.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makePopGesture()

    /// The view transitions happen in (UIKit's `UINavigationTransitionView`), under the bar.
    let transitionView = UIView()
    var currentTransition: Transition?
    private var deferred: [@MainActor () -> Void] = []
    private var popInteraction: UIPercentDrivenInteractiveTransition?
    private var popGestureIsStarting = false
    private let popGestureDelegate = PopGestureDelegate()

    override var childrenForAppearanceForwarding: [UIViewController] {
        if currentTransition != nil { return [] }
        return topViewController.map { [$0] } ?? []
    }

    // MARK: View

    open override func loadView() {
        let root = loadContainerView(holding: transitionView)
        let metrics = ScreenMetrics.current
        navigationBar.navigationController = self
        navigationBar.frame = CGRect(
            x: 0, y: metrics.statusBarHeight, width: root.bounds.width,
            height: UINavigationBar.height)
        navigationBar.topExtension = metrics.statusBarHeight
        root.addSubview(navigationBar)
        if let top = topViewController { install(top) }
        navigationBar.itemsDidChange()
        if let gesture = interactivePopGestureRecognizer { root.addGestureRecognizer(gesture) }
    }

    private func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = transitionView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(view)
    }

    /// True when the navigation controller is on screen, so that changes are transitions with callbacks.
    private var isShowing: Bool { isViewLoaded && isAppearingOrAppeared && view.window != nil }

    // MARK: Push and pop

    /// Pushes `viewController` onto the stack, with the push transition when `animated`. A controller already in the
    /// stack, or a navigation controller, is refused (UIKit raises) and reported in the clock's diagnostics.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if currentTransition != nil { return postpone { self.pushViewController(viewController, animated: animated) } }
        guard !stack.contains(where: { $0 === viewController }) else {
            VirtualClock.current.report(
                "pushViewController: \(type(of: viewController)) is already in the stack; ignored (UIKit raises)")
            return
        }
        if viewController is UINavigationController {
            VirtualClock.current.report(
                "pushViewController: pushing a navigation controller is not supported (UIKit raises); ignored")
            return
        }
        let from = topViewController
        stack.append(viewController)
        addChild(viewController)
        guard let from else {
            if isViewLoaded { install(viewController); navigationBar.itemsDidChange() }
            viewController.didMove(toParent: self)
            return
        }
        change(
            from: from, to: viewController, operation: .push, removed: [], added: [viewController],
            previousStack: Array(stack.dropLast()), animated: animated)
    }

    /// Pops the top controller, with the pop transition when `animated`, and returns it; nil when only the root is
    /// left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if currentTransition != nil {
            let pending = stack.count > 1 ? stack.last : nil
            postpone { _ = self.popViewController(animated: animated) }
            return pending
        }
        guard stack.count > 1, let from = stack.last else { return nil }
        let previous = stack
        stack.removeLast()
        change(
            from: from, to: stack.last!, operation: .pop, removed: [from], added: [], previousStack: previous,
            animated: animated)
        return from
    }

    /// Pops every controller above the root and returns them; nil for an empty stack.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController` and returns them (empty when it is on top). A controller not in the
    /// stack is refused (UIKit raises) and reported; nil is returned then.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if currentTransition != nil {
            postpone { _ = self.popToViewController(viewController, animated: animated) }
            guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
            return Array(stack[(index + 1)...])
        }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            VirtualClock.current.report(
                "popToViewController: \(type(of: viewController)) is not in the stack (UIKit raises); ignored")
            return nil
        }
        guard index < stack.count - 1, let from = stack.last else { return [] }
        let previous = stack
        let removed = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        change(
            from: from, to: viewController, operation: .pop, removed: removed, added: [], previousStack: previous,
            animated: animated)
        return removed
    }

    /// Replaces the stack. A new top that was in the stack is a pop; otherwise a push. The same top changes
    /// the stack without a transition.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if currentTransition != nil { return postpone { self.setViewControllers(viewControllers, animated: animated) } }
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let previous = stack
        let removed = previous.filter { old in !unique.contains { $0 === old } }
        let added = unique.filter { new in !previous.contains { $0 === new } }
        stack = unique
        for controller in added { addChild(controller) }
        let from = previous.last, to = unique.last
        guard let from, let to, from !== to else {
            // No transition between tops: bookkeeping only.
            if let to, from == nil {
                if isViewLoaded { install(to) }
                if isShowing { to.performAppearance(true, animated: false) }
            }
            if let from, to == nil, isShowing {
                from.performAppearance(false, animated: false)
                from.viewIfLoaded?.removeFromSuperview()
            }
            for controller in removed {
                controller.willMove(toParent: nil)
                if controller === from { controller.viewIfLoaded?.removeFromSuperview() }
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
            if isViewLoaded { navigationBar.itemsDidChange() }
            return
        }
        let operation: Operation = previous.contains { $0 === to } ? .pop : .push
        change(
            from: from, to: to, operation: operation, removed: removed, added: added, previousStack: previous,
            animated: animated)
    }

    private func postpone(_ operation: @escaping @MainActor () -> Void) {
        VirtualClock.current.report(
            "UINavigationController: a push/pop was requested during a transition; it runs after the transition ends "
                + "(UIKit misbehaves here)"
        )
        deferred.append(operation)
    }

    // MARK: Transitions

    /// Moves from `from` to `to`, with or without animation.
    private func change(
        from: UIViewController, to: UIViewController, operation: Operation,
        removed: [UIViewController], added: [UIViewController], previousStack: [UIViewController],
        animated: Bool
    ) {
        for controller in removed { controller.willMove(toParent: nil) }
        delegate?.navigationController(self, willShow: to, animated: animated && isShowing)
        guard isShowing else {
            // Off screen: swap the views without callbacks; appearance follows when the controller appears.
            if isViewLoaded {
                from.viewIfLoaded?.removeFromSuperview()
                install(to)
                navigationBar.itemsDidChange()
            }
            finishBookkeeping(removed: removed, added: added)
            delegate?.navigationController(self, didShow: to, animated: false)
            return
        }
        guard animated else {
            from.isMovingFromParent = removed.contains { $0 === from }
            to.isMovingToParent = added.contains { $0 === to }
            from.performBeginAppearance(false, animated: false)
            to.performBeginAppearance(true, animated: false)
            from.viewIfLoaded?.removeFromSuperview()
            install(to)
            navigationBar.itemsDidChange()
            updateTabBar(for: to, animatedWith: nil, operation: operation)
            from.performEndAppearance()
            to.performEndAppearance()
            from.isMovingFromParent = false
            to.isMovingToParent = false
            finishBookkeeping(removed: removed, added: added)
            delegate?.navigationController(self, didShow: to, animated: false)
            return
        }
        to.loadViewIfNeeded()
        let fromGesture = popGestureIsStarting && operation == .pop
        var animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        var interactor: UIViewControllerInteractiveTransitioning?
        if let custom = animator {
            interactor = delegate?.navigationController(self, interactionControllerFor: custom)
        } else {
            let systemInteractive = fromGesture
            animator = SystemNavigationAnimator(operation: operation, interactive: systemInteractive)
            if systemInteractive {
                let interaction = UIPercentDrivenInteractiveTransition()
                interaction.completionCurve = .linear
                popInteraction = interaction
                interactor = interaction
            }
        }
        let system = animator as? SystemNavigationAnimator
        let full = transitionView.bounds
        let context = TransitionContext(
            container: transitionView, from: from, to: to, fromView: from.view, toView: to.view,
            initialFrames: [(from, full)], finalFrames: [(to, full)], animated: true, style: .none)
        let fromName = from.title ?? String(describing: type(of: from))
        let toName = to.title ?? String(describing: type(of: to))
        let transition = Transition(
            summary: "\(operation == .push ? "push" : "pop") from \(fromName) to \(toName) in \(type(of: self))",
            animator: animator!, interactor: interactor, context: context,
            alongsideCurve: system?.curve ?? .easeInOut, participants: [self, from, to])
        currentTransition = transition
        transition.bookkeeping = { [unowned self] completed in
            self.endTransition(
                completed: completed, from: from, to: to, removed: removed, added: added,
                previousStack: previousStack)
        }
        transition.finished = { [unowned self] completed in
            if completed { self.delegate?.navigationController(self, didShow: to, animated: true) }
            self.runDeferred()
        }
        from.isMovingFromParent = removed.contains { $0 === from }
        to.isMovingToParent = added.contains { $0 === to }
        from.performBeginAppearance(false, animated: true)
        to.performBeginAppearance(true, animated: true)
        navigationBar.transition(
            toTop: to.navigationItem, back: stack.count >= 2 ? stack[stack.count - 2].navigationItem : nil,
            push: operation != .pop, coordinator: transition.coordinator)
        updateTabBar(for: to, animatedWith: transition, operation: operation)
        transition.start()
    }

    private func endTransition(
        completed: Bool, from: UIViewController, to: UIViewController,
        removed: [UIViewController], added: [UIViewController],
        previousStack: [UIViewController]
    ) {
        currentTransition = nil
        popInteraction = nil
        if completed {
            if to.view.superview !== transitionView { install(to) }
            if from.viewIfLoaded?.superview != nil { from.view.removeFromSuperview() }
            from.performEndAppearance()
            to.performEndAppearance()
            from.isMovingFromParent = false
            to.isMovingToParent = false
            finishBookkeeping(removed: removed, added: added)
        } else {
            stack = previousStack
            to.viewIfLoaded?.removeFromSuperview()
            // The arriving view leaves the hierarchy; give it back the frame a container gives it.
            to.viewIfLoaded?.frame = transitionView.bounds
            if from.view.superview !== transitionView { install(from) }
            // Arriving will/did disappear, then leaving will/did appear (the order UIKit shows).
            to.performBeginAppearance(false, animated: true)
            to.performEndAppearance()
            from.performBeginAppearance(true, animated: true)
            from.performEndAppearance()
            from.isMovingFromParent = false
            to.isMovingToParent = false
            for controller in removed { controller.didMove(toParent: self) }
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            navigationBar.itemsDidChange()
        }
    }

    private func finishBookkeeping(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed {
            if controller.viewIfLoaded?.superview === transitionView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    private func runDeferred() {
        while currentTransition == nil, !deferred.isEmpty {
            let next = deferred.removeFirst()
            next()
        }
    }

    // MARK: Tab bar (hidesBottomBarWhenPushed)

    /// Whether the tab bar should show with `controller` on top: hidden when it or a controller below it
    /// (above the root) asks for it.
    func tabBarHidden(for controller: UIViewController) -> Bool {
        guard let index = stack.firstIndex(where: { $0 === controller }) else { return false }
        return stack[...index].dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// When a push or pop changes whether the tab bar shows, the bar belongs to the screen that has it for the
    /// length of the transition, as on iOS: it is moved into that screen's view (the covered view of a push,
    /// the revealed view of a pop), so it moves with it — whatever the animator does — and the screen on top
    /// covers it. At the end it goes back above the tab bar controller's content, shown or hidden for the
    /// screen on top (as before when the transition was cancelled).
    private func updateTabBar(for to: UIViewController, animatedWith transition: Transition?, operation: Operation) {
        guard let tabs = tabBarController,
            tabs.selectedViewController === self || tabs.selectedViewController === parent
        else { return }
        let from = transition?.context.viewController(forKey: .from) ?? to
        let hide = tabBarHidden(for: to)
        let bar = tabs.tabBar
        guard hide != bar.isHidden else { return }
        guard let transition, let owner = (hide ? from : to).viewIfLoaded, tabs.isViewLoaded else {
            bar.isHidden = hide
            return
        }
        let home = tabs.view!
        let homeFrame = bar.frame
        let index = home.subviews.firstIndex { $0 === bar } ?? home.subviews.count
        UIView.performWithoutAnimation {
            // The owner's view rests where the transition view is: place the bar in it as it shows on screen.
            bar.frame = home.convert(homeFrame, to: transitionView)
            bar.isHidden = false
            owner.addSubview(bar)
        }
        transition.coordinator.animate(
            alongsideTransition: nil,
            completion: { context in
                UIView.performWithoutAnimation {
                    bar.frame = homeFrame
                    home.insertSubview(bar, at: min(index, home.subviews.count))
                    bar.isHidden = context.isCancelled ? !hide : hide
                }
            })
    }

    // MARK: The interactive pop gesture

    private func makePopGesture() -> UIGestureRecognizer {
        let gesture = PopGestureRecognizer { [weak self] recognizer in
            self?.handlePopGesture(recognizer)
        }
        gesture.navigationController = self
        popGestureDelegate.navigationController = self
        gesture.delegate = popGestureDelegate
        return gesture
    }

    private func handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        // The swipe goes towards the trailing side: rightwards, leftwards in a right-to-left layout.
        let side: CGFloat = view.isRightToLeft ? -1 : 1
        let progress = side * gesture.translation(in: view).x / width
        switch gesture.state {
        case .began:
            guard currentTransition == nil, stack.count > 1 else { return }
            popGestureIsStarting = true
            popViewController(animated: true)
            popGestureIsStarting = false
            popInteraction?.update(progress)
        case .changed:
            popInteraction?.update(progress)
        case .ended, .cancelled:
            guard let interaction = popInteraction else { return }
            let choices = UIKitTransitionChoices.current
            let projected = progress + side * gesture.velocity(in: view).x * choices.popVelocityProjection / width
            if gesture.state == .ended && projected > choices.popFinishThreshold {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }

    /// The edge-swipe back gesture: from the leading edge of the navigation controller's view, the left one or,
    /// in a right-to-left layout, the right one (the edge is read when a touch goes down).
    private final class PopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
        weak var navigationController: UINavigationController?

        override var edges: UIRectEdge {
            get { navigationController?.viewIfLoaded?.isRightToLeft == true ? .right : .left }
            set {}
        }
    }

    /// The default delegate of ``interactivePopGestureRecognizer``.
    private final class PopGestureDelegate: UIGestureRecognizerDelegate {
        weak var navigationController: UINavigationController?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let navigation = navigationController else { return false }
            return navigation.stack.count > 1 && navigation.currentTransition == nil
        }
    }
}
