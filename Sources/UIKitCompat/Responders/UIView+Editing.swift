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
        return true
    }
}

extension UIResponder {
    /// UIKit's keyboard notifications. Flipbook's stage has no keyboard, so they are never posted; app code
    /// that observes them compiles and simply never hears them.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The `userInfo` keys of the keyboard notifications.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
