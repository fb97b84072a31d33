import Foundation
import Raster

// How a layer's `contents` image is shown: the part of it (`contentsRect`), its stretchable middle
// (`contentsCenter`) and its filters; and the layer's own drawing (`display()`, `draw(in:)`, `render(in:)`).

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinates: what the layer tree holds
    /// (the model values), without running animations, as Core Animation's `render(in:)` does. The layer's own
    /// transform and position are left out; its opacity is kept.
    public func render(in ctx: CGContext) {
        var node = subtreeNode(presentation: false)
        let b = node.bounds
        node.transform = CATransform3DIdentity
        node.position = CGPoint(x: b.minX + node.anchorPoint.x * b.width, y: b.minY + node.anchorPoint.y * b.height)
        ctx.add(node)
    }

    // MARK: Shown image

    /// `image` as shown: the part ``contentsRect`` names, and enlarged by whole factors with the nearest filter
    /// when it is drawn larger (`displayedPixels`: the size it is drawn at, in pixels; nil when unknown).
    func shownContents(_ image: Image, state: LayerState, displayedPixels: CGSize?) -> Image {
        var k = 1
        if storedFlags.magnificationFilter == .nearest, let shown = displayedPixels {
            let part = state.contentsRect.standardized
            let w = Double(image.width) * part.width, h = Double(image.height) * part.height
            if w > 0, h > 0 {
                let factor = min(shown.width / w, shown.height / h)
                if factor.isFinite, factor >= 2 { k = min(64, Int(factor)) }
            }
        }
        let key = ShownContentsKey(image: image, rect: state.contentsRect, factor: k)
        if let cached = storedFlags.shownContents, cached.key == key { return cached.image }
        var shown = image
        if state.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            shown = ContentsImage.crop(image, to: state.contentsRect)
        }
        if k > 1 { shown = ContentsImage.enlarge(shown, by: k) }
        storedFlags.shownContents = (key, shown)
        return shown
    }
}

/// What ``CALayer/shownContents(_:state:displayedPixels:)`` made last from what.
struct ShownContentsKey: Equatable {
    var image: Image
    var rect: CGRect
    var factor: Int
}

/// A layer's settings that do not animate and are not part of ``LayerState``, kept together.
struct LayerFlags {
    var isOpaque = false
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    var drawsAsynchronously = false
    var needsDisplayOnBoundsChange = false
    /// Set by `setNeedsDisplay()`, cleared by `displayIfNeeded()`.
    var needsDisplay = false
    /// Whether ``CALayer/display()`` set the contents from a drawing.
    var hasDrawnContents = false
    /// The last shown image and what it was made from.
    var shownContents: (key: ShownContentsKey, image: Image)?

    /// The values a copy of the layer takes (not its display state).
    var copied: LayerFlags {
        var flags = self
        flags.needsDisplay = false
        flags.hasDrawnContents = false
        flags.shownContents = nil
        return flags
    }
}

/// Pixel operations on contents images.
enum ContentsImage {
    /// The part `rect` (unit coordinates) of `image`, its edges rounded to whole pixels; beyond the image the edge
    /// pixels extend. An empty part is one transparent pixel.
    static func crop(_ image: Image, to rect: CGRect) -> Image {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite,
            r.height.isFinite
        else { return image }
        let x0 = Int((r.minX * Double(image.width)).rounded()), x1 = Int((r.maxX * Double(image.width)).rounded())
        let y0 = Int((r.minY * Double(image.height)).rounded()), y1 = Int((r.maxY * Double(image.height)).rounded())
        // At most 16 times the image's pixels in each direction.
        let w = min(x1 - x0, 16 * image.width), h = min(y1 - y0, 16 * image.height)
        guard w > 0, h > 0 else { return Image(width: 1, height: 1) }
        return crop(image, x: x0, y: y0, width: w, height: h)
    }

