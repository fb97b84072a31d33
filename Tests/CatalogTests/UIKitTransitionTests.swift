import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import Transitions

/// UIKit's own transitions (what the model does when no animator is given): pixels at times computed from the
/// system curves, at scale 1 on the iPhone 15 (393 × 852). Row y = 800 is below every screen's content.
@MainActor
@Suite("UIKit's own transitions")
struct UIKitTransitionTests {
    static let width = 393.0
    static let row = 800

    /// The system navigation curve (private curve 7) as the model runs it: its progress at `time`.
    static func systemProgress(at time: Double) -> Double {
        let (curve, duration) = TimingCurve.privateCurve7(passedDuration: UIKitTransitionChoices.current.navigationDuration)
        return curve.progress(at: min(1, time / duration))
    }

    // MARK: Navigation

    /// The arriving screen's left edge is at width × (1 − p); the covered screen is dimmed by 0.1 × p.
    @Test func pushSlidesInOnTheSystemCurveOverADimmedScreen() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-push")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let inbox = first[x: 10, y: Self.row], message = last[x: 10, y: Self.row]
        #expect(inbox == message, "both screens have the grouped background; the edge is found by the dimming")
        let times = [2.0 / 60, 3.0 / 60, 5.0 / 60]   // frame times (the curve is steep here)
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let progress = Self.systemProgress(at: time)
            let expected = Self.width * (1 - progress)
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: message)
            #expect(abs(Double(edge) - expected) <= 1, "at \(time) s (progress \(progress)) the edge should be at \(expected), found \(edge)")
            let dimmed = CatalogPixels.dimmed(inbox, by: 0.1 * progress)
            #expect(ScanLine.isClose(frame[x: 10, y: Self.row], dimmed),
                    "at \(time) s the covered screen should be dimmed to \(dimmed), found \(frame[x: 10, y: Self.row])")
        }
    }

    @Test func popSlidesOutOnTheSystemCurveAndEndsOnTheRoot() throws {
        let pop = try CatalogTestSupport.scenario("uikit-pop")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: pop)
        let message = first[x: 10, y: Self.row]
        let times = [2.0 / 60, 3.0 / 60, 5.0 / 60]   // frame times (the curve is steep here)
        let (frames, _) = try CatalogTestSupport.frames(of: pop, at: times)
        for (time, frame) in zip(times, frames) {
            let progress = Self.systemProgress(at: time)
            let expected = Self.width * progress
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: message)
            #expect(abs(Double(edge) - expected) <= 1, "at \(time) s (progress \(progress)) the edge should be at \(expected), found \(edge)")
            let dimmed = CatalogPixels.dimmed(message, by: 0.1 * (1 - progress))
            #expect(ScanLine.isClose(frame[x: 2, y: Self.row], dimmed))
        }
        // The pop ends exactly where the push starts: "Inbox" alone.
        let (pushFirst, _) = try CatalogTestSupport.firstAndLastFrames(of: try CatalogTestSupport.scenario("uikit-push"))
        #expect(ScanLine.differences(last, pushFirst) == nil)
    }

    /// While the finger drags, the top screen's left edge follows it linearly (progress = translation / width);
    /// released at 60 % and moving, the pop completes and leaves "Inbox" as a plain pop does.
    @Test func edgeSwipeFollowsTheFingerAndCompletes() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-edge-swipe-completed")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let message = first[x: 10, y: Self.row]
        let times = [0.1, 0.2, 0.3]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let expected = Self.width * 0.6 * time / 0.4
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: message)
            #expect(abs(Double(edge) - expected) <= 1, "at \(time) s the edge should be at \(expected), found \(edge)")
        }
        let (_, popLast) = try CatalogTestSupport.firstAndLastFrames(of: try CatalogTestSupport.scenario("uikit-pop"))
        #expect(ScanLine.differences(last, popLast) == nil)
    }

    /// Dragged to 25 % and released still: the screen follows the finger, slides back, and the last frame is
    /// the first one, pixel for pixel.
    @Test func cancelledEdgeSwipeEndsExactlyInItsStartState() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-edge-swipe-cancelled")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil)
        let message = first[x: 10, y: Self.row]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: [0.15, 0.35])
        let expected = [Self.width * 0.25 * 0.15 / 0.3, Self.width * 0.25]
        for (x, frame) in zip(expected, frames) {
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: message)
            #expect(abs(Double(edge) - x) <= 1, "the edge should be at \(x), found \(edge)")
        }
    }
}
