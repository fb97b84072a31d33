import Catalog
import Flipbook
import Foundation
import Raster
import UIKitCompat

/// Helpers for the catalog's tests: play a built-in scenario and look at its pixels.
enum CatalogTestSupport {
    /// `UIView.animate`'s default curve.
    static func easeInOut(_ fraction: Double) -> Double { CubicBezier.easeInEaseOut.progress(at: fraction) }

    /// The built-in scenario with this id; fails the test with the known ids when there is none.
    static func scenario(_ id: String) throws -> Scenario {
        let registry = try Catalog.registry()
        guard let scenario = registry.scenarios.first(where: { $0.id.rawValue == id }) else {
            throw MissingScenario(id: id, known: registry.scenarios.map(\.id.rawValue))
        }
        return scenario
    }

    /// Plays `scenario` and paints the frames at `times` (seconds after the first action) at `scale`
    /// (1 by default: one pixel per point, so tests can reason in points). Returns the frames in the order of
    /// `times`, with the summary of the recording.
    @MainActor
    static func frames(of scenario: Scenario, at times: [TimeInterval], scale: CGFloat = 1)
        throws -> (frames: [Image], summary: RecordingSummary)
    {
        var scenario = scenario
        scenario.device.scale = scale
        scenario.keep = .times(times)
        var painted: [TimeInterval: Image] = [:]
        let summary = try ScenarioPlayer().play(scenario) { frame in
            painted[frame.time] = Rasterizer().render(frame.tree)
        }
        let fps = scenario.framesPerSecond
        let images = times.map { time -> Image in
            let index = (time * fps).rounded()
            return painted.first { ($0.key * fps).rounded() == index }!.value
        }
        return (images, summary)
    }

    /// Plays `scenario` to its end and paints the first and the last recorded frames.
    @MainActor
    static func firstAndLastFrames(of scenario: Scenario, scale: CGFloat = 1) throws -> (first: Image, last: Image) {
        var scenario = scenario
        scenario.device.scale = scale
        scenario.keep = .all
        var first: Image?
        var lastTree: RenderTree?
        try ScenarioPlayer().play(scenario) { frame in
            if first == nil { first = Rasterizer().render(frame.tree) }
            lastTree = frame.tree
        }
        return (first!, Rasterizer().render(lastTree!))
    }
}

struct MissingScenario: Error, CustomStringConvertible {
    var id: String
    var known: [String]
    var description: String { "no built-in scenario '\(id)'; known: \(known.joined(separator: ", "))" }
}

extension Image {
    /// True when every pixel in the rectangle (in pixels, clamped to the image) equals `pixel`.
    func isFilled(x: Range<Int>, y: Range<Int>, with pixel: Pixel) -> Bool {
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) where self[x: column, y: row] != pixel { return false }
        }
        return true
    }
}
