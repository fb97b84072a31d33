import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Shadows of layers whose shape is a path: a `CAShapeLayer` casts its fill and stroke, any `shadowPath` casts
/// its own fill — not their bounding boxes.
@Suite("Path shadows")
@MainActor
struct PathShadowTests {
    let white = Pixel(r: 255, g: 255, b: 255, a: 255), red = Pixel(r: 255, g: 0, b: 0, a: 255)

    /// A right triangle with its right angle at the origin and legs of 20.
    var triangle: UIBezierPath {
        let p = UIBezierPath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 20, y: 0)); p.addLine(to: CGPoint(x: 0, y: 20)); p.close()
        return p
    }

    /// A 60 × 60 white stage with `layer` in it, at 1×, rendered.
    func render(_ layer: CALayer) throws -> Image {
        let stage = try Stage(size: CGSize(width: 60, height: 60))
        stage.window.backgroundColor = .white
        stage.window.layer.addSublayer(layer)
        return Rasterizer().render(stage.renderTree())
    }

    func shadowed(_ layer: CALayer, radius: CGFloat = 0) {
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.shadowColor = UIColor.red.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = radius
        layer.shadowOffset = CGSize(width: 30, height: 30)
    }

    @Test("a shape layer's shadow is its filled path, moved by the offset, not its bounds")
    func shapeLayerFill() throws {
        let shape = CAShapeLayer()
        shadowed(shape)
        shape.path = triangle.cgPath
        let image = try render(shape)
        // Inside the moved triangle, and outside it but inside its bounds.
        #expect(image[x: 33, y: 33] == red)
        #expect(image[x: 47, y: 47] == white)
        // The shape itself (black) is drawn above its shadow.
        #expect(image[x: 3, y: 3] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test("the shadow follows the fill's and stroke's alpha: a stroke-only shape shadows its outline only")
    func shapeLayerAlpha() throws {
        let outline = CAShapeLayer()
        shadowed(outline)
        outline.path = triangle.cgPath
        outline.fillColor = nil
        outline.strokeColor = UIColor.blue.cgColor
        outline.lineWidth = 2
        var image = try render(outline)
        #expect(image[x: 30, y: 40] == red)  // on the moved left edge
        #expect(image[x: 34, y: 34] == white)  // inside the outline: no fill, no shadow
        let faint = CAShapeLayer()
        shadowed(faint)
        faint.path = triangle.cgPath
        faint.fillColor = UIColor(white: 0, alpha: 0.5).cgColor
        image = try render(faint)
        let p = image[x: 33, y: 33]
        #expect(p.r == 255 && abs(Int(p.g) - 128) <= 1 && abs(Int(p.b) - 128) <= 1)
    }

    @Test("any shadowPath casts its own fill; blurred, the shadow keeps the path's area")
    func shadowPath() throws {
        let layer = CALayer()
        shadowed(layer)
        layer.backgroundColor = .black
        layer.shadowPath = triangle.cgPath
        var image = try render(layer)
        #expect(image[x: 33, y: 33] == red && image[x: 47, y: 47] == white)
        // Blurred with σ = 3: the shadow's total strength is still the triangle's area, 200.
        shadowed(layer, radius: 3)
        image = try render(layer)
        var strength = 0.0
        for y in 20..<60 { for x in 20..<60 { strength += Double(255 - Int(image[x: x, y: y].g)) / 255 } }
        #expect(abs(strength - 200) < 2, "\(strength)")
        #expect(image[x: 47, y: 47] == white)
    }
}
