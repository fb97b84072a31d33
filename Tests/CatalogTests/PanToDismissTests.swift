import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Seed 002: pan-to-dismiss. During the pan the presented screen's top edge is at H · curve(progress)
/// (progress = the drag's share of the height; the slide-down animator's ease-in-out), and the home screen
/// behind it is scaled by 0.7 + 0.3 · curve(progress) about its centre (the alongside animation). Outside
/// both is black (the full-screen presentation took the home screen out of the window).
@MainActor
@Suite("Seed 002: pan to dismiss")
struct PanToDismissTests {
    static let height = 852.0, width = 393.0
    static let black = Pixel(r: 0, g: 0, b: 0, a: 255)
    static let home = Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255)
    static let homeHeader = Pixel(r: 0x00, g: 0x7A, b: 0xFF, a: 255)

    /// The presented screen's top edge: the first row of column 4 that is not black.
    static func topEdge(_ frame: Image) -> Int? {
        (0..<frame.height).first { frame[x: 4, y: $0] != black }
    }

    static func expectTopEdge(_ frame: Image, progress: Double, _ label: String) {
        let want = height * CatalogTestSupport.easeInOut(progress)
        let got = topEdge(frame)
        #expect(
            got.map { abs(Double($0) - want) <= 1 } == true,
            "\(label): top edge at \(want), found \(String(describing: got))")
    }

    @Test func completedPanScalesTheHomeScreenBackAlongsideAndDismisses() throws {
        let scenario = try CatalogTestSupport.scenario("pan-to-dismiss-completed")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(Self.topEdge(first) == 0, "the presented screen covers the window at the start")
        // At the end the home screen is back at full size: its header at the top-left corner.
        #expect(last[x: 4, y: 20] == Self.homeHeader && last[x: 4, y: 400] == Self.home)
        let times = [0.3, 0.4]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            let progress = 0.6 * time / 0.4
            Self.expectTopEdge(frame, progress: progress, "at \(time) s")
            // Row 300 is above the presented screen: the home screen's left edge at W/2 · (1 − scale).
            let scale = 0.7 + 0.3 * CatalogTestSupport.easeInOut(progress)
            let want = Self.width / 2 * (1 - scale)
            let got = ScanLine.firstColumn(of: frame, y: 300, from: 0, differingFrom: Self.black)
            #expect(
                got.map { abs(Double($0) - want) <= 1 } == true,
                """
                at \(time) s the home screen's left edge should be at \(want) (scale \(scale)), found\
                 \(String(describing: got))
                """
            )
        }
    }

    @Test func cancelledPanEndsInItsStartState() throws {
        let scenario = try CatalogTestSupport.scenario("pan-to-dismiss-cancelled")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(ScanLine.differences(first, last) == nil)
        let times = [0.3, 0.4]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        for (time, frame) in zip(times, frames) {
            Self.expectTopEdge(frame, progress: 0.3 * time / 0.4, "at \(time) s")
        }
    }
}
