import Foundation
import Geometry

/// UIKit's `UIBezierPath`: a `CGPath` (Geometry's) with drawing attributes, built with UIKit's
/// initialisers and methods.
///
/// Angles are in radians from the +x axis towards +y; `clockwise` is as seen on screen (y pointing down),
/// UIKit's convention. Rounded rectangles have circular corners (see
/// ``UIKitChoices/bezierRoundedRectCornersAreCircular``). Not bound to the main actor, as UIKit's is not.
open class UIBezierPath: NSObject {
    private var storage = CGMutablePath()

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, starting at its top left corner and running clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width` (UIKit uses the width for both
    /// directions), at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, min(r.width, r.height) / 2))
        let tl = CGPoint(x: r.minX, y: r.minY), tr = CGPoint(x: r.maxX, y: r.minY)
        let br = CGPoint(x: r.maxX, y: r.maxY), bl = CGPoint(x: r.minX, y: r.maxY)
        let round = { (corner: UIRectCorner) in radius > 0 && corners.contains(corner) }
        storage.move(to: CGPoint(x: r.minX + (round(.topLeft) ? radius : 0), y: r.minY))
        let steps: [(CGPoint, CGPoint, UIRectCorner)] = [
            (tr, br, .topRight), (br, bl, .bottomRight),
            (bl, tl, .bottomLeft), (tl, tr, .topLeft),
        ]
        for (corner, next, name) in steps {
            if round(name) {
                storage.addArc(tangent1End: corner, tangent2End: next, radius: radius)
            } else {
                storage.addLine(to: corner)
            }
        }
        storage.closeSubpath()
    }

    /// An arc of a circle (an open path); `clockwise` as seen on screen.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `CGPath`.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        storage = CGPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: The path

    /// The path as a `CGPath` (an immutable copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { storage.copy() ?? CGMutablePath() }
        set { storage = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }

    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }

    /// A cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc, joined to the current point by a line (or starting a subpath when there is none); `clockwise`
    /// as seen on screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        // Angles a whole number of turns apart make a whole circle in either direction
        // (``UIKitChoices/wholeTurnArcsAreCircles``).
        let turns = (endAngle - startAngle) / (2 * .pi)
        if turns != 0, turns.isFinite, abs(turns - turns.rounded()) < 1e-9 {
            storage.addRelativeArc(
                center: center, radius: radius, startAngle: startAngle, delta: clockwise ? 2 * .pi : -2 * .pi)
            return
        }
        // Core Graphics' `clockwise` is in y-up terms; on UIKit's y-down screen it is the opposite turn.
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { storage.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { storage = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        storage = storage.vectorPath.applying(transform).cgPath
    }

    /// The same shape drawn in the opposite direction (each subpath reversed; subpaths keep their order).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.storage = UIBezierPath.reversed(storage.vectorPath).cgPath
        reversed.copyAttributes(from: self)
        return reversed
    }

    /// True when the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// The bounding box of the points and control points.
    open var bounds: CGRect { storage.boundingBox }

    /// The end of the last element.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// True when `point` is inside the filled path (by ``usesEvenOddFillRule``).
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing attributes

    /// The stroke width (1 by default).
    open var lineWidth: CGFloat = 1
    /// The ends of open subpaths (`.butt` by default).
    open var lineCapStyle: CGLineCap = .butt
    /// The corners between segments (`.miter` by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (0.6 by default; Flipbook flattens within a hundredth of a pixel).
    open var flatness: CGFloat = 0.6
    /// Fills with the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Sets the dash pattern from `count` lengths at `pattern` (nil or 0: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { p in (0..<max(0, count)).map { p[$0] } } ?? []
        dash = (lengths, phase)
    }

    /// Copies the dash pattern into `pattern` (when not nil), its length into `count` and the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dash.pattern.enumerated() { pattern[i] = length } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; flatness = other.flatness; usesEvenOddFillRule = other.usesEvenOddFillRule
        dash = other.dash
    }

    /// `path` with each subpath reversed.
    static func reversed(_ path: VectorPath) -> VectorPath {
        var result: [VectorPath.Element] = []
        var subpath: [VectorPath.Element] = []
        var lastStart = CGPoint.zero
        func flush(closed: Bool) {
            guard case .moveTo(let start)? = subpath.first else { subpath = []; return }
            var points = [start]
            for element in subpath.dropFirst() {
                switch element {
                case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): points.append(p)
                default: break
                }
            }
            result.append(.moveTo(points.last!))
            var index = points.count - 1
            for element in subpath.dropFirst().reversed() {
                let to = points[index - 1]
                switch element {
                case .lineTo: result.append(.lineTo(to))
                case .quadCurveTo(_, let c): result.append(.quadCurveTo(to, control: c))
                case .curveTo(_, let c1, let c2): result.append(.curveTo(to, control1: c2, control2: c1))
                default: continue
                }
                index -= 1
            }
            if closed { result.append(.closeSubpath) }
            subpath = []
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                flush(closed: false)
                subpath = [element]
                lastStart = p
            case .closeSubpath:
                flush(closed: true)
            default:
                // After a close, drawing goes on from the closed subpath's start.
                if subpath.isEmpty { subpath = [.moveTo(lastStart)] }
                subpath.append(element)
            }
        }
        flush(closed: false)
        return VectorPath(elements: result)
    }
}
