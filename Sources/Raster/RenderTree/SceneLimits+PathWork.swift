import Foundation

extension SceneLimits {
    /// The most points the paths of a scene may be flattened into together, as estimated by
    /// ``pathWork(_:)`` before anything is painted. Flattening and stroking cost time and memory in proportion
    /// to these points, not to the points in the file: a 2 KB scene of 1000 cubics spanning ±10⁷ points at
    /// scale 16 asks for 4 million (17.7 s and 1.1 GB before this limit).
    public static let maxFlattenedPathPoints = 1_000_000.0

    /// The most pixel rows the edges of the paths' fills and stroke outlines may cross together, as estimated
    /// by ``pathWork(_:)``. Scan conversion keeps a cell per edge and row it crosses, so this is its time and
    /// memory: a 360 KB zigzag of 20 000 lines 400 points tall stroked 1000 points wide crosses about 72 million
    /// (over a gigabyte before this limit).
    public static let maxPathRowCrossings = 10_000_000.0

    /// The most overlap work one path may ask for, as estimated by ``pathWork(_:)``: its row crossings times the
    /// crossings of an average row it spans (crossings² ÷ rows). Scan conversion of one path's edges that share
    /// rows costs more than linearly in their number (each row's crossing edges are cut into strips where they
    /// cross), which ``maxPathRowCrossings`` does not see: a zigzag of 500 lines 400 points tall stroked 1000
    /// points wide with miter joins at @3x (10 KB) stays under that limit, asks for about 4.8 × 10⁹ here and
    /// painted in 25 s of CPU; 250 lines ask for 1.2 × 10⁹ and paint in 2.3 s; 1000 lines did not finish in 500 s.
    /// Every scene in `Benchmarks/Scenes` and the fuzzers' seeds stays under it.
    public static let maxPathOverlapWork = 2_000_000_000.0

    /// What painting the paths of a scene costs, estimated from the file before anything is painted.
    public struct PathWork: Sendable {
        /// The points the paths are flattened into (see ``SceneLimits/maxFlattenedPathPoints``).
        public var points = 0.0
        /// The pixel rows their edges cross (see ``SceneLimits/maxPathRowCrossings``).
        public var rowCrossings = 0.0
        /// The most overlap work of one path (see ``SceneLimits/maxPathOverlapWork``), with the path's scene-file
        /// path; nil when the scene paints no path.
        public var densest: (path: String, overlapWork: Double)?
        /// The scene-file path (`root.subviews[2].shape.path`) of the path that costs the most rows, with its
        /// points and rows; nil when the scene paints no path.
        public var largest: (path: String, points: Double, rowCrossings: Double)?
    }

    /// The flattened points and row crossings of the shapes, masks' shapes and shadow paths of `tree`, summed.
    ///
    /// A path's size on the canvas is its size times the scene's scale times the largest stretch of the 2D
    /// transforms above it. Points: each path's curves at the rasterizer's tolerance (Wang's bound, as the
    /// flattening uses, at most `VectorPath.maxFlattenedPoints` a path); below a 3D transform every curve counts
    /// as the most segments a curve is ever cut into. Rows: each line or curve crosses at most its control
    /// polygon's length in rows (a Bézier curve is no longer than its control polygon), and at most the canvas
    /// height once for a line, three times for a quadratic and four for a cubic (below a 3D transform, that
    /// many canvas heights), plus a row per flattened point. A stroke counts both sides of its line, and at the
    /// end of each line or curve and at each end of each dash a join or cap as tall as twice the line width (the
    /// miter limit times it for miter joins), at most the canvas height. A fill counts once, a stroke once, and
    /// a shape that casts a shadow twice.
    public static func pathWork(_ tree: RenderTree) -> PathWork {
        let tolerance = Double(ShapeContent.flatteningTolerance)
        let rows = Double(tree.pixelHeight)
        var work = PathWork()
        // `stretch` is the canvas pixels per point of the node's bounds space; nil below a 3D transform.
        var pending: [(node: RenderNode, name: String, stretch: Double?)] = [
            (tree.root, "root", stretchOf(tree.root.transform).map { $0 * Double(tree.scale) })
        ]
        func add(_ path: VectorPath, _ paint: PathPaint, times: Double, _ stretch: Double?, name: String) {
            guard times > 0 else { return }
            // A tolerance of the least positive number cuts every curve into the most segments.
            let local = stretch.map { $0 > 0 ? tolerance / $0 : .infinity } ?? .leastNonzeroMagnitude
            guard local.isFinite else { return }
            let points = min(
                Double(VectorPath.maxFlattenedPoints), path.segmentCount(tolerance: local, compensated: true))
            let shape = PathShape(path, stretch: stretch, rows: rows)
            var crossings = 0.0
            if paint.fills { crossings += shape.rows + points }
            if let stroke = paint.stroke {
                let pieces = stroke.dashPieces(length: shape.length, hasCurves: shape.hasCurves) + shape.subpaths
                let end = stretch.map { min(rows, stroke.endHeight * $0) } ?? rows
                crossings += 2 * (shape.rows + points) + (shape.segments + 2 * pieces) * end
            }
            // The rows the path's fill or outline spans on the canvas: its box, grown by a join's or cap's height.
            let box = path.boundingBox
            let grown = Double(box.height) + 2 * (paint.stroke?.endHeight ?? 0)
            let span = max(1, min(rows, stretch.map { grown.isFinite ? grown * $0 : rows } ?? rows))
            let overlap = times * crossings * crossings / span
            if overlap > work.densest?.overlapWork ?? 0 { work.densest = (name, overlap) }
            let total = (paint.fills ? points : 0) + (paint.stroke != nil ? 2 * points : 0)
            work.points += times * total
            work.rowCrossings += times * crossings
            if times * crossings > work.largest?.rowCrossings ?? 0 {
                work.largest = (name, times * total, times * crossings)
            }
        }
        func below(_ stretch: Double?, _ transform: CATransform3D) -> Double? {
            stretch.flatMap { above in stretchOf(transform).map { above * $0 } }
        }
        while let (node, name, stretch) = pending.popLast() {
            let shadowed = node.shadow.opacity > 0 && node.shadow.color.alpha > 0
            if let shape = node.shape {
                add(shape.path, PathPaint(shape), times: shadowed ? 2 : 1, stretch, name: name + ".shape.path")
            }
            if shadowed, case .path(let path) = node.shadow.path {
                add(path, PathPaint(fills: true, stroke: nil), times: 1, stretch, name: name + ".shadowPath")
            }
            let inside = below(stretch, node.sublayerTransform)
            for (index, child) in node.children.enumerated() {
                pending.append((child, name + ".subviews[\(index)]", below(inside, child.transform)))
            }
            if let mask = node.mask { pending.append((mask, name + ".mask", below(stretch, mask.transform))) }
        }
        return work
    }

