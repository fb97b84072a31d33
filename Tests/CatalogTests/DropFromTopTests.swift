@testable import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Seed 000: drop-from-top push, slide-down pop, the display-link interactive pop, swipe-back at the root,
/// present from the left and dismiss to the right — pixels at times computed from the timing curves.
///
/// Frames are painted at scale 1 (one pixel per point) on the iPhone 15 (393 × 852). The inbox and the photo
/// screen have different backgrounds, so a column in the left margin (x = 4, where no content is) shows
/// which screen covers each row; the reference colours are read from frames where one screen is at rest.
@MainActor
@Suite("Seed 000: drop from the top, slide down, present from the left")
struct DropFromTopTests {
    static let height = 852.0
    static let width = 393.0

    @Test func pushDropsTheNewScreenFromTheTopAlongItsCurve() throws {
        let scenario = try CatalogTestSupport.scenario("drop-from-top-push")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let inbox = first[x: 4, y: 400], photos = last[x: 4, y: 400]
        #expect(inbox != photos, "the pushed screen must end on top")
        let times = [0.2, 0.3]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            // The arriving view spans [-H + H·e, H·e): its bottom edge is at H·e.
            let bottom = Self.height * CatalogTestSupport.easeInOut(time / 0.4)
            let edge = ScanLine.firstRow(of: frame, x: 4, from: 110, matching: inbox)
            #expect(
                edge.map { abs(Double($0) - bottom) <= 1 } == true,
                "at \(time) s the bottom edge should be at \(bottom), found \(String(describing: edge))")
            #expect(ScanLine.rows(of: frame, x: 4, 110..<Int(bottom) - 1, allAre: photos))
        }
    }

    @Test func popSlidesTheTopScreenDownAlongItsCurve() throws {
        let scenario = try CatalogTestSupport.scenario("drop-from-top-pop")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let photos = first[x: 4, y: 400], inbox = last[x: 4, y: 400]
        #expect(inbox != photos, "the inbox must be uncovered at the end")
        let times = [0.2, 0.3]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let top = Self.height * CatalogTestSupport.easeInOut(time / 0.4)
            let edge = ScanLine.firstRow(of: frame, x: 4, from: 110, matching: photos)
            #expect(
                edge.map { abs(Double($0) - top) <= 1 } == true,
                "at \(time) s the top edge should be at \(top), found \(String(describing: edge))")
            #expect(ScanLine.rows(of: frame, x: 4, 110..<Int(top) - 1, allAre: inbox))
        }
    }

    // MARK: The interactive pop

    /// Released at 60 %: during the drag the photo screen's top edge follows the pan's progress through the
    /// animator's curve; after release each display-link tick adds 1.5/60 of progress; the inbox is left.
    @Test func interactivePopFollowsThePanThenFinishesOnDisplayLinkTicks() throws {
        let scenario = try CatalogTestSupport.scenario("drop-from-top-interactive-pop-completed")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let photos = first[x: 4, y: 400], inbox = last[x: 4, y: 400]
        #expect(inbox != photos)
        // The drag covers 60 % of the width in 0.4 s; then 8 ticks after release.
        let ticks = 8.0
        let expectations: [(time: Double, progress: Double)] = [
            (0.2, 0.6 * 0.2 / 0.4),
            (0.4 + ticks / 60, 0.6 + ticks * 1.5 / 60),
        ]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: expectations.map(\.time))
        for (expected, frame) in zip(expectations, frames) {
            let top = Self.height * CatalogTestSupport.easeInOut(expected.progress)
            let edge = ScanLine.firstRow(of: frame, x: 4, from: 110, matching: photos)
            #expect(
                edge.map { abs(Double($0) - top) <= 1 } == true,
                """
                at \(expected.time) s (progress \(expected.progress)) the top edge should be at \(top), found\
                 \(String(describing: edge))
                """
            )
        }
    }

    /// Released at 30 %: ticks take the progress back to 0 and the scenario ends exactly where it started.
    @Test func cancelledInteractivePopEndsInItsStartState() throws {
        let scenario = try CatalogTestSupport.scenario("drop-from-top-interactive-pop-cancelled")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil)
        let times = [0.4, 0.4 + 2.0 / 60]
        let progresses = [0.35, 0.35 - 2 * 1.5 / 60]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        let photos = first[x: 4, y: 400]
        for ((time, progress), frame) in zip(zip(times, progresses), frames) {
            let top = Self.height * CatalogTestSupport.easeInOut(progress)
            let edge = ScanLine.firstRow(of: frame, x: 4, from: 110, matching: photos)
            #expect(
                edge.map { abs(Double($0) - top) <= 1 } == true,
                "at \(time) s the top edge should be at \(top), found \(String(describing: edge))")
        }
    }

    // MARK: Swipe-back at the root, the opt-in flag

    /// Nothing moves during the swipe or after it; the push that follows runs (the app did not get stuck).
    @Test func edgeSwipeOnTheRootChangesNothing() throws {
        let scenario = try CatalogTestSupport.scenario("drop-from-top-swipe-back-at-root")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: [0.1, 0.2, 0.3, 0.35])
        for frame in frames { #expect(ScanLine.differences(frame, first) == nil) }
        #expect(last[x: 4, y: 400] != first[x: 4, y: 400], "the push after the swipe must end on the photo screen")
    }

    /// The navigation controller is the swipe-back gesture's delegate and refuses it at the root only.
    @Test func swipeBackIsRefusedAtTheRootOnly() throws {
        let stage = try Stage(device: .iPhone15)
        let navigation = DropFromTopStage.install(in: stage)
        let gesture = try #require(navigation.interactivePopGestureRecognizer)
        #expect(gesture.delegate === navigation)
        #expect(!navigation.gestureRecognizerShouldBegin(gesture))
        navigation.pushViewController(DropFromTopStage.photos(), animated: false)
        #expect(navigation.gestureRecognizerShouldBegin(gesture))
    }

    /// Pushing makes the pushed controller the delegate; it gives the custom animator only when it opted in.
    @Test func onlyControllersThatOptInGetTheCustomAnimators() throws {
        let stage = try Stage(device: .iPhone15)
        let navigation = DropFromTopStage.install(in: stage)
        let plain = DropFromTopViewController(
            content: SampleViewController(title: "Plain", tint: .systemGray), addsCustomTransition: false)
        navigation.pushViewController(plain, animated: false)
        #expect(navigation.delegate === plain)
        let inbox = navigation.viewControllers[0]
        #expect(plain.navigationController(navigation, animationControllerFor: .push, from: inbox, to: plain) == nil)
        let photos = DropFromTopStage.photos()
        let animator = photos.navigationController(navigation, animationControllerFor: .pop, from: photos, to: inbox)
        #expect((animator as? DropFromTopAnimator)?.operation == .pop)
    }

    // MARK: Present from the left, dismiss to the right

    @Test func presentSlidesTheScreenInFromTheLeftAlongItsCurve() throws {
        let scenario = try CatalogTestSupport.scenario("present-from-left")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let inbox = first[x: 4, y: 700], message = last[x: 4, y: 700]
        #expect(inbox != message)
        let times = [0.2, 0.3]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            // The presented view spans [-W + W·e, W·e): its right edge is at W·e.
            let right = Self.width * CatalogTestSupport.easeInOut(time / 0.4)
            let edge = (0..<frame.width).first { frame[x: $0, y: 700] == inbox }
            #expect(
                edge.map { abs(Double($0) - right) <= 1 } == true,
                "at \(time) s the right edge should be at \(right), found \(String(describing: edge))")
        }
    }

    @Test func dismissSlidesTheScreenOutToTheRightAlongItsCurve() throws {
        let scenario = try CatalogTestSupport.scenario("dismiss-to-right")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let message = first[x: 4, y: 700]
        // At the end the inbox is back (its grouped background), not the message and not black.
        #expect(last[x: 4, y: 700] == Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255))
        let times = [0.2, 0.3]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let left = Self.width * CatalogTestSupport.easeInOut(time / 0.4)
            let edge = (0..<frame.width).first { frame[x: $0, y: 700] == message }
            #expect(
                edge.map { abs(Double($0) - left) <= 1 } == true,
                "at \(time) s the left edge should be at \(left), found \(String(describing: edge))")
        }
    }
}

