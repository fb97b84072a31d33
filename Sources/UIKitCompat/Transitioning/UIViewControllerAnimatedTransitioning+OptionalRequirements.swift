import Foundation

/// UIKit's optional-method call of `animationEnded(_:)`, as an animator that wraps another writes it:
/// `wrapped.animationEnded?(transitionCompleted)`. Never nil: the default does nothing, as UIKit's missing method
/// (``UIKitChoices/optionalRequirementsAlwaysAnswer``). `interruptibleAnimator(using:)` has no such form: its
/// default is a marker UIKitCompat reads as "not implemented", not the nil UIKit's call would give.
extension UIViewControllerAnimatedTransitioning {
    /// Calls `animationEnded(_:)`.
    public var animationEnded: OptionalRequirementCall<Bool, Void>? {
        OptionalRequirementCall { self.animationEnded($0) }
    }
}
