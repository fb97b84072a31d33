import Foundation

extension CGPath {
    /// The path's elements as a value (what a render tree carries).
    public var vectorPath: VectorPath {
        #if canImport(CoreGraphics)
        var elements: [VectorPath.Element] = []
        applyWithBlock { pointer in
            let e = pointer.pointee
            switch e.type {
            case .moveToPoint: elements.append(.moveTo(e.points[0]))
            case .addLineToPoint: elements.append(.lineTo(e.points[0]))
            case .addQuadCurveToPoint: elements.append(.quadCurveTo(e.points[1], control: e.points[0]))
            case .addCurveToPoint:
                elements.append(.curveTo(e.points[2], control1: e.points[0], control2: e.points[1]))
            case .closeSubpath: elements.append(.closeSubpath)
            @unknown default: break
            }
        }
        return VectorPath(elements: elements)
        #else
        return storage
        #endif
    }
}

extension VectorPath {
    /// The same elements as a `CGMutablePath`.
    public var cgPath: CGMutablePath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .moveTo(let p): path.move(to: p)
            case .lineTo(let p): path.addLine(to: p)
            case .quadCurveTo(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curveTo(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    /// The winding number of the path around `point`, counting every subpath as closed (as filling does).
    /// Curves are flattened within `tolerance`.
    package func winding(at point: CGPoint, tolerance: Double) -> Int {
        let px = Double(point.x), py = Double(point.y)
        var winding = 0
        for line in flattened(tolerance: tolerance) where line.points.count > 1 {
            let pts = line.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                // Half-open in y so that a vertex on the ray is counted once.
                if a.y <= py && b.y > py {
                    if (b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= py && a.y > py {
                    if (b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y) < 0 { winding -= 1 }
                }
            }
        }
        return winding
    }
}

#if !canImport(CoreGraphics)
extension CGPath {
    /// True when `point` lies inside the path, its points first mapped by `transform`, filled with `rule`;
    /// every open subpath counts as closed.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let path = transform.isIdentity ? storage : storage.applying(transform)
        let box = path.boundingBox
        guard !box.isNull, box.insetBy(dx: -1e-9, dy: -1e-9).contains(point) else { return false }
        // Curves flattened finely relative to the path's size.
        let tolerance = max(1e-9, Double(max(box.width, box.height)) * 1e-5)
        let w = path.winding(at: point, tolerance: tolerance)
        return rule == .winding ? w != 0 : w % 2 != 0
    }
}
#endif
