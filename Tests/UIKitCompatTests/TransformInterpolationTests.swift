import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Transform decomposition")
struct TransformInterpolationTests {
    func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) < tolerance }
    }

    @Test("decomposing and recomposing gives the matrix back")
    func roundTrip() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 800
        let samples: [CATransform3D] = [
            CATransform3DIdentity,
            CATransform3DMakeTranslation(10, -20, 5),
            CATransform3DMakeScale(2, 0.5, 1),
            CATransform3DMakeScale(-1, 1, 1),
            CATransform3DMakeRotation(0.7, 0, 0, 1),
            CATransform3DMakeRotation(2.5, 0.3, 1, 0.2),
            CATransform3DRotate(CATransform3DScale(CATransform3DMakeTranslation(3, 4, 0), 1.5, 0.8, 1), 1.1, 0, 0, 1),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: 0.5, d: 1, tx: 7, ty: 9)),
            CATransform3DRotate(perspective, 0.9, 0, 1, 0),
            CATransform3DConcat(CATransform3DMakeRotation(0.5, 1, 0, 0), perspective),
        ]
        for t in samples {
            let back = TransformDecomposition(t).transform
            #expect(close(back, t), "\(t)")
        }
    }

    @Test("a zero scale still decomposes and interpolates")
    func zeroScale() {
        let zero = CATransform3DMakeScale(0, 0, 1)
        #expect(close(TransformDecomposition(zero).transform, zero))
        let half = AnimationVector.transform(
            AnimationVector.interpolate(
                AnimationVector.transform(CATransform3DIdentity), AnimationVector.transform(zero), 0.5))
        #expect(close(half, CATransform3DMakeScale(0.5, 0.5, 1)))
    }
}
