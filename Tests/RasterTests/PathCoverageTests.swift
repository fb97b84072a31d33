import Foundation
import Testing
@testable import Raster

/// Exact area coverage of paths: totals against analytic areas, pixels where overlaps and fill rules matter.
@Suite struct PathCoverageTests {
    /// The total coverage of `coverage` over a `size` × `size` canvas, and the per-pixel values.
    static func total(_ coverage: PathCoverage?, size: Int) -> (sum: Double, pixels: [Double]) {
        var pixels = [Double](repeating: 0, count: size * size)
        guard let coverage else { return (0, pixels) }
        var scratch = CoverageScratch()
        var spans: [Span] = []
        for y in 0..<size {
            spans.removeAll()
            coverage.spans(row: y, width: size, into: &spans, scratch: &scratch)
            for s in spans { for x in Int(s.x0)..<Int(s.x1) { pixels[y * size + x] = Double(s.coverage) } }
        }
        return (pixels.reduce(0, +), pixels)
    }

    static func fill(
        _ elements: [VectorPath.Element], evenOdd: Bool = false,
        size: Int = 64
    ) -> (sum: Double, pixels: [Double]) {
        let path = VectorPath(elements: elements)
        return total(PathRasterizer.fill(path, evenOdd: evenOdd, map: .identity, rows: size), size: size)
    }

    static func stroke(_ shape: ShapeContent, size: Int = 64) -> (sum: Double, pixels: [Double]) {
        total(PathRasterizer.stroke(shape, map: .identity, rows: size), size: size)
    }

    static func polygon(_ points: [(Double, Double)]) -> [VectorPath.Element] {
        [.moveTo(CGPoint(x: points[0].0, y: points[0].1))]
            + points.dropFirst().map { .lineTo(CGPoint(x: $0.0, y: $0.1)) } + [.closeSubpath]
    }

    @Test func aCircleCoversPiRSquaredWithinATenthOfAPercent() {
        for (r, cx, cy) in [(20.3, 31.7, 30.2), (6.5, 10.25, 12.5), (29.0, 32.0, 32.0)] {
            let circle = VectorPath.ellipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            let area = Self.fill(circle).sum
            #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.001, "r = \(r): \(area)")
        }
    }

    @Test func polygonsCoverTheirExactArea() {
        // A triangle with vertices off the pixel grid: area by the shoelace formula.
        let triangle = [(3.3, 4.1), (50.7, 9.9), (20.2, 58.6)]
        let shoelace =
            abs(
                (triangle[1].0 - triangle[0].0) * (triangle[2].1 - triangle[0].1)
                    - (triangle[2].0 - triangle[0].0) * (triangle[1].1 - triangle[0].1)) / 2
        #expect(abs(Self.fill(Self.polygon(triangle)).sum - shoelace) < 1e-6)
    }

    @Test func nonZeroFillsAPentagramsCentreAndEvenOddLeavesItEmpty() {
        // A star drawn in one stroke: its centre pentagon winds twice.
        let c = (32.0, 32.0), r = 28.0
        let star = (0..<5).map { i -> (Double, Double) in
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return (c.0 + r * cos(a), c.1 + r * sin(a))
        }
        let nonZero = Self.fill(Self.polygon(star))
        let evenOdd = Self.fill(Self.polygon(star), evenOdd: true)
        // The inner pentagon's circumradius is r · cos(72°) / cos(36°); a regular pentagon's area is
        // 5/2 R² sin 72°.
        let inner = r * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let pentagon = 2.5 * inner * inner * sin(2 * Double.pi / 5)
        #expect(abs(nonZero.sum - evenOdd.sum - pentagon) < 1e-6)
        #expect(abs(nonZero.pixels[32 * 64 + 32] - 1) < 1e-9)
        #expect(evenOdd.pixels[32 * 64 + 32] < 1e-9)
    }

