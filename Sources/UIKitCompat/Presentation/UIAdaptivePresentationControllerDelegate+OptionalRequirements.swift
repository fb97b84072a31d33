import Foundation

/// UIKit's optional-method calls of the adaptive presentation delegate, as a delegate that forwards to another
/// writes them (`other?.presentationControllerDidDismiss?(controller)`). Never nil: every method has a default,
/// the answer UIKit uses when the method is missing (``UIKitChoices/optionalRequirementsAlwaysAnswer``).
/// `adaptivePresentationStyle(for:)` has no such form: its default, `.none`, is not what UIKit does without it.
extension UIAdaptivePresentationControllerDelegate {
    /// Calls `presentationControllerShouldDismiss(_:)`.
    public var presentationControllerShouldDismiss: OptionalRequirementCall<UIPresentationController, Bool>? {
        OptionalRequirementCall { self.presentationControllerShouldDismiss($0) }
    }
    /// Calls `presentationControllerWillDismiss(_:)`.
    public var presentationControllerWillDismiss: OptionalRequirementCall<UIPresentationController, Void>? {
        OptionalRequirementCall { self.presentationControllerWillDismiss($0) }
    }
    /// Calls `presentationControllerDidDismiss(_:)`.
    public var presentationControllerDidDismiss: OptionalRequirementCall<UIPresentationController, Void>? {
        OptionalRequirementCall { self.presentationControllerDidDismiss($0) }
    }
    /// Calls `presentationControllerDidAttemptToDismiss(_:)`.
    public var presentationControllerDidAttemptToDismiss: OptionalRequirementCall<UIPresentationController, Void>? {
        OptionalRequirementCall { self.presentationControllerDidAttemptToDismiss($0) }
    }
}
