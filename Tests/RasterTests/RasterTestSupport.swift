import Foundation
@testable import Raster

/// Helpers shared by the rasterizer tests.
enum Scene {
    /// A window of `width × height` points at scale 1 with a root view covering it.
    static func tree(
        _ width: CGFloat, _ height: CGFloat, background: Color = .black, scale: CGFloat = 1,
        _ children: [RenderNode]
    ) -> RenderTree {
        RenderTree(
            size: CGSize(width: width, height: height), scale: scale, backgroundColor: background,
            root: RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: height), children: children))
    }

    static func view(_ frame: CGRect, _ color: Color?, configure: (inout RenderNode) -> Void = { _ in }) -> RenderNode {
        var node = RenderNode(frame: frame, backgroundColor: color)
        configure(&node)
        return node
    }

    static func render(_ tree: RenderTree, threads: Int = 1) -> Image {
        Rasterizer(options: .init(threadCount: threads)).render(tree)
    }
}

/// Analytic (numerically integrated) coverage of shapes described by their vertical extent at each x.
enum Reference {
    /// The area of the shape inside pixel (px, py), where `extent(x)` is the shape's y-interval on the vertical
    /// line at x (nil when the line misses it). Midpoint rule with `steps` columns.
    static func area(px: Int, py: Int, steps: Int = 2000, extent: (Double) -> (Double, Double)?) -> Double {
        var sum = 0.0
        let h = 1.0 / Double(steps)
        for i in 0..<steps {
            let x = Double(px) + (Double(i) + 0.5) * h
            guard let (a, b) = extent(x) else { continue }
            sum += max(0, min(b, Double(py + 1)) - max(a, Double(py))) * h
        }
        return sum
    }

    /// The vertical extent of a convex polygon at x.
    static func convexExtent(_ points: [(Double, Double)]) -> (Double) -> (Double, Double)? {
        { x in
            var lo = Double.infinity, hi = -Double.infinity
            for i in points.indices {
                let (x0, y0) = points[i], (x1, y1) = points[(i + 1) % points.count]
                guard min(x0, x1) <= x, x <= max(x0, x1), x0 != x1 else { continue }
                let y = y0 + (x - x0) / (x1 - x0) * (y1 - y0)
                lo = min(lo, y); hi = max(hi, y)
            }
            return lo <= hi ? (lo, hi) : nil
        }
    }

    /// The vertical extent at x of a rectangle with circular corners of radius r.
    static func roundedRectExtent(x0: Double, y0: Double, x1: Double, y1: Double, r: Double) -> (Double) -> (
        Double, Double
    )? {
        { x in
            guard x >= x0, x <= x1 else { return nil }
            var inset = 0.0
            let dx = x < x0 + r ? x0 + r - x : (x > x1 - r ? x - (x1 - r) : 0)
            if dx > 0 { inset = r - (max(0, r * r - dx * dx)).squareRoot() }
            return (y0 + inset, y1 - inset)
        }
    }
}
