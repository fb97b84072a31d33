import Foundation

#if !canImport(CoreGraphics)
/// An immutable graphics path (Core Graphics' `CGPath`) for platforms without CoreGraphics: subpaths of lines and
/// Bézier curves. Build one with ``CGMutablePath``; two paths are equal when their elements are.
///
/// Coordinates follow Core Graphics: angles grow from +x towards +y, and `clockwise` means decreasing angle,
/// which in UIKit's flipped space (y down) turns counterclockwise on screen.
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, as a value.
    var storage: VectorPath

    init(storage: VectorPath) {
        self.storage = storage
    }

    /// A closed rectangle (`CGPathCreateWithRect`), its points mapped by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: VectorPath(elements: VectorPath.rect(rect)).applying(transform?.pointee ?? .identity))
    }

    /// An ellipse inscribed in `rect` (`CGPathCreateWithEllipseInRect`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: VectorPath(elements: VectorPath.ellipse(in: rect)).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle with elliptical corners (`CGPathCreateWithRoundedRect`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let elements = VectorPath.roundedRect(
            rect, cornerWidth: Double(cornerWidth),
            cornerHeight: Double(cornerHeight))
        self.init(storage: VectorPath(elements: elements).applying(transform?.pointee ?? .identity))
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(storage: storage) }

    /// An immutable copy with every point mapped by `transform` (nil means unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// Where the next element would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { storage.currentPoint }

    /// The box of all points, control points included; `CGRect.null` when empty.
    public var boundingBox: CGRect { storage.boundingBox }

    /// The box of the path as drawn (curve extrema, not control points); `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect { storage.boundingBoxOfPath }

    /// True when the path is exactly one rectangle (as `CGPath(rect:transform:)` makes); the rectangle in `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let e = storage.elements
        guard e.count == 5 || e.count == 6, case .moveTo(let a) = e[0], case .lineTo(let b) = e[1],
            case .lineTo(let c) = e[2], case .lineTo(let d) = e[3]
        else { return false }
        switch e.count {
        case 5: guard e[4] == .closeSubpath else { return false }
        default:
            guard e[4] == .lineTo(a), e[5] == .closeSubpath else { return false }
        }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return true
    }

    /// Calls `block` with each element in order (its points valid only during the call).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in storage.elements {
            let type: CGPathElementType
            let list = element.points
            for (i, p) in list.enumerated() { points[i] = p }
            switch element {
            case .moveTo: type = .moveToPoint
            case .lineTo: type = .addLineToPoint
            case .quadCurveTo: type = .addQuadCurveToPoint
            case .curveTo: type = .addCurveToPoint
            case .closeSubpath: type = .closeSubpath
            }
            var value = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &value) { block($0) }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    /// The elements in Core Graphics' notation.
    public var description: String {
        "CGPath("
            + storage.elements.map { element -> String in
                let pts = element.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
                switch element {
                case .moveTo: return "moveto " + pts
                case .lineTo: return "lineto " + pts
                case .quadCurveTo: return "quadcurveto " + pts
                case .curveTo: return "curveto " + pts
                case .closeSubpath: return "closepath"
                }
            }.joined(separator: ", ") + ")"
    }
}
#endif
