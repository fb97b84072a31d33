import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("UISegmentedControl: segments, selection, taps, drawing, intrinsic size")
@MainActor
struct SegmentedControlTests {
    final class Box { var indices: [Int] = [] }

    /// A 300 × 32 control with segments A, B, C (100 points each) at the top of a white 300 × 100 stage.
    func stageWithControl() throws -> (Stage, UISegmentedControl, Box) {
        let stage = try Stage(size: CGSize(width: 300, height: 100))
        stage.window.backgroundColor = .white
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        stage.window.addSubview(control)
        let box = Box()
        control.addAction(UIAction { _ in box.indices.append(control.selectedSegmentIndex) }, for: .valueChanged)
        stage.window.layoutIfNeeded()
        return (stage, control, box)
    }

    func isWhite(_ pixel: Pixel) -> Bool { pixel == Pixel(r: 255, g: 255, b: 255, a: 255) }
    /// The track's grey (`tertiarySystemFill` over white), not the selection's white.
    func isTrackGrey(_ pixel: Pixel) -> Bool { pixel.r < 245 && pixel.r > 225 && pixel.b >= pixel.r }

    @Test("segments are inserted, titled, imaged, enabled, sized and removed; the selection follows its segment")
    func segments() throws {
        let control = UISegmentedControl(items: ["One", UIImage(), "Three"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 0) == "One" && control.titleForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 1) != nil && control.titleForSegment(at: 7) == nil)
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Zero")
        control.insertSegment(with: UIImage(), at: 99, animated: false)
        #expect(control.numberOfSegments == 5 && control.imageForSegment(at: 4) != nil)
        control.setTitle("Two", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Two" && control.imageForSegment(at: 2) == nil)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        control.setWidth(40, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == 40 && control.widthForSegment(at: 0) == 0)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Three")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("a tap on another segment selects it and sends valueChanged once; the selected or a disabled one does not")
    func taps() throws {
        let (stage, control, box) = try stageWithControl()
        control.selectedSegmentIndex = 2
        #expect(box.indices.isEmpty, "setting the index in code sends no action")
        try stage.perform(.tap(at: CGPoint(x: 150, y: 16)))
        try stage.clock.runUntilIdle()
        #expect(control.selectedSegmentIndex == 1 && box.indices == [1])
        try stage.perform(.tap(at: CGPoint(x: 140, y: 16)))
        try stage.clock.runUntilIdle()
        #expect(box.indices == [1], "tapping the selected segment sends nothing")
        control.setEnabled(false, forSegmentAt: 0)
        try stage.perform(.tap(at: CGPoint(x: 50, y: 16)))
        try stage.clock.runUntilIdle()
        #expect(control.selectedSegmentIndex == 1 && box.indices == [1], "a disabled segment ignores taps")
    }

    @Test("a momentary control sends valueChanged on every tap and never draws a selection")
    func momentary() throws {
        let (stage, control, box) = try stageWithControl()
        control.isMomentary = true
        for _ in 0..<2 {
            try stage.perform(.tap(at: CGPoint(x: 250, y: 16)))
            try stage.clock.runUntilIdle()
        }
        #expect(box.indices == [2, 2] && control.selectedSegmentIndex == 2)
        let image = Rasterizer().render(stage.renderTree())
        #expect(isTrackGrey(image[x: 10, y: 16]) && isTrackGrey(image[x: 210, y: 16]))
    }

