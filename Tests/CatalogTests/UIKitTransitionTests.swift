import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// UIKit's own transitions (what the model does when no animator is given): pixels at times computed from the
/// system curves, at scale 1 on the iPhone 15 (393 × 852). Row y = 800 is below every screen's content.
@MainActor
@Suite("UIKit's own transitions")
struct UIKitTransitionTests {
    static let width = 393.0
    static let row = 800

    /// The system navigation curve (private curve 7) as the model runs it: its progress at `time`.
    static func systemProgress(at time: Double) -> Double {
        let (curve, duration) = TimingCurve.privateCurve7(
            passedDuration: UIKitTransitionChoices.current.navigationDuration)
        return curve.progress(at: min(1, time / duration))
    }

    // MARK: Navigation

    /// The arriving screen's left edge is at width × (1 − p); the covered screen is dimmed by 0.1 × p.
    @Test func pushSlidesInOnTheSystemCurveOverADimmedScreen() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-push")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let inbox = first[x: 10, y: Self.row], message = last[x: 10, y: Self.row]
        #expect(inbox == message, "both screens have the grouped background; the edge is found by the dimming")
        let times = [2.0 / 60, 3.0 / 60, 5.0 / 60]  // frame times (the curve is steep here)
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let progress = Self.systemProgress(at: time)
            let expected = Self.width * (1 - progress)
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: message)
            #expect(
                abs(Double(edge) - expected) <= 1,
                "at \(time) s (progress \(progress)) the edge should be at \(expected), found \(edge)")
            let dimmed = CatalogPixels.dimmed(inbox, by: 0.1 * progress)
            #expect(
                ScanLine.isClose(frame[x: 10, y: Self.row], dimmed),
                "at \(time) s the covered screen should be dimmed to \(dimmed), found \(frame[x: 10, y: Self.row])")
        }
    }

    @Test func popSlidesOutOnTheSystemCurveAndEndsOnTheRoot() throws {
        let pop = try CatalogTestSupport.scenario("uikit-pop")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: pop)
        let message = first[x: 10, y: Self.row]
        let times = [2.0 / 60, 3.0 / 60, 5.0 / 60]  // frame times (the curve is steep here)
        let (frames, _) = try CatalogTestSupport.frames(of: pop, at: times)
        for (time, frame) in zip(times, frames) {
            let progress = Self.systemProgress(at: time)
            let expected = Self.width * progress
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: message)
            #expect(
                abs(Double(edge) - expected) <= 1,
                "at \(time) s (progress \(progress)) the edge should be at \(expected), found \(edge)")
            let dimmed = CatalogPixels.dimmed(message, by: 0.1 * (1 - progress))
            #expect(ScanLine.isClose(frame[x: 2, y: Self.row], dimmed))
        }
        // The pop ends exactly where the push starts: "Inbox" alone.
        let (pushFirst, _) = try CatalogTestSupport.firstAndLastFrames(
            of: try CatalogTestSupport.scenario("uikit-push"))
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

    // MARK: Modal

    /// The system modal curve (curve 7 for a 0.4 s modal transition) at `time`.
    static func modalProgress(at time: Double) -> Double {
        let (curve, duration) = TimingCurve.privateCurve7(passedDuration: UIKitTransitionChoices.current.modalDuration)
        return curve.progress(at: min(1, max(0, time / duration)))
    }

    /// Column x = 4 shows the inbox's background below its bar; the presented screen's top (its bar) is at
    /// height × (1 − p).
    @Test func coverVerticalSlidesUpAndBackDown() throws {
        for (id, presenting) in [("uikit-cover-vertical-present", true), ("uikit-cover-vertical-dismiss", false)] {
            let scenario = try CatalogTestSupport.scenario(id)
            let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
            let inbox = presenting ? first : last, compose = presenting ? last : first
            let background = inbox[x: 4, y: 400]
            #expect(ScanLine.rows(of: inbox, x: 4, 110..<852, allAre: background))
            let times = [1.0 / 60, 2.0 / 60, 4.0 / 60]
            let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
            for (time, frame) in zip(times, frames) {
                let progress = Self.modalProgress(at: time)
                let top = 852 * (presenting ? 1 - progress : progress)
                let edge = (110..<852).first { frame[x: 4, y: $0] != background } ?? 852
                #expect(abs(Double(edge) - top) <= 1, "\(id) at \(time) s: the top should be at \(top), found \(edge)")
                if edge + 2 < 852 {
                    #expect(
                        frame[x: 4, y: edge + 2] == compose[x: 4, y: 2], "\(id): the presented screen's bar is on top")
                }
            }
        }
        let (_, dismissed) = try CatalogTestSupport.firstAndLastFrames(
            of: try CatalogTestSupport.scenario("uikit-cover-vertical-dismiss"))
        let (start, _) = try CatalogTestSupport.firstAndLastFrames(
            of: try CatalogTestSupport.scenario("uikit-cover-vertical-present"))
        #expect(ScanLine.differences(dismissed, start) == nil, "the dismissal ends on the inbox as it was")
    }

    /// Where the inbox shows a blue dot and the presented screen its white card, the frame is the mix of the
    /// two by the curve's progress, both ways; the scenario ends where it started.
    @Test func crossDissolveMixesTheScreensAlongTheSystemCurve() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-cross-dissolve")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil)
        let forward = [1.0 / 60, 2.0 / 60, 4.0 / 60]
        let backward = forward.map { 0.7 + $0 }
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: forward + [0.7] + backward)
        let presented = frames[3]
        for point in [(x: 42, y: 145), (x: 200, y: 500), (x: 100, y: 60)] {
            let inbox = first[x: point.x, y: point.y], compose = presented[x: point.x, y: point.y]
            for (index, time) in (forward + backward).enumerated() {
                let frame = frames[index < forward.count ? index : index + 1]
                let progress = Self.modalProgress(at: index < forward.count ? time : time - 0.7)
                let alpha = index < forward.count ? progress : 1 - progress
                let expected = CatalogPixels.mix(compose, inbox, fraction: alpha)
                let found = frame[x: point.x, y: point.y]
                #expect(
                    ScanLine.isClose(found, expected),
                    "at \(time) s (\(point.x), \(point.y)) should be \(expected) (alpha \(alpha)), found \(found)")
            }
        }
        #expect(first[x: 42, y: 145] != presented[x: 42, y: 145])
    }

    /// The turning screen's visible width on the centre row: a width W turned by θ about the vertical axis
    /// through the screen's centre, seen with perspective m34 = −1/d, spans W/2·cos θ · 2 / (1 − (W/2·sin
    /// θ/d)²). The leaving screen turns through the first half of the curve's progress, the arriving one the second.
    @Test func flipHorizontalTurnsWithPerspectiveAlongTheSystemCurve() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-flip-horizontal")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil, "presented and dismissed: back where it started")
        let d = Double(UIKitTransitionChoices.current.flipPerspectiveDistance)
        let half = Self.width / 2
        let times = [1.0 / 60, 2.0 / 60, 4.0 / 60, 6.0 / 60]
        let all = times + times.map { 0.7 + $0 }
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: all)
        for (time, frame) in zip(all, frames) {
            let progress = Self.modalProgress(at: time < 0.7 ? time : time - 0.7)
            let turned = progress < 0.5 ? progress / 0.5 : 1 - (progress - 0.5) / 0.5
            let angle = Double.pi / 2 * turned
            let s = half * sin(angle) / d
            let expected = half * cos(angle) * 2 / (1 - s * s)
            let black = Pixel(r: 0, g: 0, b: 0, a: 255)
            let y = 426
            let left = (0..<frame.width).first { frame[x: $0, y: y] != black }
            let right = (0..<frame.width).last { frame[x: $0, y: y] != black }
            let width = left.flatMap { l in right.map { Double($0 - l + 1) } } ?? 0
            #expect(
                abs(width - expected) <= 2,
                """
                at \(time) s (progress \(progress), angle \(angle)) the visible width should be \(expected), found\
                 \(width)
                """
            )
        }
    }

    // MARK: Custom presentation, tab switch

    /// The sheet's top slides from the bottom to the middle on the system curve while the dimming view fades
    /// in to 40 % black alongside (the inbox above the sheet is the mix), and both go back on dismissal.
    @Test func halfSheetSlidesUpOverAFadingDimmingView() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-half-sheet")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil, "dismissed: the dimming view is gone")
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        let forward = [2.0 / 60, 3.0 / 60, 5.0 / 60]
        let all = forward + [0.6] + forward.map { 0.7 + $0 }
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: all)
        for (time, frame) in zip(all, frames) {
            let presenting = time < 0.7
            let progress = Self.modalProgress(at: presenting ? time : time - 0.7)
            let shown = presenting ? progress : 1 - progress
            let top = 426 + 426 * (1 - shown)
            let edge = (110..<852).first { frame[x: 300, y: $0] == white } ?? 852
            #expect(abs(Double(edge) - top) <= 1, "at \(time) s the sheet's top should be at \(top), found \(edge)")
            for point in [(x: 4, y: 300), (x: 300, y: 20), (x: 42, y: 145)] where Double(point.y) < top - 2 {
                let expected = CatalogPixels.dimmed(first[x: point.x, y: point.y], by: 0.4 * shown)
                let found = frame[x: point.x, y: point.y]
                #expect(
                    ScanLine.isClose(found, expected),
                    """
                    at \(time) s (\(point.x), \(point.y)) should be dimmed to \(expected) (alpha \(0.4 * shown)),\
                     found \(found)
                    """
                )
            }
        }
        // At rest the sheet fills exactly the bottom half, with the dimming at 40 %.
        let rest = frames[3]
        #expect(rest.isFilled(x: 290..<300, y: 426..<600, with: white) || rest[x: 300, y: 426] == white)
        #expect(rest[x: 300, y: 425] == CatalogPixels.dimmed(first[x: 300, y: 425], by: 0.4))
    }

    /// The tab bar shows every item's title under its icon, tinted when selected: "Inbox" blue, "Photos" and
    /// "Settings" grey. (The three item views sit side by side; a rasterizer bug once painted the first one's
    /// spans over the others, and only "Inbox" was drawn.)
    @Test func tabBarDrawsEveryItemsTitle() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-tab-switch")
        let (first, _) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let third = first.width / 3
        let titleRows = 803..<816  // under the icons (775…800 pt)
        for item in 0..<3 {
            let columns = (item * third)..<((item + 1) * third)
            let bar = first[x: columns.lowerBound + 2, y: titleRows.lowerBound]
            let ink = titleRows.flatMap { y in columns.map { first[x: $0, y: y] } }.filter { $0 != bar }
            #expect(ink.count >= 40, "item \(item): \(ink.count) title pixels")
            let darkest = ink.min { Int($0.r) + Int($0.g) + Int($0.b) < Int($1.r) + Int($1.g) + Int($1.b) }
            guard let darkest else { continue }
            if item == 0 {
                #expect(darkest.b > 200 && darkest.r < 100, "selected title should be tinted blue, found \(darkest)")
            } else {
                #expect(abs(Int(darkest.r) - Int(darkest.b)) < 16, "unselected title should be grey, found \(darkest)")
            }
        }
    }

    /// Row y = 600 is all background on both tabs ("Inbox" grouped, "Settings" white): the boundary between
    /// them is where the ease-out curve puts it, moving left when "Settings" (to the right) arrives and
    /// right when "Inbox" comes back from the left.
    @Test func tabSwitchSlidesTowardsTheSelectedTab() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-tab-switch")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil, "back on the first tab")
        let row = 600
        let inbox = first[x: 0, y: row]
        #expect(first.isFilled(x: 0..<first.width, y: row..<(row + 1), with: inbox))
        let times = [3.0 / 60, 6.0 / 60, 12.0 / 60]
        let all = times + [0.45] + times.map { 0.5 + $0 }
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: all)
        let settings = frames[3][x: 0, y: row]
        #expect(settings != inbox)
        #expect(frames[3].isFilled(x: 0..<first.width, y: row..<(row + 1), with: settings))
        for (time, frame) in zip(all, frames) where time != 0.45 {
            let toSettings = time < 0.5
            let progress = CubicBezier.easeOut.progress(at: (toSettings ? time : time - 0.5) / 0.3)
            let boundary = Self.width * (toSettings ? 1 - progress : progress)
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: row, endingRightWith: settings)
            #expect(
                abs(Double(edge) - boundary) <= 1, "at \(time) s the boundary should be at \(boundary), found \(edge)")
            #expect(frame.isFilled(x: 0..<max(0, Int(boundary) - 1), y: row..<(row + 1), with: inbox))
        }
    }
}