/// Reading one column or row of a frame.
enum ScanLine {
    /// The first row at or below `from` whose pixel in column `x` is `pixel`.
    static func firstRow(of image: Image, x: Int, from: Int, matching pixel: Pixel) -> Int? {
        (from..<image.height).first { image[x: x, y: $0] == pixel }
    }

    /// The first column at or right of `from` whose pixel in row `y` is not `pixel`.
    static func firstColumn(of image: Image, y: Int, from: Int, differingFrom pixel: Pixel) -> Int? {
        (from..<image.width).first { image[x: $0, y: y] != pixel }
    }

    /// Whether every row in `rows` of column `x` is `pixel` (true for an empty range).
    static func rows(of image: Image, x: Int, _ rows: Range<Int>, allAre pixel: Pixel) -> Bool {
        rows.isEmpty || image.isFilled(x: x..<(x + 1), y: rows, with: pixel)
    }

    /// Where two frames differ (the number of differing pixels and their bounding box), or nil when they are
    /// identical: what a failed comparison reports instead of the images.
    static func differences(_ a: Image, _ b: Image) -> String? {
        guard a.width == b.width, a.height == b.height else {
            return "sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)"
        }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a[x: x, y: y] != b[x: x, y: y] {
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return count == 0 ? nil : "\(count) pixels differ in x \(minX)...\(maxX), y \(minY)...\(maxY)"
    }

    /// Whether two pixels differ by at most `tolerance` in every channel.
    static func isClose(_ a: Pixel, _ b: Pixel, tolerance: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }
}