    @Test("a control made from actions shows their titles and performs the tapped segment's action")
    func actions() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 60))
        var performed: [String] = []
        let control = UISegmentedControl(
            frame: CGRect(x: 0, y: 0, width: 200, height: 32),
            actions: [
                UIAction(title: "Day") { performed.append($0.title) },
                UIAction(title: "Week") { performed.append($0.title) },
            ])
        stage.window.addSubview(control)
        stage.window.layoutIfNeeded()
        #expect(control.titleForSegment(at: 1) == "Week" && control.actionForSegment(at: 0)?.title == "Day")
        try stage.perform(.tap(at: CGPoint(x: 150, y: 16)))
        try stage.clock.runUntilIdle()
        #expect(performed == ["Week"] && control.selectedSegmentIndex == 1)
    }

    @Test("drawn: a grey track, the selected segment as a raised rectangle in its tint, the title's colour")
    func drawing() throws {
        let (stage, control, _) = try stageWithControl()
        var image = Rasterizer().render(stage.renderTree())
        #expect(isWhite(image[x: 10, y: 16]) && isWhite(image[x: 90, y: 16]), "\(image[x: 10, y: 16])")
        #expect(isTrackGrey(image[x: 110, y: 16]) && isTrackGrey(image[x: 290, y: 16]), "\(image[x: 110, y: 16])")
        #expect(isTrackGrey(image[x: 50, y: 1]), "the selection is inset from the track")
        // A separator between the two unselected segments (at x = 200), none next to the selection (x = 100).
        let separator = image[x: 200, y: 16]
        #expect(separator.r + 20 < image[x: 190, y: 16].r, "\(separator)")
        #expect(image[x: 100, y: 16].r > separator.r + 20, "\(image[x: 100, y: 16])")
        control.selectedSegmentTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        control.setTitleTextAttributes([.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)], for: .normal)
        stage.window.layoutIfNeeded()
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 10, y: 16] == Pixel(r: 255, g: 0, b: 0, a: 255))
        var blue = 0
        for y in 8..<24 {
            for x in 130..<170 where image[x: x, y: y].b > 200 && image[x: x, y: y].r < 100 { blue += 1 }
        }
        #expect(blue > 5, "segment B's title is drawn in the foreground colour")
    }

    @Test("the selection slides: inside an animation block, and after a tap")
    func animatedSelection() throws {
        let (stage, control, _) = try stageWithControl()
        UIView.animate(withDuration: 1) { control.selectedSegmentIndex = 1 }
        try stage.clock.advance(by: 0.5)
        var image = Rasterizer().render(stage.renderTree())
        // Halfway, the raised rectangle spans about 52…148.
        #expect(isTrackGrey(image[x: 30, y: 16]) && isWhite(image[x: 60, y: 16]) && isWhite(image[x: 140, y: 16]))
        #expect(isTrackGrey(image[x: 170, y: 16]))
        try stage.clock.runUntilIdle()
        try stage.perform(.tap(at: CGPoint(x: 250, y: 16)))
        // The finger lifts at 0.1 s; 0.05 s later the selection has only begun to slide.
        try stage.clock.advance(by: 0.15)
        image = Rasterizer().render(stage.renderTree())
        #expect(control.selectedSegmentIndex == 2 && isTrackGrey(image[x: 290, y: 16]), "not there yet")
        try stage.clock.runUntilIdle()
        image = Rasterizer().render(stage.renderTree())
        #expect(isTrackGrey(image[x: 110, y: 16]) && isWhite(image[x: 290, y: 16]))
    }

    @Test("intrinsic size: equal segments as wide as the widest title plus padding, or each its own; 32 tall")
    func intrinsicSize() throws {
        let control = UISegmentedControl(items: ["Hi", "A longer title"])
        let font = UIFont.systemFont(ofSize: UIKitChoices.current.segmentedControlTitleFontSize, weight: .medium)
        func width(_ text: String) -> CGFloat {
            let label = UILabel()
            label.font = font
            label.text = text
            return ceil(label.intrinsicContentSize.width) + 2 * UIKitChoices.current.segmentedControlSegmentPadding
        }
        #expect(control.intrinsicContentSize == CGSize(width: 2 * width("A longer title"), height: 32))
        #expect(control.frame.size == control.intrinsicContentSize, "init(items:) sizes the control to fit")
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width == width("Hi") + width("A longer title"))
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.intrinsicContentSize.width == 100 + width("A longer title"))
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 30)], for: .normal)
        #expect(control.intrinsicContentSize.width > 100 + width("A longer title"), "the font is honoured")
    }
}
