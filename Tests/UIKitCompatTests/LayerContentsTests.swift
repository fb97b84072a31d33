import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// How a layer's contents image shows (`contentsRect`, `contentsCenter`, the nearest filter) and how a layer
/// draws its own contents (`setNeedsDisplay`, `display()`, `draw(in:)`, the delegate, `render(in:)`).
@Suite("Layer contents: contentsRect, contentsCenter, filters, display and render(in:)")
@MainActor
struct LayerContentsTests {
    static let red = Pixel(r: 255, g: 0, b: 0, a: 255), green = Pixel(r: 0, g: 255, b: 0, a: 255)
    static let blue = Pixel(r: 0, g: 0, b: 255, a: 255), white = Pixel(r: 255, g: 255, b: 255, a: 255)
    static let black = Pixel(r: 0, g: 0, b: 0, a: 255)

    /// A sprite sheet of four 2 × 2 frames side by side: red, green, blue, white.
    static func sheet() -> Image {
        var image = Image(width: 8, height: 2)
        let colors = [red, green, blue, white]
        for y in 0..<2 {
            for x in 0..<8 { image[x: x, y: y] = colors[x / 2] }
        }
        return image
    }

    /// A free layer of `size` on a black stage at scale 1, showing `contents`.
    func stage(_ contents: Image, size: CGSize) throws -> (Stage, CALayer) {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .black
        let layer = CALayer()
        CATransaction.begin(); CATransaction.setDisableActions(true)
        layer.frame = CGRect(origin: .zero, size: size)
        layer.contents = contents
        CATransaction.commit()
        stage.window.layer.addSublayer(layer)
        return (stage, layer)
    }

    @Test("contentsRect shows one frame of a sprite sheet, stretched to the bounds; beyond the image edges extend")
    func spriteFrames() throws {
        let (stage, layer) = try stage(Self.sheet(), size: CGSize(width: 20, height: 20))
        var image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 2, y: 10] == Self.red && image[x: 17, y: 10] == Self.white, "the whole sheet at first")
        CATransaction.begin(); CATransaction.setDisableActions(true)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.25, height: 1)
        CATransaction.commit()
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 1, y: 1] == Self.blue && image[x: 18, y: 18] == Self.blue, "the third frame fills it")
        CATransaction.begin(); CATransaction.setDisableActions(true)
        layer.contentsRect = CGRect(x: 0.75, y: 0, width: 0.5, height: 1)
        CATransaction.commit()
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 2, y: 10] == Self.white && image[x: 18, y: 10] == Self.white, "the last column extends")
        #expect(layer.value(forKey: "contentsRect") as? NSValue == NSValue(cgRect: layer.contentsRect))
    }

    @Test("contentsRect animates explicitly (Hero's snapshot key) and implicitly on a free layer")
    func animatesContentsRect() throws {
        let (stage, layer) = try stage(Self.sheet(), size: CGSize(width: 20, height: 20))
        _ = stage.renderTree()
        let animation = CABasicAnimation(keyPath: "contentsRect")
        animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.25, height: 1))
        animation.toValue = NSValue(cgRect: CGRect(x: 0.5, y: 0, width: 0.25, height: 1))
        animation.duration = 1
        layer.add(animation, forKey: "frames")
        try stage.clock.advance(by: 0.5)
        #expect(layer.presentation()?.contentsRect == CGRect(x: 0.25, y: 0, width: 0.25, height: 1))
        #expect(Rasterizer().render(stage.renderTree())[x: 10, y: 10] == Self.green)
        try stage.clock.advance(by: 1)
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        #expect(layer.animationKeys() == ["contentsRect"], "a free layer's change is animated implicitly")
    }

    @Test("a CATransition on a free layer cross-fades from its old contents to the new ones")
    func freeLayerTransition() throws {
        let (stage, layer) = try stage(Self.sheet(), size: CGSize(width: 20, height: 20))
        _ = stage.renderTree()
        let fade = CATransition()
        fade.duration = 1
        layer.add(fade, forKey: kCATransition)
        layer.contents = Image(width: 1, height: 1, fill: Self.blue)
        #expect(layer.animationKeys() == [kCATransition])
        try stage.clock.advance(to: 0.5)
        let mid = Rasterizer().render(stage.renderTree())[x: 2, y: 10]
        #expect(abs(Int(mid.r) - 128) <= 2 && abs(Int(mid.b) - 128) <= 2, "half old red, half new blue")
        try stage.clock.advance(to: 1)
        #expect(Rasterizer().render(stage.renderTree())[x: 2, y: 10] == Self.blue && layer.animationKeys() == nil)
    }

    @Test("the nearest filter draws enlarged pixels as sharp blocks; linear blends them")
    func nearestFilter() throws {
        var checker = Image(width: 2, height: 1)
        checker[x: 0, y: 0] = Self.white
        checker[x: 1, y: 0] = Self.black
        let (stage, layer) = try stage(checker, size: CGSize(width: 20, height: 10))
        var image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 9, y: 5] != Self.white, "linear: blended towards the middle")
        layer.magnificationFilter = .nearest
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 8, y: 5] == Self.white && image[x: 11, y: 5] == Self.black)
        #expect(image[x: 0, y: 5] == Self.white && image[x: 19, y: 5] == Self.black)
    }

    @Test("contentsCenter keeps the corners' size and stretches the middle (a nine-part image)")
    func ninePart() throws {
        // 4 × 4: a red border one pixel wide around a 2 × 2 blue middle.
        var framed = Image(width: 4, height: 4, fill: Self.red)
        for y in 1...2 {
            for x in 1...2 { framed[x: x, y: y] = Self.blue }
        }
        let (stage, layer) = try stage(framed, size: CGSize(width: 20, height: 12))
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 0, y: 0] == Self.red && image[x: 19, y: 11] == Self.red && image[x: 10, y: 0] == Self.red)
        #expect(image[x: 1, y: 1] == Self.blue && image[x: 18, y: 10] == Self.blue && image[x: 10, y: 6] == Self.blue)
    }

    /// A layer subclass drawing a bar of `fraction` of its width.
    final class BarLayer: CALayer {
        var fraction: CGFloat = 0.5
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
        }
    }

    /// A delegate that draws the whole layer green.
    final class GreenDrawer: CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
            ctx.fill(layer.bounds)
        }
    }

    @Test("setNeedsDisplay runs draw(in:) once before the next frame; needsDisplayOnBoundsChange redraws on resize")
    func displayAndDraw() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 10))
        stage.window.backgroundColor = .black
        let bar = BarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        stage.window.layer.addSublayer(bar)
        var image = Rasterizer().render(stage.renderTree())
        #expect(bar.draws == 0 && bar.contents == nil, "a layer draws only once marked")
        bar.setNeedsDisplay()
        #expect(bar.needsDisplay())
        image = Rasterizer().render(stage.renderTree())
        #expect(bar.draws == 1 && !bar.needsDisplay())
        #expect(image[x: 9, y: 5] == Self.red && image[x: 11, y: 5] == Self.black)
        _ = stage.renderTree()
        #expect(bar.draws == 1)
        bar.needsDisplayOnBoundsChange = true
        CATransaction.begin(); CATransaction.setDisableActions(true)
        bar.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        CATransaction.commit()
        image = Rasterizer().render(stage.renderTree())
        #expect(bar.draws == 2 && image[x: 19, y: 5] == Self.red && image[x: 21, y: 5] == Self.black)

        let plain = CALayer()
        let drawer = GreenDrawer()
        plain.delegate = drawer
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        plain.setNeedsDisplay()
        plain.displayIfNeeded()
        let drawn = try #require(plain.contents as? Image)
        #expect(drawn.width == 10 && drawn[x: 5, y: 5] == Self.green)
    }

    @Test("render(in:) draws the layer tree's model values into a context, in the layer's own coordinates")
    func renderInContext() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let badge = CALayer()
        badge.frame = CGRect(x: 5, y: 0, width: 5, height: 5)
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        card.layer.addSublayer(badge)
        stage.window.addSubview(card)
        let flash = CABasicAnimation(keyPath: "backgroundColor")
        flash.fromValue = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
        flash.toValue = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
        flash.duration = 1
        badge.add(flash, forKey: "flash")
        try stage.clock.advance(to: 0.5)
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        card.layer.render(in: context)
        let snapshot = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()
        #expect(snapshot.width == 10 && snapshot[x: 2, y: 7] == Self.blue, "at the context's origin")
        #expect(snapshot[x: 7, y: 2] == Self.red, "the model colour, not the running animation's")
    }
}

