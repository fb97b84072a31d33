import Foundation
import Raster

extension CGContext {
    /// Fills the clip area (the whole context when nothing clips) with `gradient` along the line from `start`
    /// to `end` (user space): each point takes the colour of its projection onto the line. Beyond the ends the
    /// end colours extend only with the matching `options`; otherwise nothing is drawn there, as in Core
    /// Graphics. Nothing is drawn when `start == end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        guard length > 0, length.isFinite, let box = userSpaceBox() else { return }
        let stops = gradient.stops
        var node = RenderNode(frame: box)
        node.gradient = GradientContent(
            type: .axial, colors: stops.map(\.color), locations: stops.map(\.location),
            startPoint: unit(start, in: box), endPoint: unit(end, in: box))
        if options != [.drawsBeforeStartLocation, .drawsAfterEndLocation] {
            // The band between the lines through the ends, perpendicular to the axis (open where options say).
            let n = CGPoint(x: d.x / length, y: d.y / length), p = CGPoint(x: -n.y, y: n.x)
            let far = 4 * (box.width + box.height) + length
            let a = options.contains(.drawsBeforeStartLocation) ? start.moved(n, by: -far) : start
            let b = options.contains(.drawsAfterEndLocation) ? end.moved(n, by: far) : end
            let band = CGMutablePath()
            band.addLines(between: [
                a.moved(p, by: far), b.moved(p, by: far), b.moved(p, by: -far), a.moved(p, by: -far),
            ])
            band.closeSubpath()
            node.mask = maskNode(band, in: box, rule: .winding)
        }
        add(node)
    }

    /// Fills the clip area with `gradient` in circles between the start circle and the end circle (user space).
    /// Core Graphics moves the centre from `startCenter` to `endCenter` with the radius; Flipbook draws the
    /// circles around `endCenter` (``UIKitChoices/radialGradientsShareTheEndCenter``), exact for the usual
    /// concentric gradient. Inside the start circle and outside the end circle the end colours extend only
    /// with the matching `options`.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        var r0 = max(0, startRadius), r1 = max(0, endRadius)
        var stops = gradient.stops
        var before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if r0 > r1 {
            // Inside out: the same circles with the colours reversed.
            swap(&r0, &r1)
            swap(&before, &after)
            stops = stops.reversed().map { ($0.color, 1 - $0.location) }
        }
        guard r1 > 0, r1.isFinite, r0.isFinite, let box = userSpaceBox() else { return }
        let c = endCenter
        let inner = r0 / r1
        var node = RenderNode(frame: box)
        node.gradient = GradientContent(
            type: .radial, colors: stops.map(\.color), locations: stops.map { inner + (1 - inner) * $0.location },
            startPoint: unit(c, in: box), endPoint: unit(CGPoint(x: c.x + r1, y: c.y + r1), in: box))
        if !after || (!before && r0 > 0) {
            let ring = CGMutablePath()
            if after {
                ring.addRect(box)
            } else {
                ring.addEllipse(in: CGRect(x: c.x - r1, y: c.y - r1, width: 2 * r1, height: 2 * r1))
            }
            if !before && r0 > 0 {
                ring.addEllipse(in: CGRect(x: c.x - r0, y: c.y - r0, width: 2 * r0, height: 2 * r0))
            }
            node.mask = maskNode(ring, in: box, rule: .evenOdd)
        }
        add(node)
    }

    /// The user-space rectangle covering the whole context under the current transform, or nil when the
    /// transform cannot be inverted.
    private func userSpaceBox() -> CGRect? {
        let t = ctm
        guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return nil }
        let box = CGRect(origin: .zero, size: size).applying(t.inverted()).standardized
        return box.width > 0 && box.height > 0 && box.width.isFinite && box.height.isFinite ? box : nil
    }

    /// `point` in the unit coordinates of `box`.
    private func unit(_ point: CGPoint, in box: CGRect) -> CGPoint {
        CGPoint(x: (point.x - box.minX) / box.width, y: (point.y - box.minY) / box.height)
    }

    /// A mask filling `path` (user space), for a node whose frame is `box`.
    private func maskNode(_ path: CGPath, in box: CGRect, rule: CGPathFillRule) -> RenderNode {
        var t = CGAffineTransform(translationX: -box.minX, y: -box.minY)
        var mask = RenderNode(frame: CGRect(origin: .zero, size: box.size))
        mask.shape = ShapeContent(
            path: (path.copy(using: &t) ?? path).vectorPath, fillColor: .black, fillRule: rule)
        return mask
    }
}

extension CGPoint {
    /// This point moved `distance` along the unit vector `direction`.
    fileprivate func moved(_ direction: CGPoint, by distance: CGFloat) -> CGPoint {
        CGPoint(x: x + direction.x * distance, y: y + direction.y * distance)
    }
}
