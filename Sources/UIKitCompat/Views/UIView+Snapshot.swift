import Foundation
import Raster

extension UIView {
    /// A view that shows this view's current rendering, frozen (UIKit's `snapshotView(afterScreenUpdates:)`).
    ///
    /// The snapshot has this view's bounds size at origin zero and draws the view and its subviews as they
    /// are on screen now (presentation values), without the view's own position and transform. With
    /// `afterScreenUpdates` true, pending layout runs first and the model values are drawn (what the next
    /// frame would show once running animations are ignored). Later changes to this view do not affect it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        SnapshotView(
            frame: CGRect(origin: .zero, size: bounds.size), snapshot: snapshotNode(afterScreenUpdates: afterUpdates))
    }

    /// A view that shows the part `rect` (in this view's bounds space) of this view's current rendering,
    /// frozen (UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`). Resized, the parts
    /// inside `capInsets` keep their size along the edge they touch and the middle stretches (nine slices).
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let source = rect.standardized
        guard source.width > 0, source.height > 0, source.width.isFinite, source.height.isFinite else { return nil }
        return SnapshotView(
            frame: CGRect(origin: .zero, size: source.size),
            snapshot: snapshotNode(afterScreenUpdates: afterUpdates), source: source, capInsets: capInsets)
    }

    /// The frozen rendering of a snapshot: this view's subtree without its own placement.
    func snapshotNode(afterScreenUpdates afterUpdates: Bool) -> RenderNode {
        var node: RenderNode
        if afterUpdates {
            UIView.performWithoutAnimation { layoutIfNeeded() }
            node = modelRenderNode()
        } else {
            node = presentationRenderNode()
        }
        node.transform = CATransform3DIdentity
        node.position = CGPoint(
            x: node.bounds.minX + node.anchorPoint.x * node.bounds.width,
            y: node.bounds.minY + node.anchorPoint.y * node.bounds.height)
        node.zPosition = 0
        node.isHidden = false
        return node
    }

    /// This view and its subtree as a render node with the model values (animations ignored).
    func modelRenderNode() -> RenderNode {
        var node = presentationRenderNode(of: layer.modelState)
        node.children = frozenChildren(in: node.bounds) + layer.sublayerNodes(presentation: false)
        layer.decorate(&node, state: layer.modelState, presentation: false)
        return node
    }
}

/// The view ``UIView/snapshotView(afterScreenUpdates:)`` returns: it draws a frozen render node, scaled to
/// its bounds if it is resized. A resizable snapshot shows the part `source` of it, in nine slices around
/// its cap insets.
@MainActor
final class SnapshotView: UIView {
    let snapshot: RenderNode
    /// The part shown, in the snapshot's bounds space (nil: all of it, stretched as one).
    let source: CGRect?
    let capInsets: UIEdgeInsets

    init(frame: CGRect, snapshot: RenderNode, source: CGRect? = nil, capInsets: UIEdgeInsets = UIEdgeInsets()) {
        self.snapshot = snapshot
        self.source = source
        self.capInsets = capInsets
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        snapshot = RenderNode()
        source = nil
        capInsets = UIEdgeInsets()
        super.init(coder: coder)
    }

    override var frozenSnapshot: RenderNode? { source == nil ? snapshot : nil }

    /// The nine slices of a resizable snapshot filling `bounds`: each a clipping node holding the snapshot
    /// scaled so that its part of `source` fills the slice.
    func slices(in bounds: CGRect) -> [RenderNode] {
        guard let source else { return [] }
        let caps = capInsets
        func cuts(_ length: CGFloat, _ start: CGFloat, _ end: CGFloat) -> [CGFloat] {
            let a = max(0, min(start, length)), b = max(a, length - max(0, end))
            return [0, a, b, length]
        }
        let sx = cuts(source.width, caps.left, caps.right), sy = cuts(source.height, caps.top, caps.bottom)
        let dx = cuts(bounds.width, caps.left, caps.right), dy = cuts(bounds.height, caps.top, caps.bottom)
        var result: [RenderNode] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let sw = sx[i + 1] - sx[i], sh = sy[j + 1] - sy[j]
                let dw = dx[i + 1] - dx[i], dh = dy[j + 1] - dy[j]
                guard sw > 0, sh > 0, dw > 0, dh > 0 else { continue }
                var content = snapshot
                let scaleX = dw / sw, scaleY = dh / sh
                content.anchorPoint = .zero
                content.transform = CATransform3DMakeScale(scaleX, scaleY, 1)
                content.position = CGPoint(
                    x: -(source.minX + sx[i] - snapshot.bounds.minX) * scaleX,
                    y: -(source.minY + sy[j] - snapshot.bounds.minY) * scaleY)
                let cell = CGRect(x: bounds.minX + dx[i], y: bounds.minY + dy[j], width: dw, height: dh)
                result.append(
                    RenderNode(
                        bounds: CGRect(origin: .zero, size: cell.size),
                        position: CGPoint(x: cell.midX, y: cell.midY), masksToBounds: true,
                        children: [content]))
            }
        }
        return result
    }
}
