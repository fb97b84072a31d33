import Foundation
import Geometry
import TestSupport
import Testing

@testable import Raster

/// Flattening that moves its points off the curve so that polygons keep the curves' areas (fills) and lengths
/// (strokes' centre lines): areas against the exact ones at coarse tolerances, the largest distance from the curve
/// against the tolerance, lines and corners in place, round joins' fans against their sectors.
@Suite struct FlatteningCompensationTests {
    /// The signed area of a closed polygon (shoelace).
    static func area(_ points: [Point]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - a.y * b.x
        }
        return sum / 2
    }

    /// The path's exact enclosed area: its curves sampled so finely that the chords' loss is below 10⁻⁹ of it.
    static func exactArea(_ elements: [VectorPath.Element]) -> Double {
        let fine = VectorPath(elements: elements).flattened(tolerance: 1e-9)
        return fine.reduce(0) { $0 + area($1.points) }
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let ll = dx * dx + dy * dy
        let t = ll > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / ll)) : 0
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }

    /// The largest distance between the polyline `line` and the curve sampled as `curve` (densely, so its own
    /// chords are far inside any tolerance), both ways: from each point and chord middle of the polyline to the
    /// curve, and from each sample of the curve to the polyline.
    static func deviation(_ line: [Point], from curve: [Point]) -> Double {
        func toPolyline(_ p: Point, _ poly: [Point]) -> Double {
            var best = Double.infinity
            for i in 1..<poly.count { best = min(best, distance(p, poly[i - 1], poly[i])) }
            return best
        }
        var probes = line
        for i in 1..<line.count {
            probes.append(Point(x: (line[i - 1].x + line[i].x) / 2, y: (line[i - 1].y + line[i].y) / 2))
        }
        let there = probes.map { toPolyline($0, curve) }.max() ?? 0
        let back = curve.map { toPolyline($0, line) }.max() ?? 0
        return max(there, back)
    }

    static func circle(_ r: Double, at c: (Double, Double) = (0.3, -0.7)) -> [VectorPath.Element] {
        VectorPath.ellipse(in: CGRect(x: c.0 - r, y: c.1 - r, width: 2 * r, height: 2 * r))
    }

    @Test func aCoarselyFlattenedCircleKeepsItsAreaWithinATenthOfAPercent() {
        for tolerance in [0.1, Double(ShapeContent.flatteningTolerance)] {
            for r in [2.0, 3.3, 5, 7.5, 12, 20.3, 37, 100, 250, 500] {
                let circle = Self.circle(r)
                let exact = Self.exactArea(circle)
                let lines = VectorPath(elements: circle).flattened(tolerance: tolerance, compensated: true)
                #expect(lines.count == 1 && lines[0].isClosed)
                let a = Self.area(lines[0].points)
                #expect(abs(a - Double.pi * r * r) / (Double.pi * r * r) < 0.001, "r = \(r), tolerance \(tolerance)")
                // Against the four cubics' own area (they bulge up to 0.027 % beyond the circle): closer still.
                #expect(abs(a - exact) / exact < 5e-4, "r = \(r), tolerance \(tolerance): \(a) against \(exact)")
            }
        }
        // Without the compensation the same chords lose far more than a thousandth of a small circle.
        let plain = VectorPath(elements: Self.circle(2)).flattened(tolerance: 0.1)
        #expect(Self.area(plain[0].points) < 0.99 * Double.pi * 4)
    }

    @Test func compensatedPolylinesStayWithinTheToleranceOfRandomCurves() {
        var random = SplitMix64(seed: 99)
        func point() -> CGPoint { CGPoint(x: 60 * random.unit(), y: 60 * random.unit()) }
        for index in 0..<400 {
            let p0 = point(), c1 = point(), c2 = point(), p1 = point()
            let quadratic = index % 3 == 0
            let curve: VectorPath.Element =
                quadratic ? .quadCurveTo(p1, control: c1) : .curveTo(p1, control1: c1, control2: c2)
            let path = VectorPath(elements: [.moveTo(p0), curve])
            let samples = path.flattened(tolerance: 1e-5)[0].points
            for tolerance in [0.1, 0.02] {
                for stroking in [false, true] {
                    let line = path.flattened(tolerance: tolerance, forStroking: stroking, compensated: true)[0]
                    let d = Self.deviation(line.points, from: samples)
                    #expect(d <= tolerance, "curve \(index) (\(curve)), tolerance \(tolerance): \(d)")
                    // The ends stay where the curve ends.
                    #expect(line.points.first == Point(x: Double(p0.x), y: Double(p0.y)))
                    #expect(line.points.last == Point(x: Double(p1.x), y: Double(p1.y)))
                }
            }
        }
    }

    @Test func linesAndCornersStayExactlyInPlace() {
        let corners: [CGPoint] = [
            CGPoint(x: 1, y: 1), CGPoint(x: 30, y: 2), CGPoint(x: 28, y: 25), CGPoint(x: 3, y: 20),
        ]
        // Lines only: the same polyline either way.
        let polygon = VectorPath(elements: [.moveTo(corners[0])] + corners.dropFirst().map { .lineTo($0) })
        #expect(polygon.flattened(tolerance: 0.1, compensated: true) == polygon.flattened(tolerance: 0.1))
        // A curve between lines, meeting them at corners, and a curve meeting a curve at a corner: every corner
        // stays, and the lines keep their directions.
        let mixed = VectorPath(elements: [
            .moveTo(corners[0]), .lineTo(corners[1]),
            .curveTo(corners[2], control1: CGPoint(x: 40, y: 10), control2: CGPoint(x: 35, y: 30)),
            .quadCurveTo(corners[3], control: CGPoint(x: 15, y: 35)), .closeSubpath,
        ])
        let points = mixed.flattened(tolerance: 0.1, compensated: true)[0].points
        for c in corners { #expect(points.contains(Point(x: Double(c.x), y: Double(c.y))), "\(c)") }
        #expect(points[0] == Point(x: 1, y: 1) && points[1] == Point(x: 30, y: 2))
        // A rounded rectangle: its corners' arcs meet its sides' lines tangentially, and those points stay on
        // the lines.
        let rounded = VectorPath(
            elements: VectorPath.roundedRect(
                CGRect(x: 2, y: 3, width: 40, height: 30), cornerWidth: 8, cornerHeight: 8))
        for p in rounded.flattened(tolerance: 0.1, compensated: true)[0].points {
            let onSide = [2.0, 42].contains(p.x) || [3.0, 33].contains(p.y)
            let inCorner = (p.x < 10 || p.x > 34) && (p.y < 11 || p.y > 25)
            #expect(onSide || inCorner, "\(p)")
        }
    }

    @Test func curvesThatMeetSmoothlyMoveTheirSharedPointOutwards() {
        // A circle's four quarter arcs meet at its four axis points: those move out like the points inside.
        let r = 10.0
        let points = VectorPath(elements: Self.circle(r, at: (0, 0))).flattened(tolerance: 0.1, compensated: true)
        let axis = points[0].points.filter { abs($0.x) < 1e-9 || abs($0.y) < 1e-9 }
        #expect(axis.count == 4)
        for p in axis { #expect(hypot(p.x, p.y) > r + 0.01, "\(p)") }
    }

    @Test func aStrokesCentreLineKeepsTheCurvesLength() {
        let circle = VectorPath(elements: Self.circle(6))
        let exact = circle.flattened(tolerance: 1e-9)[0].length
        let plain = circle.flattened(tolerance: 0.1, forStroking: true)[0].length
        let kept = circle.flattened(tolerance: 0.1, forStroking: true, compensated: true)[0].length
        #expect(abs(kept - exact) / exact < 1e-4, "\(kept) against \(exact)")
        #expect(abs(plain - exact) / exact > 1e-3, "\(plain) against \(exact)")
    }

    @Test func roundJoinFansKeepTheirSectorsAreaAndStayWithinTheTolerance() {
        for tolerance in [0.1, 0.005] {
            for r in [0.05, 0.3, 1, 3, 10, 100, 1000] {
                for sweep in [0.05, 0.4, Double.pi / 2, 2.5, Double.pi, 2 * Double.pi] {
                    let (n, radius) = PathStroker.arcChords(
                        radius: r, sweep: sweep, tolerance: tolerance, compensated: true)
                    let theta = sweep / Double(n)
                    // The fan's points: both ends on the circle, the inner ones at `radius`.
                    let fan = (0...n).map { i -> Point in
                        let d = i == 0 || i == n ? r : radius
                        return Point(x: d * cos(theta * Double(i)), y: d * sin(theta * Double(i)))
                    }
                    let limited = n >= Int((Double(PathStroker.maxArcPoints) * sweep / (2 * .pi)).rounded(.up))
                    if n > 1 && !limited {
                        let area = Self.area([Point(x: 0, y: 0)] + fan)
                        let sector = r * r * sweep / 2
                        #expect(abs(area - sector) <= 1e-9 * sector, "r \(r), sweep \(sweep): \(area) \(sector)")
                    }
                    if !limited {
                        let samples = (0...2000).map {
                            Point(x: r * cos(sweep * Double($0) / 2000), y: r * sin(sweep * Double($0) / 2000))
                        }
                        let d = Self.deviation(fan, from: samples)
                        #expect(d <= tolerance * (1 + 1e-9), "r \(r), sweep \(sweep), \(n) chords: \(d)")
                    }
                }
            }
        }
    }
}
