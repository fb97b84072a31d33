import UIKitCompat

/// Device presets as the command line names them (`--device iphone-15-pro-max`): a CLI concern, so the
/// library speaks of devices and the CLI of their names.
extension Device {
    /// The command-line name of a preset: its name in lowercase with dashes (`iphone-15-pro-max`).
    public var presetName: String {
        name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// The preset called `name` (``presetName``, case-insensitive), or nil.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.presetName == name.lowercased() }
    }
}
