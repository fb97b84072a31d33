import Foundation
import Testing
import TestSupport
@testable import Raster

/// What a ``Rasterizer`` keeps across frames (canvases of 3D layers, textures of images and text, shadow masks)
/// changes the time a frame takes, never its bytes: every frame painted by one rasterizer after any other frames,
/// in any order and at any thread count, equals the frame painted by a new rasterizer. And each cache stays within
/// its byte bound.
@Suite struct PaintCacheTests {
    /// A flipping card with a label, a picture, a static shadowed card and a moving one: the frames of a short
    /// animation, with neighbours that differ only in what the caches must tell apart (the card's colour and
    /// text at one angle, the picture's pixels at one place).
    private static func frames() -> [RenderTree] {
        let picture = Image(
            width: 6, height: 4,
            unpremultipliedRGBA: (0..<24).flatMap { i -> [UInt8] in [UInt8(i * 10), UInt8(255 - i * 9), 90, 255] })
        var other = picture
        other.pixels[5] = 17
        var trees: [RenderTree] = []
        for step in 0..<6 {
            for (colour, text, image) in [
                (Color(red: 0.2, green: 0.3, blue: 0.9), "Front", picture),
                (Color(red: 0.9, green: 0.3, blue: 0.2), "Back", other),
            ] {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                let card = Scene.view(CGRect(x: 20, y: 10, width: 90, height: 60), colour) {
                    $0.transform = CATransform3DRotate(perspective, CGFloat(step) * 0.25, 0, 1, 0)
                    $0.cornerRadius = 8
                    $0.children = [
                        Scene.view(CGRect(x: 6, y: 6, width: 70, height: 20), nil) {
                            $0.contents = .text(TextContent(text: text, fontSize: 14, color: .white))
                        }
                    ]
                }
                let still = Scene.view(CGRect(x: 130, y: 20, width: 40, height: 30), .white) {
                    $0.shadow = Shadow(opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 3))
                    $0.cornerRadius = 6
                }
                let moving = Scene.view(CGRect(x: 130 + CGFloat(step) * 1.5, y: 70, width: 40, height: 20), .white) {
                    $0.shadow = Shadow(opacity: 0.5, radius: 3, offset: CGSize(width: 0, height: 2))
                }
                let pictureView = Scene.view(CGRect(x: 10 + CGFloat(step) * 0.5, y: 80, width: 24, height: 16), nil) {
                    $0.contents = .image(image, contentMode: .scaleToFill)
                }
                trees.append(
                    Scene.tree(200, 110, background: Color(white: 0.8), scale: 2, [card, still, moving, pictureView]))
            }
        }
        return trees
    }

    @Test func framesDoNotDependOnWhatWasPaintedBefore() {
        let trees = Self.frames()
        let expected = trees.map { Rasterizer().render($0) }
        #expect(Set(expected.map(\.pixels)).count == trees.count, "every frame differs from the others")
        let orders: [(String, [Int])] = [
            ("in order", Array(trees.indices)),
            ("backwards", trees.indices.reversed()),
            ("twice, interleaved", trees.indices.flatMap { [$0, trees.count - 1 - $0] }),
        ]
        for threads in [1, 2] {
            for (name, order) in orders {
                let rasterizer = Rasterizer(options: .init(threadCount: threads))
                var image = Image(width: 0, height: 0)
                for index in order {
                    rasterizer.render(trees[index], into: &image)
                    #expect(image == expected[index], "frame \(index), \(name), \(threads) thread(s)")
                }
            }
        }
    }

    @Test func copiesOfARasterizerPaintTheSameFromSeveralThreads() {
        let trees = Self.frames()
        let expected = trees.map { Rasterizer().render($0) }
        let rasterizer = Rasterizer()
        let results = ResultsBox(count: trees.count)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in trees.indices where index % 4 == worker || (index + 1) % 4 == worker {
                results.set(index, rasterizer.render(trees[index]))
            }
        }
        for index in trees.indices { #expect(results.get(index) == expected[index], "frame \(index)") }
    }

    @Test func cachesStayWithinTheirBounds() {
        let images = ImageTextureCache(byteLimit: 10_000)
        var kept: [Image] = []
        for i in 0..<20 {
            let image = Image(width: 20, height: 20 + i, fill: Pixel(r: UInt8(i), g: 0, b: 0, a: 255))
            kept.append(image)
            _ = images.texture(for: image)
            #expect(images.storedBytes <= 10_000)
        }
        #expect(images.storedBytes > 0)
        let shadows = ShadowMaskStore(byteLimit: 20_000)
        for i in 0..<20 {
            let x = Double(i) + 0.25
            let square = [
                Point(x: x, y: 3), Point(x: x + 30, y: 3), Point(x: x + 30, y: 33), Point(x: x, y: 33),
            ]
            #expect(shadows.mask(polygon: square, sigma: 3) != nil)
            #expect(shadows.storedBytes <= 20_000)
        }
        #expect(shadows.storedBytes > 0)
        let canvases = FlattenedTextureCache(byteLimit: 50_000)
        for i in 0..<10 {
            let key = FlattenedTextureCache.Key(
                node: RenderNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), scale: 1, x0: Double(i), y0: 0,
                width: 60, height: 60)
            _ = canvases.texture(for: key) {
                Texture(width: 60, height: 60, pixels: [UInt32](repeating: 0, count: 3600))
            }
            #expect(canvases.storedBytes <= 50_000)
        }
        #expect(canvases.storedBytes > 0)
    }
}

/// Images written by worker threads, one slot each.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [Image?]
    init(count: Int) { images = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ image: Image) { lock.lock(); images[index] = image; lock.unlock() }
    func get(_ index: Int) -> Image? { lock.lock(); defer { lock.unlock() }; return images[index] }
}
