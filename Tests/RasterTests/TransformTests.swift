import Foundation
import Testing
@testable import Raster

@Suite struct TransformTests {
    @Test func affineConcatenationAppliesLeftFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedByActsBeforeTheExistingTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func affineInverseUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let p = CGPoint(x: 3.5, y: -1.25).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3.5) < 1e-9 && abs(p.y + 1.25) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func zRotationIn3DMatchesTheAffineRotation() {
        let t3 = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: 0.7)
        let got = CATransform3DGetAffineTransform(t3)
        for (x, y) in [(got.a, affine.a), (got.b, affine.b), (got.c, affine.c), (got.d, affine.d)] {
            #expect(abs(x - y) < 1e-12)
        }
        #expect(CATransform3DIsAffine(t3))
    }

    @Test func concatAppliesLeftFirstAndInvertRoundTrips() {
        var t = CATransform3DMakeRotation(0.9, 0, 1, 0)
        t.m34 = -1 / 500
        t = CATransform3DTranslate(t, 12, -4, 0)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (i, row) in product.rows.enumerated() {
            for (j, v) in row.enumerated() { #expect(abs(v - (i == j ? 1 : 0)) < 1e-9) }
        }
        let shifted = CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(shifted.project(CGPoint(x: 1, y: 1)).point == CGPoint(x: 12, y: 2))
    }

    @Test func perspectiveEnlargesPointsTurnedTowardTheViewer() {
        // The idiom: perspective first, then rotate (the rotation acts before the perspective).
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DRotate(perspective, -.pi / 4, 0, 1, 0)  // right edge toward the viewer
        let right = t.project(CGPoint(x: 100, y: 100))
        let left = t.project(CGPoint(x: -100, y: 100))
        #expect(abs(right.point.y) > abs(left.point.y))
    }
}
