import Foundation

/// Circular arcs as cubic Bézier curves, with Core Graphics' conventions: angles in radians from the positive x
/// axis towards the positive y axis, `clockwise` meaning decreasing angles. (In UIKit's flipped coordinates,
/// where y points down, an arc with `clockwise: false` therefore turns clockwise on screen; `UIBezierPath`'s
/// `clockwise` is the opposite flag.)
package enum PathArc {
    /// The signed sweep from `start` to `end`: for counterclockwise arcs `end − start` brought into [0, 2π)
    /// (a sweep of 2π or more is a full circle), for clockwise ones the same going the other way.
    package static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let full = 2 * Double.pi
        let delta = clockwise ? start - end : end - start
        guard delta.isFinite else { return 0 }
        let magnitude =
            delta >= full
            ? full
            : (delta.truncatingRemainder(dividingBy: full) + full)
                .truncatingRemainder(dividingBy: full)
        return clockwise ? -magnitude : magnitude
    }

    /// The cubic curves of the arc around `center` from `start` through a signed `sweep`, at most a quarter
    /// turn each: (end point, control 1, control 2), in order. The first curve starts at the arc's start point.
    package static func curves(
        center: CGPoint, radius: Double, start: Double,
        sweep: Double
    ) -> [(CGPoint, CGPoint, CGPoint)] {
        guard sweep != 0, radius.isFinite, sweep.isFinite else { return [] }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        let cx = Double(center.x), cy = Double(center.y)
        var result: [(CGPoint, CGPoint, CGPoint)] = []
        var a0 = start
        for i in 0..<count {
            let a1 = i == count - 1 ? start + sweep : a0 + step
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            result.append(
                (
                    CGPoint(x: cx + radius * c1, y: cy + radius * s1),
                    CGPoint(x: cx + radius * (c0 - k * s0), y: cy + radius * (s0 + k * c0)),
                    CGPoint(x: cx + radius * (c1 + k * s1), y: cy + radius * (s1 - k * c1))
                ))
            a0 = a1
        }
        return result
    }

    /// The point on the circle at `angle`.
    package static func point(center: CGPoint, radius: Double, angle: Double) -> CGPoint {
        CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
    }

    /// The fillet of `addArc(tangent1End:tangent2End:radius:)`: the circle of `radius` tangent to the line from
    /// `p0` to `p1` and the line from `p1` to `p2`. Returns its tangent points and curves, or nil when the points
    /// are collinear or the radius is zero (then Core Graphics draws a line to `p1`).
    package static func tangentArc(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: Double)
        -> (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)])?
    {
        let ux = Double(p0.x - p1.x), uy = Double(p0.y - p1.y), vx = Double(p2.x - p1.x), vy = Double(p2.y - p1.y)
        let lu = hypot(ux, uy), lv = hypot(vx, vy)
        guard radius > 0, lu > 0, lv > 0 else { return nil }
        let cross = ux * vy - uy * vx
        let cosTheta = (ux * vx + uy * vy) / (lu * lv)
        guard abs(cross) / (lu * lv) > 1e-12, cosTheta > -1 + 1e-12 else { return nil }
        let theta = acos(max(-1, min(1, cosTheta)))  // the angle at p1 between the two lines
        let along = radius / tan(theta / 2)  // from p1 to each tangent point
        let t1 = CGPoint(x: Double(p1.x) + ux / lu * along, y: Double(p1.y) + uy / lu * along)
        let t2 = CGPoint(x: Double(p1.x) + vx / lv * along, y: Double(p1.y) + vy / lv * along)
        // The centre lies on the bisector, radius / sin(θ/2) from p1.
        let bx = ux / lu + vx / lv, by = uy / lu + vy / lv
        let bl = hypot(bx, by)
        let d = radius / sin(theta / 2)
        let center = CGPoint(x: Double(p1.x) + bx / bl * d, y: Double(p1.y) + by / bl * d)
        let a0 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a1 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var sweep = a1 - a0
        // The short way round (the fillet is less than a half turn).
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        return (t1, curves(center: center, radius: radius, start: a0, sweep: sweep))
    }
}
