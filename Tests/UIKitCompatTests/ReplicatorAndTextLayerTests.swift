import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// `CAReplicatorLayer` (copies transformed, delayed and faded one after another) and `CATextLayer` (a string from
/// the top of the bounds).
@Suite("CAReplicatorLayer and CATextLayer")
@MainActor
struct ReplicatorAndTextLayerTests {
    @Test("a replicator draws its dot instanceCount times, each moved by instanceTransform once more")
    func copiesAlongTheTransform() throws {
        let stage = try Stage(size: CGSize(width: 60, height: 20))
        stage.window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 5, width: 10, height: 10)
        dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.5
        stage.window.layer.addSublayer(replicator)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 5, y: 10] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(abs(Int(image[x: 25, y: 10].r) - 128) <= 1, "the second copy at half alpha")
        #expect(image[x: 45, y: 10] == Pixel(r: 0, g: 0, b: 0, a: 255), "the third at alpha 0")
        #expect(image[x: 15, y: 10] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test("rotation copies sit around the anchor point; instanceDelay runs each copy behind the one before")
    func ringWithDelay() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let bar = CALayer()
        bar.frame = CGRect(x: 18, y: 0, width: 4, height: 10)
        bar.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(bar)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        replicator.instanceDelay = 0.25
        stage.window.layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
        try stage.clock.advance(to: 0.5)
        let copies = stage.renderTree().root.children[0].children
        #expect(copies.count == 4)
        let alphas = copies.map { $0.children[0].alpha }
        // Copy i shows the fade at 0.5 − 0.25 i seconds (before its start the model opacity 1).
        #expect(abs(alphas[0] - 0.5) < 1e-6 && abs(alphas[1] - 0.75) < 1e-6 && alphas[2] == 1 && alphas[3] == 1)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 35, y: 20].r > 100, "the second copy turned a quarter to the right of the centre")
        #expect(image[x: 20, y: 35].r > 100 && image[x: 5, y: 20].r > 100)
    }

    @Test("a text layer draws its string from the top, in its colour and alignment")
    func textLayer() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 60))
        stage.window.backgroundColor = .black
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        text.string = "HI"
        text.fontSize = 20
        text.foregroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1).cgColor
        text.alignmentMode = .center
        stage.window.layer.addSublayer(text)
        let node = stage.renderTree().root.children[0].children[0]
        guard case .text(let content) = node.contents else {
            Issue.record("no text node")
            return
        }
        #expect(content.text == "HI" && content.fontSize == 20 && content.alignment == .center)
        #expect(node.position.y - node.bounds.height / 2 == 0 && node.bounds.height < 40, "at the top")
        let image = Rasterizer().render(stage.renderTree())
        var ink = 0
        for y in 0..<30 {
            for x in 0..<100 where image[x: x, y: y].r > 128 && image[x: x, y: y].g > 128 { ink += 1 }
        }
        var below = 0
        for y in 30..<60 {
            for x in 0..<100 where image[x: x, y: y].r > 128 { below += 1 }
        }
        #expect(ink > 20 && below == 0)
        text.string = NSAttributedString(string: "A")
        text.isWrapped = true
        #expect(text.textContent?.text == "A" && text.textContent?.numberOfLines == 0)
    }
}
