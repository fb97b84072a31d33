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
        // Between two blurs the new one shows at once.
        effect.effect = UIBlurEffect(style: .dark)
        UIView.animate(withDuration: 1) { effect.effect = UIBlurEffect(style: .light) }
        try stage.clock.advance(by: 0.5)
        #expect(backdrop(stage.renderTree().root)?.tintColor == material.tint)
    }
}
