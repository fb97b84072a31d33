import ArgumentParser
import Flipbook
import Raster
import UIKitCompat

/// `--fps`, `--scale` and `--device`: the settings that replace each scenario's own for one run, declared once
/// for every command that plays scenarios (render, verify, record, approve) and checked with the library's rules
/// (``ScenarioOverrides``, ``PixelGrid``). `--fps` is its own group, ``FrameRateOption``, which docs has too.
struct OverrideOptions: ParsableArguments {
    @OptionGroup var frameRate: FrameRateOption

    @Option(parsing: .unconditional, help: "Pixels per point, instead of the device's: \(PixelGrid.scaleRequirement).")
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
        if let problem = scale.flatMap(PixelGrid.problem(scale:)) {
            throw ValidationError(SettingFlags.flagged(problem))
        }
    }

    /// The settings that replace each scenario's own (a fixture records them in its manifest, and a check with
    /// other settings reports the difference).
    var overrides: ScenarioOverrides {
        ScenarioOverrides(framesPerSecond: frameRate.fps, device: device.flatMap(Device.preset(named:)), scale: scale)
    }
}
