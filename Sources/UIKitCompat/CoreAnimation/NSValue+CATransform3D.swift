import Foundation
import Raster

/// Core Animation's `NSValue` boxing of `CATransform3D` (`NSValue(caTransform3D:)`, `caTransform3DValue`), as
/// app code hands transforms to `fromValue`/`toValue`/`values` and `setValue(_:forKeyPath:)`.
///
/// Linux Foundation cannot box structs under their Objective-C type name, so the value holds the 16 numbers
/// (row by row, `m11` … `m44`) as an array of doubles, with the type encoding ``NSValue/caTransform3DObjCType``.
extension NSValue {
    /// The type encoding of a boxed transform: 16 doubles.
    public static let caTransform3DObjCType = "[16d]"

    /// A value holding `t`.
    public convenience init(caTransform3D t: CATransform3D) {
        var numbers = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map(Double.init)
        self.init(bytes: &numbers, objCType: NSValue.caTransform3DObjCType)
    }

    /// The boxed transform, or the identity when the value holds something else (Foundation's unboxing
    /// accessors likewise return a zero value then).
    public var caTransform3DValue: CATransform3D { boxedTransform ?? CATransform3DIdentity }

    /// The boxed transform, or nil when the value does not hold one.
    var boxedTransform: CATransform3D? {
        guard String(cString: objCType) == NSValue.caTransform3DObjCType else { return nil }
        var m = [Double](repeating: 0, count: 16)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The boxed point, size or rectangle (Foundation's `NSValue(point:)`, `(size:)`, `(rect:)`, which UIKit's
    /// `NSValue(cgPoint:)`, `(cgSize:)`, `(cgRect:)` make), by its type encoding; nil for other values.
    var boxedGeometry: Any? {
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint") { return pointValue }
        if type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize") { return sizeValue }
        if type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect") { return rectValue }
        return nil
    }
}
