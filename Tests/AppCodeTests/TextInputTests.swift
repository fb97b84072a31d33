import Foundation
import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a sign-in form with text fields, a text view, keyboard avoidance and appearance")
@MainActor
struct TextInputTests {
    @Test("typing enables the button; return moves on and signs in; the form rises out of the keyboard's way")
    func signIn() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 375, height: 667), scale: 1))
        configureSignInAppearance()
        let screen = SignInViewController()
        let navigation = UINavigationController(rootViewController: screen)
        stage.window.rootViewController = navigation
        stage.window.layoutIfNeeded()
        #expect(navigation.navigationBar.tintColor == .systemOrange, "the appearance proxy reached the bar")
        #expect(screen.subtitle.textColor == .secondaryLabel, "a label inside the form")
        #expect(!screen.signInButton.isEnabled)

        try stage.perform(.tap(at: screen.emailField.convert(CGPoint(x: 100, y: 17), to: stage.window)))
        try stage.clock.runUntilIdle()
        // The keyboard's top is 667 - 260; the button's bottom (+ 8) is 432.
        #expect(screen.emailField.isFirstResponder && screen.keyboardShift == 432 - (667 - 260))
        for key in "me @example.com" { screen.emailField.insertText(String(key)) }  // one keystroke at a time
        #expect(screen.emailField.text == "me@example.com", "the space was refused")
        #expect(!screen.signInButton.isEnabled)
        screen.emailField.insertText("\n")
        #expect(screen.passwordField.isFirstResponder && screen.keyboardShift > 0)
        screen.passwordField.insertText("secret")
        #expect(screen.signInButton.isEnabled)
        screen.passwordField.deleteBackward()
        screen.passwordField.insertText("t\n")
        #expect(screen.signIns == ["me@example.com"] && screen.passwordField.text == "secret")
        #expect(!screen.passwordField.isFirstResponder && screen.keyboardShift == 0, "endEditing hid the keyboard")
        try stage.clock.runUntilIdle()
        #expect(screen.form.transform == .identity)
    }

    @Test("the notes view stops at 40 characters; secure text and the placeholder are drawn")
    func notesAndDrawing() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 375, height: 667), scale: 1))
        let screen = SignInViewController()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        #expect(screen.notesView.becomeFirstResponder())
        for _ in 0..<10 { screen.notesView.insertText("abcde") }
        #expect(screen.notesView.text.count == 40)
        screen.notesView.resignFirstResponder()
        let empty = Rasterizer().render(stage.renderTree())
        screen.passwordField.text = "secret"
        stage.window.layoutIfNeeded()
        let filled = Rasterizer().render(stage.renderTree())
        var changed = false
        for y in 152..<182 { for x in 30..<120 where empty[x: x, y: y] != filled[x: x, y: y] { changed = true } }
        #expect(changed, "the bullets replace the placeholder")
        let icon = filled[x: 30, y: 117]
        #expect(icon.b > 200 && icon.r < 100, "the left view is drawn: \(icon)")
    }
}
