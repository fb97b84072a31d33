import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Controls: UIControl events and states, UIButton's classic API and drawing")
@MainActor
struct ControlTests {
    func stageWithButton(_ type: UIButton.ButtonType = .system) throws -> (Stage, UIButton, Box) {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let button = UIButton(type: type)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.window.addSubview(button)
        let box = Box()
        for (name, event) in [
            ("down", UIControl.Event.touchDown), ("repeat", .touchDownRepeat),
            ("dragIn", .touchDragInside), ("dragOut", .touchDragOutside),
            ("enter", .touchDragEnter), ("exit", .touchDragExit), ("up", .touchUpInside),
            ("upOut", .touchUpOutside), ("cancel", .touchCancel),
            ("primary", .primaryActionTriggered),
        ] {
            button.addAction(
                UIAction(title: name) { action in
                    box.events.append(action.title)
                    box.senders.append(action.sender as AnyObject?)
                }, for: event)
        }
        return (stage, button, box)
    }

    final class Box {
        var events: [String] = []
        var senders: [AnyObject?] = []
    }

    @Test("a tap: touchDown, highlighted while down, touchUpInside and primaryActionTriggered, sent by the button")
    func tap() throws {
        let (stage, button, box) = try stageWithButton()
        var highlightedWhileDown = false
        stage.clock.asyncAfter(deadline: 0.05) {
            highlightedWhileDown = button.isHighlighted && button.state == .highlighted
        }
        try stage.perform(.tap(at: CGPoint(x: 100, y: 70)))
        try stage.clock.runUntilIdle()
        #expect(box.events == ["down", "up", "primary"])
        #expect(box.senders.allSatisfy { $0 === button })
        #expect(highlightedWhileDown && !button.isHighlighted && !button.isTracking)
    }

    @Test("dragging out and back: exit/enter, outside/inside; lifting far outside is touchUpOutside")
    func drags() throws {
        let (stage, _, box) = try stageWithButton()
        let margin = UIKitChoices.current.controlTouchInsideMargin
        try stage.perform(
            .drag(from: CGPoint(x: 100, y: 70), to: CGPoint(x: 100, y: 90 + margin + 5), duration: 0)
                .drag(to: CGPoint(x: 100, y: 75), duration: 0).drag(to: CGPoint(x: 100, y: 199), duration: 0)
                .release())
        try stage.clock.runUntilIdle()
        #expect(box.events == ["down", "dragOut", "exit", "dragIn", "enter", "dragOut", "exit", "upOut"])
    }

    @Test("a disabled control sends nothing; sendActions(for:) runs the matching actions; removeAction stops one")
    func disabledAndSend() throws {
        let (stage, button, box) = try stageWithButton()
        button.isEnabled = false
        #expect(button.state == .disabled)
        try stage.perform(.tap(at: CGPoint(x: 100, y: 70)))
        try stage.clock.runUntilIdle()
        #expect(box.events.isEmpty)
        button.isEnabled = true
        button.isSelected = true
        #expect(button.state == .selected)
        button.sendActions(for: [.touchUpInside, .touchCancel])
        #expect(box.events == ["up", "cancel"])
        let once = UIAction(identifier: UIAction.Identifier("once")) { _ in box.events.append("once") }
        button.addAction(once, for: .valueChanged)
        button.removeAction(identifiedBy: UIAction.Identifier("once"), for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(box.events == ["up", "cancel"])
        #expect(button.allControlEvents.contains(.touchDown) && !button.allControlEvents.contains(.valueChanged))
    }

    @Test("a second tap soon after sends touchDownRepeat")
    func repeatTap() throws {
        let (stage, _, box) = try stageWithButton()
        try stage.perform(.tap(at: CGPoint(x: 100, y: 70)))
        try stage.perform(.tap(at: CGPoint(x: 101, y: 70)), at: 0.2)
        try stage.clock.runUntilIdle()
        #expect(box.events == ["down", "up", "primary", "down", "repeat", "up", "primary"])
    }

    @Test("a single-tap recognizer on a superview does not take a tap from a button; one on the button does")
    func tapRecognizerAndButton() throws {
        let (stage, button, box) = try stageWithButton()
        var superviewTaps = 0
        stage.window.addGestureRecognizer(UITapGestureRecognizer { _ in superviewTaps += 1 })
        try stage.perform(.tap(at: CGPoint(x: 100, y: 70)))
        try stage.clock.runUntilIdle()
        #expect(box.events == ["down", "up", "primary"] && superviewTaps == 0)
        try stage.perform(.tap(at: CGPoint(x: 10, y: 10)), at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(superviewTaps == 1)
        box.events = []
        var buttonTaps = 0
        button.addGestureRecognizer(UITapGestureRecognizer { _ in buttonTaps += 1 })
        try stage.perform(.tap(at: CGPoint(x: 100, y: 70)), at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        // The recognizer cancels the touch in the button (cancelsTouchesInView).
        #expect(buttonTaps == 1 && box.events == ["down", "cancel"])
    }

    @Test("per-state titles, colours and images fall back to .normal; a .system title follows the tint colour")
    func perState() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .selected) == "Go" && button.currentTitle == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        #expect(button.currentTitleColor.cgColor.alpha < 1)
        button.isHighlighted = false
        #expect(button.currentTitleColor == .systemBlue)
        button.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == .systemRed)
        button.setTitleColor(.black, for: .normal)
        #expect(button.titleLabel?.textColor == .black && button.titleColor(for: .disabled) == .black)
        let custom = UIButton(type: .custom)
        custom.setTitle("x", for: .normal)
        #expect(custom.currentTitleColor == .white && custom.buttonType == .custom)
        let image = UIImage(cgImage: Image(width: 4, height: 4))
        custom.setImage(image, for: .normal)
        #expect(custom.currentImage == image && custom.imageView?.image == image)
        let primary = UIButton(primaryAction: UIAction(title: "Send") { _ in })
        #expect(primary.currentTitle == "Send" && primary.buttonType == .system)
    }

    @Test("a button is drawn: background, rounded corners, title text in its colour centred inside contentEdgeInsets")
    func drawing() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 100))
        stage.window.backgroundColor = .white
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
        button.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        button.layer.cornerRadius = 20
        button.setTitle("HELLO", for: .normal)
        button.setTitleColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1), for: .normal)
        stage.window.addSubview(button)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 21, y: 21] == Pixel(r: 255, g: 255, b: 255, a: 255), "a rounded corner shows the window")
        #expect(image[x: 30, y: 50] == Pixel(r: 0, g: 0, b: 255, a: 255), "the background")
        let title = try #require(button.titleLabel)
        let inWindow = title.convert(title.bounds, to: stage.window)
        #expect(abs(inWindow.midX - 100) <= 0.5 && abs(inWindow.midY - 50) <= 0.5)
        var reddish = 0
        for y in Int(inWindow.minY)..<Int(inWindow.maxY) {
            for x in Int(inWindow.minX)..<Int(inWindow.maxX) where image[x: x, y: y].r > 128 { reddish += 1 }
        }
        #expect(reddish > 20, "the title's glyphs are drawn in red")
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
        _ = stage.renderTree()
        #expect(abs(title.convert(title.bounds, to: stage.window).midX - 130) <= 0.5)
        #expect(button.sizeThatFits(.zero).width == title.frame.width + 60)
    }
}
