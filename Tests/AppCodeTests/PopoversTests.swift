import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a sort menu in a popover on a phone")
@MainActor
struct PopoversTests {
    @Test("a tap on Sort opens the menu below the button with its arrow up; a tap outside closes it")
    func sortMenu() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 375, height: 667), scale: 1))
        let list = SortableListViewController()
        stage.window.rootViewController = list
        stage.window.layoutIfNeeded()
        try stage.perform(.tap(at: CGPoint(x: 46, y: 102)))
        try stage.clock.runUntilIdle()
        let menu = try #require(list.presentedViewController as? SortMenuViewController)
        let popover = try #require(menu.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        let box = try #require(popover.presentedView)
        #expect(box.frame == CGRect(x: 10, y: 124 + 13, width: 180, height: 132), "\(box.frame)")
        #expect(list.sortButton.tintAdjustmentMode == .dimmed, "the screen behind is dimmed")
        try stage.perform(.tap(at: CGPoint(x: 300, y: 500)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(list.presentedViewController == nil && list.dismissedByTapOutside)
        #expect(list.sortButton.tintAdjustmentMode == .normal)
    }
}
