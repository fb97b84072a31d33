import UIKitCompat

/// Device presets by name (`iphone-15-pro-max`): the name a device variant's fixtures are filed under
/// (`Fixtures/<id>/iphone-se/`), which the command line also accepts for its device options.
extension Device {
    /// The name of a preset: its name in lowercase with dashes (`iphone-15-pro-max`).
    public var presetName: String {
        name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// The preset called `name` (``presetName``, case-insensitive), or nil.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.presetName == name.lowercased() }
    }
}
