import Foundation

/// The keyboard a device shows while a text field or text view is first responder. A stage has no keyboard to
/// draw, but app code that moves its content out of the keyboard's way listens for UIKit's notifications, so
/// Flipbook posts them: `keyboardWillShowNotification` and `keyboardDidShowNotification` when a text input
/// becomes first responder with no keyboard up, `keyboardWillHideNotification` and `keyboardDidHideNotification`
/// when the last one resigns (not when first responder passes from one text input to another), with UIKit's
/// `userInfo` keys. The frames, duration and curve are ``UIKitChoices/keyboardHeight``,
/// ``UIKitChoices/keyboardAnimationDuration`` and curve 7, UIKit's keyboard curve; "did" follows "will" at once.
@MainActor
enum SimulatedKeyboard {
    /// A text input in `window` became first responder.
    static func show(in window: UIWindow?) {
        let environment = StageEnvironment.current
        guard environment.keyboardFrame == nil, let window else { return }
        let screen = window.bounds
        let height = UIKitChoices.current.keyboardHeight + window.safeAreaInsets.bottom
        let hidden = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
        let shown = hidden.offsetBy(dx: 0, dy: -height)
        environment.keyboardFrame = shown
        post(UIResponder.keyboardWillShowNotification, from: hidden, to: shown)
        post(UIResponder.keyboardDidShowNotification, from: hidden, to: shown)
    }

    /// A text input resigned first responder; the keyboard hides unless another text input took over.
    static func hideUnlessHandedOver() {
        let environment = StageEnvironment.current
        guard let shown = environment.keyboardFrame, !environment.isHandingOverKeyboard else { return }
        environment.keyboardFrame = nil
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        post(UIResponder.keyboardWillHideNotification, from: shown, to: hidden)
        post(UIResponder.keyboardDidHideNotification, from: shown, to: hidden)
    }

    /// Runs `body` (a text input becoming first responder) so that the input it replaces keeps the keyboard up.
    static func handingOver<T>(_ body: () -> T) -> T {
        let environment = StageEnvironment.current
        let outer = environment.isHandingOverKeyboard
        environment.isHandingOverKeyboard = true
        defer { environment.isHandingOverKeyboard = outer }
        return body()
    }

    private static func post(_ name: Notification.Name, from begin: CGRect, to end: CGRect) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
                value: UIKitChoices.current.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
    }
}
