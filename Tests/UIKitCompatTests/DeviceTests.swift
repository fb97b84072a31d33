import Foundation
import Raster
import Testing
import UIKitCompat

@Suite("Device")
struct DeviceTests {
    @Test(
        "the description keeps a fractional scale",
        arguments: [
            (Device(name: "Phone", size: CGSize(width: 393, height: 852), scale: 3), "Phone 393×852@3x"),
            (Device(name: "Tablet", size: CGSize(width: 800, height: 600.5), scale: 2.5), "Tablet 800×600.5@2.5x"),
        ])
    func description(device: Device, expected: String) {
        #expect(device.description == expected)
    }
}

@Suite("UIScreen")
@MainActor
struct ScreenTests {
    @Test("nativeBounds is whole pixels, rounded as the stage's frames are (982.5 → 983)")
    func nativeBoundsAreWholePixels() throws {
        let stage = try Stage(device: Device(name: "Phone", size: CGSize(width: 393, height: 852), scale: 2.5))
        stage.makeCurrent()
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 983, height: 2130))
        #expect(stage.renderTree().pixelWidth == 983)
    }
}
