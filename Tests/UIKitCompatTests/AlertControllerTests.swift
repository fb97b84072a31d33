import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UIAlertController: actions, UIKit's alert and action sheet presentation, drawing, taps")
@MainActor
struct AlertControllerTests {
    final class Log { var events: [String] = [] }

    /// A 320 × 480 stage at scale 1 with a white root controller.
    func stage() throws -> (Stage, UIViewController) {
        let stage = try Stage(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        root.view.backgroundColor = .white
        stage.window.rootViewController = root
        stage.window.layoutIfNeeded()
        return (stage, root)
    }

    func render(_ stage: Stage) -> Image { Rasterizer().render(stage.renderTree()) }

    @Test("actions, styles, preferred action; a second cancel action and a foreign preferred action are refused")
    func bookkeeping() throws {
        let clock = VirtualClock.current
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        #expect(alert.preferredStyle == .alert && alert.title == "Delete?" && alert.message == "This cannot be undone.")
        #expect(alert.modalPresentationStyle == .custom && alert.transitioningDelegate != nil)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(cancel)
        alert.addAction(delete)
        let before = clock.diagnostics.count
        alert.addAction(UIAlertAction(title: "Never", style: .cancel))
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(clock.diagnostics.count == before + 1)
        alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete && alert.emphasisedAction === delete)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test("an alert fades in from a scale of 1.2 over a fading dimming view, centred, 270 points wide")
    func alertPresentation() throws {
        let (stage, root) = try stage()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        let start = stage.clock.now
        try stage.clock.advance(to: start + 0.1)
        let layer = alert.view.layer.presentation()!
        let scale = layer.transform.m11
        #expect(scale > 1.0 && scale < 1.2, "\(scale)")
        #expect(layer.opacity > 0.05 && layer.opacity < 1, "\(layer.opacity)")
        let corner = render(stage)[x: 5, y: 5]
        #expect(corner.r < 255 && corner.r > 204, "dimming part way: \(corner)")
        try stage.clock.runUntilIdle()
        #expect(alert.view.frame.width == 270 && alert.view.frame.midX == 160)
        #expect(abs(alert.view.frame.midY - 240) <= 0.5)
        #expect(alert.view.transform == .identity && alert.view.alpha == 1)
        #expect(render(stage)[x: 5, y: 5] == Pixel(r: 204, g: 204, b: 204, a: 255), "black at 20 % over white")
    }

    @Test("drawn as iOS: semibold title, two buttons side by side (cancel left, semibold), destructive red")
    func alertDrawing() throws {
        let (stage, root) = try stage()
        let alert = UIAlertController(title: "Delete photo?", message: "It will be gone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        try stage.clock.runUntilIdle()
        stage.window.layoutIfNeeded()
        let content = try #require(alert.contentView)
        let buttons = content.buttons
        #expect(buttons.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(buttons[0].frame.minX == 0 && buttons[1].frame.minX == 135 && buttons[0].frame.height == 44)
        #expect(buttons[0].label.font.weight == .semibold && buttons[1].label.font.weight == .regular)
        let image = render(stage)
        let frame = alert.view.frame
        func pixels(in rect: CGRect) -> [Pixel] {
            var out: [Pixel] = []
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) { out.append(image[x: x, y: y]) }
            }
            return out
        }
        let buttonRow = { (button: AlertActionButton) in
            pixels(in: button.convert(button.bounds, to: nil).insetBy(dx: 4, dy: 4))
        }
        #expect(buttonRow(buttons[1]).contains { $0.r > 200 && $0.g < 110 && $0.b < 110 }, "destructive red")
        #expect(buttonRow(buttons[0]).contains { $0.b > 200 && $0.r < 80 }, "cancel in system blue")
        let header = pixels(in: CGRect(x: frame.minX + 16, y: frame.minY + 18, width: 238, height: 24))
        #expect(header.contains { $0.r < 80 && $0.g < 80 && $0.b < 80 }, "a dark title")
        // The panel is a light rounded blur: its corner pixel shows the dimmed background, its middle is light.
        #expect(image[x: Int(frame.minX), y: Int(frame.minY)] == Pixel(r: 204, g: 204, b: 204, a: 255))
        let middle = image[x: Int(frame.midX), y: Int(frame.minY) + 4]
        #expect(middle.r > 230, "\(middle)")
        // A hairline separates the header from the buttons, and the two buttons.
        let separator = image[x: Int(frame.minX) + 60, y: Int(buttons[0].convert(buttons[0].bounds, to: nil).minY)]
        #expect(separator.r < middle.r, "\(separator) vs \(middle)")
        // A finger held on Delete greys its button (not the other one) until it lifts.
        let delete = buttons[1].convert(buttons[1].bounds, to: nil)
        let before = image[x: Int(delete.minX) + 6, y: Int(delete.minY) + 6]
        try stage.perform(.tap(at: CGPoint(x: delete.midX, y: delete.midY), duration: 0.5))
        try stage.clock.advance(by: 0.2)
        let held = render(stage)
        let grey = held[x: Int(delete.minX) + 6, y: Int(delete.minY) + 6]
        #expect(grey.r < before.r - 10 && grey.g < before.g - 10, "\(grey) vs \(before)")
        let cancel = buttons[0].convert(buttons[0].bounds, to: nil)
        #expect(
            held[x: Int(cancel.minX) + 6, y: Int(cancel.minY) + 6]
                == image[x: Int(cancel.minX) + 6, y: Int(cancel.minY) + 6])
    }

    @Test("three actions stack, the cancel action last; a tap dismisses and then runs the handler")
    func tapDismissesThenRunsHandler() throws {
        let (stage, root) = try stage()
        let log = Log()
        let alert = UIAlertController(title: "Sort", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.events.append("cancel") })
        alert.addAction(
            UIAlertAction(title: "By name", style: .default) { _ in
                log.events.append("name, presented: \(root.presentedViewController != nil)")
            })
        alert.addAction(UIAlertAction(title: "By date", style: .default) { _ in log.events.append("date") })
        root.present(alert, animated: true) { log.events.append("shown") }
        try stage.clock.runUntilIdle()
        let buttons = try #require(alert.contentView).buttons
        #expect(buttons.map { $0.action.title } == ["By name", "By date", "Cancel"])
        #expect(
            buttons.map { $0.frame.minY } == [
                buttons[0].frame.minY, buttons[0].frame.minY + 44, buttons[0].frame.minY + 88,
            ])
        let target = buttons[0].convert(CGPoint(x: 100, y: 22), to: nil)
        try stage.perform(.tap(at: target))
        try stage.clock.advance(by: 0.15)
        #expect(log.events == ["shown"], "the handler waits for the dismissal")
        #expect(alert.view.layer.presentation()!.opacity < 1, "fading out")
        try stage.clock.runUntilIdle()
        #expect(log.events == ["shown", "name, presented: false"])
        #expect(root.presentedViewController == nil && alert.view.superview == nil)
    }

    @Test("a disabled action ignores taps; a tap on the dimming view does nothing for an alert")
    func disabledAndOutside() throws {
        let (stage, root) = try stage()
        let log = Log()
        let alert = UIAlertController(title: "Rename", message: "Enter a name", preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in log.events.append("save") }
        save.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.events.append("cancel") })
        alert.addAction(save)
        root.present(alert, animated: false)
        try stage.clock.runUntilIdle()
        let button = try #require(alert.contentView?.buttons.first { $0.action === save })
        try stage.perform(.tap(at: button.convert(CGPoint(x: 60, y: 22), to: nil)))
        try stage.perform(.tap(at: CGPoint(x: 10, y: 10)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(log.events.isEmpty && root.presentedViewController === alert)
        save.isEnabled = true
        let enabled = try #require(alert.contentView?.buttons.first { $0.action === save })
        try stage.perform(.tap(at: enabled.convert(CGPoint(x: 60, y: 22), to: nil)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(log.events == ["save"] && root.presentedViewController == nil)
    }

    @Test("text fields stack below the message; the handler reads what was typed; action sheets refuse them")
    func textFields() throws {
        let (stage, root) = try stage()
        let log = Log()
        let alert = UIAlertController(
            title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in
                log.events.append(alert.textFields?.first?.text ?? "nil")
            })
        root.present(alert, animated: false)
        try stage.clock.runUntilIdle()
        stage.window.layoutIfNeeded()
        let fields = try #require(alert.textFields)
        #expect(fields.map(\.placeholder) == ["Name", "Password"] && fields[1].isSecureTextEntry)
        let message = try #require(alert.contentView).subviews.first!.subviews.first!.subviews
            .compactMap { $0 as? UILabel }.last!
        #expect(fields[0].frame.minY >= message.frame.maxY + 20 && fields[0].frame.height == 28)
        #expect(fields[1].frame.minY == fields[0].frame.maxY + 8 && fields[0].frame.width == 238)
        let button = try #require(alert.contentView?.buttons.first)
        #expect(button.frame.minY == fields[1].frame.maxY + 20)
        fields[0].text = "Ada"
        try stage.perform(.tap(at: button.convert(CGPoint(x: 100, y: 22), to: nil)))
        try stage.clock.runUntilIdle()
        #expect(log.events == ["Ada"])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let before = VirtualClock.current.diagnostics.count
        sheet.addTextField()
        #expect(sheet.textFields == nil && VirtualClock.current.diagnostics.count == before + 1)
    }

    @Test("an action sheet slides up from the bottom; its cancel button has its own group; a tap outside cancels")
    func actionSheet() throws {
        let (stage, root) = try stage()
        let log = Log()
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Camera", style: .default) { _ in log.events.append("camera") })
        sheet.addAction(UIAlertAction(title: "Library", style: .default) { _ in log.events.append("library") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.events.append("cancel") })
        root.present(sheet, animated: true)
        let start = stage.clock.now
        try stage.clock.advance(to: start + 0.05)
        let y = sheet.view.layer.presentation()!.frame.minY
        try stage.clock.runUntilIdle()
        let frame = sheet.view.frame
        #expect(y > frame.minY + 20, "sliding up: \(y) vs \(frame.minY)")
        #expect(frame.width == 304 && frame.minX == 8 && frame.maxY == 472, "\(frame)")
        let buttons = try #require(sheet.contentView).buttons
        #expect(buttons.map { $0.action.title } == ["Camera", "Library", "Cancel"])
        #expect(
            buttons[2].frame.minY == 0 && buttons[2].frame.height == 57 && buttons[2].label.font.weight == .semibold)
        #expect(buttons[2].superview!.frame.minY == buttons[1].convert(buttons[1].bounds, to: sheet.view).maxY + 8)
        #expect(buttons[0].label.font.pointSize == 20)
        // The cancel group is opaque white; the gap above it shows the dimmed background.
        let image = render(stage)
        let cancelFrame = buttons[2].convert(buttons[2].bounds, to: nil)
        #expect(image[x: Int(cancelFrame.minX) + 20, y: Int(cancelFrame.midY)] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(
            image[x: Int(cancelFrame.minX) + 20, y: Int(cancelFrame.minY) - 4] == Pixel(r: 204, g: 204, b: 204, a: 255))
        try stage.perform(.tap(at: CGPoint(x: 160, y: 40)))
        try stage.clock.runUntilIdle()
        #expect(log.events == ["cancel"] && root.presentedViewController == nil)
    }
}
