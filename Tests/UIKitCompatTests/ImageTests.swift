import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// `UIImage` as UIKit has it: scale, rendering modes, tint; how image views, buttons and content modes draw it.
@Suite("Images: UIImage, rendering modes and tint, content modes")
@MainActor
struct ImageTests {
    /// A `size` × `size` bitmap: an opaque white square of `inner` pixels centred on transparency.
    func squareBitmap(size: Int = 20, inner: Int = 10) -> CGImage {
        var image = Image(width: size, height: size)
        let start = (size - inner) / 2
        for y in start..<(start + inner) {
            for x in start..<(start + inner) { image[x: x, y: y] = Pixel(r: 255, g: 255, b: 255, a: 255) }
        }
        return image
    }

    @Test("size is the bitmap's pixels over the scale (a quarter turn swaps them); the with… copies share pixels")
    func sizeAndCopies() {
        let bitmap = Image(width: 60, height: 30)
        let image = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 30, height: 15) && image.scale == 2)
        #expect(UIImage(cgImage: bitmap, scale: 3, orientation: .left).size == CGSize(width: 10, height: 20))
        #expect(UIImage(cgImage: bitmap, scale: 0, orientation: .up).scale == 1, "a scale of 0 counts as 1")
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
        #expect(image.renderingMode == .automatic && !image.isTinted)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage == bitmap && template.scale == 2)
        let tinted = image.withTintColor(.systemRed)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.tintColor == .systemRed && tinted.isTinted)
        #expect(tinted.withRenderingMode(.alwaysTemplate).tintColor == .systemRed)
    }

    @Test("an image view draws a template image in the inherited tint colour, and the original otherwise")
    func templateImagesTakeTheTint() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        stage.window.backgroundColor = .black
        let container = UIView(frame: stage.window.bounds)
        container.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.window.addSubview(container)
        let imageView = UIImageView(image: UIImage(cgImage: squareBitmap()).withRenderingMode(.alwaysTemplate))
        imageView.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        container.addSubview(imageView)
        var image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 50, y: 50] == Pixel(r: 255, g: 0, b: 0, a: 255), "the square in the container's tint")
        #expect(image[x: 41, y: 41] == Pixel(r: 0, g: 0, b: 0, a: 255), "transparent pixels stay transparent")

        imageView.image = imageView.image?.withRenderingMode(.automatic)
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 50, y: 50] == Pixel(r: 255, g: 255, b: 255, a: 255), "automatic: the original in a view")

        imageView.image = UIImage(cgImage: squareBitmap()).withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 50, y: 50] == Pixel(r: 0, g: 255, b: 0, a: 255), "an image's own tint wins")

        container.tintColor = nil
        imageView.image = UIImage(cgImage: squareBitmap()).withRenderingMode(.alwaysTemplate)
        image = Rasterizer().render(stage.renderTree())
        let blue = UIColor.systemBlue.color.premultiplied8
        #expect(image[x: 50, y: 50] == blue, "no tint anywhere: the system blue")
    }

    @Test("a template fill keeps partial coverage: half-transparent pixels become the tint at half alpha")
    func templateCoverage() {
        var bitmap = Image(width: 1, height: 1)
        bitmap[x: 0, y: 0] = Pixel(r: 10, g: 20, b: 30, a: 128)
        let filled = bitmap.filled(with: Color(red: 1, green: 0, blue: 0))
        #expect(filled[x: 0, y: 0] == Pixel(r: 128, g: 0, b: 0, a: 128))
    }

    @Test("a .system button draws an automatic image as a template in its tint; a .custom button the original")
    func buttonImages() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        stage.window.backgroundColor = .black
        let system = UIButton(type: .system)
        system.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        system.setImage(UIImage(cgImage: squareBitmap()), for: .normal)
        system.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let custom = UIButton(type: .custom)
        custom.setImage(UIImage(cgImage: squareBitmap()), for: .normal)
        custom.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        stage.window.addSubview(system)
        stage.window.addSubview(custom)
        stage.window.layoutIfNeeded()
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 25, y: 25] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 75, y: 75] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(system.imageView?.frame.size == CGSize(width: 20, height: 20), "the image's size in points")
    }

    @Test("content modes at the image's own size pin it to an edge or corner")
    func edgeContentModes() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        stage.window.backgroundColor = .black
        let imageView = UIImageView(image: UIImage(cgImage: squareBitmap(size: 10, inner: 10)))
        imageView.frame = stage.window.bounds
        stage.window.addSubview(imageView)
        let white = Pixel(r: 255, g: 255, b: 255, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)
        let expected: [(ContentMode, x: Int, y: Int)] = [
            (.topLeft, 5, 5), (.top, 50, 5), (.topRight, 95, 5), (.left, 5, 50), (.center, 50, 50),
            (.right, 95, 50), (.bottomLeft, 5, 95), (.bottom, 50, 95), (.bottomRight, 95, 95),
        ]
        for (mode, x, y) in expected {
            imageView.contentMode = mode
            let image = Rasterizer().render(stage.renderTree())
            #expect(image[x: x, y: y] == white, "\(mode) at \(x), \(y)")
            let drawn = (0..<100).flatMap { row in (0..<100).map { (row, $0) } }.filter {
                image[x: $0.1, y: $0.0] == white
            }
            #expect(drawn.count == 100, "\(mode): the image at its own size, \(drawn.count) pixels")
            #expect(image[x: 100 - x, y: 100 - y] == black || (x == 50 && y == 50))
        }
        imageView.contentMode = .redraw
        #expect(Rasterizer().render(stage.renderTree())[x: 2, y: 98] == white, "redraw stretches")
    }

    @Test("NSValue boxes points, sizes and rectangles in UIKit's spelling, readable in Foundation's")
    func nsValueGeometry() {
        let point = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        #expect(point.cgPointValue == CGPoint(x: 3, y: 4) && point.pointValue == CGPoint(x: 3, y: 4))
        #expect(point.cgSizeValue == .zero, "a point read as a size is zero, not a crash")
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect && NSValue(rect: rect).cgRectValue == rect)
        #expect(NSValue(cgRect: rect).cgPointValue == .zero)
    }

    @Test("NSCoder reads and writes UIKit's geometry strings")
    func geometryStrings() {
        #expect(NSCoder.cgPoint(for: "{1.5, -2}") == CGPoint(x: 1.5, y: -2))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(NSCoder.cgSize(for: "{3,4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{7}") == .zero && NSCoder.cgRect(for: "nonsense") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 0.5)) == "{1, 0.5}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: insets)) == insets)
    }
}
