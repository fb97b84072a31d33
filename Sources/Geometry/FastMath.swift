/// Rounding helpers that compile to plain conversions (the generic `rounded(.down)` calls into libm on
/// baseline x86-64). Valid for |v| < 2⁶³; callers clamp first. Inlinable: the painter calls them per pixel
/// from another module, where a call would cost more than the conversion (13 % of a 3D flip's frame).
@inlinable @inline(__always)
package func floorFast(_ v: Double) -> Double {
    let t = Double(Int64(v))
    return t > v ? t - 1 : t
}

@inlinable @inline(__always)
package func ceilFast(_ v: Double) -> Double {
    let t = Double(Int64(v))
    return t < v ? t + 1 : t
}
