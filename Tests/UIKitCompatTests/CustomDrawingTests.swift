import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Views that draw their own content in `draw(_:)`, as custom controls and decorations do.
@Suite("Custom drawing: draw(_:) and setNeedsDisplay()")
@MainActor
struct CustomDrawingTests {
    /// A view drawing a bar of `fraction` of its width in red, over nothing.
    final class ProgressBar: UIView {
        var fraction: CGFloat = 0.5
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }

    @Test("draw(_:) runs before the first frame, its drawing shows; setNeedsDisplay draws again, once")
    func drawsAndRedraws() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 20))
        stage.window.backgroundColor = .black
        let bar = ProgressBar(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        bar.backgroundColor = .clear
        stage.window.addSubview(bar)
        var image = Rasterizer().render(stage.renderTree())
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)
        #expect(bar.draws == 1 && image[x: 40, y: 10] == red && image[x: 60, y: 10] == black)
        _ = stage.renderTree()
        #expect(bar.draws == 1, "nothing changed: no new drawing")
        bar.fraction = 0.75
        bar.setNeedsDisplay()
        image = Rasterizer().render(stage.renderTree())
        #expect(bar.draws == 2 && image[x: 70, y: 10] == red && image[x: 80, y: 10] == black)
    }

    @Test("the drawing is stretched on resize, and drawn again with the .redraw content mode")
    func resize() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 20))
        let bar = ProgressBar(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        stage.window.addSubview(bar)
        _ = stage.renderTree()
        bar.frame.size.width = 200
        _ = stage.renderTree()
        #expect(bar.draws == 1, "scaleToFill stretches the old drawing")
        bar.contentMode = .redraw
        bar.frame.size.width = 150
        _ = stage.renderTree()
        #expect(bar.draws == 2)
    }

    @Test("a view that draws nothing keeps the contents app code gave its layer")
    func plainViewsKeepContents() throws {
        let stage = try Stage(size: CGSize(width: 10, height: 10))
        let view = UIView(frame: stage.window.bounds)
        let bitmap = Image(width: 10, height: 10, fill: Pixel(r: 0, g: 0, b: 255, a: 255))
        view.layer.contents = bitmap
        stage.window.addSubview(view)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 5, y: 5] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }
}
