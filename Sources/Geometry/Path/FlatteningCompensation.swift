import Foundation

/// Moves the points a curve is flattened to off the curve, outwards, so that the polyline keeps the curve's
/// area (for fills) or length (for a stroke's centre line) to second order.
///
/// A chord between two points of a curve cuts off the sliver between them: for a chord of length L whose curve
/// strays s from it (its sagitta), the sliver's area is (2/3)·L·s — exactly, for a parabola, when s is measured at
/// the middle parameter (Archimedes' quadrature) — so an inscribed polygon loses about (4/3)·s/r of a circle's
/// area. Each chord's sliver is shared by its two ends: a point between chords of signed slivers g₁ and g₂ moves
/// along the normal of the line through its two neighbours A and C by (g₁ + g₂) / |C − A|, which adds exactly
/// (g₁ + g₂)/2 to the polygon's area. For equal chords on a circle that is (2/3)·s outwards (the radius becomes
/// r·(1 + θ²/12) ≈ r·√(θ / sin θ) for a chord angle θ, the polygon's area the disc's), and the polyline's
/// largest distance from the curve falls from s to (2/3)·s: points (2/3)·s outside, chord middles s/3 inside.
/// A stroke's centre line moves half as far, (1/3)·s, which keeps its length (and so the stroke's area, its
/// length times its width) instead: a chord is shorter than its arc by a factor 1 − θ²/24.
///
/// Only points inside a curve, and the point where two curves meet smoothly (the four arcs of a circle), move:
/// lines and corners stay exactly in place, and so the chords next to them keep half their sliver.
///
/// The chords are as many as without the compensation (their sagitta within the tolerance): in theory they could
/// cut 3/2 as deep, but where the curvature changes along a curve, and next to ends that stay in place, points and
/// chord middles stray further than (2/3)·s — measured on 1000 random quadratic and cubic curves, up to 1.06 times
/// the tolerance for fills at 6/5 of it and 1.05 for strokes' centre lines at 11/10 — so the tolerance itself
/// bounds the sagitta (measured then: at most 0.89 of the tolerance for fills, 0.91 for strokes).
package enum FlatteningCompensation {
    /// The share of its sliver a fill's point makes up: all of it (area-preserving).
    package static let areaShare = 1.0
    /// The share a stroke's centre line makes up: half (length-preserving).
    package static let lengthShare = 0.5

    /// The signed area between a curve and its chord from `a` to `b`, with `m` the curve's point at the middle
    /// parameter: positive where the curve bulges to the chord's right (y up), outside a counterclockwise
    /// polygon, where it adds to the polygon's area.
    @inline(__always)
    package static func bulge(from a: Point, to b: Point, middle m: Point) -> Double {
        let sx = m.x - (a.x + b.x) / 2, sy = m.y - (a.y + b.y) / 2
        return 2.0 / 3.0 * (sx * (b.y - a.y) - sy * (b.x - a.x))
    }

    /// The direction a curve leaves its first point `p0` in: towards its first control point that differs from
    /// it; nil when all coincide.
    /// (Fixed arities rather than a variadic list: a variadic call allocates its array.)
    @inline(__always)
    package static func tangent(_ p0: Point, _ p1: Point) -> Point? {
        p1 != p0 ? Point(x: p1.x - p0.x, y: p1.y - p0.y) : nil
    }

    /// The direction a curve leaves `p0` in, towards the first of `p1`, `p2` that differs from it (a quadratic).
    @inline(__always)
    package static func tangent(_ p0: Point, _ p1: Point, _ p2: Point) -> Point? {
        tangent(p0, p1) ?? tangent(p0, p2)
    }

    /// The direction a curve leaves `p0` in, towards the first of `p1`, `p2`, `p3` that differs from it (a cubic).
    @inline(__always)
    package static func tangent(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Point? {
        tangent(p0, p1) ?? tangent(p0, p2) ?? tangent(p0, p3)
    }

    /// Whether a curve arriving in direction `a` and the next leaving in direction `b` meet without a corner
    /// (within 10⁻⁷ radian).
    package static func meetSmoothly(_ a: Point, _ b: Point) -> Bool {
        let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
        return dot > 0 && abs(cross) <= 1e-7 * dot
    }

    /// `points` with each `movable` one moved outwards by `share` of its two chords' slivers (`bulge[i]` is the
    /// sliver of the chord ending at point i; the closing chord's at point 0 when `closed`), each by at most
    /// `limit`. The neighbours are read before they move.
    package static func compensate(
        _ points: [Point], bulge: [Double], movable: [Bool], closed: Bool, share: Double, limit: Double
    ) -> [Point] {
        let n = points.count
        guard n > 2 else { return points }
        var result = points
        for i in 0..<n where movable[i] {
            guard closed || (i > 0 && i < n - 1) else { continue }
            let a = points[i == 0 ? n - 1 : i - 1], c = points[i == n - 1 ? 0 : i + 1]
            let g = share * (bulge[i] + bulge[i == n - 1 ? 0 : i + 1])
            let ux = c.x - a.x, uy = c.y - a.y
            let uu = ux * ux + uy * uy
            guard uu > 0, g != 0 else { continue }
            // Along (u.y, −u.x) / |u|, the normal on the side a positive sliver lies, by g / |u|, clamped.
            var k = g / uu
            let length = abs(k) * uu.squareRoot()
            if length > limit { k *= limit / length }
            guard k.isFinite else { continue }
            result[i] = Point(x: points[i].x + k * uy, y: points[i].y - k * ux)
        }
        return result
    }
}
