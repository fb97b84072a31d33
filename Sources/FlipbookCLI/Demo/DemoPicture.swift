import Foundation
import Raster

/// A built-in picture for `flipbook demo`: a settings-style screen (navigation bar, grouped rounded cards,
/// text-like strokes, a switch), as a ``RenderTree`` of filled and rounded rectangles painted by the
/// ``Rasterizer`` like any frame: no painting code of its own, any accepted scale.
struct DemoPicture {
    /// Points; the image is `round(size × scale)` pixels.
    static let size = CGSize(width: 390, height: 844)

    /// Pixels per point (``PixelGrid/scales``).
    var scale: Double = 2

    /// The screen as a render tree: one node per filled shape, in painting order.
    var renderTree: RenderTree {
        var shapes = Shapes()
        let background = Color(red8: 242, green8: 242, blue8: 247)
        let white = Color(red8: 255, green8: 255, blue8: 255)
        let label = Color(red8: 28, green8: 28, blue8: 30)
        let secondary = Color(red8: 142, green8: 142, blue8: 147)
        let separator = Color(red8: 198, green8: 198, blue8: 200)
        let tint = Color(red8: 0, green8: 122, blue8: 255)
        let green = Color(red8: 52, green8: 199, blue8: 89)
        let icons = [tint, green, Color(red8: 255, green8: 149, blue8: 0), Color(red8: 255, green8: 59, blue8: 48)]

        // Status bar and navigation bar.
        shapes.add(x: 0, y: 0, width: 390, height: 96, color: white)
        shapes.add(x: 0, y: 96, width: 390, height: 1, color: separator)
        shapes.add(x: 24, y: 16, width: 40, height: 12, radius: 6, color: label)  // time
        shapes.add(x: 326, y: 18, width: 40, height: 10, radius: 3, color: label)  // battery
        shapes.add(x: 16, y: 56, width: 12, height: 22, radius: 3, color: tint)  // back chevron
        shapes.add(x: 34, y: 60, width: 60, height: 14, radius: 4, color: tint)  // "Back"
        shapes.add(x: 150, y: 58, width: 90, height: 18, radius: 5, color: label)  // title

        // Three grouped sections of rows.
        var top = 120.0
        for (section, rows) in [3, 4, 2].enumerated() {
            shapes.add(x: 20, y: top, width: 120, height: 10, radius: 3, color: secondary)  // header
            top += 22
            shapes.add(x: 16, y: top, width: 358, height: Double(rows * 44), radius: 10, color: white)
            for row in 0..<rows {
                let y = top + Double(row * 44)
                shapes.add(x: 32, y: y + 8, width: 28, height: 28, radius: 7, color: icons[(section + row) % 4])
                shapes.add(
                    x: 72, y: y + 16, width: Double(80 + ((section * 5 + row * 3) % 7) * 14), height: 12,
                    radius: 4, color: label)
                if row == 0 && section == 0 {
                    // A switch, on.
                    shapes.add(x: 306, y: y + 6, width: 51, height: 31, radius: 15.5, color: green)
                    shapes.add(x: 328, y: y + 8, width: 27, height: 27, radius: 13.5, color: white)
                } else {
                    shapes.add(x: 346, y: y + 16, width: 8, height: 12, radius: 2, color: separator)
                }
                if row < rows - 1 { shapes.add(x: 72, y: y + 43, width: 302, height: 1, color: separator) }
            }
            top += Double(rows * 44 + 28)
        }

        // A footer paragraph of text-like strokes.
        for line in 0..<4 {
            shapes.add(
                x: 32, y: top + Double(line * 18), width: Double(326 - (line == 3 ? 140 : (line * 23) % 40)),
                height: 9, radius: 3, color: secondary)
        }
        return RenderTree(
            size: Self.size, scale: CGFloat(scale), backgroundColor: background,
            root: RenderNode(frame: CGRect(origin: .zero, size: Self.size), children: shapes.nodes))
    }

    /// The picture painted by the ``Rasterizer``.
    func render(threads: Int = 1) -> Image {
        Rasterizer(options: .init(threadCount: threads)).render(renderTree)
    }

    /// The filled shapes, in points.
    private struct Shapes {
        var nodes: [RenderNode] = []

        mutating func add(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, color: Color) {
            var node = RenderNode(frame: CGRect(x: x, y: y, width: width, height: height), backgroundColor: color)
            node.cornerRadius = CGFloat(radius)
            nodes.append(node)
        }
    }
}
