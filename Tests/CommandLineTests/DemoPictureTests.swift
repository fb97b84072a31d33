@testable import FlipbookCLI
import Raster
import Testing

/// `flipbook demo`'s picture: a render tree painted by the rasterizer, at any accepted scale.
@Suite("Demo picture")
struct DemoPictureTests {
    @Test func itIsPaintedByTheRasterizerAtAnyScale() {
        let picture = DemoPicture(scale: 1.5)
        let image = picture.render()
        #expect((image.width, image.height) == (585, 1266))  // round(390 × 1.5), round(844 × 1.5)
        #expect(image == DemoPicture(scale: 1.5).render(threads: 3))
        // The page background, the white navigation bar and the green switch (x 306…357, y 148…179 points;
        // its white knob covers x 328…355).
        #expect(image[x: 10, y: 1200] == Pixel(r: 242, g: 242, b: 247, a: 255))
        #expect(image[x: 300, y: 60] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(image[x: Int(312 * 1.5), y: Int(163 * 1.5)] == Pixel(r: 52, g: 199, b: 89, a: 255))
        #expect(picture.renderTree.root.children.count == 51)
    }
}
