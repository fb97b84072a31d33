import Foundation
import Raster
@testable import UIKitCompat

/// A shared, ordered record of callbacks.
@MainActor
final class EventLog {
    var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func clear() { events = [] }
}

/// A controller that logs its appearance and containment callbacks as "Name.viewWillAppear" …, and
/// checks the flags UIKit sets during them.
@MainActor
class LoggingViewController: UIViewController {
    let log: EventLog
    let name: String
    var color: UIColor
    /// The navigation stack seen in viewWillAppear.
    var stackSeenInWillAppear: [UIViewController]?
    var flagsSeen: [String: Bool] = [:]

    init(_ name: String, log: EventLog, color: UIColor = .white) {
        self.log = log
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        stackSeenInWillAppear = navigationController?.viewControllers
        flagsSeen["willAppear.isMovingToParent"] = isMovingToParent
        flagsSeen["willAppear.isBeingPresented"] = isBeingPresented
        log.add("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flagsSeen["didAppear.isMovingToParent"] = isMovingToParent
        log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flagsSeen["willDisappear.isMovingFromParent"] = isMovingFromParent
        flagsSeen["willDisappear.isBeingDismissed"] = isBeingDismissed
        log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// Appearance events only.
extension EventLog {
    var appearance: [String] { events.filter { $0.contains(".view") && !$0.hasSuffix("viewDidLoad") } }
}

// MARK: The source articles' animators, written as for UIKit (only `#selector` differs)

/// seeds/001's fade pop for tests: the article's first version (`.alwaysInsert`, broken for modal), the fixed
/// one (`.navigation`, `.modal`, as the catalog's `FadePopAnimator` has them), and a record of `animationEnded(_:)`.
/// The push is the catalog's own `FadePushAnimator`.
final class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum TransitionType { case navigation, modal, alwaysInsert }
    let type: TransitionType
    let duration: TimeInterval
    var endedWith: [Bool] = []
    /// Reports completion even of a cancelled transition (`completeTransition(true)`), for checking that UIKit
    /// believes what an animator reports.
    var claimsCompletion = false

    init(type: TransitionType, duration: TimeInterval = 0.5) {
        self.type = type
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        if self.type != .modal, let toViewController = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        }
        let duration = self.transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                fromViewController.view.alpha = 0
            },
            completion: { [claimsCompletion] _ in
                transitionContext.completeTransition(claimsCompletion || !transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// An animator that never calls completeTransition.
final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.3) { to.alpha = 0.5 }
    }
}

/// Records what the context showed at the start of animateTransition, then runs a 0.3 s linear slide.
final class InspectingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var containerSubviewsAtStart: [UIView] = []
    var fromView: UIView?
    var toView: UIView?
    var fromController: UIViewController?
    var toController: UIViewController?
    var frames: [String: CGRect] = [:]
    var insertsToView = true
    var log: EventLog?
    var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        log?.add("animateTransition")
        let container = transitionContext.containerView
        containerSubviewsAtStart = container.subviews
        fromView = transitionContext.view(forKey: .from)
        toView = transitionContext.view(forKey: .to)
        fromController = transitionContext.viewController(forKey: .from)
        toController = transitionContext.viewController(forKey: .to)
        if let from = fromController, let to = toController {
            frames["from.initial"] = transitionContext.initialFrame(for: from)
            frames["from.final"] = transitionContext.finalFrame(for: from)
            frames["to.initial"] = transitionContext.initialFrame(for: to)
            frames["to.final"] = transitionContext.finalFrame(for: to)
        }
        if insertsToView, let to = toView {
            container.addSubview(to)
            if let toController { to.frame = transitionContext.finalFrame(for: toController) }
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: {
                self.toView?.alpha = 1
                self.fromView?.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) { log?.add("animationEnded(\(transitionCompleted))") }
}

/// A navigation delegate returning fixed answers and logging the questions.
final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    var log: EventLog

    init(
        log: EventLog, animator: UIViewControllerAnimatedTransitioning?,
        interaction: UIViewControllerInteractiveTransitioning? = nil
    ) {
        self.log = log
        self.animator = animator
        self.interaction = interaction
        super.init()
        Fixture.alive.append(self)
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.add("willShow")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.add("didShow")
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationControllerFor(\(operation == .push ? "push" : "pop"))")
        return animator
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("interactionControllerFor")
        return interaction
    }
}

/// A transitioning delegate returning fixed answers and logging the questions.
final class ModalDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var dismissInteraction: UIViewControllerInteractiveTransitioning?
    var presentationControllerMaker: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    var log: EventLog

    init(
        log: EventLog, present: UIViewControllerAnimatedTransitioning? = nil,
        dismiss: UIViewControllerAnimatedTransitioning? = nil
    ) {
        self.log = log
        presentAnimator = present
        dismissAnimator = dismiss
        super.init()
        Fixture.alive.append(self)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forPresented)")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forDismissed)")
        return dismissAnimator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("interactionControllerForPresentation")
        return nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("interactionControllerForDismissal")
        return dismissInteraction
    }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        presentationControllerMaker?(presented, presenting)
    }
}

/// A half-height presentation with a dimming view, as the catalog's custom sheet.
final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var log: EventLog?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = containerView!.bounds
        containerView!.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0.5 }, completion: nil)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("dismissalTransitionDidEnd(\(completed))") }
}

@MainActor
enum Fixture {
    /// Delegates are weak, as in UIKit: the test delegates register here to stay alive for the run.
    static var alive: [AnyObject] = []

    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// A stage (375 × 667 @1x) whose root is a navigation controller around `root`.
    static func navigationStage(_ root: UIViewController) throws -> (Stage, UINavigationController) {
        let stage = try Stage(device: Device(name: "test", size: CGSize(width: 375, height: 667), scale: 1))
        let navigation = UINavigationController(rootViewController: root)
        stage.window.rootViewController = navigation
        return (stage, navigation)
    }

    /// The colour at a point of the window (premultiplied bytes) as the render tree would paint it, found by
    /// walking the render tree: the front-most node with an opaque-ish background containing the point.
    static func views(at point: CGPoint, in view: UIView) -> [UIView] {
        var found: [UIView] = []
        func visit(_ v: UIView) {
            let local = v.convert(point, from: nil)
            if !v.isHidden && v.bounds.contains(local) { found.append(v) }
            for s in v.subviews { visit(s) }
        }
        visit(view)
        return found
    }

    /// The frame of a view's presentation layer (position − anchor × size, identity transform assumed).
    static func presentationFrame(_ view: UIView) -> CGRect {
        let state = view.layer.presentationState()
        return CGRect(
            x: state.position.x - state.anchorPoint.x * state.bounds.width,
            y: state.position.y - state.anchorPoint.y * state.bounds.height,
            width: state.bounds.width, height: state.bounds.height)
    }

    static func presentationAlpha(_ view: UIView) -> Double { view.layer.presentationState().opacity }
}

extension Fixture {
    /// The painted pixel at (x, y) in points of a @1x stage.
    static func pixel(_ stage: Stage, _ x: Int, _ y: Int) -> Pixel {
        Rasterizer().render(stage.renderTree())[x: x, y: y]
    }
    static let redPixel = Pixel(r: 255, g: 0, b: 0, a: 255)
    static let bluePixel = Pixel(r: 0, g: 0, b: 255, a: 255)
    static let blackPixel = Pixel(r: 0, g: 0, b: 0, a: 255)
}
