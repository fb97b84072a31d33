import Foundation
import Raster

extension UIImage {
    /// Draws the image scaled into `rect` in the current graphics context (upright, in UIKit's coordinates),
    /// filled with its own tint when it has one (``withTintColor(_:)``), otherwise in its own pixels.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        // Outside a view there is no tint to take: a template draws its own pixels; a tinted image its tint.
        guard let context = UIGraphicsGetCurrentContext(), var bitmap = cgImage else { return }
        if let tintColor { bitmap = bitmap.filled(with: tintColor.currentlyResolved) }
        var node = RenderNode(frame: rect.standardized)
        node.contents = .image(bitmap, contentMode: .scaleToFill)
        context.add(node)
    }

    /// Draws the image at its size with its top left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

extension UIColor {
    /// Makes this the fill colour of the current graphics context.
    @preconcurrency @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current graphics context.
    @preconcurrency @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour of the current graphics context.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIView {
    /// Draws this view and its subviews, as they are on screen now, scaled into `rect` in the current graphics
    /// context (UIKit's snapshot into an image). With `afterScreenUpdates`, pending layout runs first and the
    /// model values are drawn. Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let snapshot = snapshotNode(afterScreenUpdates: afterUpdates)
        let r = rect.standardized
        var holder = RenderNode(frame: r)
        holder.sublayerTransform = CATransform3DIdentity
        let sx = bounds.width > 0 ? r.width / bounds.width : 1, sy = bounds.height > 0 ? r.height / bounds.height : 1
        var placed = snapshot
        placed.transform = CATransform3DMakeScale(sx, sy, 1)
        placed.position = CGPoint(x: r.width / 2, y: r.height / 2)
        holder.children = [placed]
        context.add(holder)
        return true
    }
}
