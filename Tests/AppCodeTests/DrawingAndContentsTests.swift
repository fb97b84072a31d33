import Foundation
import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): gradients drawn in code, self-drawing layers, snapshots, sprites, blur, display links")
@MainActor
struct DrawingAndContentsTests {
    @Test("the gradient badge is red at the top, blue at the bottom, clipped to its circle")
    func gradientBadge() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .black
        let badge = GradientBadgeView(frame: stage.window.bounds)
        badge.backgroundColor = .clear
        stage.window.addSubview(badge)
        let image = Rasterizer().render(stage.renderTree())
        let top = image[x: 20, y: 2], bottom = image[x: 20, y: 37]
        #expect(top.r > 200 && top.b < 60 && bottom.b > 200 && bottom.r < 60)
        #expect(image[x: 1, y: 1] == Pixel(r: 0, g: 0, b: 0, a: 255), "outside the circle")
    }

    @Test("the corner layer redraws when its frame changes and fills its corner")
    func cornerLayer() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .white
        let corner = CornerLayer()
        corner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        stage.window.layer.addSublayer(corner)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 1, y: 1] == Pixel(r: 0, g: 0, b: 0, a: 255) && image[x: 18, y: 18].r == 255)
        let drawn = corner.contents as? CGImage
        corner.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        _ = stage.renderTree()
        #expect((corner.contents as? CGImage)?.width == 30 && drawn?.width == 20)
    }

    @Test("the layer snapshot shows the view and its subviews at the screen's scale")
    func snapshot() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        card.backgroundColor = .blue
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stripe.backgroundColor = .red
        card.addSubview(stripe)
        stage.window.addSubview(card)
        let image = try #require(layerSnapshot(of: card)?.cgImage)
        let scale = Int(UIScreen.main.scale)
        #expect(image.width == 20 * scale && image[x: 2, y: 2].r == 255 && image[x: 15 * scale, y: 2].b == 255)
    }

    @Test("the sprite sheet shows one frame at a time, changing every frame duration")
    func sprites() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        stage.window.layer.addSublayer(layer)
        var sheet = Image(width: 4, height: 1)
        sheet[x: 0, y: 0] = Pixel(r: 255, g: 0, b: 0, a: 255)
        sheet[x: 1, y: 0] = Pixel(r: 0, g: 255, b: 0, a: 255)
        sheet[x: 2, y: 0] = Pixel(r: 0, g: 0, b: 255, a: 255)
        sheet[x: 3, y: 0] = Pixel(r: 255, g: 255, b: 255, a: 255)
        crossFadeContents(of: layer, to: UIImage(cgImage: sheet), duration: 0.05)
        #expect(layer.animation(forKey: kCATransition) != nil)
        playSpriteSheet(UIImage(cgImage: sheet), frames: 4, in: layer, frameDuration: 0.1)
        try stage.clock.advance(to: 0.15)
        #expect(Rasterizer().render(stage.renderTree())[x: 10, y: 10] == Pixel(r: 0, g: 255, b: 0, a: 255))
        try stage.clock.advance(to: 0.35)
        #expect(Rasterizer().render(stage.renderTree())[x: 10, y: 10] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("the empty blur view blurs in with the presentation; the progress runner stops its display link")
    func blurAndRunner() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let dimming = BlurDimmingController()
        dimming.presentationWillBegin(in: stage.window)
        try stage.clock.advance(to: 0.2)
        let half = stage.renderTree().root.children[0].backdrop?.radius ?? 0
        try stage.clock.advance(to: 0.4)
        let full = stage.renderTree().root.children[0].backdrop?.radius ?? 0
        #expect(half > 0 && half < full)
        let runner = ProgressRunner(duration: 0.25)
        runner.begin()
        try stage.clock.advance(to: 0.5)
        let partway = runner.progress
        try stage.clock.advance(to: 0.7)
        #expect(partway > 0.3 && partway < 0.5 && runner.progress == 1)
    }

    @Test("a fast downward finger makes the card's y lead its x on the way back")
    func verticalSpring() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        stage.window.addSubview(card)
        card.center = CGPoint(x: 60, y: 150)
        _ = settleCard(card, at: CGPoint(x: 50, y: 100), fingerVelocity: CGPoint(x: 0, y: -500))
        try stage.clock.advance(to: 0.03)
        let p = card.layer.presentation()!.position
        let xDone = (60 - p.x) / 10, yDone = (150 - p.y) / 50
        #expect(yDone > xDone + 0.1, "x \(xDone), y \(yDone)")
    }
}
