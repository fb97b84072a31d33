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
        var node: RenderNode
        if afterUpdates {
            UIView.performWithoutAnimation { layoutIfNeeded() }
            node = modelRenderNode()
        } else {
            node = presentationRenderNode()
        }
        node.transform = CATransform3DIdentity
        node.position = CGPoint(x: node.bounds.minX + node.anchorPoint.x * node.bounds.width,
                                y: node.bounds.minY + node.anchorPoint.y * node.bounds.height)
        node.zPosition = 0
        node.isHidden = false
        return SnapshotView(frame: CGRect(origin: .zero, size: bounds.size), snapshot: node)
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
/// its bounds if it is resized.
@MainActor
final class SnapshotView: UIView {
    let snapshot: RenderNode

    init(frame: CGRect, snapshot: RenderNode) {
        self.snapshot = snapshot
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        snapshot = RenderNode()
        super.init(coder: coder)
    }

    override var frozenSnapshot: RenderNode? { snapshot }
}
