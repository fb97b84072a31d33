import Foundation

/// A rectangle with per-corner rounding, circular or continuous, flattened to a polygon for scan conversion.
struct RoundedRect: Equatable, Sendable {
    var x0: Double, y0: Double, x1: Double, y1: Double
    var radius: Double
    var corners: CornerMask
    var curve: CornerCurve

    init(_ rect: CGRect, radius: CGFloat, corners: CornerMask = .all, curve: CornerCurve = .circular) {
        let r = rect.standardized
        x0 = Double(r.minX); y0 = Double(r.minY); x1 = Double(r.maxX); y1 = Double(r.maxY)
        self.radius = Double(radius).isFinite ? max(0, Double(radius)) : 0
        self.corners = corners
        self.curve = curve
    }

    var width: Double { x1 - x0 }
    var height: Double { y1 - y0 }

    /// The extent of a continuous corner along each edge, in units of the radius.
    static let continuousExtent = 1.528665

    /// The radius actually drawn: circular corners are limited to half the shorter side (as Core Animation
    /// does), continuous corners so that their blend (1.528665 r along each edge) fits in half the shorter side.
    var effectiveRadius: Double {
        let half = min(width, height) / 2
        switch curve {
        case .circular: return min(radius, half)
        case .continuous: return min(radius, half / RoundedRect.continuousExtent)
        }
    }

    var isRounded: Bool { effectiveRadius > 0 && !corners.isEmpty }

    /// The rectangle inset by `d` on every side with the radius reduced by `d`: the inner edge of a border.
    func inset(by d: Double) -> RoundedRect? {
        var r = self
        r.x0 += d; r.y0 += d; r.x1 -= d; r.y1 -= d
        guard r.x1 > r.x0, r.y1 > r.y0 else { return nil }
        r.radius = max(0, effectiveRadius - d)
        return r
    }

    /// A closed polygon, clockwise on screen (y down). Curves are flattened so that chords stay within
    /// `tolerance` of the true curve once multiplied by `pixelScale` (the pixels per unit of the rectangle).
    func polygon(pixelScale: Double, tolerance: Double = 0.001) -> [Point] {
        guard width > 0, height > 0 else { return [] }
        let r = effectiveRadius
        if r <= 0 || corners.isEmpty {
            return [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        }
        let outline = cornerOutline(radius: r, pixelScale: pixelScale, tolerance: tolerance)
        var out: [Point] = []
        out.reserveCapacity(outline.count * 4)
        // Clockwise on screen: top-left, top-right, bottom-right, bottom-left. Each corner runs from the point on
        // the edge arriving at it to the point on the edge leaving it; an outline point (along, across) lies
        // `along` from the corner on the arriving edge's line and `across` on the leaving edge's line.
        let corners: [(CornerMask, Double, Double, Double, Double, Bool)] = [
            (.layerMinXMinYCorner, x0, y0, 1, 1, false),  // arrive up the left edge, leave along the top
            (.layerMaxXMinYCorner, x1, y0, -1, 1, true),  // arrive along the top, leave down the right edge
            (.layerMaxXMaxYCorner, x1, y1, -1, -1, false),  // arrive down the right edge, leave along the bottom
            (.layerMinXMaxYCorner, x0, y1, 1, -1, true),  // arrive along the bottom, leave up the left edge
        ]
        for (mask, cx, cy, sx, sy, arrivesHorizontally) in corners {
            guard self.corners.contains(mask) else { out.append(Point(x: cx, y: cy)); continue }
            for (along, across) in outline {
                if arrivesHorizontally {
                    out.append(Point(x: cx + sx * along, y: cy + sy * across))
                } else {
                    out.append(Point(x: cx + sx * across, y: cy + sy * along))
                }
            }
        }
        return out
    }

    /// One corner from the arriving edge to the leaving edge as (along, across) offsets from the corner point.
    private func cornerOutline(radius r: Double, pixelScale: Double, tolerance: Double) -> [(Double, Double)] {
        let rPixels = max(r * pixelScale, 1e-9)
        switch curve {
        case .circular:
            // A quarter circle centred at (r, r); chords with sagitta r(1 − cos(θ/2)) ≤ tolerance.
            let maxStep = 2 * acos(max(-1, 1 - min(tolerance / rPixels, 1)))
            let n = max(2, Int((Double.pi / 2 / maxStep).rounded(.up)))
            return (0...n).map { i in
                let t = Double(i) / Double(n) * Double.pi / 2
                return (r - r * sin(t), r - r * cos(t))
            }
        case .continuous:
            return continuousOutline(radius: r, pixelScale: rPixels / r, tolerance: tolerance)
        }
    }

    /// Apple's continuous corner: two cubic blends around a near-circular middle cubic, symmetric about the
    /// corner's diagonal, reaching 1.528665 r along each edge. Coordinates in units of the radius.
    private func continuousOutline(radius r: Double, pixelScale: Double, tolerance: Double) -> [(Double, Double)] {
        typealias P = (Double, Double)
        let e = RoundedRect.continuousExtent
        let segments: [(P, P, P, P)] = [
            ((e, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
            ((0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
            ((0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, e)),
        ]
        let rPixels = r * pixelScale
        var points: [P] = []
        for (p0, p1, p2, p3) in segments {
            // Subdivisions from the second differences of the control polygon (a standard flatness bound).
            let ddx = max(abs(p0.0 - 2 * p1.0 + p2.0), abs(p1.0 - 2 * p2.0 + p3.0))
            let ddy = max(abs(p0.1 - 2 * p1.1 + p2.1), abs(p1.1 - 2 * p2.1 + p3.1))
            let dd = (ddx * ddx + ddy * ddy).squareRoot() * rPixels
            let n = max(2, Int((0.75 * dd / tolerance).squareRoot().rounded(.up)))
            for i in 0...n {
                let t = Double(i) / Double(n), u = 1 - t
                let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                points.append(
                    (
                        r * (b0 * p0.0 + b1 * p1.0 + b2 * p2.0 + b3 * p3.0),
                        r * (b0 * p0.1 + b1 * p1.1 + b2 * p2.1 + b3 * p3.1)
                    ))
            }
        }
        return points
    }
}

/// An ellipse inscribed in a rectangle, flattened to a polygon.
enum Ellipse {
    static func polygon(in rect: CGRect, pixelScale: Double, tolerance: Double = 0.001) -> [Point] {
        let r = rect.standardized
        let cx = Double(r.midX), cy = Double(r.midY), rx = Double(r.width) / 2, ry = Double(r.height) / 2
        guard rx > 0, ry > 0 else { return [] }
        let rPixels = max(rx, ry) * pixelScale
        let maxStep = 2 * acos(max(-1, 1 - min(tolerance / max(rPixels, 1e-9), 1)))
        let n = max(8, Int((2 * Double.pi / maxStep).rounded(.up)))
        return (0..<n).map { i in
            let t = Double(i) / Double(n) * 2 * Double.pi
            return Point(x: cx + rx * cos(t), y: cy + ry * sin(t))
        }
    }
}
