import Foundation

extension UIView {
    /// Asks the first responder, when it is this view or one of its subviews, to resign (UIKit's way of
    /// dismissing the keyboard); with `force`, it resigns even if it would refuse. True when no responder in
    /// this view's hierarchy is first afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        let environment = StageEnvironment.current
        guard let view = environment.firstResponder as? UIView, view.isDescendant(of: self) else { return true }
        if view.resignFirstResponder() { return true }
        guard force else { return false }
        environment.firstResponder = nil
        (view as? UITextField)?.finishEditing()
        (view as? UITextView)?.finishEditing()
        return true
    }
}

extension UIResponder {
    /// UIKit's keyboard notifications. Flipbook's stage draws no keyboard, but posts them as a device does
    /// when a text field or text view begins and ends editing (see ``UIKitChoices/keyboardHeight``).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted by UIKit after the keyboard appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted by UIKit before the keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted by UIKit after the keyboard hid.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted by UIKit before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted by UIKit after the keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The `userInfo` keys of the keyboard notifications.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of the change, in screen coordinates (an `NSValue` of a `CGRect` in UIKit).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation, in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation, a `UIView.AnimationCurve` raw value (7 in UIKit).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
