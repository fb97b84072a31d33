import Foundation
import Raster

/// A 3D transform taken apart the way Core Animation interpolates it: translation, scale, skew, perspective
/// and rotation. Rotation is kept as an axis × angle vector so that decompositions form a vector space
/// (animations add and interpolate component-wise); see ``UIKitChoices/transformsInterpolateByDecomposition``.
struct TransformDecomposition: Equatable {
    var translation: [Double] = [0, 0, 0]
    var scale: [Double] = [1, 1, 1]
    /// xy, xz, yz.
    var skew: [Double] = [0, 0, 0]
    var perspective: [Double] = [0, 0, 0, 1]
    /// Axis × angle (radians); the angle is in 0…π.
    var rotation: [Double] = [0, 0, 0]

    static let componentCount = 16

    var vector: [Double] { translation + scale + skew + perspective + rotation }

    init() {}

    init(vector v: [Double]) {
        translation = Array(v[0..<3]); scale = Array(v[3..<6]); skew = Array(v[6..<9])
        perspective = Array(v[9..<13]); rotation = Array(v[13..<16])
    }

    /// Decomposes `t`. A matrix that cannot be decomposed (m44 = 0) decomposes as the identity. Zero scales
    /// are handled by completing the basis, so scaling to zero still decomposes (and interpolates).
    init(_ t: CATransform3D) {
        var m = t.rows.map { $0.map { Double($0) } }
        guard m[3][3] != 0, m.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= t.m44 == 0 ? 1 : Double(t.m44) } }

        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            var pm = m
            for i in 0..<3 { pm[i][3] = 0 }
            pm[3][3] = 1
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            if let inverse = Matrix4.inverse(pm) {
                // perspective = rhs · transpose(inverse)
                perspective = (0..<4).map { j in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[j][$1] } }
            }
            for i in 0..<3 { m[i][3] = 0 }
            m[3][3] = 1
        }

        translation = [m[3][0], m[3][1], m[3][2]]

        var rows = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        scale[0] = Vector3.length(rows[0])
        rows[0] = scale[0] > 1e-12 ? Vector3.scaled(rows[0], 1 / scale[0]) : [1, 0, 0]

        skew[0] = Vector3.dot(rows[0], rows[1])
        rows[1] = Vector3.combine(rows[1], rows[0], 1, -skew[0])
        scale[1] = Vector3.length(rows[1])
        if scale[1] > 1e-12 {
            rows[1] = Vector3.scaled(rows[1], 1 / scale[1])
            skew[0] /= scale[1]
        } else {
            rows[1] = Vector3.perpendicular(to: rows[0])
            skew[0] = 0
        }

        skew[1] = Vector3.dot(rows[0], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[0], 1, -skew[1])
        skew[2] = Vector3.dot(rows[1], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[1], 1, -skew[2])
        scale[2] = Vector3.length(rows[2])
        if scale[2] > 1e-12 {
            rows[2] = Vector3.scaled(rows[2], 1 / scale[2])
            skew[1] /= scale[2]; skew[2] /= scale[2]
        } else {
            rows[2] = Vector3.cross(rows[0], rows[1])
            skew[1] = 0; skew[2] = 0
        }

        // A left-handed basis means a reflection: flip all three axes.
        if Vector3.dot(rows[0], Vector3.cross(rows[1], rows[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; rows[i] = Vector3.scaled(rows[i], -1) }
        }

        rotation = TransformDecomposition.rotationVector(rows)
    }

    /// The axis × angle of a rotation matrix in Core Animation's row-vector layout (Shepperd's method).
    static func rotationVector(_ r: [[Double]]) -> [Double] {
        let m11 = r[0][0], m12 = r[0][1], m13 = r[0][2]
        let m21 = r[1][0], m22 = r[1][1], m23 = r[1][2]
        let m31 = r[2][0], m32 = r[2][1], m33 = r[2][2]
        let trace = m11 + m22 + m33
        var w: Double, x: Double, y: Double, z: Double
        if trace > 0 {
            w = (1 + trace).squareRoot() / 2
            x = (m23 - m32) / (4 * w); y = (m31 - m13) / (4 * w); z = (m12 - m21) / (4 * w)
        } else if m11 >= m22 && m11 >= m33 {
            x = max(0, 1 + m11 - m22 - m33).squareRoot() / 2
            w = (m23 - m32) / (4 * x); y = (m12 + m21) / (4 * x); z = (m31 + m13) / (4 * x)
        } else if m22 >= m33 {
            y = max(0, 1 - m11 + m22 - m33).squareRoot() / 2
            w = (m31 - m13) / (4 * y); x = (m12 + m21) / (4 * y); z = (m23 + m32) / (4 * y)
        } else {
            z = max(0, 1 - m11 - m22 + m33).squareRoot() / 2
            w = (m12 - m21) / (4 * z); x = (m31 + m13) / (4 * z); y = (m23 + m32) / (4 * z)
        }
        if w < 0 { w = -w; x = -x; y = -y; z = -z }
        let s = (x * x + y * y + z * z).squareRoot()
        guard s > 1e-15 else { return [0, 0, 0] }
        let angle = 2 * atan2(s, w)
        return [x / s * angle, y / s * angle, z / s * angle]
    }

    /// The matrix this decomposition describes.
    var transform: CATransform3D {
        var m = Matrix4.identity
        for i in 0..<4 { m[i][3] = perspective[i] }
        for i in 0..<4 { for j in 0..<3 { m[3][i] += translation[j] * m[j][i] } }

        let angle = Vector3.length(rotation)
        if angle > 1e-15 {
            let axis = Vector3.scaled(rotation, 1 / angle)
            let r = CATransform3DMakeRotation(CGFloat(angle), CGFloat(axis[0]), CGFloat(axis[1]), CGFloat(axis[2]))
            m = Matrix4.multiply(r.rows.map { $0.map { Double($0) } }, m)
        }
        if skew[2] != 0 {
            var s = Matrix4.identity; s[2][1] = skew[2]; m = Matrix4.multiply(s, m)
        }
        if skew[1] != 0 {
            var s = Matrix4.identity; s[2][0] = skew[1]; m = Matrix4.multiply(s, m)
        }
        if skew[0] != 0 {
            var s = Matrix4.identity; s[1][0] = skew[0]; m = Matrix4.multiply(s, m)
        }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= scale[i] } }
        return CATransform3D(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
            m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
            m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
    }
}

enum Vector3 {
    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    static func scaled(_ a: [Double], _ s: Double) -> [Double] { [a[0] * s, a[1] * s, a[2] * s] }
    static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
    /// A unit vector perpendicular to the unit vector `a`.
    static func perpendicular(to a: [Double]) -> [Double] {
        let helper: [Double] = abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]
        let c = cross(a, helper)
        let ortho = cross(c, a)
        return scaled(ortho, 1 / length(ortho))
    }
}
