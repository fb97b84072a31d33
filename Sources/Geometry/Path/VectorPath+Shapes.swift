import Foundation

extension VectorPath {
    /// Kappa: the distance of a quarter circle's cubic control points from its ends, in radii.
    package static let kappa = 0.5522847498307936

    /// `addRect`: a closed subpath from the rectangle's minimum corner along minY, down maxX, back along maxY.
    package static func rect(_ rect: CGRect) -> [Element] {
        let r = rect.standardized
        return [
            .moveTo(CGPoint(x: r.minX, y: r.minY)), .lineTo(CGPoint(x: r.maxX, y: r.minY)),
            .lineTo(CGPoint(x: r.maxX, y: r.maxY)), .lineTo(CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
        ]
    }

    /// `addEllipse(in:)`: four cubic quarter arcs from (maxX, midY) in increasing angle, then a close.
    package static func ellipse(in rect: CGRect) -> [Element] {
        let r = rect.standardized
        let rx = Double(r.width) / 2, ry = Double(r.height) / 2, cx = Double(r.midX), cy = Double(r.midY)
        let kx = rx * kappa, ky = ry * kappa
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        return [
            .moveTo(p(cx + rx, cy)),
            .curveTo(p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry)),
            .curveTo(p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky)),
            .curveTo(p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry)),
            .curveTo(p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky)),
            .closeSubpath,
        ]
    }

    /// `addRoundedRect(in:cornerWidth:cornerHeight:)`: elliptical quarter corners (the corner sizes limited to
    /// half the sides), starting on the right edge below the top-right corner and running in increasing angle
    /// as ``ellipse(in:)`` does; a plain rectangle when either corner size is zero.
    package static func roundedRect(_ rect: CGRect, cornerWidth: Double, cornerHeight: Double) -> [Element] {
        let r = rect.standardized
        let w = min(max(0, cornerWidth), Double(r.width) / 2), h = min(max(0, cornerHeight), Double(r.height) / 2)
        guard w > 0, h > 0 else { return VectorPath.rect(r) }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        let kx = w * kappa, ky = h * kappa
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        return [
            .moveTo(p(x1, y0 + h)), .lineTo(p(x1, y1 - h)),
            .curveTo(p(x1 - w, y1), control1: p(x1, y1 - h + ky), control2: p(x1 - w + kx, y1)),
            .lineTo(p(x0 + w, y1)),
            .curveTo(p(x0, y1 - h), control1: p(x0 + w - kx, y1), control2: p(x0, y1 - h + ky)),
            .lineTo(p(x0, y0 + h)),
            .curveTo(p(x0 + w, y0), control1: p(x0, y0 + h - ky), control2: p(x0 + w - kx, y0)),
            .lineTo(p(x1 - w, y0)),
            .curveTo(p(x1, y0 + h), control1: p(x1 - w + kx, y0), control2: p(x1, y0 + h - ky)),
            .closeSubpath,
        ]
    }
}
