import Foundation
import Raster

/// UIKit's `UITransitionContextViewControllerKey`: `.from` and `.to`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// UIKit's `UITransitionContextViewKey`: `.from` and `.to`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "from")
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
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (always the identity: Flipbook does not rotate).
    var targetTransform: CGAffineTransform { get }

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition; only the first call counts, and the value is believed.
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// `.zero` when unknown or when the controller's view is not visible at the start.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// `.zero` when unknown or when the controller's view is not visible at the end.
    func finalFrame(for vc: UIViewController) -> CGRect
}
