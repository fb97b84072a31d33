/// Exact area coverage of an axis-aligned rectangle in pixel space: the fast path for unrotated views.
///
/// A pixel's coverage is the area of its intersection with the rectangle, the product of the horizontal and
/// vertical overlaps.
struct RectCoverage: Equatable, Sendable {
    var x0: Double, y0: Double, x1: Double, y1: Double

    func spans(row y: Int, width: Int, into out: inout [Span]) {
        let top = Double(y), bottom = top + 1
        let vy = min(bottom, y1) - max(top, y0)
        guard vy > 0, x1 > x0 else { return }
        let left = max(x0, 0), right = min(x1, Double(width))
        guard right > left else { return }
        let i0 = Int(floorFast(left)), i1 = Int(ceilFast(right))  // pixels i0..<i1 are touched
        if i1 - i0 == 1 {
            SpanMath.append(Span(x0: Int32(i0), x1: Int32(i1), coverage: Float((right - left) * vy)), to: &out)
            return
        }
        let leftCoverage = (Double(i0 + 1) - left) * vy
        let rightCoverage = (right - Double(i1 - 1)) * vy
        SpanMath.append(Span(x0: Int32(i0), x1: Int32(i0 + 1), coverage: Float(leftCoverage)), to: &out)
        SpanMath.append(Span(x0: Int32(i0 + 1), x1: Int32(i1 - 1), coverage: Float(vy)), to: &out)
        SpanMath.append(Span(x0: Int32(i1 - 1), x1: Int32(i1), coverage: Float(rightCoverage)), to: &out)
    }
}
