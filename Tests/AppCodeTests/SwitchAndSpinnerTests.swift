import Foundation
import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a sync switch that shows a spinner while syncing")
@MainActor
struct SwitchAndSpinnerTests {
    @Test("Auto Layout places both from their intrinsic sizes; a tap starts the spinner, the sync's end hides it")
    func sync() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 375, height: 667), scale: 1))
        let settings = SyncSettingsViewController()
        stage.window.rootViewController = settings
        stage.window.layoutIfNeeded()
        #expect(settings.syncSwitch.frame == CGRect(x: 375 - 16 - 51, y: 100, width: 51, height: 31))
        #expect(settings.spinner.frame == CGRect(x: (375 - 37) / 2, y: 171, width: 37, height: 37))
        #expect(settings.spinner.isHidden, "a stopped spinner hides itself")
        try stage.perform(.tap(at: CGPoint(x: 333, y: 115)))
        try stage.clock.advance(by: 0.5)
        #expect(settings.syncSwitch.isOn && settings.spinner.isAnimating && !settings.spinner.isHidden)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 187, y: 175] != Pixel(r: 255, g: 255, b: 255, a: 255), "the spinner's spokes are drawn")
        try stage.clock.advance(by: 2)
        settings.syncDidFinish()
        #expect(settings.syncsFinished == 1 && settings.spinner.isHidden && !settings.spinner.isAnimating)
        try stage.perform(.tap(at: CGPoint(x: 333, y: 115)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(!settings.syncSwitch.isOn && settings.syncsFinished == 1 && settings.spinner.isHidden)
    }
}
