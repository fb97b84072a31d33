import ArgumentParser
import Flipbook
import Raster
import UIKitCompat

/// `--fps`, `--scale` and `--device`: the settings that replace each scenario's own for one run, declared once
/// for every command that plays scenarios (render, verify, record, approve) and checked with the library's rules
/// (``ScenarioOverrides``, ``PixelGrid``).
struct OverrideOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: "Frames per second to sample at, instead of each scenario's own (0 < fps ≤ 1000).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Pixels per point, instead of the device's (0.01…16).")
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "The device to run on instead of each scenario's own.",
            valueName: Device.presets.map(\.presetName).joined(separator: "|")))
    var device: String?

    func validate() throws {
        if let device, Device.preset(named: device) == nil {
            throw ValidationError(
                "unknown device '\(device)'; known: "
                    + Device.presets.map(\.presetName).joined(separator: ", "))
        }
        if let problem = fps.flatMap(ScenarioOverrides.problem(framesPerSecond:))
            ?? scale.flatMap(PixelGrid.problem(scale:))
        {
            throw ValidationError(SettingFlags.flagged(problem))
        }
    }

    /// The settings that replace each scenario's own (a fixture records them in its manifest, and a check with
    /// other settings reports the difference).
    var overrides: ScenarioOverrides {
        ScenarioOverrides(framesPerSecond: fps, device: device.flatMap(Device.preset(named:)), scale: scale)
    }
}