    @Test func overlappingContoursCoverTheirUnionExactlyNotTheSumOfTheirAreas() {
        // Two rectangles of the same direction meeting inside pixel column 5: the first covers x 5…5.5 of it,
        // the second 5.25…5.75, so the union is three quarters (a clamped sum would say 1).
        let a = Self.polygon([(0, 0), (5.5, 0), (5.5, 10), (0, 10)])
        let b = Self.polygon([(5.25, 0), (5.75, 0), (5.75, 10), (5.25, 10)])
        let both = Self.fill(a + b, size: 16)
        #expect(abs(both.pixels[3 * 16 + 5] - 0.75) < 1e-6)
        #expect(abs(both.sum - 57.5) < 1e-6)
        // Even-odd: the overlap 5.25…5.5 is a hole.
        let evenOdd = Self.fill(a + b, evenOdd: true, size: 16)
        #expect(abs(evenOdd.pixels[3 * 16 + 5] - 0.5) < 1e-6)
    }

    @Test func overlappingCirclesCoverTheirUnionUnderNonZeroAndTheirDifferenceUnderEvenOdd() {
        // Two circles of radius 20 whose centres are 16 apart, both counter-clockwise: the lens between them
        // winds twice. Rows through the lens cut it into strips at every crossing.
        let r = 20.0, d = 16.0
        let a = VectorPath.ellipse(in: CGRect(x: 10, y: 12, width: 2 * r, height: 2 * r))
        let b = VectorPath.ellipse(in: CGRect(x: 10 + d, y: 12.3, width: 2 * r, height: 2 * r))
        // Circles whose centres are 16 apart horizontally and 0.3 vertically.
        let distance = (d * d + 0.09).squareRoot()
        let lens = 2 * r * r * acos(distance / (2 * r)) - distance / 2 * (4 * r * r - distance * distance).squareRoot()
        let union = 2 * Double.pi * r * r - lens
        let nonZero = Self.fill(a + b, size: 72).sum
        #expect(abs(nonZero - union) / union < 0.001, "\(nonZero) against \(union)")
        let evenOdd = Self.fill(a + b, evenOdd: true, size: 72).sum
        #expect(abs(evenOdd - (union - lens)) / (union - lens) < 0.001, "\(evenOdd) against \(union - lens)")
    }

    @Test func aStrokeWiderThanItsCurveCoversTheFilledDisc() {
        // A circle of radius 3 stroked 10 wide: the inner offset folds over itself (its segments are shorter
        // than the inner corners' cut-back), yet the union is the disc of radius 8.
        let circle = VectorPath(elements: VectorPath.ellipse(in: CGRect(x: 29, y: 29, width: 6, height: 6)))
        let ring = ShapeContent(path: circle, fillColor: nil, strokeColor: .white, lineWidth: 10)
        let area = Self.stroke(ring).sum
        #expect(abs(area - Double.pi * 64) / (Double.pi * 64) < 0.001, "\(area)")
        // A thin one keeps its hole: 2π · 3 · 1.
        let thin = ShapeContent(path: circle, fillColor: nil, strokeColor: .white, lineWidth: 1)
        #expect(abs(Self.stroke(thin).sum - 6 * Double.pi) < 0.01)
    }

