import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Images drawn in code: `UIGraphicsImageRenderer`, the older image context functions, Core Graphics calls,
/// `UIImage.draw(in:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)`.
@Suite("Image renderers: drawing into images in UIKit's coordinates")
@MainActor
struct ImageRendererTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)

    func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test("fills land where UIKit's coordinates say, at the format's scale; the rest stays transparent")
    func fills() throws {
        _ = try Stage(size: CGSize(width: 10, height: 10))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format(scale: 2))
        let image = renderer.image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.translateBy(x: 10, y: 5)
            context.cgContext.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 40 && bitmap.height == 20)
        #expect(bitmap[x: 1, y: 1] == red && bitmap[x: 19, y: 19] == red)
        #expect(bitmap[x: 30, y: 15] == blue && bitmap[x: 30, y: 5] == .transparent)
        #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is current only while it draws")
    }

    @Test("an opaque format starts black; save and restore bring back colour and transform; clear erases")
    func stateAndClear() throws {
        _ = try Stage(size: CGSize(width: 10, height: 10))
        let opaque = format(scale: 1)
        opaque.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: opaque).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.translateBy(x: 5, y: 0)
            cg.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            cg.clear(CGRect(x: 8, y: 8, width: 2, height: 2))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap[x: 3, y: 5] == Pixel(r: 0, g: 0, b: 0, a: 255) && bitmap[x: 7, y: 5] == red)
        #expect(bitmap[x: 0, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 255), "black again after the restore")
        #expect(bitmap[x: 9, y: 9] == .transparent)
    }

    @Test("UIImage.draw(in:) draws upright; CGContext.draw(_:in:) upside down, as Core Graphics does")
    func imagesUprightOrFlipped() throws {
        _ = try Stage(size: CGSize(width: 10, height: 10))
        var source = Image(width: 1, height: 2)
        source[x: 0, y: 0] = red
        source[x: 0, y: 1] = blue
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1))
        let image = renderer.image { context in
            UIImage(cgImage: source).draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
            context.cgContext.draw(source, in: CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap[x: 0, y: 0] == red && bitmap[x: 0, y: 1] == blue)
        #expect(bitmap[x: 1, y: 0] == blue && bitmap[x: 1, y: 1] == red)
        let tinted = renderer.image { _ in
            UIImage(cgImage: source).withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1)).draw(at: .zero)
        }
        #expect(tinted.cgImage?[x: 0, y: 1] == Pixel(r: 0, g: 255, b: 0, a: 255))
    }

    @Test("paths fill and stroke with the context's colours")
    func paths() throws {
        _ = try Stage(size: CGSize(width: 10, height: 10))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1)).image {
            let cg = $0.cgContext
            cg.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.fillPath()
            #expect(cg.isPathEmpty)
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap[x: 10, y: 10] == red && bitmap[x: 0, y: 0] == .transparent)
    }

    @Test("drawHierarchy draws a view as the stage shows it, scaled into the rectangle")
    func drawHierarchy() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let badge = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSubview(badge)
        stage.window.addSubview(card)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1))
        let image = renderer.image { _ in
            #expect(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: true))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap[x: 5, y: 5] == blue && bitmap[x: 5, y: 35] == blue, "the card fills the image, doubled")
        #expect(bitmap[x: 30, y: 10] == red && bitmap[x: 30, y: 25] == blue, "the badge: top right quarter")
        #expect(!card.drawHierarchy(in: .zero, afterScreenUpdates: false), "no context: nothing drawn")
    }

    @Test("the older image context: begin, draw, get the image, end")
    func imageContext() throws {
        _ = try Stage(size: CGSize(width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 3)
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 4, height: 4) && image?.cgImage?.width == 12)
        #expect(image?.cgImage?[x: 5, y: 11] == red && image?.cgImage?[x: 6, y: 0] == .transparent)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
