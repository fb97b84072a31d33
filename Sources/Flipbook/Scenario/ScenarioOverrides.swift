import Foundation
import Raster
import UIKitCompat

/// Settings that replace a scenario's own for one run (the command line's `--fps`, `--scale` and `--device`).
public struct ScenarioOverrides: Sendable, Hashable {
    /// Frames per second to sample at, in (0, 1000].
    public var framesPerSecond: Double?
    /// The device (size and scale) to run on.
    public var device: Device?
    /// Pixels per point (``PixelGrid/scales``: 0.01…16); applied after ``device``.
    public var scale: Double?

    /// Overrides of the given values; nil keeps the scenario's own. Values are checked when they are applied.
    public init(framesPerSecond: Double? = nil, device: Device? = nil, scale: Double? = nil) {
        self.framesPerSecond = framesPerSecond
        self.device = device
        self.scale = scale
    }

    /// The largest accepted frame rate.
    public static let maximumFramesPerSecond = 1000.0

    /// Why `fps` is not an accepted frame rate (`framesPerSecond must be …, got 0.0`), or nil: the one rule for
    /// a run's frame rate, named by its field.
    public static func problem(framesPerSecond fps: Double) -> String? {
        fps.isFinite && fps > 0 && fps <= maximumFramesPerSecond
            ? nil
            : "framesPerSecond must be a number greater than 0 and at most \(Int(maximumFramesPerSecond)), got \(fps)"
    }

    /// Throws ``ScenarioError/invalidSetting(_:)`` naming the field and the bad value.
    public func validate() throws(ScenarioError) {
        if let problem = framesPerSecond.flatMap(Self.problem(framesPerSecond:)) { throw .invalidSetting(problem) }
        if let problem = scale.flatMap(PixelGrid.problem(scale:)) { throw .invalidSetting(problem) }
    }

    /// `scenario` with these settings in place of its own. A ``device`` other than the one the scenario's
    /// variant plays on is refused (``ScenarioError/invalidSetting(_:)``, naming both): the scenario's id, and
    /// so its fixture, is named for the variant's device, and a fixture must never be checked under a name that
    /// says another device than the one it shows.
    public func applied(to scenario: Scenario) throws(ScenarioError) -> Scenario {
        try validate()
        var result = scenario
        if let framesPerSecond { result.framesPerSecond = framesPerSecond }
        if let device {
            if let own = scenario.variant.device, own != device {
                throw .invalidSetting(
                    "device \(VariantNames.name(of: device)): \(scenario.id) plays on its variant's device, "
                        + "\(VariantNames.name(of: own)), and is named for it; leave the device out, or choose "
                        + "the variant on \(VariantNames.name(of: device))")
            }
            result.device = device
        }
        if let scale { result.device.scale = CGFloat(scale) }
        return result
    }
}
