import Foundation

/// 4×4 matrices as rows of `Double`s, for the transform arithmetic of Core Animation's model (decomposition for
/// interpolation, ``CATransform3DInvert(_:)``).
package enum Matrix4 {
    /// The identity.
    package static let identity: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }

    /// `a · b`.
    package static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    /// The inverse by Gauss–Jordan elimination with partial pivoting on [M | I], or nil when a pivot's size is
    /// `singularBelow` or less (the matrix is taken as singular).
    package static func inverse(_ matrix: [[Double]], singularBelow tolerance: Double = 1e-14) -> [[Double]]? {
        var m = matrix
        var inv = identity
        for col in 0..<4 {
            var pivot = col
            for row in (col + 1)..<4 where abs(m[row][col]) > abs(m[pivot][col]) { pivot = row }
            guard abs(m[pivot][col]) > tolerance else { return nil }
            m.swapAt(col, pivot); inv.swapAt(col, pivot)
            let p = m[col][col]
            for j in 0..<4 { m[col][j] /= p; inv[col][j] /= p }
            for row in 0..<4 where row != col {
                let f = m[row][col]
                if f == 0 { continue }
                for j in 0..<4 { m[row][j] -= f * m[col][j]; inv[row][j] -= f * inv[col][j] }
            }
        }
        return inv
    }
}
