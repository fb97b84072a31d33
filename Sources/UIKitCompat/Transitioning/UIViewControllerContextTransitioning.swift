import Foundation
import Raster

/// UIKit's `UITransitionContextViewControllerKey`: `.from` and `.to`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller that is visible at the start of the transition and leaves.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller that is visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// UIKit's `UITransitionContextViewKey`: `.from` and `.to`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves (when the animator is to move it).
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view that arrives (when the animator is to add it).
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// UIKit's `UIViewControllerContextTransitioning`: what an animator learns about the transition it animates.
///
/// `viewController(forKey:)` always returns both controllers; `view(forKey:)` returns the view UIKit chose for
/// the role and may be nil (a presentation that keeps the presenter's view on screen gives no `.from` view on
/// present and no `.to` view on dismiss). Add a view to the container only when `view(forKey:)` gives it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in. Push/pop: it already holds the from-view; present/dismiss: see
    /// the container contents per presentation style.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (``cancelInteractiveTransition()``); the animator passes the opposite to
    /// ``completeTransition(_:)``.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (`.none` for navigation and tab transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (always the identity: Flipbook does not rotate).
    var targetTransform: CGAffineTransform { get }

    /// Moves an interactive transition to `percentComplete` (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends and the transition runs on to its end.
    func finishInteractiveTransition()
    /// The interaction ends and the transition runs back to its start; ``transitionWasCancelled`` becomes true.
    func cancelInteractiveTransition()
    /// An interruptible transition becomes interactive again where it is.
    func pauseInteractiveTransition()
    /// Ends the transition; only the first call counts, and the value is believed.
    func completeTransition(_ didComplete: Bool)

    /// The leaving (`.from`) or arriving (`.to`) controller; always given.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The leaving (`.from`) or arriving (`.to`) view, or nil when UIKit keeps it out of the animator's hands.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// `.zero` when unknown or when the controller's view is not visible at the start.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// `.zero` when unknown or when the controller's view is not visible at the end.
    func finalFrame(for vc: UIViewController) -> CGRect
}