    @Test func theOutlineOfASmoothStrokeIsASimplePolygon() {
        // A quarter circle stroked 6 wide with butt caps: the inner side turns where the offsets cross, so no
        // two edges of the outline cross (the scan converter's fast path takes every row).
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let shape = ShapeContent(path: arc.vectorPath, fillColor: nil, strokeColor: .white, lineWidth: 6)
        let contours = PathRasterizer.strokeOutline(shape, map: .identity)
        #expect(contours.count == 1)
        let p = contours[0], n = p.count
        func crosses(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            func side(_ p: Point, _ q: Point, _ r: Point) -> Double {
                (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
            }
            return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
        }
        var crossings = 0
        for i in 0..<n where i + 2 < n {
            for j in (i + 2)..<n where !(i == 0 && j == n - 1) {
                if crosses(p[i], p[(i + 1) % n], p[j], p[(j + 1) % n]) { crossings += 1 }
            }
        }
        #expect(crossings == 0)
    }

    @Test func aBowTieCoversBothLobes() {
        // Self-intersecting: the lobes wind +1 and −1; both are filled under either rule.
        let bowTie = Self.polygon([(4, 4), (36, 36), (36, 4), (4, 36)])
        #expect(abs(Self.fill(bowTie).sum - 512) < 1e-6)
        #expect(abs(Self.fill(bowTie, evenOdd: true).sum - 512) < 1e-6)
    }

    static func line(
        _ points: [(Double, Double)], width: CGFloat = 2, cap: CGLineCap = .butt,
        join: CGLineJoin = .miter
    ) -> ShapeContent {
        let elements: [VectorPath.Element] =
            [.moveTo(CGPoint(x: points[0].0, y: points[0].1))]
            + points.dropFirst().map { .lineTo(CGPoint(x: $0.0, y: $0.1)) }
        return ShapeContent(
            path: VectorPath(elements: elements), fillColor: nil, strokeColor: .white,
            lineWidth: width, lineCap: cap, lineJoin: join)
    }

    @Test func capsAddTheirExactArea() {
        let points = [(2.0, 5.3), (12.0, 5.3)]
        #expect(abs(Self.stroke(Self.line(points)).sum - 20) < 1e-6)
        #expect(abs(Self.stroke(Self.line(points, cap: .square)).sum - 24) < 1e-6)
        // Round caps are fans of chords whose inner points lie just outside the circle, so that each keeps its
        // half disc's exact area.
        #expect(abs(Self.stroke(Self.line(points, cap: .round)).sum - (20 + Double.pi)) < 0.025)
    }

    @Test func joinsAddTheirExactArea() {
        // An L of two 10-point arms, width 2: 39 without the outer corner; a miter adds its square, a bevel half of
        // it, a round join a quarter disc.
        let l = [(2.0, 2.0), (12.0, 2.0), (12.0, 12.0)]
        #expect(abs(Self.stroke(Self.line(l, join: .miter)).sum - 40) < 1e-6)
        #expect(abs(Self.stroke(Self.line(l, join: .bevel)).sum - 39.5) < 1e-6)
        #expect(abs(Self.stroke(Self.line(l, join: .round)).sum - (39 + Double.pi / 4)) < 0.01)
        // A 30° corner: its miter is 1 / sin 15° = 3.86 line widths long, so a limit of 2 bevels it. The miter's
        // tip beyond the bevel is a triangle of base w·cos 15° and height (1/sin 15° − sin 15°)·w/2.
        var sharp = Self.line(
            [(2, 2), (40, 2), (40 - 30 * cos(Double.pi / 6), 2 + 30 * sin(Double.pi / 6))],
            width: 2, join: .miter)
        let mitered = Self.stroke(sharp).sum
        sharp.miterLimit = 2
        let beveled = Self.stroke(sharp).sum
        let s15 = sin(Double.pi / 12), c15 = cos(Double.pi / 12)
        #expect(abs(mitered - beveled - 0.5 * (2 * c15) * (1 / s15 - s15)) < 1e-6)
    }

    @Test func dashesDrawTheirOnLengthsWithThePhase() {
        var dashed = Self.line([(2, 5), (22, 5)])
        dashed.lineDashPattern = [4, 2]
        #expect(abs(Self.stroke(dashed).sum - 28) < 1e-6)
        dashed.lineDashPhase = 3
        #expect(abs(Self.stroke(dashed).sum - 26) < 1e-6)
        // An odd pattern alternates: 3 on, 3 off, …
        dashed.lineDashPattern = [3]
        dashed.lineDashPhase = 0
        #expect(abs(Self.stroke(dashed).sum - 2 * (3 + 3 + 3 + 2)) < 1e-6)
    }

    @Test func strokeStartAndEndTrimTheWholeLength() {
        var line = Self.line([(2, 5), (12, 5), (12, 15)])
        line.lineJoin = .bevel
        line.strokeEnd = 0.5
        // Half of 20: the first arm only, no join.
        #expect(abs(Self.stroke(line).sum - 20) < 1e-6)
        line.strokeStart = 0.75
        line.strokeEnd = 1
        #expect(abs(Self.stroke(line).sum - 10) < 1e-6)
        line.strokeStart = 0.6
        line.strokeEnd = 0.6
        #expect(Self.stroke(line).sum == 0)
    }

    @Test func aCurvedStrokeCoversItsLengthTimesItsWidth() {
        // A quarter circle of radius 20 stroked 6 wide: the ring sector between radii 17 and 23, 60π for a true
        // arc. The arc is one cubic curve, up to 0.027 % outside the circle and 0.014 % longer than it: its stroke
        // is 6 times its own length (flattened within 10⁻⁹), 0.026 more than 60π.
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 5.5, y: 5.5), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let ring = ShapeContent(path: arc.vectorPath, fillColor: nil, strokeColor: .white, lineWidth: 6)
        let ringArea = Self.stroke(ring).sum
        let cubicLength = arc.vectorPath.flattened(tolerance: 1e-9)[0].length
        #expect(abs(6 * cubicLength - 60 * Double.pi - 0.0264) < 0.0001)
        #expect(abs(ringArea - 6 * cubicLength) < 0.02)
        // A gentle cubic 5.03 long stroked 6.44 wide with butt caps: 32.375.
        let cubic = VectorPath(elements: [
            .moveTo(CGPoint(x: 40.753, y: 49.803)),
            .curveTo(
                CGPoint(x: 36.230, y: 51.975), control1: CGPoint(x: 39.336, y: 50.703),
                control2: CGPoint(x: 37.818, y: 51.432)),
        ])
        let band = ShapeContent(path: cubic, fillColor: nil, strokeColor: .white, lineWidth: 6.437362286220792)
        let strip = Self.stroke(band).sum
        #expect(abs(strip - 32.374673) < 0.01)
    }

