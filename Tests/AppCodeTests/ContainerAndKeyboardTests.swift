import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): presentation controllers as content containers, keyboard, endEditing")
@MainActor
struct ContainerAndKeyboardTests {
    @Test("size(forChildContentContainer:) places the presented view; a resize reaches the presentation controller")
    func presentationControllerContainer() throws {
        let stage = try Stage(size: CGSize(width: 400, height: 800))
        let root = FormViewController()
        stage.window.rootViewController = root
        let presented = FormViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = root.transitioning
        root.present(presented, animated: false)
        try stage.clock.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 40, y: 200, width: 320, height: 400))
        let controller = try #require(presented.presentationController as? BoxPresentationController)
        try stage.transitionWindow(to: CGSize(width: 800, height: 400))
        try stage.clock.runUntilIdle()
        #expect(controller.resizes == [CGSize(width: 800, height: 400)])
        // The presented controller hears the size its presentation controller gives it.
        #expect(presented.sizesHeard == [CGSize(width: 640, height: 200)])
        #expect(root.sizesHeard == [CGSize(width: 800, height: 400)])
    }

    @Test("endEditing resigns a first responder inside the view; keyboard notifications are never posted")
    func endEditingAndKeyboard() throws {
        let stage = try Stage(size: CGSize(width: 400, height: 800))
        let form = FormViewController()
        stage.window.rootViewController = form
        let field = FocusableField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        form.view.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(form.dismissKeyboard())
        #expect(!field.isFirstResponder)
        #expect(form.view.endEditing(false), "nothing left to resign")
        try stage.clock.advance(by: 1)
        #expect(form.keyboardFrames.isEmpty)
    }
}