    /// Pixels `x ..< x + w`, `y ..< y + h` of `image`; beyond the image the edge pixels extend.
    static func crop(_ image: Image, x x0: Int, y y0: Int, width w: Int, height h: Int) -> Image {
        var out = Image(width: w, height: h)
        for y in 0..<h {
            let sy = min(image.height - 1, max(0, y0 + y))
            for x in 0..<w {
                out[x: x, y: y] = image[x: min(image.width - 1, max(0, x0 + x)), y: sy]
            }
        }
        return out
    }

    /// `image` enlarged `k` times, each pixel a k × k block (nearest-neighbour).
    static func enlarge(_ image: Image, by k: Int) -> Image {
        var out = Image(width: image.width * k, height: image.height * k)
        for y in 0..<out.height {
            for x in 0..<out.width { out[x: x, y: y] = image[x: x / k, y: y / k] }
        }
        return out
    }
}

/// Core Animation's `CALayerContentsFilter`: how ``CALayer/contents`` is sampled when drawn at another size.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Blends the nearest pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Takes the nearest pixel: sharp blocks when enlarged (pixel art, QR codes).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear between mipmap levels when shrinking (Flipbook: as `linear`).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Core Animation's `CAEdgeAntialiasingMask`: which edges of a layer are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// A contents image cut in nine parts by ``CALayer/contentsCenter``: the corners keep their size, the edges
/// stretch along their edge and the middle both ways.
struct NinePart {
    let image: Image
    /// The pixel columns and rows where the middle starts and ends (the middle is at least one pixel).
    let columns: (Int, Int)
    let rows: (Int, Int)

    /// The parts of `image` around `center` (unit coordinates), or nil for an empty image or a centre that is
    /// not finite.
    init?(image: Image, center: CGRect) {
        let c = center.standardized
        guard image.width > 0, image.height > 0, c.minX.isFinite, c.minY.isFinite, c.width.isFinite,
            c.height.isFinite
        else { return nil }
        func cuts(_ lo: Double, _ hi: Double, _ n: Int) -> (Int, Int) {
            let a = min(n - 1, max(0, Int((lo * Double(n)).rounded())))
            let b = min(n, max(a + 1, Int((hi * Double(n)).rounded())))
            return (a, b)
        }
        self.image = image
        columns = cuts(c.minX, c.maxX, image.width)
        rows = cuts(c.minY, c.maxY, image.height)
    }

    /// The parts placed in `bounds`, the fixed edges `scale` pixels per point (shrunk together when the bounds
    /// are smaller than both edges).
    func nodes(in bounds: CGRect, scale: CGFloat) -> [RenderNode] {
        func spans(_ cut: (Int, Int), _ n: Int, _ length: CGFloat) -> [(pixels: Range<Int>, points: CGFloat)] {
            var lo = CGFloat(cut.0) / scale, hi = CGFloat(n - cut.1) / scale
            if lo + hi > length, lo + hi > 0 {
                let f = length / (lo + hi)
                lo *= f
                hi *= f
            }
            return [(0..<cut.0, lo), (cut.0..<cut.1, max(0, length - lo - hi)), (cut.1..<n, hi)]
        }
        var nodes: [RenderNode] = []
        var y = bounds.minY
        for row in spans(rows, image.height, bounds.height) {
            var x = bounds.minX
            for column in spans(columns, image.width, bounds.width) {
                if !row.pixels.isEmpty, !column.pixels.isEmpty, row.points > 0, column.points > 0 {
                    let part = ContentsImage.crop(
                        image, x: column.pixels.lowerBound, y: row.pixels.lowerBound, width: column.pixels.count,
                        height: row.pixels.count)
                    var node = RenderNode(frame: CGRect(x: x, y: y, width: column.points, height: row.points))
                    node.contents = .image(part, contentMode: .scaleToFill)
                    nodes.append(node)
                }
                x += column.points
            }
            y += row.points
        }
        return nodes
    }
}
