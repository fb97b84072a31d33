import Foundation

/// UIKit's `UITextFieldDelegate`: asked whether editing may begin, end and change the text, and told when it
/// did. Every method is optional (the default implementations allow everything and do nothing).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Before the field becomes first responder; false keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// After the field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Before the field resigns first responder; false keeps it editing (unless the resignation is forced).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// After the field resigned first responder (called by the default of `textFieldDidEndEditing(_:reason:)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// After the field resigned first responder, with the reason; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Before typing replaces the characters in `range` (UTF-16 offsets of the current text) with `string`
    /// (empty when deleting); false leaves the text as it is.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// After the selection (the insertion point) moved, as it does after every change of the text.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Before the clear button empties the field; false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// When the return key is typed; true lets the field send `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)` (UIKit calls that one when this one is not implemented).
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
