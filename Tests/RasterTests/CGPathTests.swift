import Foundation
import Testing
import Raster

/// `CGPath`/`CGMutablePath` with Core Graphics' names and meaning (Geometry's fallback for platforms without
/// CoreGraphics; on Apple platforms these run against CoreGraphics itself).
@Suite struct CGPathTests {
    static func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var out: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { pointer in
            let e = pointer.pointee
            let count: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            default: count = 0
            }
            out.append((e.type, (0..<count).map { e.points[$0] }))
        }
        return out
    }

    static func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test func elementsAreHandedOutInOrderWithCoreGraphicsPointOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        let e = Self.elements(path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(e[2].1 == [CGPoint(x: 7, y: 8), CGPoint(x: 5, y: 6)])
        #expect(e[3].1 == [CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14), CGPoint(x: 9, y: 10)])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))  // after a close: the subpath's start
        #expect(path.vectorPath.cgPath == path)
    }

    @Test func linesAndCurvesNeedACurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.closeSubpath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        #expect(path.boundingBox.isNull && path.boundingBoxOfPath.isNull)
    }

    @Test func anArcsClockwiseFlagMeansDecreasingAngles() {
        // Counterclockwise (false) from 0 to π/2 passes through 45°, where y is larger (down on screen).
        let ccw = CGMutablePath()
        ccw.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(Self.close(ccw.currentPoint, CGPoint(x: 10, y: 15)))
        #expect(Self.elements(ccw).count == 2)  // a move, then one quarter curve
        #expect(ccw.contains(CGPoint(x: 13, y: 13)) && !ccw.contains(CGPoint(x: 7, y: 7)))
        // Clockwise from 0 to π/2 goes the long way round: three quarters, through 180°.
        let cw = CGMutablePath()
        cw.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(Self.elements(cw).count == 4)
        #expect(abs(cw.boundingBoxOfPath.minX - 5) < 1e-6 && abs(cw.boundingBoxOfPath.minY - 5) < 1e-6)
        // An arc after a point is joined by a line; counterclockwise from π to 0 passes 3π/2 (up, y = −2). The
        // curves stay within 0.03 % of the radius.
        let joined = CGMutablePath()
        joined.move(to: .zero)
        joined.addArc(center: CGPoint(x: 10, y: 0), radius: 2, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(Self.elements(joined)[1].0 == .addLineToPoint && Self.close(joined.currentPoint, CGPoint(x: 12, y: 0)))
        #expect(abs(joined.boundingBoxOfPath.minY + 2) < 2 * 3e-4 && abs(joined.boundingBoxOfPath.maxY) < 1e-9)
    }

    @Test func aTangentArcFilletsTheCorner() {
        // From (0, 0) towards (10, 0), then down to (10, 10), with radius 3: tangent at (7, 0) and (10, 3).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        let e = Self.elements(path)
        #expect(e[1].0 == .addLineToPoint && Self.close(e[1].1[0], CGPoint(x: 7, y: 0)))
        #expect(Self.close(path.currentPoint, CGPoint(x: 10, y: 3)))
        // Collinear points: a line to the first tangent end.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(straight.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test func boundingBoxesWithAndWithoutControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 20), control2: CGPoint(x: 10, y: 20))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
        // The curve's apex is at t = ½: 3/4 of 20.
        #expect(abs(path.boundingBoxOfPath.height - 15) < 1e-9)
    }

    @Test func shapesTransformsAndCopies() {
        var t = CGAffineTransform(translationX: 5, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: &t)
        var found = CGRect.zero
        #expect(rect.isRect(&found) && found == CGRect(x: 5, y: 0, width: 4, height: 2))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(!ellipse.isRect(nil))
        #expect(Self.close(Self.elements(ellipse)[0].1[0], CGPoint(x: 20, y: 5)))
        #expect(ellipse.contains(CGPoint(x: 10, y: 5)) && !ellipse.contains(CGPoint(x: 1, y: 1)))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 4, cornerHeight: 4,
            transform: nil)
        #expect(!rounded.contains(CGPoint(x: 0.3, y: 0.3)) && rounded.contains(CGPoint(x: 2, y: 5)))
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let scaled = ellipse.copy(using: &scale)!
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(scaled != ellipse && ellipse.copy()! == ellipse)
        let mutable = ellipse.mutableCopy()!
        mutable.addPath(rect, transform: CGAffineTransform(translationX: 0, y: 100))
        #expect(mutable.boundingBox.maxY == 102)
    }

    @Test func containsFollowsTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
        let moved = CGAffineTransform(translationX: 10, y: 0)
        #expect(path.contains(CGPoint(x: 15, y: 5), using: .winding, transform: moved))
    }

    @Test func strokingAndDashingCopies() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 20, y: 0))
        let outline = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 10, y: 1.9)) && !outline.contains(CGPoint(x: 10, y: 2.1)))
        #expect(!outline.contains(CGPoint(x: -1, y: 0)))
        let round = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [5, 5])
        #expect(Self.elements(dashed).filter { $0.0 == .moveToPoint }.count == 2)
        #expect(dashed.boundingBox == CGRect(x: 0, y: 0, width: 15, height: 0))
    }
}
