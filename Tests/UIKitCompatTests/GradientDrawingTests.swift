import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Core Graphics gradients and clipping in a drawing context: `CGGradient`, `drawLinearGradient`,
/// `drawRadialGradient`, `clip(to:)`, `clip()` and image masks.
@Suite("Drawing: CGGradient, linear and radial gradients, clipping")
@MainActor
struct GradientDrawingTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)

    /// An image of `size` points at scale 1 drawn by `body`.
    func draw(_ size: CGSize, _ body: (CGContext) -> Void) throws -> Image {
        _ = try Stage(size: CGSize(width: 10, height: 10))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }
        return try #require(image.cgImage)
    }

    func gradient() -> CGGradient {
        let colors = [
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor,
        ]
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
    }

    @Test("a linear gradient runs from the start colour to the end colour along its axis, in straight components")
    func linear() throws {
        let image = try draw(CGSize(width: 100, height: 4)) { cg in
            cg.drawLinearGradient(
                gradient(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(image[x: 0, y: 2].r > 250 && image[x: 99, y: 2].b > 250)
        let middle = image[x: 50, y: 2]
        #expect(abs(Int(middle.r) - 126) <= 2 && abs(Int(middle.b) - 129) <= 2 && middle.a == 255)
        #expect(image[x: 25, y: 0] == image[x: 25, y: 3], "constant across the axis")
    }

    @Test("without the options nothing is drawn beyond the ends; with them the end colours extend")
    func endsExtend() throws {
        let bounded = try draw(CGSize(width: 100, height: 4)) { cg in
            cg.drawLinearGradient(gradient(), start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        }
        #expect(bounded[x: 10, y: 2] == .transparent && bounded[x: 90, y: 2] == .transparent)
        #expect(bounded[x: 26, y: 2].r > 240 && bounded[x: 74, y: 2].b > 240)
        let extended = try draw(CGSize(width: 100, height: 4)) { cg in
            cg.drawLinearGradient(
                gradient(), start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: .drawsAfterEndLocation)
        }
        #expect(extended[x: 10, y: 2] == .transparent && extended[x: 90, y: 2] == blue)
    }

    @Test("a radial gradient colours circles from the start radius to the end radius around the centre")
    func radial() throws {
        let image = try draw(CGSize(width: 40, height: 40)) { cg in
            cg.drawRadialGradient(
                gradient(), startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                endRadius: 20, options: [])
        }
        #expect(image[x: 20, y: 20].r > 240, "red at the centre")
        #expect(image[x: 20, y: 2].b > 200 && image[x: 2, y: 20].b > 200, "blue near the end circle")
        #expect(image[x: 20, y: 10] == image[x: 10, y: 20] && image[x: 30, y: 20] == image[x: 20, y: 30])
        #expect(image[x: 1, y: 1] == .transparent, "nothing outside the end circle without the option")
    }

    @Test("clip(to:) and clip() limit later drawings; restoreGState lifts the clip")
    func clipping() throws {
        let image = try draw(CGSize(width: 20, height: 20)) { cg in
            cg.saveGState()
            cg.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.clip()
            cg.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.restoreGState()
            cg.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
            cg.fill(CGRect(x: 15, y: 15, width: 5, height: 5))
        }
        #expect(image[x: 5, y: 10] == red && image[x: 15, y: 10] == .transparent, "clipped to the left half")
        #expect(image[x: 0, y: 0] == .transparent, "and to the circle")
        #expect(image[x: 17, y: 17] == blue, "after restoreGState nothing clips")
    }

    @Test("clip(to:mask:) shows a fill only where the mask image is opaque (tinting an icon)")
    func imageMask() throws {
        var icon = Image(width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<5 { icon[x: x, y: y] = Pixel(r: 0, g: 0, b: 0, a: 255) }
        }
        let image = try draw(CGSize(width: 10, height: 10)) { cg in
            cg.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: icon)
            cg.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image[x: 2, y: 5] == blue && image[x: 7, y: 5] == .transparent)
    }

    @Test("UIBezierPath fill(), stroke() and addClip() draw into the current context with the set colours")
    func bezierDrawing() throws {
        let image = try draw(CGSize(width: 20, height: 20)) { _ in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 10, y: 15))
            line.addLine(to: CGPoint(x: 20, y: 15))
            line.lineWidth = 4
            line.stroke()
            UIBezierPath(rect: CGRect(x: 0, y: 10, width: 5, height: 10)).addClip()
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 10, width: 10, height: 10)).fill(with: .normal, alpha: 0.5)
        }
        #expect(image[x: 5, y: 5] == red && image[x: 15, y: 5] == .transparent)
        #expect(image[x: 15, y: 15] == blue && image[x: 15, y: 12] == .transparent)
        #expect(abs(Int(image[x: 2, y: 15].a) - 128) <= 1 && image[x: 7, y: 15] == .transparent)
    }

    @Test("stroke colours from components, line segments, beginPath and UIRectClip")
    func segmentsAndRectClip() throws {
        let image = try draw(CGSize(width: 20, height: 20)) { cg in
            cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            cg.setLineWidth(2)
            cg.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5), CGPoint(x: 0, y: 15)])
            #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20), "the path is kept")
            cg.beginPath()
            #expect(cg.isPathEmpty && cg.boundingBoxOfPath.isNull)
            UIRectClip(CGRect(x: 10, y: 10, width: 10, height: 10))
            cg.setFillColor(gray: 1, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(image[x: 10, y: 5] == blue && image[x: 10, y: 9] == .transparent, "one segment; the odd point left")
        #expect(image[x: 15, y: 15] == Pixel(r: 255, g: 255, b: 255, a: 255) && image[x: 5, y: 15] == .transparent)
    }
}
