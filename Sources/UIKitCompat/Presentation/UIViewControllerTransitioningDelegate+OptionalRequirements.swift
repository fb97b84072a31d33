import Foundation

/// ``UIViewControllerTransitioningDelegate``'s `animationController(…)` methods, called as UIKit's optional
/// methods are: `wrapped?.animationController?(forDismissed: dismissed)`.
@preconcurrency @MainActor
public struct AnimationControllerCall {
    let delegate: any UIViewControllerTransitioningDelegate

    /// Calls `animationController(forPresented:presenting:source:)`.
    public func callAsFunction(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        delegate.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// Calls `animationController(forDismissed:)`.
    public func callAsFunction(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        delegate.animationController(forDismissed: dismissed)
    }
}

/// ``UIViewControllerTransitioningDelegate``'s `interactionControllerForPresentation(using:)` or
/// `interactionControllerForDismissal(using:)`, called as UIKit's optional methods are.
@preconcurrency @MainActor
public struct InteractionControllerCall {
    let body: (UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?

    /// Calls the method with `animator`.
    public func callAsFunction(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { body(animator) }
}

/// ``UIViewControllerTransitioningDelegate``'s `presentationController(forPresented:presenting:source:)`, called
/// as UIKit's optional methods are.
@preconcurrency @MainActor
public struct PresentationControllerCall {
    let delegate: any UIViewControllerTransitioningDelegate

    /// Calls `presentationController(forPresented:presenting:source:)`.
    public func callAsFunction(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}

/// UIKit's optional-method calls of the transitioning delegate, as a delegate that wraps another writes them
/// (`wrapped?.animationController?(forDismissed: dismissed)`). Never nil: every method has a default that
/// answers nil, as UIKit's missing method does (``UIKitChoices/optionalRequirementsAlwaysAnswer``). A view
/// controller's own `presentationController` property is unaffected.
extension UIViewControllerTransitioningDelegate {
    /// Calls the `animationController(…)` methods.
    public var animationController: AnimationControllerCall? { AnimationControllerCall(delegate: self) }
    /// Calls `interactionControllerForPresentation(using:)`.
    public var interactionControllerForPresentation: InteractionControllerCall? {
        InteractionControllerCall { self.interactionControllerForPresentation(using: $0) }
    }
    /// Calls `interactionControllerForDismissal(using:)`.
    public var interactionControllerForDismissal: InteractionControllerCall? {
        InteractionControllerCall { self.interactionControllerForDismissal(using: $0) }
    }
    /// Calls `presentationController(forPresented:presenting:source:)`.
    public var presentationController: PresentationControllerCall? { PresentationControllerCall(delegate: self) }
}
