import Raster
import Testing
import UIKitCompat

/// The swipeable tabs of SwipeTabsAppCode.swift on the stage, checked against UIKit's documented behaviour: a
/// custom tab transition's container holds both views while the animator runs, the new tab is selected at once and
/// appears when the transition completes; a percent-driven interaction scrubs an interruptible animator, and
/// cancelling it runs the animator back to its start and restores the previous selection.
@Suite("App code (Swift 5 mode): swipeable tabs with an interruptible side-by-side animator")
@MainActor
struct SwipeTabsTests {
    let width: CGFloat = 375

    func makeTabs() throws -> (Stage, SwipeTabsController) {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 375, height: 667), scale: 1))
        let tabs = SwipeTabsController()
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        try stage.clock.runUntilIdle()
        return (stage, tabs)
    }

    func x(_ controller: UIViewController?) -> CGFloat? {
        guard let view = controller?.view, view.superview != nil else { return nil }
        return (view.layer.presentation() ?? view.layer).frame.minX
    }

    @Test("selecting a tab in code slides both pages linearly, completes at .end and makes the new page appear")
    func selectInCode() throws {
        let (stage, tabs) = try makeTabs()
        let pages = try #require(tabs.viewControllers)
        #expect(tabs.bounce.state == .inactive && tabs.bounce.duration == 0, "the placeholder animator")
        tabs.appeared = []
        let start = stage.clock.now
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1, "selected at once, before the animation")
        try stage.clock.advance(to: start + 0.2)
        // Linear over 0.4 s: half way, give or take the frame the animator started on.
        let tolerance = width * (1.0 / 60) / 0.4 + 0.5
        let fromX = try #require(x(pages[0])), toX = try #require(x(pages[1]))
        #expect(abs(fromX + width / 2) <= tolerance, "\(fromX)")
        #expect(abs(toX - (fromX + width)) < 0.01, "side by side: \(toX) \(fromX)")
        #expect(tabs.appeared.isEmpty, "viewDidAppear waits for completeTransition")
        try stage.clock.runUntilIdle()
        #expect(tabs.animator.completedPositions == [.end])
        #expect(x(pages[1]) == 0 && pages[0].view.superview == nil, "the old page leaves the container")
        #expect(tabs.appeared == ["Tab 1"])
    }

    @Test("a long swipe left finishes the interactive switch; a short one cancels back to the previous tab")
    func swipe() throws {
        let (stage, tabs) = try makeTabs()
        let pages = try #require(tabs.viewControllers)
        tabs.appeared = []
        // 250 points to the left over 0.5 s, held, then lifted: more than half the width.
        var end = try stage.perform(
            TouchScript.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 70, y: 300), duration: 0.5).hold(0.2)
                .release(velocity: .zero))
        try stage.clock.advance(to: end - 0.1)
        #expect(tabs.selectedIndex == 1)
        let fromX = try #require(x(pages[0])), toX = try #require(x(pages[1]))
        // The pan's translation counts from the touch-down point (250), and the pages follow it exactly.
        #expect(abs(fromX + 250) < 0.01, "\(fromX)")
        #expect(abs(toX - (fromX + width)) < 0.01)
        #expect(tabs.panStartOnScreen?.y == 300, "the pan's location through the screen's coordinate space")
        try stage.clock.runUntilIdle()
        #expect(tabs.animator.completedPositions == [.end])
        #expect(tabs.selectedIndex == 1 && x(pages[1]) == 0 && pages[0].view.superview == nil)
        #expect(tabs.appeared == ["Tab 1"])

        // 100 points: less than half, so the animator runs back and the selection returns to tab 1.
        end = try stage.perform(
            TouchScript.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 220, y: 300), duration: 0.3).hold(0.2)
                .release(velocity: .zero))
        try stage.clock.advance(to: end - 0.1)
        #expect(tabs.selectedIndex == 2, "selected while the interaction runs")
        try stage.clock.runUntilIdle()
        #expect(tabs.animator.completedPositions == [.end, .start])
        #expect(tabs.selectedIndex == 1)
        #expect(x(pages[1]) == 0 && pages[2].view.superview == nil)
    }
}
