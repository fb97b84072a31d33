@testable import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Seed 004: one shared transition object (navigation delegate, transitioning delegate, animator of both
/// directions) telling forward from reverse by the controllers it stored. Forward, the arriving screen grows
/// from 60 % about the centre; reverse, the leaving one shrinks to 60 % and fades out — both ease-in-out.
///
/// At scale 1 on the iPhone 15 (393 × 852). Row y = 520 is below the source's list, so it is one colour
/// there; the detail screen ("Library", photos on white) has a white margin at its left.
@MainActor
@Suite("Seed 004: one shared transition object for both directions")
struct SharedTransitionTests {
    static let width = 393.0
    static let row = 520
    static let centre = (x: 196, y: 426)

    /// The zoom's scale `time` seconds into a transition of `duration`: forward grows, reverse shrinks.
    static func scale(at time: Double, duration: Double, forward: Bool) -> Double {
        let progress = CubicBezier.easeInEaseOut.progress(at: min(1, time / duration))
        return forward ? 0.6 + 0.4 * progress : 1 - 0.4 * progress
    }

    /// The left edge of a full-width screen scaled by `scale` about the screen's centre.
    static func leftEdge(scale: Double) -> Double { width / 2 * (1 - scale) }

    /// Forward: on row 520 the source is uniform; the growing screen starts at its left edge.
    private func expectZoomIn(_ frame: Image, source: Pixel, scale: Double, _ label: String) {
        let edge = ScanLine.firstColumn(of: frame, y: Self.row, from: 0, differingFrom: source) ?? frame.width
        let expected = Self.leftEdge(scale: scale)
        #expect(
            abs(Double(edge) - expected) <= 1,
            "\(label): the arriving screen's left edge should be at \(expected) (scale \(scale)), found \(edge)")
    }

    /// Reverse: the centre pixel mixes the leaving screen (alpha 1 − progress) with the one underneath, and
    /// outside the shrunk screen the one underneath shows unchanged.
    private func expectZoomOut(
        _ frame: Image, leaving: Pixel, under: Image, time: Double, duration: Double,
        _ label: String
    ) {
        let progress = CubicBezier.easeInEaseOut.progress(at: time / duration)
        let expected = CatalogPixels.mix(leaving, under[x: Self.centre.x, y: Self.centre.y], fraction: 1 - progress)
        let found = frame[x: Self.centre.x, y: Self.centre.y]
        #expect(
            ScanLine.isClose(found, expected),
            "\(label): the centre should be \(expected) (alpha \(1 - progress)), found \(found)")
        #expect(
            frame[x: 2, y: Self.row] == under[x: 2, y: Self.row],
            "\(label): left of the shrunk screen the one underneath shows")
    }

    @Test func pushZoomsTheNewScreenIn() throws {
        let scenario = try CatalogTestSupport.scenario("shared-transition-push")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let source = first[x: 0, y: Self.row]
        #expect(first.isFilled(x: 0..<first.width, y: Self.row..<(Self.row + 1), with: source))
        let times = [0.1, 0.15, 0.2]
        let (frames, summary) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            expectZoomIn(
                frame, source: source, scale: Self.scale(at: time, duration: 0.3, forward: true), "push at \(time) s")
        }
        #expect(last[x: 2, y: Self.row] != source, "the pushed screen ends on top")
        #expect(summary.settledFrame - summary.firstActionFrame == 18, "the duration given is 0.3 s")
    }

    @Test func popWithTheSameObjectZoomsOut() throws {
        let scenario = try CatalogTestSupport.scenario("shared-transition-pop")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let leaving = first[x: Self.centre.x, y: Self.centre.y]
        let times = [0.1, 0.15, 0.2]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            expectZoomOut(frame, leaving: leaving, under: last, time: time, duration: 0.3, "pop at \(time) s")
        }
        // It ends on "Browse", as the push scenario starts.
        let (pushFirst, _) = try CatalogTestSupport.firstAndLastFrames(
            of: try CatalogTestSupport.scenario("shared-transition-push"))
        #expect(ScanLine.differences(last, pushFirst) == nil)
    }

    /// Told the navigation controller (what the context reports as `.from`), the presentation is forward and
    /// the dismissal reverse; the scenario ends where it started.
    @Test func presentFromInsideANavigationControllerThenDismiss() throws {
        try expectPresentThenDismiss("shared-transition-navigation-controller", duration: 0.4, dismissAt: 0.6)
    }

    @Test func presentFromATabThenDismiss() throws {
        try expectPresentThenDismiss("shared-transition-tab-bar", duration: 0.35, dismissAt: 0.55)
    }

    private func expectPresentThenDismiss(_ id: String, duration: Double, dismissAt: Double) throws {
        let scenario = try CatalogTestSupport.scenario(id)
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil, "\(id) ends where it started")
        let source = first[x: 0, y: Self.row]
        #expect(first.isFilled(x: 0..<first.width, y: Self.row..<(Self.row + 1), with: source))
        let forwardTimes = [6.0 / 60, 9.0 / 60]  // frame times
        let backTimes = forwardTimes.map { dismissAt + $0 }
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: forwardTimes + [dismissAt] + backTimes)
        for (time, frame) in zip(forwardTimes, frames) {
            expectZoomIn(
                frame, source: source, scale: Self.scale(at: time, duration: duration, forward: true),
                "\(id) present at \(time) s")
        }
        let presented = frames[2]
        #expect(presented[x: 2, y: Self.row] != source, "\(id): presented before the dismissal")
        for (time, frame) in zip(backTimes, frames[3...]) {
            expectZoomOut(
                frame, leaving: presented[x: Self.centre.x, y: Self.centre.y], under: first,
                time: time - dismissAt, duration: duration, "\(id) dismiss at \(time) s")
        }
    }

    /// The article's pit: told the source instead of its navigation controller, the object sees controllers
    /// that do not match and plays the reverse zoom on the presenting screen, uncovering the presented one.
    @Test func namingTheSourceInsteadOfItsContainerPlaysTheReverseZoom() throws {
        let scenario = try CatalogTestSupport.scenario("shared-transition-source-not-container")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let times = [0.1, 0.2, 0.3]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            expectZoomOut(
                frame, leaving: first[x: Self.centre.x, y: Self.centre.y], under: last, time: time,
                duration: 0.4, "wrong controllers at \(time) s")
            // The shrinking, fading presenter's left edge on row 650, where the presented screen is all white
            // and the presenter shows its background.
            let white = last[x: 0, y: 650]
            #expect(last.isFilled(x: 0..<last.width, y: 650..<651, with: white))
            let edge = ScanLine.firstColumn(of: frame, y: 650, from: 0, differingFrom: white)
            let expected = Self.leftEdge(scale: Self.scale(at: time, duration: 0.4, forward: false))
            #expect(
                edge.map { abs(Double($0) - expected) <= 1 } == true,
                "at \(time) s the presenter's left edge should be at \(expected), found \(String(describing: edge))")
        }
    }

    /// Forward is "the stored classes in the stored roles"; anything else — swapped, or other classes — is
    /// reverse, and so is a transition with nothing stored.
    @Test func forwardAndReverseAreToldByTheStoredControllersClasses() {
        let transition = ZoomTransition()
        let source = SharedTransitionScreens.source()
        let detail = SharedTransitionScreens.detail()
        #expect(transition.isReversed(from: source, to: detail))
        transition.setTransition(from: source, to: detail, type: .present, duration: 0.25)
        #expect(transition.duration == 0.25)
        #expect(detail.transitioningDelegate === transition && source.transitioningDelegate === transition)
        #expect(!transition.isReversed(from: source, to: detail))
        #expect(!transition.isReversed(from: SharedTransitionScreens.source(), to: SharedTransitionScreens.detail()))
        #expect(transition.isReversed(from: detail, to: source))
        #expect(transition.isReversed(from: UINavigationController(rootViewController: source), to: detail))
    }
}
