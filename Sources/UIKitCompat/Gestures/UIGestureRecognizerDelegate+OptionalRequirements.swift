import Foundation

/// ``UIGestureRecognizerDelegate``'s `gestureRecognizer(…)` methods, called as UIKit's optional methods are:
/// `other?.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: otherRecognizer)`.
@preconcurrency @MainActor
public struct GestureRecognizerDelegateCall {
    let delegate: any UIGestureRecognizerDelegate

    /// Calls `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    public func callAsFunction(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        delegate.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
    }

    /// Calls `gestureRecognizer(_:shouldReceive:)`.
    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        delegate.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
    }

    /// Calls `gestureRecognizer(_:shouldRequireFailureOf:)`.
    public func callAsFunction(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        delegate.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
    }

    /// Calls `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    public func callAsFunction(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        delegate.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
    }
}

/// UIKit's optional-method calls of the gesture recogniser delegate, as a delegate that forwards to another
/// writes them (`other?.gestureRecognizerShouldBegin?(recognizer) ?? true`). Never nil: every method has a
/// default, the answer UIKit uses when the method is missing (``UIKitChoices/optionalRequirementsAlwaysAnswer``).
extension UIGestureRecognizerDelegate {
    /// Calls `gestureRecognizerShouldBegin(_:)`.
    public var gestureRecognizerShouldBegin: OptionalRequirementCall<UIGestureRecognizer, Bool>? {
        OptionalRequirementCall { self.gestureRecognizerShouldBegin($0) }
    }
    /// Calls the `gestureRecognizer(…)` methods.
    public var gestureRecognizer: GestureRecognizerDelegateCall? { GestureRecognizerDelegateCall(delegate: self) }
}
