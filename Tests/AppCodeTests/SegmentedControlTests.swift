import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a mode picker and a sort control built from actions")
@MainActor
struct SegmentedControlAppCodeTests {
    func screen() throws -> (Stage, ModePickerViewController) {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 320, height: 568), scale: 1))
        let screen = ModePickerViewController()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        return (stage, screen)
    }

    @Test("the picker is centred at its intrinsic size; a tap switches the mode through its action")
    func tapSwitchesMode() throws {
        let (stage, screen) = try screen()
        let frame = screen.picker.frame
        #expect(frame.height == 32 && abs(frame.midX - 160) < 1 && frame.width > 90, "\(frame)")
        let third = frame.width / 3
        try stage.perform(.tap(at: CGPoint(x: frame.minX + 2.5 * third, y: frame.midY)))
        try stage.clock.runUntilIdle()
        #expect(screen.mode == .map && screen.modeLabel.text == "Map" && screen.changes == 1)
        // The selected segment is drawn in the tint (system blue) at its left edge.
        let image = Rasterizer().render(stage.renderTree())
        let pixel = image[x: Int(frame.minX + 2 * third + 6), y: Int(frame.midY)]
        #expect(pixel == Pixel(r: 0, g: 122, b: 255, a: 255), "\(pixel)")
    }

    @Test("choosing in code slides the selection and sends no action; the sort control performs its actions")
    func codeAndActions() throws {
        let (stage, screen) = try screen()
        screen.select(.grid)
        try stage.clock.runUntilIdle()
        #expect(screen.picker.selectedSegmentIndex == 1 && screen.changes == 0 && screen.modeLabel.text == "Grid")
        try stage.perform(.tap(at: CGPoint(x: 240, y: 176)))
        try stage.clock.runUntilIdle()
        #expect(screen.sortOrder == "Date" && screen.sortControl.selectedSegmentIndex == 1)
    }
}
