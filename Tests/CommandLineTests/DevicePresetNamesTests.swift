import FlipbookCLI
import Testing
import UIKitCompat

/// Device preset names: each preset's name in lowercase with dashes, matched case-insensitively.
@Suite("Device preset names")
struct DevicePresetNamesTests {
    @Test func presetsAreFoundByTheirNames() {
        #expect(Device.preset(named: "iphone-15")?.size.width == 393)
        #expect(Device.preset(named: "iPhone-SE")?.scale == 2)
        #expect(Device.preset(named: "ipad")?.size.height == 1180)
        #expect(Device.preset(named: "iphone-15-pro-max") == .iPhone15ProMax)
        #expect(Device.preset(named: "pixel") == nil)
        #expect(Device.iPhone15ProMax.presetName == "iphone-15-pro-max")
    }
}
