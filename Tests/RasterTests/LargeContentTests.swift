import Foundation
import Testing
@testable import Raster

/// Labels far larger than the window (a long text view, a mistyped height) are drawn only where they can be
/// seen, so that memory and time follow the window, not the label; the pixels are those of the whole label.
@Suite struct LargeContentTests {
    private let text = TextContent(
        text: String(repeating: "Flipbook paints only what can be seen. ", count: 400),
        fontSize: 15, color: Color(red: 0.1, green: 0.2, blue: 0.6), numberOfLines: 0)
    /// 300 × 15 000 points: 4.5 M pixels at @1x, more than four 40 × 28 windows and the 4 M pixel floor.
    private let labelSize = CGSize(width: 300, height: 15_000)

    private func window(_ label: RenderNode) -> RenderTree {
        Scene.tree(40, 28, background: .white, [label])
    }

    private func label(at origin: CGPoint, transform: CATransform3D, content: RenderContent) -> RenderNode {
        var node = RenderNode(frame: CGRect(origin: origin, size: labelSize))
        node.transform = transform
        node.contents = content
        return node
    }

    @Test(arguments: [
        (CGPoint(x: -120, y: -7000), CATransform3DIdentity),  // whole pixels: copied texel for texel
        (CGPoint(x: -120.25, y: -7000.5), CATransform3DIdentity),  // sampled between texels
        (CGPoint(x: -130, y: -7200), CATransform3DMakeRotation(0.3, 0, 0, 1)),
        (CGPoint(x: -100, y: -7100), CATransform3DMakeScale(1.5, 0.75, 1)),
    ])
    func aHugeLabelShowsTheSamePixelsAsItsWholeImage(origin: CGPoint, transform: CATransform3D) {
        let whole = TextRenderer.render(text, size: labelSize, scale: 1)
        #expect(whole.width == 300 && whole.height == 15_000)
        let cut = Scene.render(window(label(at: origin, transform: transform, content: .text(text))))
        let reference = Scene.render(
            window(label(at: origin, transform: transform, content: .image(whole, contentMode: .scaleToFill))))
        #expect(cut.pixels == reference.pixels)
        // Not a blank window: the text shows.
        #expect(Set(stride(from: 0, to: cut.pixels.count, by: 4).map { cut.pixels[$0 + 2] }).count > 8)
    }

    @Test func onlyTheVisiblePartOfAHugeLabelIsDrawn() {
        let visible = PixelBox(x0: 100, y0: 7000, x1: 150, y1: 7030)
        let part = TextContents.visiblePart(
            of: text, size: labelSize, scale: 1, visible: visible, canvasPixels: 40 * 28)
        #expect(part?.window == visible)
        #expect(part?.image?.width == 50 && part?.image?.height == 30)
        // A label within four canvases is drawn whole.
        #expect(
            TextContents.visiblePart(
                of: text, size: CGSize(width: 300, height: 100), scale: 1, visible: visible,
                canvasPixels: 40 * 28) == nil)
        // The part equals the same pixels of the whole image.
        let whole = TextRenderer.renderUncached(text, size: labelSize, scale: 1)
        if let image = part?.image {
            for y in 0..<30 {
                for x in 0..<50 { #expect(image[x: x, y: y] == whole[x: 100 + x, y: 7000 + y]) }
            }
        }
    }
}
