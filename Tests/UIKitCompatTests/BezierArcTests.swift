import Foundation
import Testing
@testable import UIKitCompat

@Suite("UIBezierPath arcs: direction on screen, whole turns")
@MainActor
struct BezierArcTests {
    @Test("start and end angles a whole turn apart draw the whole circle in either direction")
    func wholeTurns() {
        for clockwise in [false, true] {
            for (start, end) in [(0.0, 2 * Double.pi), (2 * Double.pi, 0.0), (-Double.pi / 2, 3 * Double.pi / 2)] {
                let path = UIBezierPath(
                    arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: start, endAngle: end,
                    clockwise: clockwise)
                let box = path.cgPath.boundingBoxOfPath
                #expect(abs(box.minX - 30) < 1e-6 && abs(box.maxX - 70) < 1e-6, "\(start)→\(end) \(clockwise)")
                #expect(abs(box.minY - 30) < 1e-6 && abs(box.maxY - 70) < 1e-6, "\(start)→\(end) \(clockwise)")
            }
        }
    }

    @Test("other arcs turn from start to end in the direction given, as seen on screen (y down)")
    func halfTurns() {
        // Clockwise on screen from 0 to π passes through +y (the bottom half), as UIKit's documentation says.
        let bottom = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true
        ).cgPath.boundingBoxOfPath
        #expect(abs(bottom.minY) < 1e-6 && abs(bottom.maxY - 10) < 1e-6)
        let top = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false
        ).cgPath.boundingBoxOfPath
        #expect(abs(top.minY + 10) < 1e-6 && abs(top.maxY) < 1e-6)
        let none = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: false)
        #expect(none.cgPath.boundingBoxOfPath.width == 0)
    }
}
