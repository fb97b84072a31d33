import Foundation

#if !canImport(CoreGraphics)
extension CGPath {
    /// The flattening tolerance of the stroking copies: a thousandth of the path's size (in its own units),
    /// since a path carries no pixel grid.
    private var copyTolerance: Double {
        let box = storage.boundingBox
        guard !box.isNull else { return 1e-3 }
        return max(1e-9, Double(max(box.width, box.height)) * 1e-3)
    }

    /// The outline of the path stroked with these parameters: a path whose non-zero fill is the stroke. Curves
    /// come back flattened into lines (within a thousandth of the path's size); `transform` maps the result.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
        miterLimit: CGFloat, transform: CGAffineTransform = .identity
    ) -> CGPath {
        let tolerance = copyTolerance
        let style = StrokeGeometry(
            lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin,
            miterLimit: Double(miterLimit))
        let lines = storage.flattened(tolerance: tolerance, forStroking: true)
        let contours = PathStroker.outline(lines, style: style, tolerance: tolerance)
        var elements: [VectorPath.Element] = []
        for contour in contours where contour.count > 2 {
            elements.append(.moveTo(CGPoint(x: contour[0].x, y: contour[0].y)))
            for p in contour.dropFirst() { elements.append(.lineTo(CGPoint(x: p.x, y: p.y))) }
            elements.append(.closeSubpath)
        }
        return CGPath(storage: VectorPath(elements: elements).applying(transform))
    }

    /// The dashes of the path as open subpaths: `lengths` alternate on and off, starting `phase` into the
    /// pattern at each subpath. Curves come back flattened into lines; `transform` maps the result.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat],
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let lines = PathDasher.pieces(
            storage.flattened(tolerance: copyTolerance), pattern: lengths.map { Double($0) },
            phase: Double(phase))
        var elements: [VectorPath.Element] = []
        for line in lines {
            guard let first = line.points.first else { continue }
            elements.append(.moveTo(CGPoint(x: first.x, y: first.y)))
            if line.points.count == 1 { elements.append(.lineTo(CGPoint(x: first.x, y: first.y))) }
            for p in line.points.dropFirst() { elements.append(.lineTo(CGPoint(x: p.x, y: p.y))) }
            if line.isClosed { elements.append(.closeSubpath) }
        }
        return CGPath(storage: VectorPath(elements: elements).applying(transform))
    }
}
#endif
