import Foundation
import Raster

/// The context a container hands to animators: UIKit's private `_UIViewControllerTransitionContext`.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]

    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    /// Set by the transition that owns this context.
    weak var transition: Transition?

    init(
        container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
        animated: Bool, style: UIModalPresentationStyle
    ) {
        containerView = container
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        if let fromView { views[.from] = fromView }
        if let toView { views[.to] = toView }
        self.views = views
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        isAnimated = animated
        presentationStyle = style
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
    }

    func finishInteractiveTransition() {
        let changed = isInteractive
        isInteractive = false
        if changed { transition?.interactionDidChange() }
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        let changed = isInteractive
        isInteractive = false
        if changed { transition?.interactionDidChange() }
    }

    func pauseInteractiveTransition() {
        let changed = !isInteractive
        isInteractive = true
        if changed { transition?.interactionDidChange() }
    }

    private var completeCalled = false

    func completeTransition(_ didComplete: Bool) {
        guard !completeCalled else {
            VirtualClock.current.report(
                "completeTransition(\(didComplete)) called again for the \(transition?.summary ?? "transition"); only "
                    + "the first call counts"
            )
            return
        }
        completeCalled = true
        transition?.complete(didComplete)
    }

    /// Marks the start of an interactive transition (no handlers run).
    func beginInteractive(_ interactive: Bool) { isInteractive = interactive }
}
