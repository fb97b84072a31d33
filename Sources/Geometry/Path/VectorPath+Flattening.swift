import Foundation

extension VectorPath {
    /// The most segments one curve is cut into, whatever its size: bounds the work a huge curve can ask for.
    package static let maxSegmentsPerCurve = 4096

    /// The subpaths as polylines whose chords stay within `tolerance` of the curves (in the path's units), after
    /// mapping every point by `transform`. Each curve is cut into equal parameter steps, as many as Wang's bound
    /// asks for the tolerance: `n = √(k · M / tolerance)` with `M` the largest second difference of the control
    /// points (k = 3/4 for cubics, 1/4 for quadratics).
    ///
    /// A subpath that is only a move gives a one-point polyline (strokes with round or square caps draw it as
    /// nothing, as Core Graphics does); points that repeat the previous one are dropped.
    ///
    /// `forStroking` marks the points inside curves as smooth (a stroke turns there with round joins). A stroke
    /// meets a curve's end at the first or last chord's angle, which differs from the tangent's by half a step's
    /// turn (about a degree at the rasterizer's tolerance for a radius of curvature of 10 pixels): a join within
    /// that much of its miter limit may be beveled where the true tangent would miter. (A short chord along the
    /// tangent would fix the angle but makes the next chord's piece poke behind a butt cap, adding area.)
    package func flattened(
        tolerance: Double, transform: CGAffineTransform = .identity,
        forStroking: Bool = false
    ) -> [Polyline] {
        var tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        let t = transform
        // Segments grow as 1 / √tolerance: a path that would need more than the budget is flattened coarser,
        // so a hostile path's work and memory stay bounded.
        let needed = segmentCount(tolerance: tol, transform: t)
        if needed > Double(VectorPath.maxFlattenedPoints) {
            let ratio = needed / Double(VectorPath.maxFlattenedPoints)
            tol *= ratio * ratio
        }
        @inline(__always) func map(_ p: CGPoint) -> Point {
            Point(x: Double(t.a * p.x + t.c * p.y + t.tx), y: Double(t.b * p.x + t.d * p.y + t.ty))
        }
        var result: [Polyline] = []
        var points: [Point] = []
        var smooth: [Bool] = []
        var anySmooth = false
        var started = false
        var drawn = false
        var current = Point(x: 0, y: 0), start = current
        func finish(closed: Bool) {
            if started {
                if closed, points.count > 1, points[points.count - 1] == points[0] {
                    points.removeLast(); smooth.removeLast()
                }
                result.append(
                    Polyline(
                        points: points, isClosed: closed && points.count > 1,
                        isZeroLength: drawn && points.count == 1, smooth: anySmooth ? smooth : []))
            }
            points.removeAll(keepingCapacity: true)
            smooth.removeAll(keepingCapacity: true)
            anySmooth = false
            started = false
            drawn = false
        }
        func begin() {
            if !started { points.append(current); smooth.append(false); start = current; started = true }
        }
        func add(_ p: Point, smooth isSmooth: Bool = false) {
            drawn = true
            if p != points[points.count - 1] {
                let marked = isSmooth && forStroking
                points.append(p); smooth.append(marked)
                if marked { anySmooth = true }
            }
            current = p
        }
        /// The parameters of a curve's inner points: n equal steps.
        func steps(_ n: Int) -> [Double] {
            (1..<n).map { Double($0) / Double(n) }
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                finish(closed: false)
                current = map(p); start = current
                points.append(current); smooth.append(false); started = true
            case .lineTo(let p):
                begin(); add(map(p))
            case .quadCurveTo(let p, let c):
                begin()
                let p0 = current, p1 = map(c), p2 = map(p)
                let m = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = VectorPath.segments(0.25 * m / tol)
                for s in steps(n) {
                    let u = 1 - s
                    add(
                        Point(
                            x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x,
                            y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y), smooth: true)
                }
                add(p2)
            case .curveTo(let p, let c1, let c2):
                begin()
                let p0 = current, p1 = map(c1), p2 = map(c2), p3 = map(p)
                let m = max(
                    hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = VectorPath.segments(0.75 * m / tol)
                for s in steps(n) {
                    let u = 1 - s
                    let b0 = u * u * u, b1 = 3 * u * u * s, b2 = 3 * u * s * s, b3 = s * s * s
                    add(
                        Point(
                            x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
                            y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y), smooth: true)
                }
                add(p3)
            case .closeSubpath:
                if started {
                    finish(closed: true)
                    current = start
                }
            }
        }
        finish(closed: false)
        return result
    }

    /// The most points one flattening may produce (curves are flattened coarser beyond it).
    package static let maxFlattenedPoints = 2_000_000

    /// The points ``flattened(tolerance:transform:forStroking:)`` would make at `tolerance`.
    package func segmentCount(tolerance tol: Double, transform t: CGAffineTransform = .identity) -> Double {
        @inline(__always) func map(_ p: CGPoint) -> Point {
            Point(x: Double(t.a * p.x + t.c * p.y + t.tx), y: Double(t.b * p.x + t.d * p.y + t.ty))
        }
        var total = 0.0
        var current = Point(x: 0, y: 0), start = current
        for element in elements {
            switch element {
            case .moveTo(let p): current = map(p); start = current; total += 1
            case .lineTo(let p): current = map(p); total += 1
            case .quadCurveTo(let p, let c):
                let p1 = map(c), p2 = map(p)
                total += Double(
                    VectorPath.segments(
                        0.25
                            * hypot(
                                current.x - 2 * p1.x + p2.x,
                                current.y - 2 * p1.y + p2.y) / tol))
                current = p2
            case .curveTo(let p, let c1, let c2):
                let p1 = map(c1), p2 = map(c2), p3 = map(p)
                let m = max(
                    hypot(current.x - 2 * p1.x + p2.x, current.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                total += Double(VectorPath.segments(0.75 * m / tol))
                current = p3
            case .closeSubpath: current = start
            }
        }
        return total
    }

    /// `⌈√x⌉` segments, at least 1 and at most ``maxSegmentsPerCurve``.
    private static func segments(_ x: Double) -> Int {
        guard x.isFinite else { return x.isNaN ? 1 : maxSegmentsPerCurve }
        return max(1, min(maxSegmentsPerCurve, Int(x.squareRoot().rounded(.up))))
    }
}
