import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// `UIVisualEffectView.effect` set inside an animation block blurs in or out along the block's timing.
@Suite("UIVisualEffectView effect animation")
@MainActor
struct VisualEffectAnimationTests {
    /// The first backdrop in the render tree, depth first.
    func backdrop(_ node: RenderNode) -> BackdropBlur? {
        if let b = node.backdrop { return b }
        for child in node.children { if let b = backdrop(child) { return b } }
        return nil
    }

    func setUp() throws -> (Stage, UIVisualEffectView) {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        left.backgroundColor = .white
        stage.window.backgroundColor = .black
        stage.window.addSubview(left)
        let effect = UIVisualEffectView(effect: nil)
        effect.frame = stage.window.bounds
        stage.window.addSubview(effect)
        return (stage, effect)
    }

    @Test("nil → blur inside UIView.animate: radius, saturation and tint grow along the curve (frame table)")
    func fadeIn() throws {
        let (stage, effect) = try setUp()
        #expect(backdrop(stage.renderTree().root) == nil)
        let sharp = Rasterizer().render(stage.renderTree())
        let material = UIKitChoices.current.blurMaterial(for: .dark, dark: false)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                effect.effect = UIBlurEffect(style: .dark)
            })
        var table: [(radius: Double, saturation: Double, tint: Double)] = []
        for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
            try stage.clock.advance(to: t)
            let b = backdrop(stage.renderTree().root)
            table.append((Double(b?.radius ?? 0), Double(b?.saturation ?? 1), b?.tintColor?.alpha ?? 0))
        }
        for (i, t) in [0.0, 0.25, 0.5, 0.75, 1.0].enumerated() {
            #expect(abs(table[i].radius - Double(material.radius) * t) < 1e-9, "t = \(t)")
            #expect(abs(table[i].saturation - (1 + (Double(material.saturation) - 1) * t)) < 1e-9, "t = \(t)")
            #expect(abs(table[i].tint - material.tint.alpha * t) < 1e-9, "t = \(t)")
        }
        // At the start the frame is the sharp one; half-way the edge is already mixed; at the end fully blurred.
        try stage.clock.advance(to: 1.5)
        let full = Rasterizer().render(stage.renderTree())
        #expect(full[x: 19, y: 20] != sharp[x: 19, y: 20])
        #expect(backdrop(stage.renderTree().root)?.radius == material.radius)
    }

    @Test("blur → nil animates out with the old effect's material; outside a block it changes at once")
    func fadeOut() throws {
        let (stage, effect) = try setUp()
        effect.effect = UIBlurEffect(style: .light)
        let material = UIKitChoices.current.blurMaterial(for: .light, dark: false)
        #expect(backdrop(stage.renderTree().root)?.radius == material.radius)
        UIView.animate(withDuration: 2) { effect.effect = nil }
        #expect(effect.effect == nil)
        try stage.clock.advance(to: 0.5)
        let quarter = Double(material.radius) * (1 - CubicBezier.easeInEaseOut.progress(at: 0.25))
        #expect(abs(Double(backdrop(stage.renderTree().root)?.radius ?? -1) - quarter) < 1e-9)
        try stage.clock.advance(to: 2.5)
        #expect(backdrop(stage.renderTree().root) == nil)
        // Outside an animation block another blur shows at once.
        effect.effect = UIBlurEffect(style: .dark)
        let dark = UIKitChoices.current.blurMaterial(for: .dark, dark: false)
        #expect(backdrop(stage.renderTree().root)?.tintColor == dark.tint)
        effect.effect = UIBlurEffect(style: .light)
        #expect(backdrop(stage.renderTree().root)?.tintColor == material.tint)
    }

    @Test("blur → another blur inside UIView.animate: the tint goes from the old style's to the new one's")
    func blurToBlur() throws {
        // A black window under a full effect view: the blurred backdrop is black, so each pixel is the tint over
        // black, its premultiplied grey.
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .black
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        effect.frame = stage.window.bounds
        stage.window.addSubview(effect)
        let light = UIKitChoices.current.blurMaterial(for: .extraLight, dark: false)
        let dark = UIKitChoices.current.blurMaterial(for: .dark, dark: false)
        func grey(_ tint: Color) -> Int { Int((tint.red * tint.alpha * 255).rounded()) }
        #expect(grey(light.tint) == 179 && grey(dark.tint) == 20)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                effect.effect = UIBlurEffect(style: .dark)
            })
        for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
            try stage.clock.advance(to: t)
            let b = try #require(backdrop(stage.renderTree().root), "t = \(t)")
            let white = 1 + (dark.tint.red - 1) * t
            let alpha = light.tint.alpha + (dark.tint.alpha - light.tint.alpha) * t
            #expect(abs(Double(b.radius) - Double(light.radius)) < 1e-9, "t = \(t)")
            #expect(abs(Double(b.saturation) - Double(light.saturation)) < 1e-9, "t = \(t)")
            #expect(abs((b.tintColor?.red ?? -1) - white) < 1e-9, "t = \(t)")
            #expect(abs((b.tintColor?.alpha ?? -1) - alpha) < 1e-9, "t = \(t)")
            // The pixels: the mixed tint over black (half-way 0.555 at 0.715: 101, neither style's 179 or 20).
            let pixel = Rasterizer().render(stage.renderTree())[x: 20, y: 20]
            let expected = Int((white * alpha * 255).rounded())
            #expect(
                abs(Int(pixel.r) - expected) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b, "t = \(t): \(pixel)")
            if t == 0.5 { #expect(abs(Int(pixel.r) - 101) <= 1) }
        }
        try stage.clock.advance(to: 2)
        #expect(backdrop(stage.renderTree().root)?.tintColor == dark.tint)
    }
}
