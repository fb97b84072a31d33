import Foundation
import UIKitCompat

/// Settings that replace a scenario's own for one run (`flipbook render --fps --scale --device`).
public struct ScenarioOverrides: Sendable, Hashable {
    /// Frames per second to sample at, in (0, 1000].
    public var framesPerSecond: Double?
    /// The device (size and scale) to run on.
    public var device: Device?
    /// Pixels per point, in (0, 4]; applied after ``device``.
    public var scale: Double?

    public init(framesPerSecond: Double? = nil, device: Device? = nil, scale: Double? = nil) {
        self.framesPerSecond = framesPerSecond
        self.device = device
        self.scale = scale
    }

    /// The largest accepted frame rate and scale.
    public static let maximumFramesPerSecond = 1000.0
    public static let maximumScale = 4.0

    /// Throws ``ScenarioError/invalidSetting(_:)`` naming a bad value.
    public func validate() throws(ScenarioError) {
        if let fps = framesPerSecond, !(fps.isFinite && fps > 0 && fps <= Self.maximumFramesPerSecond) {
            throw .invalidSetting("--fps must be a number greater than 0 and at most \(Int(Self.maximumFramesPerSecond)), got \(fps)")
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= Self.maximumScale) {
            throw .invalidSetting("--scale must be a number greater than 0 and at most \(Int(Self.maximumScale)), got \(scale)")
        }
    }

    /// `scenario` with these settings in place of its own.
    public func applied(to scenario: Scenario) throws(ScenarioError) -> Scenario {
        try validate()
        var result = scenario
        if let framesPerSecond { result.framesPerSecond = framesPerSecond }
        if let device { result.device = device }
        if let scale { result.device.scale = CGFloat(scale) }
        return result
    }
}
