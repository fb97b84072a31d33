import Foundation
import Testing
@testable import Flipbook
import Raster

@Suite struct FrameBuffersTests {
    /// A 1179 × 2556 frame (a @3x phone's size) with a card at `x`.
    private func tree(cardAt x: CGFloat, width: CGFloat = 1179) -> RenderTree {
        let card = RenderNode(frame: CGRect(x: x, y: 300.5, width: 400, height: 120), backgroundColor: .red)
        return RenderTree(
            size: CGSize(width: width, height: 2556), scale: 1, backgroundColor: .white,
            root: RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: 2556), children: [card]))
    }

    @Test func framesPaintedIntoKeptBuffersAreTheFramesPaintedAfresh() {
        let buffers = FrameBuffers(limit: 1)
        let rasterizer = Rasterizer()
        for (x, width) in [(10.25, 1179.0), (200.75, 1179), (33.5, 800), (90, 1179)] {
            let t = tree(cardAt: x, width: width)
            let image = buffers.paint(t, with: rasterizer)
            #expect(image == rasterizer.render(t), "card at \(x), width \(width)")
            buffers.recycle(image)
        }
    }

    @Test func aBufferHeldElsewhereIsNotPaintedOver() {
        let buffers = FrameBuffers(limit: 1)
        let rasterizer = Rasterizer()
        let kept = buffers.paint(tree(cardAt: 10), with: rasterizer)
        buffers.recycle(kept)  // given back while a report still holds it
        let next = buffers.paint(tree(cardAt: 500), with: rasterizer)
        #expect(kept == rasterizer.render(tree(cardAt: 10)))
        #expect(next == rasterizer.render(tree(cardAt: 500)))
    }

    @Test func atMostLimitBuffersAreKept() {
        let buffers = FrameBuffers(limit: 2)
        let rasterizer = Rasterizer()
        let images = (0..<4).map { buffers.paint(tree(cardAt: CGFloat($0) * 10), with: rasterizer) }
        for image in images { buffers.recycle(image) }
        #expect(buffers.keptCount == 2)
    }

}