    /// What is painted of a path: its fill, its stroke (line width, join, miter limit, dashes).
    private struct PathPaint {
        var fills: Bool
        var stroke: StrokePaint?

        init(fills: Bool, stroke: StrokePaint?) {
            self.fills = fills
            self.stroke = stroke
        }

        init(_ shape: ShapeContent) {
            fills = shape.fillColor.map { $0.alpha > 0 } ?? false
            let strokes = (shape.strokeColor.map { $0.alpha > 0 } ?? false) && shape.lineWidth > 0
            stroke = strokes ? StrokePaint(shape) : nil
        }
    }

    /// A stroke's parts that cost rows: the height of a join or cap, and the dash pattern.
    private struct StrokePaint {
        /// How tall a join or cap can be, in points.
        var endHeight: Double
        var pattern: [Double]

        init(_ shape: ShapeContent) {
            let width = Double(shape.lineWidth)
            let miter = shape.lineJoin == .miter ? Double(shape.miterLimit) : 0
            endHeight = width * max(2, miter.isFinite ? miter : 2)
            pattern = shape.lineDashPattern.map { Double($0) }
        }

        /// How many dashes a path whose control polygon is `length` points long is cut into (0 when the pattern
        /// is not used). The dasher draws a path that would need more than `PathDasher.maxDashes` solid; for lines
        /// the control polygon is the path, for curves it is longer, so then any number up to that may be made.
        func dashPieces(length: Double, hasCurves: Bool) -> Double {
            let sum = pattern.reduce(0, +)
            guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), sum > 0 else { return 0 }
            let pieces = length / sum * Double(pattern.count)
            let most = Double(PathDasher.maxDashes)
            return pieces <= most ? pieces : hasCurves ? most : 0
        }
    }

    /// A path's control polygon measured on the canvas.
    private struct PathShape {
        /// The control polygon's length, in points.
        var length = 0.0
        /// The rows its lines and curves cross at most, without the row per flattened point.
        var rows = 0.0
        /// Its subpaths (each has two ends).
        var subpaths = 0.0
        /// Its lines, curves and closing lines (a stroke may turn a corner where each ends).
        var segments = 0.0
        /// Whether it has curves.
        var hasCurves = false

        init(_ path: VectorPath, stretch: Double?, rows canvasRows: Double) {
            var current = CGPoint.zero, start = CGPoint.zero
            for element in path.elements {
                var legs = 0.0
                var isCurve = false
                switch element {
                case .moveTo(let p):
                    current = p; start = p; subpaths += 1
                    continue
                case .lineTo(let p):
                    legs = Self.distance(current, p)
                    current = p
                case .quadCurveTo(let p, let c):
                    legs = Self.distance(current, c) + Self.distance(c, p)
                    current = p; isCurve = true
                case .curveTo(let p, let c1, let c2):
                    legs = Self.distance(current, c1) + Self.distance(c1, c2) + Self.distance(c2, p)
                    current = p; isCurve = true
                case .closeSubpath:
                    legs = Self.distance(current, start)
                    current = start
                }
                length += legs
                segments += 1
                hasCurves = hasCurves || isCurve
                // A line crosses each row once at most, a quadratic's chords twice and a cubic's three times (a
                // piece between extremes of y is monotone), one more allowed for chords across an extreme. Below
                // a 3D transform the size on the canvas is not known: each counts the canvas height that often.
                let times: Double
                switch element {
                case .quadCurveTo: times = 3
                case .curveTo: times = 4
                default: times = 1
                }
                rows += min(times * canvasRows, stretch.map { legs * $0 } ?? times * canvasRows)
            }
        }

        private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
            hypot(Double(b.x - a.x), Double(b.y - a.y))
        }
    }

    /// The largest factor by which `t` stretches a length in the layer's plane (its 2×2 part's largest singular
    /// value), or nil when `t` is not a 2D transform (perspective, or a rotation out of the plane).
    private static func stretchOf(_ t: CATransform3D) -> Double? {
        guard t.m13 == 0, t.m23 == 0, t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1 else { return nil }
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        let sum = a * a + b * b + c * c + d * d
        let determinant = a * d - b * c
        let stretch = ((sum + (max(0, sum * sum - 4 * determinant * determinant)).squareRoot()) / 2).squareRoot()
        return stretch.isFinite ? stretch : nil
    }
}
