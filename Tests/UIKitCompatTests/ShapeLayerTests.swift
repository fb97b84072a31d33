import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Shape and gradient layers, masks, blur, Bézier paths and keyframe paths")
@MainActor
struct ShapeLayerTests {
    let black = Pixel(r: 0, g: 0, b: 0, a: 255), red = Pixel(r: 255, g: 0, b: 0, a: 255)
    let white = Pixel(r: 255, g: 255, b: 255, a: 255)

    func stage(_ side: CGFloat = 40) throws -> Stage { try Stage(size: CGSize(width: side, height: side)) }

    @Test("a free shape layer fills its path above the background; even-odd leaves the inner ring empty")
    func shapeFill() throws {
        let stage = try stage()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
        shape.path = path.cgPath
        shape.fillColor = UIColor.red.cgColor
        stage.window.layer.addSublayer(shape)
        #expect(Rasterizer().render(stage.renderTree())[x: 20, y: 20] == red)  // non-zero: both squares fill
        shape.fillRule = .evenOdd
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 20] == black && image[x: 5, y: 5] == red)
    }

    @Test("a circle's painted coverage is πr² within 0.1 %")
    func circleArea() throws {
        let stage = try stage(100)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        shape.fillColor = UIColor.white.cgColor
        stage.window.layer.addSublayer(shape)
        let image = Rasterizer().render(stage.renderTree())
        var covered = 0.0
        for y in 0..<100 { for x in 0..<100 { covered += Double(image[x: x, y: y].r) / 255 } }
        #expect(abs(covered - .pi * 1600) / (.pi * 1600) < 1e-3)
    }

    @Test("path morphing: a path animation between paths with the same elements moves every point")
    func pathMorph() throws {
        let stage = try stage()
        let shape = CAShapeLayer()
        let small = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)).cgPath
        let large = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30)).cgPath
        shape.path = large
        stage.window.layer.addSublayer(shape)
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small; grow.toValue = large; grow.duration = 1
        shape.add(grow, forKey: "grow")
        try stage.clock.advance(to: 0.5)
        #expect(shape.presentation()!.path!.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 20))
        // Paths with other elements do not morph: the model path shows.
        let other = CABasicAnimation(keyPath: "path")
        other.fromValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        other.toValue = large; other.duration = 1
        shape.add(other, forKey: "grow")
        #expect(shape.presentation()!.path == large)
    }

    @Test("every animatable shape and gradient key interpolates: colours, widths, dash phase, trims, locations, points")
    func animatableKeys() throws {
        let stage = try stage()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        stage.window.layer.addSublayer(shape)
        stage.window.layer.addSublayer(gradient)
        _ = stage.renderTree()
        func animate(_ layer: CALayer, _ key: String, _ from: Any, _ to: Any) {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from; a.toValue = to; a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(a, forKey: key)
        }
        animate(shape, "lineWidth", 2.0, 6.0)
        animate(shape, "miterLimit", 4.0, 8.0)
        animate(shape, "lineDashPhase", 0.0, 10.0)
        animate(shape, "strokeStart", 0.0, 0.5)
        animate(shape, "fillColor", UIColor.red.cgColor, UIColor.blue.cgColor)
        animate(shape, "strokeColor", UIColor.black.cgColor, UIColor.white.cgColor)
        animate(gradient, "locations", [0.0, 0.5], [0.5, 1.0])
        animate(gradient, "startPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0))
        animate(gradient, "endPoint", CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1))
        try stage.clock.advance(to: 0.25)
        let s = try #require(shape.presentation()), g = try #require(gradient.presentation())
        #expect(abs(s.lineWidth - 3) < 1e-9 && abs(s.miterLimit - 5) < 1e-9 && abs(s.lineDashPhase - 2.5) < 1e-9)
        #expect(abs(s.strokeStart - 0.125) < 1e-9)
        let fill = try #require(s.fillColor), stroke = try #require(s.strokeColor)
        let f = try #require(fill.components), st = try #require(stroke.components)
        #expect(abs(f[0] - 0.75) < 1e-9 && abs(f[2] - 0.25) < 1e-9)
        #expect(abs(st[0] - 0.25) < 1e-9 && abs(st[1] - 0.25) < 1e-9)
        let locations = try #require(g.locations).map(\.doubleValue)
        #expect(locations.count == 2 && abs(locations[0] - 0.125) < 1e-9 && abs(locations[1] - 0.625) < 1e-9)
        #expect(abs(g.startPoint.x - 0.25) < 1e-9 && g.startPoint.y == 0)
        #expect(abs(g.endPoint.x - 0.25) < 1e-9 && g.endPoint.y == 1)
        // The painted node carries the in-flight values.
        let node = try #require(stage.renderTree().root.children.first(where: { $0.shape != nil })?.shape)
        #expect(abs(Double(node.lineWidth) - 3) < 1e-9 && abs(Double(node.strokeStart) - 0.125) < 1e-9)
    }

    @Test("strokeEnd and colours animate; a free shape layer's path change animates implicitly")
    func strokeAndImplicit() throws {
        let stage = try stage()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.strokeColor = UIColor.red.cgColor
        shape.fillColor = nil
        stage.window.layer.addSublayer(shape)
        _ = stage.renderTree()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0; draw.toValue = 1; draw.duration = 1
        shape.add(draw, forKey: "draw")
        try stage.clock.advance(to: 0.25)
        #expect(abs(shape.presentation()!.strokeEnd - 0.25) < 1e-9)
        #expect(stage.renderTree().root.children.last?.shape?.strokeEnd == shape.presentation()!.strokeEnd)
        shape.removeAllAnimations()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        #expect(shape.animationKeys() == ["path"])
        shape.fillColor = UIColor.white.cgColor
        #expect(shape.animationKeys() == ["path", "fillColor"])
    }

    @Test("gradient layer: axial colours from top to bottom; a view backed by it (layerClass) draws it")
    func gradient() throws {
        let stage = try stage()
        final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        let view = GradientView(frame: stage.window.bounds)
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        stage.window.addSubview(view)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 0].r > 240 && image[x: 20, y: 0].b < 15)
        #expect(image[x: 20, y: 39].b > 240 && image[x: 20, y: 39].r < 15)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.red.cgColor]
        colors.toValue = [UIColor.blue.cgColor, UIColor.blue.cgColor]
        colors.duration = 1
        gradient.add(colors, forKey: "colors")
        try stage.clock.advance(to: 0.5)
        let mid = try #require(gradient.presentation()!.colors?.first as? CGColor)
        #expect(abs(mid.components![0] - 0.5) < 1e-9 && abs(mid.components![2] - 0.5) < 1e-9)
    }

    @Test("layer.mask and UIView.mask: only what the mask paints shows")
    func masks() throws {
        let stage = try stage()
        let view = UIView(frame: stage.window.bounds)
        view.backgroundColor = .white
        stage.window.addSubview(view)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).cgPath
        view.layer.mask = mask
        #expect(mask.superlayer == nil && view.layer.mask === mask)
        var image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 5, y: 5] == white && image[x: 30, y: 5] == black)
        let maskView = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 40))
        maskView.backgroundColor = .black
        view.mask = maskView
        #expect(view.mask === maskView && view.layer.mask === maskView.layer)
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 5, y: 5] == black && image[x: 30, y: 5] == white)
    }

    @Test("UIVisualEffectView blurs what lies behind it and tints it; the content view draws above")
    func blur() throws {
        let stage = try stage()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        left.backgroundColor = .white
        stage.window.addSubview(left)
        let sharp = Rasterizer().render(stage.renderTree())
        #expect(sharp[x: 19, y: 20] == white && sharp[x: 20, y: 20] == black)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effect.frame = stage.window.bounds
        stage.window.addSubview(effect)
        let blurred = Rasterizer().render(stage.renderTree())
        // Across the edge the blur mixes white and black: no pure value survives on either side.
        #expect(blurred[x: 19, y: 20].r < 250 && blurred[x: 20, y: 20].r > 5)
        #expect(blurred[x: 19, y: 20].r > blurred[x: 20, y: 20].r)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        badge.backgroundColor = .red
        effect.contentView.addSubview(badge)
        #expect(Rasterizer().render(stage.renderTree())[x: 1, y: 1] == red)
    }

    @Test("shadowPath takes a CGPath: rectangles, rounded rectangles and ellipses as such, any other path as itself")
    func shadowPaths() throws {
        let stage = try stage()
        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let box = CGRect(x: 2, y: 3, width: 20, height: 10)
        func cast(_ path: CGPath) -> ShadowPath? {
            layer.shadowPath = path
            return stage.renderTree().root.children.last?.shadow.path
        }
        #expect(cast(UIBezierPath(rect: box).cgPath) == .rect(box))
        #expect(cast(UIBezierPath(ovalIn: box).cgPath) == .ellipse(box))
        #expect(cast(UIBezierPath(roundedRect: box, cornerRadius: 4).cgPath) == .roundedRect(box, cornerRadius: 4))
        #expect(
            cast(CGPath(roundedRect: box, cornerWidth: 3, cornerHeight: 3, transform: nil))
                == .roundedRect(box, cornerRadius: 3))
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0)); triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10)); triangle.close()
        #expect(cast(triangle.cgPath) == .path(triangle.cgPath.vectorPath))
        #expect(layer.shadowPath == triangle.cgPath)
    }

    @Test("UIBezierPath: bounds, contains with both rules, arcs clockwise on screen, reversing, rounded corners")
    func bezierPath() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(ring.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(ring.contains(CGPoint(x: 10, y: 10)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 10, y: 10)) && ring.contains(CGPoint(x: 2.5, y: 10)))
        // Clockwise on screen from angle 0 to π/2 goes through the lower right (y grows downwards).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.bounds.minY > -1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        let reversed = arc.reversing()
        #expect(abs(reversed.currentPoint.x - 10) < 1e-9 && abs(reversed.currentPoint.y) < 1e-9)
        let tab = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 5, height: 99))
        #expect(!tab.contains(CGPoint(x: 0.5, y: 0.5)) && tab.contains(CGPoint(x: 19.5, y: 0.5)))
        #expect(tab.contains(CGPoint(x: 0.5, y: 9.5)))
        let moved = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        moved.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(moved.bounds.minX == 5)
    }

    @Test("UIBezierPath builds curves, arcs and closed shapes whose filled regions are where the curves put them")
    func bezierElements() throws {
        // A quadratic from (0, 0) to (20, 0) pulled by (10, 20) reaches y = 10 at its middle.
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 10, y: 20))
        quad.close()
        #expect(quad.contains(CGPoint(x: 10, y: 9.5)) && !quad.contains(CGPoint(x: 10, y: 10.5)))
        #expect(quad.currentPoint == .zero)
        // A cubic from (0, 0) to (30, 0) with controls (0, 30) and (30, 30) reaches y = 22.5 at its middle.
        let cubic = UIBezierPath()
        cubic.move(to: .zero)
        cubic.addCurve(
            to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 0, y: 30), controlPoint2: CGPoint(x: 30, y: 30))
        #expect(cubic.currentPoint == CGPoint(x: 30, y: 0))
        cubic.close()
        #expect(cubic.contains(CGPoint(x: 15, y: 22)) && !cubic.contains(CGPoint(x: 15, y: 23)))
        // Clockwise on screen from angle 0 to π runs through the bottom: the lower half disc.
        let half = UIBezierPath()
        half.move(to: CGPoint(x: 10, y: 0))
        half.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(half.currentPoint.x + 10) < 1e-9 && abs(half.currentPoint.y) < 1e-9)
        half.close()
        #expect(half.contains(CGPoint(x: 0, y: 9.5)) && !half.contains(CGPoint(x: 0, y: -1)))
        // lineWidth (1 by default) widens what a shape layer strokes with the path.
        #expect(UIBezierPath().lineWidth == 1)
        let stage = try stage(40)
        stage.window.backgroundColor = .white
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 5, y: 20)); line.addLine(to: CGPoint(x: 35, y: 20))
        line.lineWidth = 8
        let shape = CAShapeLayer()
        shape.frame = stage.window.bounds
        shape.path = line.cgPath
        shape.lineWidth = line.lineWidth
        shape.strokeColor = UIColor.black.cgColor
        stage.window.layer.addSublayer(shape)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 17].r == 0 && image[x: 20, y: 23].r == 0 && image[x: 20, y: 25].r == 255)
    }

    @Test("keyframe path: position follows the path at constant speed (paced), turning with rotationMode auto")
    func keyframePath() throws {
        let stage = try stage(100)
        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path.cgPath
        follow.duration = 1
        follow.calculationMode = .paced
        follow.rotationMode = .rotateAuto
        layer.add(follow, forKey: "follow")
        try stage.clock.advance(to: 0.5)
        var p = layer.presentation()!
        #expect(abs(p.position.x - 20) < 1e-9 && abs(p.position.y) < 1e-9)
        #expect(abs(p.transform.m12) < 1e-9)  // heading along +x: no turn
        try stage.clock.advance(to: 0.875)
        p = layer.presentation()!
        #expect(abs(p.position.x - 30) < 1e-9 && abs(p.position.y - 5) < 1e-9)
        #expect(abs(p.transform.m12 - 1) < 1e-9)  // heading along +y: a quarter turn
    }
}
