import Foundation

#if !canImport(CoreGraphics)
/// A path under construction (Core Graphics' `CGMutablePath`), with the Swift overlay's methods. Every method
/// maps its points by `transform` before adding them. Elements that need a current point (lines, curves, tangent
/// arcs) are ignored on an empty path, as Core Graphics does.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(storage: VectorPath())
    }

    override init(storage: VectorPath) {
        super.init(storage: storage)
    }

    private var hasCurrentPoint: Bool { !storage.isEmpty }

    private func append(_ elements: [VectorPath.Element], _ transform: CGAffineTransform) {
        if transform.isIdentity {
            storage.elements += elements
        } else {
            storage.elements += elements.map { $0.applying(transform) }
        }
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append([.moveTo(point)], transform)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        append([.lineTo(point)], transform)
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append([.moveTo(first)] + points.dropFirst().map { .lineTo($0) }, transform)
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        append([.quadCurveTo(end, control: control)], transform)
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint else { return }
        append([.curveTo(end, control1: control1, control2: control2)], transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        storage.elements.append(.closeSubpath)
    }

    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(VectorPath.rect(rect), transform)
    }

    /// One closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, from (maxX, midY) in increasing angle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(VectorPath.ellipse(in: rect), transform)
    }

    /// A closed rounded rectangle with elliptical corners `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        append(
            VectorPath.roundedRect(rect, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight)),
            transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians from +x towards +y);
    /// `clockwise` means decreasing angles (see ``CGPath``). A line joins the current point to the arc's start,
    /// or the arc starts a subpath on an empty path.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathArc.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        addArc(center: center, radius: Double(radius), start: Double(startAngle), sweep: sweep, transform)
    }

    /// An arc of the circle around `center` from `startAngle` turning through `delta` radians (positive towards +y).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: Double(radius), start: Double(startAngle), sweep: Double(delta), transform)
    }

    private func addArc(
        center: CGPoint, radius: Double, start: Double, sweep: Double,
        _ transform: CGAffineTransform
    ) {
        let first = PathArc.point(center: center, radius: radius, angle: start)
        append([hasCurrentPoint ? .lineTo(first) : .moveTo(first)], transform)
        append(
            PathArc.curves(center: center, radius: radius, start: start, sweep: sweep)
                .map { .curveTo($0.0, control1: $0.1, control2: $0.2) }, transform)
    }

    /// A fillet: a line from the current point towards `tangent1End`, then an arc of `radius` tangent to that
    /// line and to the line from `tangent1End` to `tangent2End`, ending at the second tangent point. With
    /// collinear points or a zero radius, a line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint else { return }
        // The current point is stored transformed; the fillet is built in the untransformed space.
        let current = storage.currentPoint.applying(transform.inverted())
        guard let arc = PathArc.tangentArc(from: current, tangent1End, tangent2End, radius: Double(radius)) else {
            append([.lineTo(tangent1End)], transform)
            return
        }
        append([.lineTo(arc.start)] + arc.curves.map { .curveTo($0.0, control1: $0.1, control2: $0.2) }, transform)
    }

    /// The elements of `path`, mapped by `transform`, appended.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.storage.elements, transform)
    }
}
#endif
