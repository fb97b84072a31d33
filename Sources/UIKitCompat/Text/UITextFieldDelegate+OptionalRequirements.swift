import Foundation

/// ``UITextFieldDelegate``'s `textFieldDidEndEditing(…)` methods, called as UIKit's optional methods are:
/// `other?.textFieldDidEndEditing?(textField, reason: reason)`.
@preconcurrency @MainActor
public struct TextFieldDidEndEditingCall {
    let delegate: any UITextFieldDelegate

    /// Calls `textFieldDidEndEditing(_:)`.
    public func callAsFunction(_ textField: UITextField) { delegate.textFieldDidEndEditing(textField) }
    /// Calls `textFieldDidEndEditing(_:reason:)`.
    public func callAsFunction(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        delegate.textFieldDidEndEditing(textField, reason: reason)
    }
}

/// ``UITextFieldDelegate``'s `textField(_:shouldChangeCharactersIn:replacementString:)`, called as UIKit's
/// optional methods are.
@preconcurrency @MainActor
public struct TextFieldDelegateCall {
    let delegate: any UITextFieldDelegate

    /// Calls `textField(_:shouldChangeCharactersIn:replacementString:)`.
    public func callAsFunction(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        delegate.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }
}

/// UIKit's optional-method calls of the text field delegate, as a delegate that forwards to another writes them
/// (`other?.textFieldShouldReturn?(textField) ?? true`). Never nil: every method has a default, the answer
/// UIKit uses when the method is missing (``UIKitChoices/optionalRequirementsAlwaysAnswer``). A view
/// controller's own `textField` property is unaffected (a class's member is preferred).
extension UITextFieldDelegate {
    /// Calls `textFieldShouldBeginEditing(_:)`.
    public var textFieldShouldBeginEditing: OptionalRequirementCall<UITextField, Bool>? {
        OptionalRequirementCall { self.textFieldShouldBeginEditing($0) }
    }
    /// Calls `textFieldDidBeginEditing(_:)`.
    public var textFieldDidBeginEditing: OptionalRequirementCall<UITextField, Void>? {
        OptionalRequirementCall { self.textFieldDidBeginEditing($0) }
    }
    /// Calls `textFieldShouldEndEditing(_:)`.
    public var textFieldShouldEndEditing: OptionalRequirementCall<UITextField, Bool>? {
        OptionalRequirementCall { self.textFieldShouldEndEditing($0) }
    }
    /// Calls the `textFieldDidEndEditing(…)` methods.
    public var textFieldDidEndEditing: TextFieldDidEndEditingCall? { TextFieldDidEndEditingCall(delegate: self) }
    /// Calls `textField(_:shouldChangeCharactersIn:replacementString:)`.
    public var textField: TextFieldDelegateCall? { TextFieldDelegateCall(delegate: self) }
    /// Calls `textFieldDidChangeSelection(_:)`.
    public var textFieldDidChangeSelection: OptionalRequirementCall<UITextField, Void>? {
        OptionalRequirementCall { self.textFieldDidChangeSelection($0) }
    }
    /// Calls `textFieldShouldClear(_:)`.
    public var textFieldShouldClear: OptionalRequirementCall<UITextField, Bool>? {
        OptionalRequirementCall { self.textFieldShouldClear($0) }
    }
    /// Calls `textFieldShouldReturn(_:)`.
    public var textFieldShouldReturn: OptionalRequirementCall<UITextField, Bool>? {
        OptionalRequirementCall { self.textFieldShouldReturn($0) }
    }
}
