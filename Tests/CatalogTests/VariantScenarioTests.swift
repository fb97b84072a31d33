import Catalog
import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// The catalog's variants: the UIKit scenarios and two seed transitions in dark, right to left and the
/// accessibility text size `text-ax2`, checked in their pixels.
@MainActor
@Suite("Catalog: variants")
struct VariantScenarioTests {
    static let row = UIKitTransitionTests.row
    static let width = UIKitTransitionTests.width

    @Test("every UIKit scenario and two seeds declare dark, right to left and text-ax2; a check plays them all")
    func declared() throws {
        let registry = try Catalog.registry()
        let uikit = registry.scenarios.filter { $0.id.rawValue.hasPrefix("uikit-") && $0.id != "uikit-push-dark" }
        #expect(uikit.count == 11)
        for scenario in uikit + [
            try CatalogTestSupport.scenario("fade-push"),
            try CatalogTestSupport.scenario("drop-from-top-push"),
        ] {
            #expect(scenario.variants == Catalog.traitVariants, "\(scenario.id)")
            // The alert's variants keep the alert fully shown (0.1 s after the tap it has only begun to fade in).
            let keep = scenario.id == "uikit-alert-confirm-delete" ? .times([0.6]) : Catalog.variantFixtureKeep
            #expect(scenario.variant(.rightToLeft).fixtureKeep == keep, "\(scenario.id)")
        }
        let ids = try registry.select([]).map(\.id.rawValue)
        #expect(ids.count == registry.scenarios.count + 13 * 3)
        #expect(
            ids.contains("uikit-push+dark") && ids.contains("fade-push+rtl")
                && ids.contains("drop-from-top-push+text-ax2"))
    }

    @Test("right to left the push starts off the left edge: the arriving screen's right edge at width × progress")
    func rightToLeftPush() throws {
        let push = try CatalogTestSupport.scenario("uikit-push")
        let rtl = push.variant(.rightToLeft)
        let (_, last) = try CatalogTestSupport.firstAndLastFrames(of: rtl)
        let message = last[x: 10, y: Self.row]
        let times = [2.0 / 60, 3.0 / 60, 5.0 / 60]
        let (frames, _) = try CatalogTestSupport.frames(of: rtl, at: times)
        let (ltrFrames, _) = try CatalogTestSupport.frames(of: push, at: times)
        for (position, time) in times.enumerated() {
            let frame = frames[position]
            let progress = UIKitTransitionTests.systemProgress(at: time)
            // The run of the arriving screen's pixel from the left edge ends at width × progress.
            var edge = 0
            while edge < frame.width, frame[x: edge, y: Self.row] == message { edge += 1 }
            let expected = Self.width * progress
            #expect(abs(Double(edge) - expected) <= 1, "at \(time) s the edge should be at \(expected), found \(edge)")
            // Below the content the frame is the left-to-right one mirrored.
            let ltr = ltrFrames[position]
            let mirrored = (0..<frame.width).allSatisfy { x in
                ScanLine.isClose(frame[x: x, y: Self.row], ltr[x: frame.width - 1 - x, y: Self.row])
            }
            #expect(mirrored, "at \(time) s row \(Self.row) mirrors the left-to-right push")
        }
    }

    @Test("the dark variant of the push is the dark push scenario, pixel for pixel")
    func darkVariantMatchesDarkScenario() throws {
        let variant = try CatalogTestSupport.scenario("uikit-push").variant(.dark)
        let dark = try CatalogTestSupport.scenario("uikit-push-dark")
        let times = [0.0, 0.1, 0.3]
        let (a, _) = try CatalogTestSupport.frames(of: variant, at: times)
        let (b, _) = try CatalogTestSupport.frames(of: dark, at: times)
        #expect(a == b)
        // systemGroupedBackground: black in dark mode (UIKit's published value, see UIColor+SystemColors.swift).
        #expect(a[0][x: 4, y: Self.row] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test("at text-ax2 the list's body text is 33 pt instead of 17: more of each row is covered by text")
    func accessibilityText() throws {
        let push = try CatalogTestSupport.scenario("uikit-push")
        let (plain, _) = try CatalogTestSupport.frames(of: push, at: [0])
        let (large, _) = try CatalogTestSupport.frames(of: push.variant(.contentSize(.accessibilityLarge)), at: [0])
        // The rows' text is black (label), the dots left of it blue: count the dark pixels right of the dots.
        func inked(_ image: Image) -> Int {
            var count = 0
            for y in 100..<400 {
                for x in 60..<380 {
                    let p = image[x: x, y: y]
                    if p.r < 128 && p.g < 128 && p.b < 128 { count += 1 }
                }
            }
            return count
        }
        #expect(inked(large[0]) > inked(plain[0]) * 2, "plain \(inked(plain[0])), text-ax2 \(inked(large[0]))")
    }
}
