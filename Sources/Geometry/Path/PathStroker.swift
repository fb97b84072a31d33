import Foundation

/// The parameters of a stroke: Core Graphics' line width, caps, joins and miter limit.
package struct StrokeGeometry: Sendable, Equatable {
    package var lineWidth: Double
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: Double

    package init(
        lineWidth: Double, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: Double = 10
    ) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
    }
}

/// Turns polylines into the outline of their stroke: closed contours whose non-zero fill is exactly the stroke.
///
/// Every segment sweeps a rectangle of the line width; every corner adds the wedge of its join on the outer side
/// (a miter quadrilateral, a bevel triangle or a disc sector) and every open end its cap. All those pieces are
/// oriented the same way, so a point's winding number is the count of pieces over it, and the non-zero rule
/// fills their union. The outline traces that sum without its cancelling inner edges: the left offset forward
/// (outer joins on that side, the corner point itself where that side is inner), the end cap, the right offset
/// backward, the start cap; a closed polyline gives its two offsets as two contours.
package enum PathStroker {
    /// The contours of the stroke of `lines`. Round caps and joins are flattened within `tolerance`; when
    /// `compensated`, their inner points move outwards so that each keeps its sector's exact area (see
    /// ``arcChords(radius:sweep:tolerance:compensated:)``).
    package static func outline(
        _ lines: [Polyline], style: StrokeGeometry, tolerance: Double, compensated: Bool = false
    ) -> [[Point]] {
        let tolerance = ArcTolerance(distance: tolerance, compensated: compensated)
        let h = style.lineWidth / 2
        guard h > 0, h.isFinite else { return [] }
        var result: [[Point]] = []
        // Buffers every line reuses (its segments' directions, lengths and cut-backs, its right side).
        var scratch = SideScratch()
        for line in lines {
            let pts = line.points
            if pts.count == 1 {
                if line.isZeroLength, let dot = dot(at: pts[0], style: style, tolerance: tolerance) {
                    result.append(dot)
                }
                continue
            }
            guard pts.count > 1 else { continue }
            // The left side is traced into the contour itself.
            var contour: [Point] = []
            contour.reserveCapacity(line.isClosed ? 2 * pts.count + 8 : 4 * pts.count + 16)
            sides(line, h: h, style: style, tolerance: tolerance, left: &contour, scratch: &scratch)
            if line.isClosed {
                result.append(contour)
                result.append(scratch.right.reversed())
            } else {
                let right = scratch.right
                let n = pts.count
                let endChord = unit(pts[n - 2], pts[n - 1]), startChord = unit(pts[1], pts[0])
                cap(
                    at: pts[n - 1], direction: line.endDirection ?? endChord, chord: endChord, h: h, style: style,
                    tolerance: tolerance, into: &contour)
                contour.append(contentsOf: right.reversed())
                let start = line.startDirection.map { Point(x: -$0.x, y: -$0.y) }
                cap(
                    at: pts[0], direction: start ?? startChord, chord: startChord, h: h, style: style,
                    tolerance: tolerance, into: &contour)
                result.append(contour)
            }
        }
        return result
    }

    /// The left and right offset chains, in the polyline's direction: the left appended to `left`, the right left
    /// in `scratch.right`.
    ///
    /// On the inner side of a corner the two segments' offset lines cross; the chain turns at that crossing
    /// when it lies within both segments (after the cut-backs of their other ends), which leaves the outline of a
    /// smoothly turning stroke simple — no loops for a scan converter to untangle. Where it does not (a segment
    /// shorter than the cut-back, as in a tight curve stroked wide), the chain runs to the segment's end, through
    /// the corner point and out to the next segment's start: a loop inside the stroke that the non-zero rule
    /// fills, so the union is exact either way.
    private static func sides(
        _ line: Polyline, h: Double, style: StrokeGeometry, tolerance: ArcTolerance, left: inout [Point],
        scratch: inout SideScratch
    ) {
        let pts = line.points, closed = line.isClosed
        let n = pts.count
        let segments = closed ? n : n - 1
        scratch.dirs.removeAll(keepingCapacity: true)
        scratch.lengths.removeAll(keepingCapacity: true)
        scratch.cutBack.removeAll(keepingCapacity: true)
        scratch.right.removeAll(keepingCapacity: true)
        scratch.dirs.reserveCapacity(segments); scratch.lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let a = pts[i], b = pts[(i + 1) % n]
            scratch.dirs.append(unit(a, b))
            scratch.lengths.append(hypot(b.x - a.x, b.y - a.y))
        }
        let dirs = scratch.dirs, lengths = scratch.lengths
        // Per vertex, how far back along each segment the inner offsets cross (0 at an open end).
        scratch.cutBack.append(contentsOf: repeatElement(0, count: n))
        for i in 0..<n where closed || (i > 0 && i < n - 1) {
            let d0 = dirs[(i - 1 + segments) % segments], d1 = dirs[i % segments]
            let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
            scratch.cutBack[i] = dot > -0.999 ? h * abs(cross) / (1 + dot) : .infinity
        }
        let cutBack = scratch.cutBack
        // Turns sharper than this cosine's angle (a little under one step of a round join's arc) draw an arc.
        let chordCosine = cos(arcStep(radius: h, tolerance: tolerance.distance) * (1 - 1e-6))
        // Compensated, a turn inside a curve whose miter reaches at most the tolerance beyond the round join
        // (h / cos(φ/2) − h ≤ tolerance) and whose inner offsets cross turns at its miter point instead: the outer
        // offset then runs parallel to the chords as the inner one does, and the stroke's area is exactly its
        // centre line's length times its width (a round join's sector falls short of the inner overlap it must
        // make up, by h²·(tan(φ/2) − φ/2)). Where the inner offsets fold (a curve tighter than the half width)
        // the round join's exact sector is right.
        let q = h / (h + tolerance.distance)
        let smoothMiterCosine = tolerance.compensated ? 2 * q * q - 1 : 2
        var right = scratch.right
        scratch.right = []
        defer { scratch.right = right }
        right.reserveCapacity(2 * n + 8)
        for i in 0..<segments {
            let a = pts[i], b = pts[(i + 1) % n], d = dirs[i]
            let nx = -d.y * h, ny = d.x * h
            // Corner at a (between the previous segment and this one): only where there is a previous segment.
            if i > 0 || closed {
                let previous = (i - 1 + segments) % segments
                let crossing =
                    cutBack[i] + cutBack[previous] <= lengths[previous]
                    && cutBack[i] + cutBack[(i + 1) % n] <= lengths[i]
                join(
                    at: a, from: dirs[previous], to: d, h: h, style: style, round: line.isSmooth(i),
                    innerCrossing: crossing, chords: (lengths[previous], lengths[i]), tolerance: tolerance,
                    chordCosine: chordCosine, smoothMiterCosine: smoothMiterCosine, left: &left, right: &right)
            } else {
                left.append(Point(x: a.x + nx, y: a.y + ny)); right.append(Point(x: a.x - nx, y: a.y - ny))
            }
            // The segment's end: the next corner's join starts there, or the line ends.
            if i == segments - 1 && !closed {
                left.append(Point(x: b.x + nx, y: b.y + ny)); right.append(Point(x: b.x - nx, y: b.y - ny))
            }
        }
    }

    /// The buffers ``sides(_:h:style:tolerance:left:scratch:)`` fills for one line at a time, kept across the
    /// lines of one outline: the segments' unit directions and lengths, the cut-back at each vertex, and the right
    /// offset chain (in the line's direction).
    private struct SideScratch {
        var dirs: [Point] = []
        var lengths: [Double] = []
        var cutBack: [Double] = []
        var right: [Point] = []
    }

    /// At corner `p` turning from direction `d0` to `d1`: the outer side gets the join from the end of the
    /// previous offset to the start of the next (round when `round`, inside a curve); the inner side turns where
    /// the two offsets cross when `innerCrossing`, else goes through `p` itself.
    private static func join(
        at p: Point, from d0: Point, to d1: Point, h: Double, style: StrokeGeometry,
        round: Bool, innerCrossing: Bool, chords: (Double, Double), tolerance: ArcTolerance, chordCosine: Double,
        smoothMiterCosine: Double, left: inout [Point], right: inout [Point]
    ) {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        let n0 = Point(x: -d0.y, y: d0.x), n1 = Point(x: -d1.y, y: d1.x)
        if abs(cross) < 1e-12 && dot > 0 {
            // Straight on: the offsets continue.
            left.append(Point(x: p.x + n1.x * h, y: p.y + n1.y * h))
            right.append(Point(x: p.x - n1.x * h, y: p.y - n1.y * h))
            return
        }
        // cross > 0 turns towards the left normal, so the left side is inner.
        let leftOuter = cross <= 0
        let s = leftOuter ? 1.0 : -1.0
        // Appended straight to the sides (no arrays per corner): the outer side gets the join, the inner side
        // the crossing or the way through `p`.
        @inline(__always) func outer(_ q: Point) { if leftOuter { left.append(q) } else { right.append(q) } }
        @inline(__always) func inner(_ q: Point) { if leftOuter { right.append(q) } else { left.append(q) } }
        if round && innerCrossing && dot >= smoothMiterCosine {
            // The miter point alone: the offsets' ends lie on the lines through it.
            let k = s * h / (1 + dot)
            outer(Point(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
        } else {
            outer(Point(x: p.x + s * n0.x * h, y: p.y + s * n0.y * h))
            // Inside a curve tighter than the half width (the inner offsets fold) the stroke's outer side is the
            // centre line's polygon grown by h, whose area lacks the half of each chord's sliver (κL³/12) that
            // the centre line's length-keeping compensation leaves out: the join's fan makes it up, a share
            // (L₁³ + L₂³) / (12·h²·(L₁ + L₂)) of its sector.
            let (l1, l2) = chords
            let makeUp =
                tolerance.compensated && round && !innerCrossing && l1 + l2 > 0
                ? (l1 * l1 * l1 + l2 * l2 * l2) / (12 * h * h * (l1 + l2)) : 0
            outerJoin(
                at: p, n0: n0, n1: n1, s: s, dot: dot, h: h, style: style, round: round, leftOuter: leftOuter,
                tolerance: tolerance, areaFactor: 1 + makeUp, chordCosine: chordCosine, left: &left, right: &right)
            outer(Point(x: p.x + s * n1.x * h, y: p.y + s * n1.y * h))
        }
        if innerCrossing {
            // The inner offsets cross on the bisector, as far inside as the miter reaches outside.
            let k = -s * h / (1 + dot)
            inner(Point(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
        } else {
            inner(Point(x: p.x - s * n0.x * h, y: p.y - s * n0.y * h))
            inner(p)
            inner(Point(x: p.x - s * n1.x * h, y: p.y - s * n1.y * h))
        }
    }

    /// The points of a join between the outer offsets' ends: a miter's point, a round join's arc, nothing for a
    /// bevel.
    private static func outerJoin(
        at p: Point, n0: Point, n1: Point, s: Double, dot: Double, h: Double, style: StrokeGeometry, round: Bool,
        leftOuter: Bool, tolerance: ArcTolerance, areaFactor: Double = 1, chordCosine: Double, left: inout [Point],
        right: inout [Point]
    ) {
        @inline(__always) func outer(_ q: Point) { if leftOuter { left.append(q) } else { right.append(q) } }
        switch round ? .round : style.lineJoin {
        case .miter:
            // The miter's length over the line width is 1 / sin(θ/2) = 1 / cos(φ/2) for a turn of φ.
            let c = ((1 + dot) / 2).squareRoot()
            if c > 0 && 1 / c <= style.miterLimit {
                let k = s * h / (1 + dot)
                outer(Point(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
            }
        case .round:
            // A turn within one arc step (cos φ above `chordCosine`) is a single chord: the arc would add no
            // point, so its angles need not be found. (A compensated arc has at least two chords.)
            guard dot <= chordCosine || tolerance.compensated else { break }
            let a0 = atan2(s * n0.y, s * n0.x)
            var sweep = atan2(s * n1.y, s * n1.x) - a0
            // The outer side turns the short way, in the direction of the corner.
            if leftOuter { if sweep > 0 { sweep -= 2 * .pi } } else { if sweep < 0 { sweep += 2 * .pi } }
            if leftOuter {
                arc(
                    around: p, radius: h, from: a0, sweep: sweep, tolerance: tolerance, areaFactor: areaFactor,
                    into: &left)
            } else {
                arc(
                    around: p, radius: h, from: a0, sweep: sweep, tolerance: tolerance, areaFactor: areaFactor,
                    into: &right)
            }
        case .bevel:
            break
        @unknown default:
            break
        }
    }

    /// The cap at end point `p` of a line arriving in `direction`, from the left offset to the right one.
    ///
    /// When `d` differs from the direction `chord` of the last segment (a dash ending inside a curve, where the
    /// curve's tangent is not the chord's), the cap stands across `d`: the outline steps from the segment's
    /// offset to the cap's own side at each end, a sliver added on one side and, traced backwards, taken away on
    /// the other.
    private static func cap(
        at p: Point, direction d: Point, chord: Point, h: Double, style: StrokeGeometry, tolerance: ArcTolerance,
        into contour: inout [Point]
    ) {
        let nx = -d.y * h, ny = d.x * h
        let turned = d != chord
        if turned { contour.append(Point(x: p.x + nx, y: p.y + ny)) }
        defer { if turned { contour.append(Point(x: p.x - nx, y: p.y - ny)) } }
        switch style.lineCap {
        case .butt:
            break
        case .square:
            contour.append(Point(x: p.x + nx + d.x * h, y: p.y + ny + d.y * h))
            contour.append(Point(x: p.x - nx + d.x * h, y: p.y - ny + d.y * h))
        case .round:
            // From the left normal through the direction to the right normal.
            let a0 = atan2(d.x, -d.y)
            arc(around: p, radius: h, from: a0, sweep: -.pi, tolerance: tolerance, into: &contour)
        @unknown default:
            break
        }
    }

    /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps, nothing for butt.
    private static func dot(at p: Point, style: StrokeGeometry, tolerance: ArcTolerance) -> [Point]? {
        let h = style.lineWidth / 2
        switch style.lineCap {
        case .round:
            var circle: [Point] = [Point(x: p.x + h, y: p.y)]
            arc(around: p, radius: h, from: 0, sweep: -2 * .pi, tolerance: tolerance, into: &circle)
            return circle
        case .square:
            return [
                Point(x: p.x - h, y: p.y - h), Point(x: p.x - h, y: p.y + h),
                Point(x: p.x + h, y: p.y + h), Point(x: p.x + h, y: p.y - h),
            ]
        default:
            return nil
        }
    }

    /// The most points one round join or cap is drawn with (a full circle): beyond, chords stray further than
    /// the tolerance (0.02 pixel for a radius of 1000 pixels), which bounds the work of huge line widths.
    package static let maxArcPoints = 512

    /// How round joins and caps are flattened: within `distance` of the circle, their inner points moved
    /// outwards to keep the sector's area when `compensated`.
    struct ArcTolerance {
        var distance: Double
        var compensated: Bool
    }

    /// The points strictly inside an arc (its ends excluded), as ``arcChords(radius:sweep:tolerance:compensated:)``
    /// spaces them.
    static func arc(
        around c: Point, radius r: Double, from a0: Double, sweep: Double, tolerance: ArcTolerance,
        areaFactor: Double = 1, into out: inout [Point]
    ) {
        let (n, radius) = arcChords(
            radius: r, sweep: abs(sweep), tolerance: tolerance.distance, compensated: tolerance.compensated,
            areaFactor: areaFactor)
        for i in 1..<n {
            let a = a0 + sweep * Double(i) / Double(n)
            out.append(Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a)))
        }
    }

    /// How an arc of radius `r` turning through `sweep` is cut: into `count` chords of equal angle, the points
    /// between them at `radius` from the centre (its two ends stay on the circle).
    ///
    /// Plain, every point lies on the circle and the chords stray at most `tolerance` inside it. Compensated,
    /// the inner points lie at the radius r′ that gives the fan of chords the sector's exact area — for n
    /// chords of angle θ, sin θ · (2·r·r′ + (n − 2)·r′²) = n·θ·r², about r·(1 + θ²/12) for many
    /// chords, more for few since the two end chords cannot move — and the fewest chords (at least two)
    /// are used for which both r′ − r and the chords' deepest cut inside the circle stay within
    /// `tolerance` (at most ``maxArcPoints`` a full turn). With `areaFactor`, the fan takes that many times
    /// the sector's area, with as many chords as for the sector itself.
    package static func arcChords(
        radius r: Double, sweep: Double, tolerance: Double, compensated: Bool, areaFactor: Double = 1
    ) -> (count: Int, radius: Double) {
        let limit = max(1, Int((Double(maxArcPoints) * sweep / (2 * .pi)).rounded(.up)))
        func count(_ step: Double) -> Int { max(1, min(limit, Int((sweep / max(step, 1e-9)).rounded(.up)))) }
        guard compensated else { return (count(arcStep(radius: r, tolerance: tolerance)), r) }
        // A compensated fan strays about 2/3 of a plain one's sagitta: start there, add chords until within.
        guard sweep > 0, sweep.isFinite else { return (1, r) }
        // At least two chords (when allowed): one chord cannot keep the sector's area.
        var n = max(count(arcStep(radius: r, tolerance: tolerance * 1.5)), min(2, limit))
        while true {
            let theta = sweep / Double(n)
            if n == 1 { return (1, r) }
            let sine = sin(theta)
            guard sine > 0 else {
                if n >= limit { return (n, r) }
                n += 1
                continue
            }
            /// x = r′ / r for the fan to take `factor` times the sector's area: (n − 2)·x² + 2x − q = 0.
            func ratio(_ factor: Double) -> Double {
                let q = Double(n) * theta * factor / sine
                return n == 2 ? q / 2 : ((1 + Double(n - 2) * q).squareRoot() - 1) / Double(n - 2)
            }
            let x = ratio(1)
            let outer = r * (x - 1)
            let innerChord = n > 2 ? r * (1 - x * cos(theta / 2)) : 0
            let endChord = r * (1 - x * sine / (1 + x * x - 2 * x * cos(theta)).squareRoot())
            if max(outer, innerChord, endChord) <= tolerance || n >= limit {
                return (n, areaFactor == 1 ? r * x : r * ratio(areaFactor))
            }
            n += 1
        }
    }

    /// The angle an arc of radius `r` may turn per chord for the chord to stay within `tolerance` of it.
    static func arcStep(radius r: Double, tolerance: Double) -> Double {
        r > tolerance ? 2 * acos(max(-1, 1 - tolerance / r)) : Double.pi / 2
    }

    @inline(__always)
    static func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = (dx * dx + dy * dy).squareRoot()
        return l > 0 ? Point(x: dx / l, y: dy / l) : Point(x: 1, y: 0)
    }
}
