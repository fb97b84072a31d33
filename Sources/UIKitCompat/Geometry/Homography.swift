import Foundation
import Raster

/// A 2D projective map in row-vector form, `[x y 1] · H`: what a layer's 3D transform does to its own plane
/// once flattened onto its superlayer's (Core Animation flattens every level).
struct Homography: Equatable {
    var m: [[Double]]

    static let identity = Homography(m: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    init(m: [[Double]]) { self.m = m }

    /// Keeps the x, y and w rows and columns of `t` (z = 0 in, z dropped out).
    init(flattening t: CATransform3D) {
        m = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]].map { $0.map { Double($0) } }
    }

    /// `self`, then `other`.
    func concatenating(_ other: Homography) -> Homography {
        Homography(m: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + m[i][$1] * other.m[$1][j] } } })
    }

    /// The inverse (the identity for a singular map).
    func inverted() -> Homography {
        let a = m
        let c00 = a[1][1] * a[2][2] - a[1][2] * a[2][1]
        let c01 = a[1][2] * a[2][0] - a[1][0] * a[2][2]
        let c02 = a[1][0] * a[2][1] - a[1][1] * a[2][0]
        let det = a[0][0] * c00 + a[0][1] * c01 + a[0][2] * c02
        guard det != 0, det.isFinite else { return .identity }
        let inv: [[Double]] = [
            [c00, a[0][2] * a[2][1] - a[0][1] * a[2][2], a[0][1] * a[1][2] - a[0][2] * a[1][1]],
            [c01, a[0][0] * a[2][2] - a[0][2] * a[2][0], a[0][2] * a[1][0] - a[0][0] * a[1][2]],
            [c02, a[0][1] * a[2][0] - a[0][0] * a[2][1], a[0][0] * a[1][1] - a[0][1] * a[1][0]],
        ]
        return Homography(m: inv.map { $0.map { $0 / det } })
    }

    func apply(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let X = x * m[0][0] + y * m[1][0] + m[2][0]
        let Y = x * m[0][1] + y * m[1][1] + m[2][1]
        let W = x * m[0][2] + y * m[1][2] + m[2][2]
        return CGPoint(x: X / W, y: Y / W)
    }
}
