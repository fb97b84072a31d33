import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Keeps popovers on a phone (returns `.none`) and records what it is told.
final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("prepare")
    }
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        events.append("should dismiss")
        return allowsDismissal
    }
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) { events.append("did dismiss") }
}

@Suite("Popover presentations")
@MainActor
struct PopoverTests {
    /// A white root screen with a 40 × 40 source button at (x, y) on a stage of `device`.
    func stage(_ device: Device, source: CGPoint) throws -> (Stage, UIViewController, UIView) {
        let stage = try Stage(device: Device(name: device.name, size: device.size, scale: 1))
        let root = UIViewController()
        root.view.backgroundColor = .white
        stage.window.rootViewController = root
        let button = UIView(frame: CGRect(origin: source, size: CGSize(width: 40, height: 40)))
        root.view.addSubview(button)
        return (stage, root, button)
    }

    func popoverContent(_ size: CGSize) -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        content.preferredContentSize = size
        content.modalPresentationStyle = .popover
        return content
    }

    @Test("kept on a phone by its delegate: below its source, arrow up, fades in; a tap outside dismisses it")
    func phonePopover() throws {
        let (stage, root, button) = try stage(.iPhoneSE, source: CGPoint(x: 300, y: 100))
        let content = popoverContent(CGSize(width: 200, height: 150))
        let delegate = PopoverDelegate()
        let popover = try #require(content.popoverPresentationController)
        #expect(content.presentationController === popover && popover.arrowDirection == .unknown)
        popover.sourceView = button
        popover.delegate = delegate
        popover.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.present(content, animated: true)
        #expect(delegate.events == ["prepare"])
        try stage.clock.advance(by: 0.05)
        let box = try #require(popover.presentedView)
        #expect(Fixture.presentationAlpha(box) > 0 && Fixture.presentationAlpha(box) < 1, "fading in")
        try stage.runUntilSettled()
        #expect(popover.arrowDirection == .up)
        // Below the button's bottom (140) by the arrow's 13 points, centred on it but inside the 10-point margins.
        #expect(box.frame == CGRect(x: 375 - 10 - 200, y: 140 + 13, width: 200, height: 150), "\(box.frame)")
        #expect(content.view.frame.size == CGSize(width: 200, height: 150))
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 265, y: 228] == Fixture.redPixel, "the content")
        #expect(image[x: 320, y: 148] == Fixture.bluePixel, "the arrow, in the popover's background colour")
        #expect(image[x: 240, y: 148] == Pixel(r: 255, g: 255, b: 255, a: 255), "beside the arrow: the screen")
        #expect(image[x: 166, y: 154] == Pixel(r: 255, g: 255, b: 255, a: 255), "a rounded corner")
        // A refused tap outside keeps it; an allowed one dismisses it and tells the delegate.
        delegate.allowsDismissal = false
        try stage.perform(.tap(at: CGPoint(x: 50, y: 500)))
        try stage.runUntilSettled()
        #expect(root.presentedViewController === content)
        delegate.allowsDismissal = true
        try stage.perform(.tap(at: CGPoint(x: 50, y: 500)), at: stage.clock.now + 1)
        try stage.runUntilSettled()
        #expect(root.presentedViewController == nil && box.superview == nil)
        #expect(
            delegate.events == ["prepare", "should dismiss", "should dismiss", "did dismiss"], "\(delegate.events)")
        #expect(UIViewController().popoverPresentationController == nil, "other styles have none")
    }

    @Test("without a delegate a popover adapts to a sheet on a phone; on an iPad it stays a popover")
    func adaptation() throws {
        let (phone, phoneRoot, phoneButton) = try stage(.iPhoneSE, source: CGPoint(x: 20, y: 100))
        let sheet = popoverContent(CGSize(width: 200, height: 150))
        sheet.popoverPresentationController?.sourceView = phoneButton
        phoneRoot.present(sheet, animated: false)
        try phone.runUntilSettled()
        #expect(
            sheet.presentationController is SheetPresentationController && sheet.popoverPresentationController == nil)
        #expect(sheet.view.frame.width == 375)

        let (pad, padRoot, padButton) = try stage(.iPad, source: CGPoint(x: 400, y: 1000))
        let content = popoverContent(CGSize(width: 300, height: 200))
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = padButton
        padRoot.present(content, animated: false)
        try pad.runUntilSettled()
        #expect(popover.arrowDirection == .down, "no room below: above the source")
        #expect(popover.presentedView?.frame == CGRect(x: 420 - 150, y: 1000 - 13 - 200, width: 300, height: 200))
        padRoot.dismiss(animated: false)
        try pad.runUntilSettled()
        let sideways = popoverContent(CGSize(width: 300, height: 200))
        let side = try #require(sideways.popoverPresentationController)
        side.sourceView = padButton
        side.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        side.permittedArrowDirections = [.left, .right]
        side.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        padRoot.present(sideways, animated: false)
        try pad.runUntilSettled()
        #expect(side.arrowDirection == .left, "to the right of the source")
        #expect(abs((side.presentedView?.frame.minX ?? 0) - (410 + 13)) < 1e-9)
    }

    @Test("a popover from a bar button item points at the item's view in the navigation bar")
    func fromBarButtonItem() throws {
        let stage = try Stage(device: Device(name: "pad", size: CGSize(width: 820, height: 1180), scale: 1))
        let root = UIViewController()
        let share = UIBarButtonItem(title: "Share", style: .plain)
        root.navigationItem.rightBarButtonItem = share
        stage.window.rootViewController = UINavigationController(rootViewController: root)
        let content = popoverContent(CGSize(width: 250, height: 300))
        content.popoverPresentationController?.barButtonItem = share
        root.present(content, animated: false)
        try stage.runUntilSettled()
        let popover = try #require(content.popoverPresentationController)
        let item = try #require(share.drawnView)
        let itemFrame = item.convert(item.bounds, to: stage.window)
        #expect(popover.arrowDirection == .up && popover.presentedView?.frame.minY == itemFrame.maxY + 13)
        #expect(abs((popover.presentedView?.frame.maxX ?? 0) - (820 - 10)) < 1e-9, "kept inside the margins")
    }
}
