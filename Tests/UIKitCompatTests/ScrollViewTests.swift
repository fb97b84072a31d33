import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Scroll views: offsets, painting, dragging, deceleration, observation")
@MainActor
struct ScrollViewTests {
    final class Delegate: UIScrollViewDelegate {
        var events: [String] = []
        var offsets: [CGPoint] = []
        var snapTo: CGPoint?
        var velocity: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            events.append("willBeginDragging dragging=\(scrollView.isDragging)")
        }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            self.velocity = velocity
            events.append("willEndDragging")
            if let snapTo { targetContentOffset.pointee = snapTo }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            events.append("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            events.append("didEndScrollingAnimation")
        }
    }

    /// A 100 × 200 scroll view over a 100 × 1000 column of 100-point bands: red, green, blue, red, …
    static func make() throws -> (Stage, UIScrollView, Delegate) {
        let stage = try Stage(size: CGSize(width: 100, height: 200))
        let scroll = UIScrollView(frame: stage.window.bounds)
        let colors: [UIColor] = [.red, .green, .blue]
        for i in 0..<10 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 100, height: 100))
            band.backgroundColor = colors[i % 3]
            scroll.addSubview(band)
        }
        scroll.contentSize = CGSize(width: 100, height: 1000)
        // The status bar's safe area would add 20 points at the top; these tests look at the plain geometry.
        scroll.contentInsetAdjustmentBehavior = .never
        stage.window.addSubview(scroll)
        let delegate = Delegate()
        scroll.delegate = delegate
        return (stage, scroll, delegate)
    }

    static func pixel(_ stage: Stage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = Rasterizer().render(stage.renderTree())[x: x, y: y]
        return [p.r, p.g, p.b]
    }

    @Test("the content offset is the bounds origin: content is painted shifted by it and clipped to the bounds")
    func paintsOffsetContent() throws {
        let (stage, scroll, delegate) = try Self.make()
        #expect(scroll.clipsToBounds)
        #expect(Self.pixel(stage, 50, 50) == [255, 0, 0])
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(delegate.offsets == [CGPoint(x: 0, y: 150)])
        #expect(Self.pixel(stage, 50, 10) == [0, 255, 0], "y 160 of the content: the green band")
        #expect(Self.pixel(stage, 50, 100) == [0, 0, 255], "y 250: blue")
        // Clipped: a scroll view half the window's height hides content below it.
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stage.window.backgroundColor = .white
        #expect(Self.pixel(stage, 50, 150) == [255, 255, 255])
    }

    @Test("setContentOffset(animated:) steps on display frames with scrollViewDidScroll, then ends the animation")
    func animatedOffset() throws {
        let (stage, scroll, delegate) = try Self.make()
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset == .zero, "the offset moves over time, not at once")
        try stage.clock.advance(to: 0.15)
        let mid = scroll.contentOffset.y
        #expect(mid > 100 && mid < 200, "about halfway on the ease-in-out curve: \(mid)")
        try stage.clock.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(delegate.offsets.count == 18, "one step per 60 Hz frame over 0.3 s: \(delegate.offsets.count)")
        #expect(delegate.events == ["didEndScrollingAnimation"])
        // Idle once the scroll indicator has faded out after the scroll.
        let choices = UIKitChoices.current
        #expect(
            abs(stage.clock.now - (0.3 + choices.scrollIndicatorFadeDelay + choices.scrollIndicatorFadeDuration))
                < 1e-9)
    }

    @Test("a scripted drag scrolls with the finger (no jump at the hysteresis), then decelerates to rest")
    func dragAndDecelerate() throws {
        let (stage, scroll, delegate) = try Self.make()
        try stage.perform(.drag(from: CGPoint(x: 50, y: 180), to: CGPoint(x: 50, y: 80), duration: 0.5).release())
        var trackingSeen = false
        while stage.clock.now < 0.45 {
            try stage.clock.advance(by: 1.0 / 60)
            trackingSeen = trackingSeen || (scroll.isTracking && scroll.isDragging)
        }
        #expect(trackingSeen)
        let during = scroll.contentOffset.y
        #expect(
            during > 70 && during < 95, "the finger moved ~90 pt, the content follows less the hysteresis: \(during)")
        try stage.clock.runUntilIdle()
        let rest = scroll.contentOffset.y
        // Released at 200 pt/s: the deceleration travels 0.2 pt/ms / −ln(0.998) ≈ 99.9 pt more.
        #expect(rest > 180 && rest < 200, "rest offset \(rest)")
        #expect(abs((delegate.velocity?.y ?? 0) - 0.2) < 1e-6, "velocity in points per millisecond")
        #expect(
            delegate.events == [
                "willBeginDragging dragging=true", "willEndDragging",
                "didEndDragging decelerate=true dragging=false", "willBeginDecelerating",
                "didEndDecelerating decelerating=false",
            ])
        #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
    }

    @Test("the delegate's target content offset is where the deceleration ends")
    func targetOffset() throws {
        let (stage, scroll, delegate) = try Self.make()
        delegate.snapTo = CGPoint(x: 0, y: 400)
        try stage.perform(.drag(from: CGPoint(x: 50, y: 180), to: CGPoint(x: 50, y: 80), duration: 0.5).release())
        try stage.clock.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
    }

    @Test("past the top edge the content rubber-bands, and returns to the edge when released; without bounces it stops")
    func rubberBand() throws {
        let (stage, scroll, delegate) = try Self.make()
        try stage.perform(
            .drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 50, y: 180), duration: 0.5).hold(0.1).release())
        try stage.clock.advance(to: 0.55)
        let stretched = scroll.contentOffset.y
        // Finger ~150 pt past the edge: (1 − 1/(150·0.55/200 + 1))·200 ≈ 58 pt.
        #expect(stretched < -50 && stretched > -65, "stretched \(stretched)")
        try stage.clock.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
        #expect(delegate.events.contains("didEndDragging decelerate=true dragging=false"))

        let (stage2, scroll2, _) = try Self.make()
        scroll2.bounces = false
        try stage2.perform(.drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 50, y: 180), duration: 0.5).release())
        try stage2.clock.advance(to: 0.5)
        #expect(scroll2.contentOffset == .zero)
    }

    @Test("isScrollEnabled = false: a drag does nothing; a sideways swipe over a vertical list does not scroll")
    func disabledAndSideways() throws {
        let (stage, scroll, delegate) = try Self.make()
        scroll.isScrollEnabled = false
        try stage.perform(.drag(from: CGPoint(x: 50, y: 180), to: CGPoint(x: 50, y: 80), duration: 0.3).release())
        try stage.clock.runUntilIdle()
        #expect(scroll.contentOffset == .zero && delegate.events.isEmpty)
        scroll.isScrollEnabled = true
        try stage.perform(.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 90, y: 100), duration: 0.3).release())
        try stage.clock.runUntilIdle()
        #expect(scroll.contentOffset == .zero && delegate.events.isEmpty)
    }

    @Test("content inset widens the range: adjustedContentInset, minimum and maximum offsets")
    func insets() throws {
        let (_, scroll, _) = try Self.make()
        scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.minimumOffset == CGPoint(x: 0, y: -40))
        #expect(scroll.maximumOffset == CGPoint(x: 0, y: 860))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 750))
    }

    @Test("adjustedContentInset adds the safe area (status bar, home indicator) as the behaviour says")
    func safeAreaAdjustment() throws {
        let stage = try Stage(device: .iPhone15)
        let scroll = UIScrollView(frame: stage.window.bounds)
        scroll.contentSize = CGSize(width: 393, height: 2000)
        stage.window.addSubview(scroll)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(
            scroll.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0),
            ".automatic: the status bar (59) and the home indicator (34) are added")
        #expect(scroll.minimumOffset == CGPoint(x: 0, y: -69))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.top == 69, "vertically scrollable: the vertical insets are added")
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 200, width: 393, height: 300))
        stage.window.addSubview(inner)
        #expect(inner.adjustedContentInset == .zero, "away from the bars: nothing to add")
    }

    @Test("bad values: non-finite offsets, sizes and insets are refused and named; a negative content size becomes 0")
    func badValues() throws {
        let (stage, scroll, _) = try Self.make()
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        scroll.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
        scroll.contentSize = CGSize(width: 100, height: CGFloat.nan)
        #expect(scroll.contentSize == CGSize(width: 100, height: 1000))
        scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInset == .zero)
        scroll.contentSize = CGSize(width: -5, height: 300)
        #expect(scroll.contentSize == CGSize(width: 0, height: 300))
        scroll.contentOffset = CGPoint(x: 0, y: -30)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -30), "negative offsets are valid, as in UIKit")
        let d = stage.clock.diagnostics
        #expect(d.count == 5)
        #expect(d[0].contains("UIScrollView.contentOffset") && d[0].contains("nan"))
        #expect(d[1].contains("UIScrollView.contentOffset") && d[1].contains("inf"))
        #expect(d[2].contains("UIScrollView.contentSize") && d[3].contains("UIScrollView.contentInset"))
        #expect(d[4].contains("negative"))
    }

    #if !canImport(ObjectiveC)
    @Test("observe(\\.contentOffset, options: [.new, .old]) fires on each change and stops when the token goes")
    func observation() throws {
        let (stage, scroll, _) = try Self.make()
        var seen: [(CGPoint?, CGPoint?)] = []
        var token: NSKeyValueObservation? = scroll.observe(\.contentOffset, options: [.new, .old]) { view, change in
            #expect(view === scroll)
            seen.append((change.oldValue, change.newValue))
        }
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        try stage.clock.runUntilIdle()
        #expect(seen.first?.0 == .zero && seen.first?.1 == CGPoint(x: 0, y: 10))
        #expect(seen.count == 19, "one for the set, none for the same value, 18 animation steps: \(seen.count)")
        #expect(seen.last?.1 == CGPoint(x: 0, y: 40))
        var initial: [CGFloat?] = []
        let frameToken = scroll.observe(\.frame, options: [.initial, .new]) { _, change in
            initial.append(change.newValue?.width)
        }
        scroll.frame.size.width = 80
        #expect(initial == [100, 80])
        frameToken.invalidate()
        scroll.frame.size.width = 60
        #expect(initial.count == 2)
        token = nil
        _ = token
        scroll.contentOffset = CGPoint(x: 0, y: 70)
        #expect(seen.count == 19, "released token: no more calls")
    }
    #endif
}
