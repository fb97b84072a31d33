import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Seed 003: SimpleOver (0.20 s push over from the right, pop out to the right over the revealed screen) and
/// the CATransition fade to the root — pixels at times computed from the curves, at scale 1 on the iPhone 15
/// (393 × 852). Row y = 800 is below every screen's content: "Home" shows its grouped background there and
/// "Library" its white one, so the row shows where the sliding screen's edge is.
@MainActor
@Suite("Seed 003: SimpleOver and the layer fade to the root")
struct SimpleOverTests {
    static let width = 393.0
    static let row = 800
    /// `UIView.animate(withDuration:animations:)` uses ease-in-out.
    static func easeInOut(_ fraction: Double) -> Double { CubicBezier.easeInEaseOut.progress(at: fraction) }

    @Test func pushSlidesTheNewScreenOverFromTheRightAlongEaseInOut() throws {
        let scenario = try CatalogTestSupport.scenario("simple-over-push")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let library = last[x: 4, y: Self.row]
        #expect(library != first[x: 4, y: Self.row], "the pushed screen must end covering the first one")
        let times = [0.05, 0.1, 0.15]
        let (frames, summary) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let expected = Self.width * (1 - Self.easeInOut(time / 0.2))
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: library)
            #expect(
                abs(Double(edge) - expected) <= 1, "at \(time) s the left edge should be at \(expected), found \(edge)")
            // The screen underneath does not move and is not dimmed: left of the edge it is the first frame.
            #expect(
                frame.isFilled(x: 0..<Int(expected) - 1, y: Self.row..<(Self.row + 1), with: first[x: 0, y: Self.row]))
            let covered = Int(expected) - 1
            for y in stride(from: 120, to: 500, by: 7) where covered > 0 {
                #expect(
                    (0..<covered).allSatisfy { frame[x: $0, y: y] == first[x: $0, y: y] },
                    "at \(time) s row \(y) left of the edge differs from the resting first screen")
            }
        }
        // 0.20 s at 60 fps: settled 12 frames after the push.
        #expect(summary.settledFrame - summary.firstActionFrame == 12)
    }

    @Test func popSlidesTheTopScreenOutToTheRightOverTheRevealedOne() throws {
        let scenario = try CatalogTestSupport.scenario("simple-over-pop")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let library = first[x: 4, y: Self.row], home = last[x: 4, y: Self.row]
        #expect(library != home)
        let times = [0.05, 0.1, 0.15]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let expected = Self.width * Self.easeInOut(time / 0.2)
            // The leaving screen spans [expected, expected + width): white from its left edge to the right.
            let edge = CatalogPixels.leftEdgeOfRun(in: frame, y: Self.row, endingRightWith: library)
            #expect(
                abs(Double(edge) - expected) <= 1, "at \(time) s the left edge should be at \(expected), found \(edge)")
            // The revealed screen is already where it ends, undimmed.
            let revealed = Int(expected) - 1
            for y in stride(from: 120, to: 500, by: 7) where revealed > 0 {
                #expect(
                    (0..<revealed).allSatisfy { frame[x: $0, y: y] == last[x: $0, y: y] },
                    "at \(time) s row \(y) left of the edge differs from the revealed screen at rest")
            }
        }
    }

    /// The navigation controller's layer cross-fades from "Album" to "Home" along ease-in-ease-out over 0.5 s:
    /// a pixel where Album shows a card and Home a cell is the mix of the two.
    @Test func layerFadeMixesTheOldAndNewScreensAlongEaseInEaseOut() throws {
        let scenario = try CatalogTestSupport.scenario("simple-over-layer-fade-to-root")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        let points = [(x: 300, y: 270), (x: 300, y: 400), (x: 200, y: 650)]
        let times = [0.1, 0.25, 0.4, 0.5]
        let (frames, summary) = try CatalogTestSupport.frames(of: scenario, at: times)
        for point in points {
            let album = first[x: point.x, y: point.y], home = last[x: point.x, y: point.y]
            for (time, frame) in zip(times, frames) {
                let progress = CubicBezier.easeInEaseOut.progress(at: time / 0.5)
                let expected = CatalogPixels.mix(home, album, fraction: progress)
                let found = frame[x: point.x, y: point.y]
                #expect(
                    ScanLine.isClose(found, expected),
                    "at \(time) s (\(point.x), \(point.y)) should be \(expected) (progress \(progress)), found \(found)"
                )
            }
        }
        #expect(first[x: 300, y: 270] != last[x: 300, y: 270])
        #expect(ScanLine.differences(frames[3], last) == nil, "the fade ends at 0.5 s on the root screen")
        #expect(summary.settledFrame - summary.firstActionFrame == 30)
    }
}
