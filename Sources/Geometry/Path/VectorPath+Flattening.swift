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
        forStroking: Bool = false, compensated: Bool = false
    ) -> [Polyline] {
        var tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        let t = transform
        // Segments grow as 1 / √tolerance: a path that would need more than the budget is flattened coarser,
        // so a hostile path's work and memory stay bounded.
        let needed = segmentCount(tolerance: tol, transform: t, compensated: compensated)
        if needed > Double(VectorPath.maxFlattenedPoints) {
            let ratio = needed / Double(VectorPath.maxFlattenedPoints)
            tol *= ratio * ratio
        }
        @inline(__always) func map(_ p: CGPoint) -> Point {
            Point(x: Double(t.a * p.x + t.c * p.y + t.tx), y: Double(t.b * p.x + t.d * p.y + t.ty))
        }
        var polylines = PolylineBuilder(forStroking: forStroking, compensated: compensated, limit: tol)
        /// Whether the element after `index` goes on smoothly from a curve ending at `end` in direction `tangent`:
        /// a curve leaving in the same direction, or the close of a subpath that began at `start` with one in
        /// direction `first` there.
        func continuesSmoothly(
            after index: Int, from end: Point, tangent: Point?, start: Point, first: Point?
        ) -> Bool {
            guard let tangent, index + 1 < elements.count else { return false }
            switch elements[index + 1] {
            case .quadCurveTo(_, let c):
                return FlatteningCompensation.tangent(end, map(c)).map {
                    FlatteningCompensation.meetSmoothly(tangent, $0)
                } ?? false
            case .curveTo(let p, let c1, let c2):
                return FlatteningCompensation.tangent(end, map(c1), map(c2), map(p)).map {
                    FlatteningCompensation.meetSmoothly(tangent, $0)
                } ?? false
            case .closeSubpath:
                guard end == start, let first else { return false }
                return FlatteningCompensation.meetSmoothly(tangent, first)
            default:
                return false
            }
        }
        // A compensated stroke's curves get their first and last steps cut into a quarter, a quarter and a half
        // where they do not meet another curve smoothly: a join or cap at a curve's end turns at the end chord's
        // angle, which differs from the tangent's by half the chord's turn, and a quarter of a step at 1/10
        // pixel turns about as little as a whole step did at 1/200 (√20 ≈ 4.5), so long miters and wide
        // caps stay where the curve's tangent puts them.
        let refine = compensated && forStroking
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p):
                polylines.move(to: map(p))
            case .lineTo(let p):
                polylines.begin()
                polylines.add(map(p))
                polylines.firstElement = false
                polylines.lastTangent = nil
            case .quadCurveTo(let p, let c):
                polylines.begin()
                let p0 = polylines.current, p1 = map(c), p2 = map(p)
                let m = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = VectorPath.segments(0.25 * m / tol)
                let smoothStart = polylines.enterCurve(FlatteningCompensation.tangent(p0, p1, p2))
                let endTangent = FlatteningCompensation.tangent(p2, p1, p0).map { Point(x: -$0.x, y: -$0.y) }
                let smoothEnd =
                    refine
                    && continuesSmoothly(
                        after: index, from: p2, tangent: endTangent, start: polylines.start,
                        first: polylines.firstTangent)
                polylines.addCurve(n, end: p2, refineStart: refine && !smoothStart, refineEnd: refine && !smoothEnd) {
                    s in
                    let u = 1 - s
                    return Point(
                        x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x,
                        y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y)
                }
                polylines.firstElement = false
                polylines.lastTangent = endTangent
            case .curveTo(let p, let c1, let c2):
                polylines.begin()
                let p0 = polylines.current, p1 = map(c1), p2 = map(c2), p3 = map(p)
                let m = max(
                    hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = VectorPath.segments(0.75 * m / tol)
                let smoothStart = polylines.enterCurve(FlatteningCompensation.tangent(p0, p1, p2, p3))
                let endTangent = FlatteningCompensation.tangent(p3, p2, p1, p0).map { Point(x: -$0.x, y: -$0.y) }
                let smoothEnd =
                    refine
                    && continuesSmoothly(
                        after: index, from: p3, tangent: endTangent, start: polylines.start,
                        first: polylines.firstTangent)
                polylines.addCurve(n, end: p3, refineStart: refine && !smoothStart, refineEnd: refine && !smoothEnd) {
                    s in
                    let u = 1 - s
                    let b0 = u * u * u, b1 = 3 * u * u * s, b2 = 3 * u * s * s, b3 = s * s * s
                    return Point(
                        x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
                        y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
                }
                polylines.firstElement = false
                polylines.lastTangent = endTangent
            case .closeSubpath:
                if polylines.started {
                    polylines.finish(closed: true)
                    polylines.current = polylines.start
                }
            }
        }
        polylines.finish(closed: false)
        return polylines.result
    }

    /// The most points one flattening may produce (curves are flattened coarser beyond it).
    package static let maxFlattenedPoints = 2_000_000

    /// The points ``flattened(tolerance:transform:forStroking:compensated:)`` would make at `tolerance` (when
    /// `compensated`, with the four a stroke's curve may get at its ends).
    package func segmentCount(
        tolerance: Double, transform t: CGAffineTransform = .identity, compensated: Bool = false
    ) -> Double {
        let tol = tolerance
        let ends = compensated ? 4.0 : 0
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
                total +=
                    Double(
                        VectorPath.segments(
                            0.25
                                * hypot(
                                    current.x - 2 * p1.x + p2.x,
                                    current.y - 2 * p1.y + p2.y) / tol)) + ends
                current = p2
            case .curveTo(let p, let c1, let c2):
                let p1 = map(c1), p2 = map(c2), p3 = map(p)
                let m = max(
                    hypot(current.x - 2 * p1.x + p2.x, current.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                total += Double(VectorPath.segments(0.75 * m / tol)) + ends
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

/// The polylines of one ``VectorPath/flattened(tolerance:transform:forStroking:compensated:)`` as they are built:
/// the current subpath's points (with, per point, whether it is smooth, and when compensated its chord's sliver
/// and whether it may move) and the subpaths done. A value with mutating methods, so that its arrays are
/// appended to in place, checked for exclusive access when compiled, not at every append.
private struct PolylineBuilder {
    let forStroking: Bool
    let compensated: Bool
    /// The tolerance, which bounds how far compensation moves a point.
    let limit: Double
    var result: [Polyline] = []
    var points: [Point] = []
    var smooth: [Bool] = []
    var anySmooth = false
    var started = false
    var drawn = false
    var current = Point(x: 0, y: 0)
    var start = Point(x: 0, y: 0)
    /// With `compensated`: per point, the signed area between the curve and the chord that ends there (0 after
    /// a line or a move) and whether the point may move (inside a curve, or where two curves meet smoothly).
    var bulge: [Double] = []
    var movable: [Bool] = []
    var anyMovable = false
    /// The tangents a smooth meeting of curves is judged by: the subpath's first element's start tangent (nil
    /// unless it is a curve) and the last element's end tangent (nil unless it is a curve).
    var firstTangent: Point?
    var lastTangent: Point?
    var firstElement = true

    init(forStroking: Bool, compensated: Bool, limit: Double) {
        self.forStroking = forStroking
        self.compensated = compensated
        self.limit = limit
    }

    /// Ends the current subpath (closed or not) and starts a new one at `p`.
    mutating func move(to p: Point) {
        finish(closed: false)
        current = p
        start = current
        points.append(current); smooth.append(false); started = true
        if compensated { bulge.append(0); movable.append(false) }
    }

    /// Ends the current subpath, if any, as a polyline.
    mutating func finish(closed: Bool) {
        if started {
            if closed, points.count > 1, points[points.count - 1] == points[0] {
                points.removeLast(); smooth.removeLast()
                if compensated {
                    // The last chord now ends at the first point, which may move when two curves meet there.
                    bulge[0] = bulge.removeLast()
                    movable.removeLast()
                    if let a = lastTangent, let b = firstTangent, FlatteningCompensation.meetSmoothly(a, b) {
                        movable[0] = true; anyMovable = true
                        if forStroking { smooth[0] = true; anySmooth = true }
                    }
                }
            }
            let isClosed = closed && points.count > 1
            if anyMovable {
                points = FlatteningCompensation.compensate(
                    points, bulge: bulge, movable: movable, closed: isClosed,
                    share: forStroking ? FlatteningCompensation.lengthShare : FlatteningCompensation.areaShare,
                    limit: limit)
            }
            result.append(
                Polyline(
                    points: points, isClosed: isClosed,
                    isZeroLength: drawn && points.count == 1, smooth: anySmooth ? smooth : []))
        }
        points.removeAll(keepingCapacity: true)
        smooth.removeAll(keepingCapacity: true)
        bulge.removeAll(keepingCapacity: true)
        movable.removeAll(keepingCapacity: true)
        anySmooth = false
        anyMovable = false
        started = false
        drawn = false
        firstTangent = nil
        lastTangent = nil
        firstElement = true
    }

    /// Starts a subpath at the current point when none is started (a line or curve after a close).
    mutating func begin() {
        if !started {
            points.append(current); smooth.append(false); start = current; started = true
            if compensated { bulge.append(0); movable.append(false) }
        }
    }

    /// Adds point `p` (dropped when it repeats the last one).
    mutating func add(_ p: Point, smooth isSmooth: Bool = false, bulge area: Double = 0, movable canMove: Bool = false)
    {
        drawn = true
        if p != points[points.count - 1] {
            let marked = isSmooth && forStroking
            points.append(p); smooth.append(marked)
            if marked { anySmooth = true }
            if compensated {
                bulge.append(area); movable.append(canMove)
                if canMove { anyMovable = true }
            }
        }
        current = p
    }

    /// Before a curve starting with `tangent`: the point it starts from may move when the previous element
    /// was a curve that ends in the same direction.
    /// Returns whether it does.
    mutating func enterCurve(_ tangent: Point?) -> Bool {
        if firstElement { firstTangent = tangent }
        if compensated, let last = lastTangent, let tangent, FlatteningCompensation.meetSmoothly(last, tangent) {
            movable[movable.count - 1] = true; anyMovable = true
            // No corner: a stroke turns there as inside a curve.
            if forStroking { smooth[smooth.count - 1] = true; anySmooth = true }
            return true
        }
        return false
    }

    /// Adds a curve's points at `n` equal parameter steps (the first and last cut finer when `refineStart`
    /// and `refineEnd`), ending at its end point `end`, with `at(s)` the point at parameter s.
    @inline(__always)
    mutating func addCurve(
        _ n: Int, end: Point, refineStart: Bool, refineEnd: Bool, _ at: (Double) -> Point
    ) {
        var previous = current, before = 0.0
        let h = 1 / Double(n)
        @inline(__always) func step(_ s: Double, last: Bool) {
            let p = last ? end : at(s)
            var area = 0.0
            if compensated {
                area = FlatteningCompensation.bulge(from: previous, to: p, middle: at((before + s) / 2))
            }
            add(p, smooth: !last, bulge: area, movable: !last)
            previous = p
            before = s
        }
        if refineStart {
            step(h / 4, last: false)
            if !(n == 1 && refineEnd) { step(h / 2, last: false) }
        }
        for i in 1..<n { step(Double(i) * h, last: false) }
        if refineEnd {
            step(1 - h / 2, last: false)
            step(1 - h / 4, last: false)
        }
        step(1, last: true)
    }
}