    @Test func aClosedSubpathIsJoinedAllRound() {
        // A 10 × 10 square stroked 2 wide with miters: the ring from 1 outside to 1 inside.
        let square = ShapeContent(
            path: VectorPath(elements: Self.polygon([(5, 5), (15, 5), (15, 15), (5, 15)])),
            fillColor: nil, strokeColor: .white, lineWidth: 2)
        #expect(abs(Self.stroke(square).sum - (144 - 64)) < 1e-6)
    }

    /// Rows crossed by a sloped edge (or holding a horizontal one) are flagged for the compositor, which then
    /// skips its row cache; rows that only vertical edges cross whole are not (they repeat, and stay cached).
    @Test func rowsCrossedBySlopedEdgesAreFlaggedAndVerticalOnesAreNot() {
        func flags(_ points: [(Double, Double)]) -> [Bool] {
            let path = VectorPath(elements: Self.polygon(points))
            guard let coverage = PathRasterizer.fill(path, evenOdd: false, map: .identity, rows: 16) else { return [] }
            var scratch = CoverageScratch()
            var spans: [Span] = []
            return (0..<16).map { y in
                scratch.rowCrossesSlopedEdge = false
                coverage.spans(row: y, width: 16, into: &spans, scratch: &scratch)
                return scratch.rowCrossesSlopedEdge
            }
        }
        let rectangle = flags([(2.5, 2.5), (9.25, 2.5), (9.25, 9.5), (2.5, 9.5)])
        #expect(rectangle == (0..<16).map { $0 == 2 || $0 == 9 })
        let parallelogram = flags([(2, 2), (9, 2), (11, 12), (4, 12)])
        #expect(parallelogram == (0..<16).map { $0 >= 2 && $0 < 12 })
    }

    /// A contour with a non-finite point is left out whole, wherever that point is (first, inside, last), and
    /// the contours around it are kept: the same pixels and box as without it. Its other points lie away from
    /// the rest, so any edge of it kept, or its bounds, would show.
    @Test func aContourWithANonFinitePointIsLeftOutAndTheOthersKept() {
        let a = [Point(x: 2.5, y: 3.25), Point(x: 14.75, y: 4), Point(x: 9, y: 13.5)]
        let b = [Point(x: 20, y: 20), Point(x: 29.5, y: 21.25), Point(x: 27, y: 30), Point(x: 21.5, y: 28)]
        let reference = PathCoverage(contours: [a, b], evenOdd: false, rows: 40)
        let expected = Self.total(reference, size: 40).pixels
        for bad in [Double.nan, .infinity, -.infinity] {
            for position in 0..<4 {
                var odd = [Point(x: 33, y: 2), Point(x: 39, y: 1.5), Point(x: 38.5, y: 37), Point(x: 31, y: 36)]
                odd[position] = Point(x: position % 2 == 0 ? bad : 35, y: position % 2 == 0 ? 5 : bad)
                for contours in [[a, odd, b], [odd, a, b], [a, b, odd]] {
                    let coverage = PathCoverage(contours: contours, evenOdd: false, rows: 40)
                    #expect(coverage.box == reference.box, "\(bad) at \(position)")
                    #expect(Self.total(coverage, size: 40).pixels == expected, "\(bad) at \(position)")
                }
            }
        }
    }
}
