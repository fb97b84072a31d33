import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// The catalog's scroll-view, table and dark-mode scenarios, checked in their pixels.
@MainActor
@Suite("Catalog: card over a table, dark mode")
struct CardAndDarkScenarioTests {
    static let cardBackground = Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255)

    /// The first row (from the top) at x where the pixel is the card's background, or nil.
    static func cardTop(in frame: Image, x: Int = 20) -> Int? {
        (30..<frame.height).first { frame[x: x, y: $0] == cardBackground }
    }

    @Test("the card slides up over the list; a drag scrolls its table; a drag down past the top dismisses it")
    func cardScrollsThenDismisses() throws {
        let scenario = try CatalogTestSupport.scenario("card-table-pan-to-dismiss")
        let times = [0.6, 1.3, 2.0]
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: times)
        #expect(Self.cardTop(in: frames[0]) == 64, "presented: the card's top below a 64-point gap")
        #expect(Self.cardTop(in: frames[1]) == 64, "scrolling the table leaves the card in place")
        // The table's rows moved: the card's content below its title differs between the two frames.
        let rowsMoved = (130..<600).contains { y in
            (16..<300).contains { x in frames[0][x: x, y: y] != frames[1][x: x, y: y] }
        }
        #expect(rowsMoved)
        let pulled = try #require(Self.cardTop(in: frames[2]))
        #expect(pulled > 100, "during the second drag the card follows the finger down: top at \(pulled)")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(first == last, "dismissed: the list is back exactly as before")
        #expect(Self.cardTop(in: last) == nil)
    }

    @Test("the dark push draws the screens and the bar with the system colours' dark values")
    func darkPush() throws {
        let dark = try CatalogTestSupport.scenario("uikit-push-dark")
        #expect(dark.userInterfaceStyle == .dark)
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: dark)
        #expect(first[x: 4, y: 800] == Pixel(r: 0, g: 0, b: 0, a: 255), "systemGroupedBackground is black in dark mode")
        let row = first[x: 300, y: 122]
        #expect(row == Pixel(r: 0x1C, g: 0x1C, b: 0x1E, a: 255), "rows: secondarySystemGroupedBackground, dark: \(row)")
        let bar = first[x: 60, y: 65]
        #expect(bar.r < 40 && bar.g < 40 && bar.b < 40, "the navigation bar is dark: \(bar)")
        let light = try CatalogTestSupport.firstAndLastFrames(of: try CatalogTestSupport.scenario("uikit-push"))
        #expect(light.first[x: 4, y: 800] != first[x: 4, y: 800] && light.last != last)
    }
}
