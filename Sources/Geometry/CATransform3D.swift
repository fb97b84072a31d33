import Foundation

#if canImport(QuartzCore)
@_exported import QuartzCore
#else
/// A 4×4 homogeneous transform with Core Animation's layout and meaning, for platforms without QuartzCore.
///
/// Points are row vectors `[x y z 1] · M`; `m41, m42, m43` hold the translation and `m34` the perspective
/// term (`-1 / eyeDistance`). `CATransform3DConcat(a, b)` applies `a`, then `b`; `CATransform3DRotate(t, …)`,
/// `…Translate` and `…Scale` act *before* `t`, as in Core Animation.
public struct CATransform3D: Sendable, Hashable {
    /// Row 1 of the sixteen entries (`mRC` at row R and column C): the image of the x axis (`m11, m12, m13`) and
    /// its perspective term `m14`. A point `[x y z 1]` maps to `[x y z 1] · M`, so column 4 (`m14, m24, m34, m44`)
    /// feeds the homogeneous `w`.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: the image of the y axis (`m21, m22, m23`) and its perspective term `m24`.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: the image of the z axis (`m31, m32, m33`) and the perspective term `m34` (`-1 / eyeDistance`).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41, m42, m43`) and `m44`, 1 for an affine transform.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform with the given sixteen entries, row by row, taken as they are (nothing is normalised).
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }
}

/// The identity transform: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity (every entry compared with `==`, no tolerance).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` have exactly the same sixteen entries (no tolerance).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `tx, ty, tz` points (in `m41, m42, m43`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}

/// A scale by the factors `sx, sy, sz` about the origin (in `m11, m22, m33`); a factor of 0 or a negative factor is
/// taken as given.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity (as Core Animation).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b` (the matrix product `a · b`).
///
/// Entry (i, j) is row i of `a` times column j of `b`, summed from the left, written out entry by entry so that no
/// arrays are allocated (a painter forms two products per layer and frame).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    @inline(__always) func dot(
        _ l0: CGFloat, _ l1: CGFloat, _ l2: CGFloat, _ l3: CGFloat,
        _ r0: CGFloat, _ r1: CGFloat, _ r2: CGFloat, _ r3: CGFloat
    ) -> CGFloat {
        l0 * r0 + l1 * r1 + l2 * r2 + l3 * r3
    }
    @inline(__always) func row(_ l0: CGFloat, _ l1: CGFloat, _ l2: CGFloat, _ l3: CGFloat) -> (
        CGFloat, CGFloat, CGFloat, CGFloat
    ) {
        (
            dot(l0, l1, l2, l3, b.m11, b.m21, b.m31, b.m41), dot(l0, l1, l2, l3, b.m12, b.m22, b.m32, b.m42),
            dot(l0, l1, l2, l3, b.m13, b.m23, b.m33, b.m43), dot(l0, l1, l2, l3, b.m14, b.m24, b.m34, b.m44)
        )
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(
        m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
        m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// `t` preceded by a translation by `tx, ty, tz`: the translation is applied first, in the coordinate space of `t`'s
/// input, as in Core Animation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale by `sx, sy, sz`: the scale is applied first, about the origin of `t`'s input space, as in
/// Core Animation.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation by `angle` radians about the axis `(x, y, z)`: the rotation is applied first, as in Core
/// Animation; a zero axis adds no rotation (see ``CATransform3DMakeRotation(_:_:_:_:)``).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse; a singular matrix is returned unchanged, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    guard let inverse = Matrix4.inverse(t.rows.map { $0.map { Double($0) } }, singularBelow: 1e-12) else { return t }
    return CATransform3D(rows: inverse.map { $0.map { CGFloat($0) } })
}

/// The 3D transform that acts on the z = 0 plane as the affine transform `m` does: `a, b, c, d` in `m11, m12, m21,
/// m22`, `tx, ty` in `m41, m42`, identity elsewhere.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// True when the transform maps the z = 0 plane affinely (no z terms, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11, m12, m21, m22, m41, m42`); the z and perspective entries are dropped without a check,
/// so test ``CATransform3DIsAffine(_:)`` first when they matter.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}
#endif

extension CATransform3D {
    /// The sixteen entries row by row (`m11, m12, …, m44`).
    public var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Maps a point on the z = 0 plane (after the perspective divide). `w` is returned so that callers can
    /// reject points behind the eye (`w <= 0`).
    public func project(_ p: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return (CGPoint(x: x / w, y: y / w), w)
    }
}

extension CATransform3D: Codable {
    /// Encoded as an array of 16 numbers, row by row (`m11 … m44`).
    public init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        var values: [CGFloat] = []
        while !c.isAtEnd { values.append(try c.decode(CGFloat.self)) }
        guard values.count == 16 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a 3D transform needs 16 numbers (m11…m44), found \(values.count)"))
        }
        self = CATransform3D(
            m11: values[0], m12: values[1], m13: values[2], m14: values[3],
            m21: values[4], m22: values[5], m23: values[6], m24: values[7],
            m31: values[8], m32: values[9], m33: values[10], m34: values[11],
            m41: values[12], m42: values[13], m43: values[14], m44: values[15])
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        for row in rows { for v in row { try c.encode(v) } }
    }
}
