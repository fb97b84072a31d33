import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("UISlider: value, range, dragging the thumb, drawing")
@MainActor
struct SliderTests {
    final class Box { var values: [Float] = [] }

    func stageWithSlider() throws -> (Stage, UISlider, Box) {
        let stage = try Stage(size: CGSize(width: 228, height: 100))
        stage.window.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 0, y: 40, width: 228, height: 31))
        stage.window.addSubview(slider)
        let box = Box()
        slider.addAction(UIAction { _ in box.values.append(slider.value) }, for: .valueChanged)
        return (stage, slider, box)
    }

    @Test("the value stays in range; the range moves it; NaN is ignored")
    func range() throws {
        let (_, slider, box) = try stageWithSlider()
        #expect(slider.value == 0.5)
        slider.value = 3
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.minimumValue = 2
        #expect(slider.value == 2 && slider.minimumValue == 2)
        slider.value = .nan
        #expect(slider.value == 2)
        #expect(box.values.isEmpty, "setting the value in code sends no action, as in UIKit")
    }

    @Test("dragging the thumb moves the value with the finger and sends valueChanged; a touch off the thumb does not")
    func drag() throws {
        let (stage, slider, box) = try stageWithSlider()
        stage.window.layoutIfNeeded()
        // Track 14…214 (200 points); value 0.5 puts the thumb's centre at 114, y = 55.5 in the window.
        try stage.perform(.drag(from: CGPoint(x: 114, y: 55), to: CGPoint(x: 164, y: 55), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(abs(slider.value - 0.75) < 1e-6 && box.values.count > 1 && box.values.last == slider.value)
        let sent = box.values.count
        try stage.perform(.drag(from: CGPoint(x: 20, y: 55), to: CGPoint(x: 60, y: 55), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(abs(slider.value - 0.75) < 1e-6 && box.values.count == sent)
        slider.isContinuous = false
        try stage.perform(.drag(from: CGPoint(x: 164, y: 55), to: CGPoint(x: 224, y: 55), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(slider.value == 1 && box.values.count == sent + 1, "one action at the end")
    }

    @Test("drawn: the tint left of the thumb, grey right of it, a white thumb")
    func drawing() throws {
        let (stage, slider, _) = try stageWithSlider()
        slider.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        slider.value = 0.25
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 30, y: 55] == Pixel(r: 255, g: 0, b: 0, a: 255))
        let right = image[x: 150, y: 55]
        #expect(right.r == right.g && right.r < 255 && right.r > 200, "\(right)")
        #expect(image[x: 64, y: 45] == Pixel(r: 255, g: 255, b: 255, a: 255), "the thumb over the track")
    }
}
