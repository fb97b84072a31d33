import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): UIColor and UIFont extensions (convenience init, class var, class func), CGColors")
@MainActor
struct ColorsAndFontsTests {
    func shown() throws -> (Stage, PaletteCardViewController) {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 240, height: 200), scale: 1))
        let controller = PaletteCardViewController()
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        return (stage, controller)
    }

    @Test("the extension colours and font reach the painted pixels")
    func painted() throws {
        let (stage, controller) = try shown()
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 80, y: 60] == pixel(of: .brand), "the card's class var background")
        #expect(image[x: 80, y: 60] == Pixel(r: 26, g: 102, b: 230, a: 255))
        #expect(image[x: 21, y: 60] == Pixel(r: 255, g: 128, b: 0, a: 255), "the hex border")
        #expect(image[x: 21, y: 130].r > 240 && image[x: 21, y: 130].b < 15, "the gradient starts red")
        #expect(image[x: 138, y: 130].b > 240 && image[x: 138, y: 130].r < 15, "and ends blue")
        var green = 0
        for y in 150..<180 {
            for x in 20..<120 where image[x: x, y: y] == Pixel(r: 0, g: 128, b: 0, a: 255) { green += 1 }
        }
        #expect(green > 20, "the title's glyphs in the hex colour")
        #expect(controller.heading.font == UIFont.systemFont(ofSize: 24, weight: .semibold))
        #expect(controller.heading.font.pointSize == 24 && controller.heading.font.fontName == ".SFUI-Semibold")
    }

    @Test("colours read back from layers equal the colours set; CGColors convert both ways")
    func roundTrips() throws {
        let (_, controller) = try shown()
        #expect(controller.borderColor == .cardBorder)
        #expect(controller.borderColor.isEqual(UIColor(hex: 0xFF8000)))
        #expect(controller.card.backgroundColor == .brand)
        let shadow = try #require(controller.card.layer.shadowColor)
        #expect(shadow.alpha == 0.5 && shadow.components == [0, 0, 0, 0.5] && shadow.numberOfComponents == 4)
        #expect(UIColor.fromComponents([1, 128.0 / 255, 0, 1]) == .cardBorder, "Self(red:…) in a conformance")
        let colors = try #require(controller.strip.colors as? [CGColor])
        #expect(colors == [UIColor(hex: 0xFF0000).cgColor, UIColor(hex: 0x0000FF).cgColor])
    }

    @Test("a background colour animated inside UIView.animate interpolates between the hex colours")
    func animated() throws {
        let (stage, controller) = try shown()
        controller.highlight()
        try stage.clock.advance(to: 0.5)
        let image = Rasterizer().render(stage.renderTree())
        let mid = image[x: 80, y: 60]
        #expect(mid.r > 100 && mid.r < 160 && mid.b > 100 && mid.b < 140, "halfway from brand blue to red: \(mid)")
        try stage.clock.advance(to: 1.1)
        #expect(Rasterizer().render(stage.renderTree())[x: 80, y: 60] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("a dynamic class var resolves with the view's traits")
    func dynamic() throws {
        let (stage, controller) = try shown()
        controller.card.backgroundColor = .adaptiveBrand
        stage.userInterfaceStyle = .dark
        stage.window.layoutIfNeeded()
        #expect(Rasterizer().render(stage.renderTree())[x: 80, y: 60] == Pixel(r: 0x66, g: 0xAA, b: 0xFF, a: 255))
        #expect(controller.card.backgroundColor === controller.card.backgroundColor, "the colour that was set")
    }
}
