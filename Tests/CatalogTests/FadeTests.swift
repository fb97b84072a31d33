import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Seed 001: fade push and pop, the fade pop reused for a modal dismissal (black screen, and the fix), and
/// the edge-pan pop driven by UIPercentDrivenInteractiveTransition — pixels at times computed from the curve.
///
/// At (4, 700) both screens show only their background: the albums' grouped grey (#F2F2F7) and the album's
/// light grey (2/3 white, the article's `.lightGray`), so a fade is the mix of the two at the curve's alpha.
@MainActor
@Suite("Seed 001: fades, the modal black screen, the edge-pan pop")
struct FadeTests {
    static let albums = Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255)
    static let album = Pixel(r: 170, g: 170, b: 170, a: 255)
    static let black = Pixel(r: 0, g: 0, b: 0, a: 255)
    static let probe = (x: 4, y: 700)

    /// `over` at `alpha` on top of `under`.
    static func mix(_ over: Pixel, _ under: Pixel, alpha: Double) -> Pixel {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return Pixel(r: channel(over.r, under.r), g: channel(over.g, under.g), b: channel(over.b, under.b), a: 255)
    }

    static func probe(_ image: Image) -> Pixel { image[x: probe.x, y: probe.y] }

    /// Checks the probe pixel of `scenario` at each time against `expected(time)`.
    static func expectProbe(_ id: String, at times: [Double], _ expected: (Double) -> Pixel) throws {
        let (frames, _) = try CatalogTestSupport.frames(of: try CatalogTestSupport.scenario(id), at: times)
        for (time, frame) in zip(times, frames) {
            let want = expected(time), got = probe(frame)
            #expect(ScanLine.isClose(got, want), "\(id) at \(time) s: expected \(want), got \(got)")
        }
    }

    @Test func pushFadesTheAlbumInAlongTheCurve() throws {
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: try CatalogTestSupport.scenario("fade-push"))
        #expect(Self.probe(first) == Self.albums && Self.probe(last) == Self.album)
        try Self.expectProbe("fade-push", at: [0.1, 0.25, 0.375]) { time in
            Self.mix(Self.album, Self.albums, alpha: CatalogTestSupport.easeInOut(time / 0.5))
        }
    }

    @Test func popFadesTheAlbumOutAlongTheCurve() throws {
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: try CatalogTestSupport.scenario("fade-pop"))
        #expect(Self.probe(first) == Self.album && Self.probe(last) == Self.albums)
        try Self.expectProbe("fade-pop", at: [0.1, 0.25, 0.375]) { time in
            Self.mix(Self.album, Self.albums, alpha: 1 - CatalogTestSupport.easeInOut(time / 0.5))
        }
    }

    /// The fade pop reused as it was first written: the compose screen fades out over the album as expected,
    /// then UIKit removes the container with the navigation controller's view inside: black.
    @Test func brokenModalDismissalEndsOnABlackScreen() throws {
        let scenario = try CatalogTestSupport.scenario("fade-pop-modal-broken")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(Self.probe(first) == Self.album)
        #expect(last.isFilled(x: 0..<last.width, y: 0..<last.height, with: Self.black), "the last frame must be black")
        // Presented (compose, grouped grey) over the album, then fading out from 0.7 s.
        try Self.expectProbe("fade-pop-modal-broken", at: [0.25, 0.6, 0.95]) { time in
            time < 0.6
                ? Self.mix(Self.albums, Self.album, alpha: CatalogTestSupport.easeInOut(time / 0.5))
                : Self.mix(Self.albums, Self.album, alpha: 1 - CatalogTestSupport.easeInOut(max(0, time - 0.7) / 0.5))
        }
    }

    /// With the modal flag the same dismissal leaves the album on screen, exactly as before the presentation.
    @Test func fixedModalDismissalEndsOnTheAlbum() throws {
        let scenario = try CatalogTestSupport.scenario("fade-pop-modal-fixed")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(Self.probe(last) == Self.album)
        #expect(ScanLine.differences(first, last) == nil)
        try Self.expectProbe("fade-pop-modal-fixed", at: [0.95]) { time in
            Self.mix(Self.albums, Self.album, alpha: 1 - CatalogTestSupport.easeInOut((time - 0.7) / 0.5))
        }
    }

    /// During the swipe the album's alpha is 1 − curve(progress), progress = the finger's share of the
    /// width (60 % in 0.3 s); released moving right, the pop finishes on the albums.
    @Test func edgePanPopFollowsTheFingerAndFinishes() throws {
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(
            of: try CatalogTestSupport.scenario("fade-edge-pan-pop-completed"))
        #expect(Self.probe(first) == Self.album && Self.probe(last) == Self.albums)
        try Self.expectProbe("fade-edge-pan-pop-completed", at: [0.1, 0.15, 0.25]) { time in
            let progress = 0.6 * time / 0.3
            return Self.mix(Self.album, Self.albums, alpha: 1 - CatalogTestSupport.easeInOut(progress))
        }
    }

    /// To 40 % in 0.25 s, back to 20 % in 0.15 s, released moving left: cancelled, back to the start.
    @Test func cancelledEdgePanPopEndsInItsStartState() throws {
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(
            of: try CatalogTestSupport.scenario("fade-edge-pan-pop-cancelled"))
        #expect(ScanLine.differences(first, last) == nil)
        try Self.expectProbe("fade-edge-pan-pop-cancelled", at: [0.25, 0.4]) { time in
            let progress = time <= 0.25 ? 0.4 * time / 0.25 : 0.4 - 0.2 * (time - 0.25) / 0.15
            return Self.mix(Self.album, Self.albums, alpha: 1 - CatalogTestSupport.easeInOut(progress))
        }
    }
}
