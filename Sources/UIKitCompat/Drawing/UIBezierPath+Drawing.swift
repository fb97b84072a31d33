import Foundation

extension UIBezierPath {
    /// Fills the path in the current context's fill colour (`UIColor.setFill()`), by its fill rule
    /// (``usesEvenOddFillRule``). Does nothing without a current context (`UIGraphicsGetCurrentContext()`).
    @preconcurrency @MainActor
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with `alpha` (0…1) more transparency; the blend mode is kept for app code (normal).
    @preconcurrency @MainActor
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current context's stroke colour (`UIColor.setStroke()`) with this path's line
    /// width, caps, joins, miter limit and dashes. Does nothing without a current context.
    @preconcurrency @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        var count = 0
        var phase: CGFloat = 0
        getLineDash(nil, count: &count, phase: &phase)
        var lengths = [CGFloat](repeating: 0, count: count)
        lengths.withUnsafeMutableBufferPointer { getLineDash($0.baseAddress, count: nil, phase: nil) }
        context.setLineDash(phase: phase, lengths: lengths)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with `alpha` more transparency; the blend mode is kept for app code (normal).
    @preconcurrency @MainActor
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the inside of the path (by its fill rule).
    @preconcurrency @MainActor
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