/// Core Animation's geometry queries between layers.
@Suite("Layer geometry: convert(_:from:/to:), hitTest(_:), contains(_:)")
@MainActor
struct LayerGeometryTests {
    @Test("points and rectangles convert through positions, transforms and sublayer transforms")
    func conversions() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let outer = CALayer()
        outer.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        outer.addSublayer(inner)
        stage.window.layer.addSublayer(outer)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: stage.window.layer) == CGPoint(x: 16, y: 27))
        #expect(inner.convert(CGPoint(x: 16, y: 27), from: stage.window.layer) == CGPoint(x: 1, y: 2))
        #expect(outer.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: inner) == inner.frame)
        inner.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Scaled about its centre (10, 10 in outer): its origin now sits at (0, 0) of outer.
        let p = inner.convert(CGPoint.zero, to: outer)
        #expect(abs(p.x) < 1e-9 && abs(p.y) < 1e-9)
        #expect(inner.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 30, y: 40))
    }

    @Test("hitTest finds the deepest layer under a point, skipping hidden layers and clipped parts")
    func hitTesting() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let root = stage.window.layer
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        let badge = CALayer()
        badge.frame = CGRect(x: 30, y: -5, width: 20, height: 20)
        card.addSublayer(badge)
        root.addSublayer(card)
        #expect(card.hitTest(CGPoint(x: 20, y: 20)) === card, "in the superlayer's coordinates")
        #expect(card.hitTest(CGPoint(x: 45, y: 10)) === badge)
        #expect(card.hitTest(CGPoint(x: 55, y: 8)) === badge, "a sublayer outside its superlayer's bounds")
        card.masksToBounds = true
        #expect(card.hitTest(CGPoint(x: 55, y: 8)) == nil)
        badge.isHidden = true
        #expect(card.hitTest(CGPoint(x: 45, y: 12)) === card)
        #expect(card.contains(CGPoint(x: 39, y: 39)) && !card.contains(CGPoint(x: 41, y: 0)))
    }
}
