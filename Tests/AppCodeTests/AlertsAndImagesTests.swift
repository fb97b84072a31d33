import Foundation
import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a delete alert, a share sheet, images from the module, parallax, a split view")
@MainActor
struct AlertsAndImagesTests {
    func stage(scale: CGFloat) throws -> Stage {
        try Stage(device: Device(name: "phone", size: CGSize(width: 375, height: 667), scale: scale))
    }

    @Test("trash asks with an alert; Delete dismisses it and then deletes; the avatar is the @2x file on a 2× phone")
    func deleteAlert() throws {
        let stage = try stage(scale: 2)
        let screen = PhotoViewController()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        let avatar = try #require(screen.avatar.image)
        #expect(avatar.scale == 2 && avatar.size == CGSize(width: 24, height: 24))
        #expect(screen.avatar.frame.size == CGSize(width: 24, height: 24))
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 2 * 30, y: 2 * 310] == Pixel(r: 0, g: 255, b: 0, a: 255), "the green @2x file, 48 pixels")
        #expect(screen.photo.motionEffects.count == 1 && screen.photo.frame.origin == CGPoint(x: 20, y: 100))
        try stage.perform(.tap(at: CGPoint(x: 42, y: 422)))
        try stage.clock.runUntilIdle()
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete Photo?" && alert.actions.map(\.style) == [.cancel, .destructive])
        let frame = alert.view.frame
        #expect(frame.width == 270 && abs(frame.midY - 333.5) <= 0.5)
        // Two short titles: side by side, Cancel on the left; tap Delete on the right half of the button row.
        try stage.perform(.tap(at: CGPoint(x: frame.midX + 60, y: frame.maxY - 20)))
        try stage.clock.runUntilIdle()
        #expect(screen.isDeleted && screen.log == ["deleted"] && screen.presentedViewController == nil)
    }

    @Test("share offers an action sheet at the bottom; Mail shares; on a 3× phone the avatar is the @3x file")
    func shareSheet() throws {
        let stage = try stage(scale: 3)
        let screen = PhotoViewController()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        #expect(screen.avatar.image?.scale == 3 && screen.avatar.image?.size == CGSize(width: 24, height: 24))
        #expect(UIImage(named: "badge", in: .module, compatibleWith: UITraitCollection(displayScale: 3))?.scale == 2)
        #expect(UIImage(named: "missing", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(systemName: "trash")?.isSymbolImage == true && UIImage(systemName: "no.such.symbol") == nil)
        try stage.perform(.tap(at: CGPoint(x: 102, y: 422)))
        try stage.clock.runUntilIdle()
        let sheet = try #require(screen.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet && sheet.view.frame.maxY > 600)
        // The buttons from the top: Messages, Mail, then the cancel group.
        try stage.perform(.tap(at: CGPoint(x: 187, y: sheet.view.frame.minY + 57 + 28)))
        try stage.clock.runUntilIdle()
        #expect(screen.log == ["shared via Mail"] && screen.presentedViewController == nil)
    }

    @Test("a split view on a phone collapses to the list, then shows a chosen note pushed onto it")
    func splitView() throws {
        let stage = try stage(scale: 1)
        let split = NotesSplitController()
        stage.window.rootViewController = split
        stage.window.layoutIfNeeded()
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        let primary = try #require(split.viewControllers.first as? UINavigationController)
        #expect(split.viewControllers.count == 1 && primary.viewControllers.map(\.title) == ["Notes"])
        #expect(split.list.splitViewController === split && primary.view.frame == stage.window.bounds)
        split.open(note: "Groceries")
        try stage.clock.runUntilIdle()
        #expect(primary.viewControllers.map(\.title) == ["Notes", "Groceries"])
    }
}
