import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Counts `tintColorDidChange()` calls.
final class TintCountingView: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

@Suite("Tint adjustment (dimming) and tint changes on moving between superviews")
@MainActor
struct TintAdjustmentTests {
    @Test("a dimmed view and its subviews show the luminance grey of their tint, and are told; automatic restores")
    func dimming() {
        let root = UIView(), child = TintCountingView(), own = TintCountingView()
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        own.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSubview(child)
        root.addSubview(own)
        #expect(child.changes == 1 && own.changes == 1, "the child took the root's red; the other set its own blue")
        child.changes = 0
        own.changes = 0
        #expect(child.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && own.tintAdjustmentMode == .dimmed)
        #expect(child.tintColor == UIColor(white: 0.299, alpha: 1) && own.tintColor == UIColor(white: 0.114, alpha: 1))
        #expect(child.changes == 1 && own.changes == 1, "both are told, own tint or not")
        own.tintAdjustmentMode = .normal
        #expect(own.tintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) && own.changes == 2)
        root.tintAdjustmentMode = .automatic
        #expect(
            child.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && child.changes == 2 && own.changes == 2)
    }

    @Test("moving a view under a superview of another tint tells it; a system button's title takes the new tint")
    func moveToAnotherTint() {
        let red = UIView(), plain = UIView()
        red.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let view = TintCountingView()
        plain.addSubview(view)
        #expect(view.changes == 0, "system blue to system blue: no change")
        red.addSubview(view)
        #expect(view.changes == 1 && view.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        red.addSubview(button)
        #expect(button.titleLabel?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("a popover dims the tint of the screen behind it until it is dismissed")
    func popoverDimsBehind() throws {
        let stage = try Stage(device: Device(name: "pad", size: CGSize(width: 820, height: 1180), scale: 1))
        let root = UIViewController()
        let behind = TintCountingView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.view.addSubview(behind)
        stage.window.rootViewController = root
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = behind
        root.present(content, animated: true)
        #expect(behind.tintAdjustmentMode == .dimmed && behind.changes == 1)
        #expect(content.view.tintAdjustmentMode == .normal, "the popover itself is not dimmed")
        try stage.runUntilSettled()
        root.dismiss(animated: true)
        try stage.runUntilSettled()
        #expect(behind.tintAdjustmentMode == .normal && behind.changes == 2)
    }
}
