import Foundation

/// A projective map of the plane (a 3×3 matrix on row vectors `[x y 1]`), which is what a `CATransform3D`
/// does to the z = 0 plane of a layer once the result is flattened into its parent's plane.
///
/// `x' = (a·x + c·y + tx) / w`, `y' = (b·x + d·y + ty) / w`, `w = p·x + q·y + s`.
package struct Homography: Equatable, Sendable {
    package var a: Double, b: Double, p: Double
    package var c: Double, d: Double, q: Double
    package var tx: Double, ty: Double, s: Double

    package static let identity = Homography(a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, tx: 0, ty: 0, s: 1)

    package init(a: Double, b: Double, p: Double, c: Double, d: Double, q: Double, tx: Double, ty: Double, s: Double) {
        self.a = a; self.b = b; self.p = p; self.c = c; self.d = d; self.q = q; self.tx = tx; self.ty = ty; self.s = s
    }

    /// The plane-to-plane part of a 3D transform: drops the z column and row.
    package init(_ m: CATransform3D) {
        self.init(
            a: Double(m.m11), b: Double(m.m12), p: Double(m.m14),
            c: Double(m.m21), d: Double(m.m22), q: Double(m.m24),
            tx: Double(m.m41), ty: Double(m.m42), s: Double(m.m44))
    }

    package static func translation(_ x: Double, _ y: Double) -> Homography {
        Homography(a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, tx: x, ty: y, s: 1)
    }

    package static func scale(_ x: Double, _ y: Double) -> Homography {
        Homography(a: x, b: 0, p: 0, c: 0, d: y, q: 0, tx: 0, ty: 0, s: 1)
    }

    /// `self`, then `o`.
    package func concatenating(_ o: Homography) -> Homography {
        Homography(
            a: a * o.a + b * o.c + p * o.tx, b: a * o.b + b * o.d + p * o.ty, p: a * o.p + b * o.q + p * o.s,
            c: c * o.a + d * o.c + q * o.tx, d: c * o.b + d * o.d + q * o.ty, q: c * o.p + d * o.q + q * o.s,
            tx: tx * o.a + ty * o.c + s * o.tx, ty: tx * o.b + ty * o.d + s * o.ty, s: tx * o.p + ty * o.q + s * o.s)
    }

    /// No perspective: the map is affine.
    package var isAffine: Bool { p == 0 && q == 0 && s != 0 }

    /// Affine and without rotation or shear: rectangles stay axis-aligned rectangles.
    package var isAxisAligned: Bool { isAffine && b == 0 && c == 0 }

    /// The homogeneous image of a point. Inlinable: the painter maps every pixel of a 3D layer through it.
    @inlinable @inline(__always)
    package func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (a * x + c * y + tx, b * x + d * y + ty, p * x + q * y + s)
    }

    @inlinable @inline(__always)
    package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let h = homogeneous(x, y)
        return (h.x / h.w, h.y / h.w)
    }

    /// The image of a point (UIKit's `convert(_:to:)` through every transform on the way).
    package func apply(_ point: CGPoint) -> CGPoint {
        let r = apply(Double(point.x), Double(point.y))
        return CGPoint(x: r.x, y: r.y)
    }

    package var determinant: Double {
        a * (d * s - q * ty) - b * (c * s - q * tx) + p * (c * ty - d * tx)
    }

    /// The inverse, or nil when the map is singular.
    package var inverse: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        return Homography(
            a: (d * s - q * ty) * i, b: -(b * s - p * ty) * i, p: (b * q - p * d) * i,
            c: -(c * s - q * tx) * i, d: (a * s - p * tx) * i, q: -(a * q - p * c) * i,
            tx: (c * ty - d * tx) * i, ty: -(a * ty - b * tx) * i, s: (a * d - b * c) * i)
    }

    /// How much the map scales lengths near the origin of an affine map (the square root of the area factor).
    package var linearScale: Double {
        let w = s == 0 ? 1 : s
        return (abs(a * d - b * c) / (w * w)).squareRoot()
    }

    /// Normalises an affine map so that `s == 1`.
    package var normalized: Homography {
        guard s != 0, s != 1 else { return self }
        let i = 1 / s
        return Homography(a: a * i, b: b * i, p: p * i, c: c * i, d: d * i, q: q * i, tx: tx * i, ty: ty * i, s: 1)
    }

    package var isFinite: Bool {
        a.isFinite && b.isFinite && p.isFinite && c.isFinite && d.isFinite && q.isFinite
            && tx.isFinite && ty.isFinite && s.isFinite
    }

    /// Maps a closed polygon, clipping away the part at or behind the eye (`w ≤ ε`) before the perspective divide.
    package func map(_ polygon: [Point]) -> [Point] {
        if isAffine {
            let n = normalized
            return polygon.map {
                let r = n.apply($0.x, $0.y); return Point(x: r.x, y: r.y)
            }
        }
        let h = polygon.map { homogeneous($0.x, $0.y) }
        let epsilon = 1e-6
        var out: [Point] = []
        out.reserveCapacity(h.count + 2)
        for i in 0..<h.count {
            let cur = h[i], next = h[(i + 1) % h.count]
            if cur.w > epsilon { out.append(Point(x: cur.x / cur.w, y: cur.y / cur.w)) }
            if (cur.w > epsilon) != (next.w > epsilon) {
                let t = (epsilon - cur.w) / (next.w - cur.w)
                let x = cur.x + (next.x - cur.x) * t, y = cur.y + (next.y - cur.y) * t
                out.append(Point(x: x / epsilon, y: y / epsilon))
            }
        }
        return out
    }
}

/// A point in double precision (pixel or bounds space).
package struct Point: Equatable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
