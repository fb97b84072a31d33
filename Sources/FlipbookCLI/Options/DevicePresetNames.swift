import Flipbook
import UIKitCompat

/// Device presets as the command line names them (`--device iphone-15-pro-max`): a CLI concern, so the
/// library speaks of devices and the CLI of their names.
extension Device {
    /// The command-line name of a preset: its name in lowercase with dashes (`iphone-15-pro-max`).
    /// The same names variants use (`VariantNames.name(of:)`, Flipbook).
    public var presetName: String { VariantNames.name(of: self) }

    /// The preset called `name` (``presetName``, case-insensitive), or nil.
    public static func preset(named name: String) -> Device? { VariantNames.device(named: name) }
}
