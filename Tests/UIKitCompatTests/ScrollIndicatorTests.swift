import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Scroll indicators as UIKit draws them: shown while the content scrolls, placed by the offset, faded out
/// after (sizes and timings from ``UIKitChoices``).
@Suite("Scroll indicators")
@MainActor
struct ScrollIndicatorTests {
    /// A 200 × 300 scroll view filling the stage, over content 1200 tall.
    func makeScrollView() throws -> (Stage, UIScrollView) {
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let scrollView = UIScrollView(frame: stage.window.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: 1200)
        scrollView.contentInsetAdjustmentBehavior = .never  // no safe-area insets in these examples
        stage.window.addSubview(scrollView)
        return (stage, scrollView)
    }

    func indicator(_ scrollView: UIScrollView) -> UIView? {
        scrollView.subviews.last { $0.bounds.width == UIKitChoices.current.scrollIndicatorThickness }
    }

    @Test("an animated scroll shows the vertical indicator at the visible share, placed by the offset; it fades after")
    func animatedScroll() throws {
        let (stage, scrollView) = try makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 450), animated: true)
        try stage.clock.advance(by: 0.1)
        let bar = try #require(indicator(scrollView))
        #expect(scrollView.subviews.last === bar)
        try stage.clock.advance(to: 0.35)
        #expect(scrollView.contentOffset.y == 450)
        // Track 300 − 2 × 3 = 294; length 294 × 300 / 1200 = 73.5; half-way along the free 220.5 points.
        #expect(bar.frame == CGRect(x: 194, y: 450 + 3 + 110.25, width: 3, height: 73.5))
        #expect(bar.layer.cornerRadius == 1.5)
        // Black at 35 % over white, on screen at y = 113.25 … 186.75.
        let image = Rasterizer().render(stage.renderTree())
        let pixel = image[x: 195, y: 150]
        #expect(abs(Int(pixel.r) - 166) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b, "\(pixel)")
        #expect(image[x: 190, y: 150] == Pixel(r: 255, g: 255, b: 255, a: 255))
        // 0.5 s after the scroll stopped the fade begins; 0.3 s later the indicator is gone.
        try stage.clock.advance(to: 0.3 + 0.5 + 0.15)
        #expect(bar.layer.presentationState().opacity < 1 && bar.layer.presentationState().opacity > 0)
        try stage.clock.advance(to: 1.3)
        #expect(bar.superview == nil)
    }

    @Test("a drag shows the indicator while the finger moves; setting contentOffset directly does not")
    func dragAndDirectOffset() throws {
        let (stage, scrollView) = try makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(indicator(scrollView) == nil)
        try stage.perform(
            TouchScript.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100), duration: 0.3)
                .hold(0.1).release())
        try stage.clock.advance(by: 0.2)
        let bar = try #require(indicator(scrollView))
        #expect(bar.frame.minX == 194 && bar.frame.height == 73.5)
        let offset = scrollView.contentOffset.y
        #expect(abs(bar.frame.minY - (offset + 3 + 220.5 * offset / 900)) < 1e-9)
        try stage.clock.advance(by: 2)
        #expect(bar.superview == nil)
    }

    @Test("pulled past the top edge the indicator shortens; switched off it is not drawn")
    func overscrollAndSwitchedOff() throws {
        let (stage, scrollView) = try makeScrollView()
        try stage.perform(TouchScript.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 250), duration: 0.3))
        try stage.clock.advance(by: 0.3)
        let bar = try #require(indicator(scrollView))
        #expect(scrollView.contentOffset.y < -10)
        #expect(bar.frame.height == max(7, 73.5 + scrollView.contentOffset.y))
        #expect(bar.frame.minY == scrollView.contentOffset.y + 3)
        scrollView.showsVerticalScrollIndicator = false
        #expect(bar.superview == nil)
        let plain = try makeScrollView()
        _ = stage
        plain.1.showsVerticalScrollIndicator = false
        plain.1.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try plain.0.clock.advance(by: 0.1)
        #expect(indicator(plain.1) == nil)
    }

    @Test("flashScrollIndicators shows them without scrolling, then fades them; dark mode draws white")
    func flash() throws {
        let (stage, scrollView) = try makeScrollView()
        scrollView.overrideUserInterfaceStyle = .dark
        scrollView.flashScrollIndicators()
        let bar = try #require(indicator(scrollView))
        #expect(bar.frame.minY == 3)
        #expect(bar.backgroundColor == UIKitChoices.current.scrollIndicatorLightColor)
        try stage.clock.advance(by: 1)
        #expect(bar.superview == nil)
    }

    @Test("scrollIndicatorInsets shorten the vertical track and move it in from the right")
    func indicatorInsets() throws {
        let (stage, scrollView) = try makeScrollView()
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 5)
        #expect(scrollView.horizontalScrollIndicatorInsets == scrollView.verticalScrollIndicatorInsets)
        scrollView.flashScrollIndicators()
        let bar = try #require(indicator(scrollView))
        // Track 300 − 30 − 2 × 3 = 264; length 264 × 300 / 1200 = 66, at the top of the track.
        #expect(bar.frame == CGRect(x: 200 - 5 - 3 - 3, y: 20 + 3, width: 3, height: 66))
        _ = stage
    }
}
