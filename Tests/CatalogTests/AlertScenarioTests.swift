import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// The catalog's alert scenario, checked in its pixels.
@MainActor
@Suite("Catalog: an alert confirming a delete")
struct AlertScenarioTests {
    static let background = Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255)

    @Test("the alert fades in over a dimming view, Delete fades it out, and then the handler hides the button")
    func confirmDelete() throws {
        let scenario = try CatalogTestSupport.scenario("uikit-alert-confirm-delete")
        let (frames, _) = try CatalogTestSupport.frames(of: scenario, at: [0.15, 0.7])
        let corner = (x: 5, y: 300)
        let dimming = frames[0][x: corner.x, y: corner.y]
        #expect(dimming.r < Self.background.r && dimming.r > 194, "dimming part way: \(dimming)")
        #expect(frames[1][x: corner.x, y: corner.y] == Pixel(r: 194, g: 194, b: 198, a: 255), "20 % black")
        let centre = frames[1][x: 187, y: 270]
        #expect(centre.r > 230 && centre.g > 230, "the light alert panel in the middle: \(centre)")
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(last[x: corner.x, y: corner.y] == Self.background, "the dimming is gone")
        #expect(first[x: 30, y: 222] != Self.background, "the Delete Draft button at first")
        #expect(last[x: 30, y: 222] == Self.background, "the handler hid the button")
    }
}
