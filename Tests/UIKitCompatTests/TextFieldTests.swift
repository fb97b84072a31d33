import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UITextField: editing, typing through UIKeyInput, delegate and events, keyboard notifications, drawing")
@MainActor
struct TextFieldTests {
    final class Recorder: UITextFieldDelegate {
        var calls: [String] = []
        var allowBegin = true
        var allowEnd = true
        var allowChange = true
        var returnResigns = false
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            calls.append("shouldBegin"); return allowBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            calls.append("didEnd(\(reason))")
        }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            calls.append("change(\(range.location),\(range.length),\(string))")
            return allowChange
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return true }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            calls.append("return")
            if returnResigns { textField.resignFirstResponder() }
            return true
        }
    }

    func stageWithField() throws -> (Stage, UITextField) {
        let stage = try Stage(size: CGSize(width: 200, height: 100))
        stage.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        stage.window.addSubview(field)
        return (stage, field)
    }

    @Test("text is \"\" by default and after nil; typing needs first responder; the delegate is asked in UIKit's order")
    func typing() throws {
        let (_, field) = try stageWithField()
        #expect(field.text == "" && !field.hasText)
        field.text = nil
        #expect(field.text == "")
        let recorder = Recorder()
        field.delegate = recorder
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("changed:\(field.text ?? "")") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        field.insertText("no")
        #expect(field.text == "" && recorder.calls.isEmpty, "not editing: typing does nothing")
        #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
        field.insertText("hé")
        field.insertText("🇫🇷")
        field.deleteBackward()
        recorder.allowChange = false
        field.insertText("x")
        #expect(field.text == "hé")
        recorder.allowChange = true
        #expect(field.resignFirstResponder() && !field.isEditing)
        #expect(
            recorder.calls == [
                "shouldBegin", "didBegin", "change(0,0,hé)", "change(2,0,🇫🇷)", "change(2,4,)", "change(2,0,x)",
                "shouldEnd", "didEnd(committed)",
            ])
        #expect(events == ["begin", "changed:hé", "changed:hé🇫🇷", "changed:hé", "end"])
    }

    @Test(
        "the delegate can refuse to begin or end; a forced endEditing ends anyway; return calls textFieldShouldReturn")
    func refusals() throws {
        let (stage, field) = try stageWithField()
        let recorder = Recorder()
        field.delegate = recorder
        recorder.allowBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        recorder.allowBegin = true
        field.becomeFirstResponder()
        recorder.allowEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
        #expect(!stage.window.endEditing(false) && field.isEditing)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.insertText("a\nb")
        #expect(field.text == "ab" && exits == 1)
        #expect(stage.window.endEditing(true) && !field.isEditing && !field.isFirstResponder)
        #expect(recorder.calls.suffix(2) == ["shouldEnd", "didEnd(committed)"])
        let disabled = UITextField(frame: CGRect(x: 0, y: 60, width: 50, height: 30))
        disabled.isEnabled = false
        stage.window.addSubview(disabled)
        #expect(!disabled.becomeFirstResponder())
        #expect(!UITextField().becomeFirstResponder(), "not in a window")
    }

    @Test("a tap begins editing; a tap on the clear button empties the field; clearsOnBeginEditing")
    func taps() throws {
        let (stage, field) = try stageWithField()
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.text = "Hello"
        let recorder = Recorder()
        field.delegate = recorder
        try stage.perform(.tap(at: CGPoint(x: 40, y: 27)))
        try stage.clock.runUntilIdle()
        #expect(field.isEditing && field.text == "Hello")
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear.maxX == 180 - 7 && clear.width == 19)
        try stage.perform(.tap(at: CGPoint(x: 10 + clear.midX, y: 10 + clear.midY)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(field.text == "" && recorder.calls.contains("shouldClear"))
        field.resignFirstResponder()
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
    }

    @Test(
        "keyboard notifications: will/did show on the first text input, none when it passes to another, hide at the end"
    )
    func keyboard() throws {
        let (stage, field) = try stageWithField()
        let other = UITextField(frame: CGRect(x: 10, y: 50, width: 180, height: 34))
        stage.window.addSubview(other)
        var seen: [(Notification.Name, CGRect, Double)] = []
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                let name = note.name
                MainActor.assumeIsolated { seen.append((name, frame ?? .null, duration ?? -1)) }
            }
        }
        defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
        field.becomeFirstResponder()
        other.becomeFirstResponder()
        #expect(!field.isEditing && other.isEditing)
        other.resignFirstResponder()
        #expect(seen.map(\.0) == names)
        let height = UIKitChoices.current.keyboardHeight + stage.window.safeAreaInsets.bottom
        #expect(seen[0].1 == CGRect(x: 0, y: 100 - height, width: 200, height: height) && seen[0].2 == 0.25)
        #expect(seen[2].1 == CGRect(x: 0, y: 100, width: 200, height: height))
    }

    @Test("drawn: the rounded-rect border, the placeholder in placeholderText grey, secure text as bullets")
    func drawing() throws {
        let (stage, field) = try stageWithField()
        stage.window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.font = .systemFont(ofSize: 20)
        stage.window.layoutIfNeeded()
        var image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 10, y: 10].g == 0, "the corner is rounded: the window shows through")
        #expect(image[x: 100, y: 12] == Pixel(r: 255, g: 255, b: 255, a: 255), "the field's white background")
        let border = image[x: 100, y: 10]
        #expect(border == Pixel(r: 0xD1, g: 0xD1, b: 0xD6, a: 255), "a systemGray4 border: \(border)")
        func ink(_ image: Image, in rect: CGRect) -> [Pixel] {
            var result: [Pixel] = []
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX)
                where image[x: x, y: y] != Pixel(r: 255, g: 255, b: 255, a: 255) {
                    result.append(image[x: x, y: y])
                }
            }
            return result
        }
        let textArea = CGRect(x: 17, y: 14, width: 60, height: 26)
        let placeholderInk = ink(image, in: textArea)
        #expect(!placeholderInk.isEmpty)
        #expect(placeholderInk.allSatisfy { $0.r == $0.g && $0.r >= 170 }, "light grey placeholder")
        field.text = "Name"
        stage.window.layoutIfNeeded()
        image = Rasterizer().render(stage.renderTree())
        #expect(ink(image, in: textArea).contains { $0.r < 60 }, "the text is black")
        field.isSecureTextEntry = true
        stage.window.layoutIfNeeded()
        let secure = Rasterizer().render(stage.renderTree())
        let secureInk = ink(secure, in: textArea)
        #expect(!secureInk.isEmpty && secureInk != ink(image, in: textArea), "bullets, not the letters")
        #expect(field.text == "Name")
    }

    @Test("left and right views show as their modes say and take room from the text rect; the input traits are kept")
    func overlays() throws {
        let (_, field) = try stageWithField()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        #expect(left.superview == nil && field.textRect(forBounds: field.bounds).minX == 0)
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(left.superview === field && left.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightViewMode = .unlessEditing
        #expect(field.textRect(forBounds: field.bounds).maxX == 160)
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocorrectionType = .no
        field.autocapitalizationType = .none
        field.textContentType = .emailAddress
        let traits: UITextInputTraits = field
        #expect(
            traits.keyboardType == .emailAddress && traits.returnKeyType == .done
                && traits.textContentType == .emailAddress)
    }
}
