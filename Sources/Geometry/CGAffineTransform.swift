import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
/// A 2D affine transform with Core Graphics' layout and meaning, for platforms without CoreGraphics.
///
/// Points are row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// `t1.concatenating(t2)` applies `t1`, then `t2`. `translatedBy`, `scaledBy` and `rotatedBy` act
/// *before* the existing transform, exactly as in Core Graphics.
public struct CGAffineTransform: Sendable, Hashable {
    /// The six entries of the matrix `[a b 0; c d 0; tx ty 1]`: `a, b, c, d` scale, rotate and shear, `tx, ty`
    /// translate (in points).
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform with the given six entries, taken as they are.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform (`a = d = 1`, the rest 0).
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform, which leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// A translation by `tx` points along x and `ty` along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by the factors `sx` and `sy` about the origin; negative factors mirror.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y points down).
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether the transform is exactly the identity (entries compared with `==`, no tolerance).
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform preceded by a translation by `x, y` points: the translation is applied first, as in Core
    /// Graphics.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a scale by `x, y` about the origin: the scale is applied first, as in Core Graphics.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a rotation by `angle` radians (clockwise on screen): the rotation is applied first,
    /// as in Core Graphics.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed without translation (as Core Graphics does: components may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the transformed corners of this rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
#endif

extension CGAffineTransform: Codable {
    private enum CodingKeys: String, CodingKey { case a, b, c, d, tx, ty }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            a: try c.decode(CGFloat.self, forKey: .a), b: try c.decode(CGFloat.self, forKey: .b),
            c: try c.decode(CGFloat.self, forKey: .c), d: try c.decode(CGFloat.self, forKey: .d),
            tx: try c.decode(CGFloat.self, forKey: .tx), ty: try c.decode(CGFloat.self, forKey: .ty))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(a, forKey: .a); try c.encode(b, forKey: .b); try c.encode(self.c, forKey: .c)
        try c.encode(d, forKey: .d); try c.encode(tx, forKey: .tx); try c.encode(ty, forKey: .ty)
    }
}
