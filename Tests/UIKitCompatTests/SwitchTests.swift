import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UISwitch: on/off, taps send valueChanged, the thumb slides, drawing")
@MainActor
struct SwitchTests {
    final class Box { var values: [Bool] = [] }

    func stageWithSwitch() throws -> (Stage, UISwitch, Box) {
        let stage = try Stage(size: CGSize(width: 100, height: 60))
        stage.window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        stage.window.addSubview(toggle)
        let box = Box()
        toggle.addAction(UIAction { _ in box.values.append(toggle.isOn) }, for: .valueChanged)
        return (stage, toggle, box)
    }

    @Test("51 × 31; setting isOn in code sends nothing; a tap flips it and sends valueChanged; disabled ignores taps")
    func taps() throws {
        let (stage, toggle, box) = try stageWithSwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31) && !toggle.isOn)
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31) && toggle.style == .sliding)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(box.values.isEmpty && !toggle.isOn)
        try stage.clock.runUntilIdle()
        try stage.perform(.tap(at: CGPoint(x: 25, y: 15)))
        try stage.clock.runUntilIdle()
        #expect(toggle.isOn && box.values == [true])
        try stage.perform(.tap(at: CGPoint(x: 25, y: 15)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(!toggle.isOn && box.values == [true, false])
        toggle.isEnabled = false
        try stage.perform(.tap(at: CGPoint(x: 25, y: 15)), at: stage.clock.now + 0.5)
        try stage.clock.runUntilIdle()
        #expect(!toggle.isOn && box.values == [true, false])
    }

    @Test("drawn: grey track with the thumb left when off, green track with the thumb right when on")
    func drawing() throws {
        let (stage, toggle, _) = try stageWithSwitch()
        toggle.onTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.window.layoutIfNeeded()
        var image = Rasterizer().render(stage.renderTree())
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        #expect(image[x: 15, y: 15] == white, "the thumb at the left")
        let grey = image[x: 42, y: 15]
        #expect(grey.r == grey.g && grey.r < 250 && grey.r > 200, "\(grey)")
        toggle.isOn = true
        stage.window.layoutIfNeeded()
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 8, y: 15] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 36, y: 15] == white, "the thumb at the right")
    }

    @Test("a tap slides the thumb across in 0.25 s: half way it is between the ends")
    func sliding() throws {
        let (stage, toggle, _) = try stageWithSwitch()
        toggle.onTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.window.layoutIfNeeded()
        try stage.perform(.tap(at: CGPoint(x: 25, y: 15)))
        while !toggle.isOn { try stage.clock.advance(by: 0.001) }  // the finger lifts: the slide starts
        let start = stage.clock.now
        try stage.clock.advance(to: start + 0.125)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 8, y: 15] != Pixel(r: 255, g: 255, b: 255, a: 255), "the thumb has left the left end")
        #expect(image[x: 44, y: 15] != Pixel(r: 255, g: 255, b: 255, a: 255), "and not reached the right end")
        #expect(image[x: 25, y: 15] == Pixel(r: 255, g: 255, b: 255, a: 255), "it is in the middle")
        try stage.clock.runUntilIdle()
        let end = Rasterizer().render(stage.renderTree())
        #expect(end[x: 8, y: 15] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }
}
