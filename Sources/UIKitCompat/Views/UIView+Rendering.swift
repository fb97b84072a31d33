import Foundation
import Raster

extension UIView {
    /// This view and its subtree as a render node, with the presentation values at the current virtual time.
    public func presentationRenderNode() -> RenderNode {
        layer.hasBeenPresented = true
        let state = layer.presentationState()
        var node = presentationRenderNode(of: state)
        node.children = frozenChildren(in: node.bounds) + layer.sublayerNodes(presentation: true)
        // A label's attributed text drawn run by run lies under its subviews.
        if let label = self as? UILabel {
            node.children.insert(contentsOf: label.styledRunNodes(in: node.bounds), at: 0)
        }
        layer.decorate(&node, state: state, presentation: true)
        // A running cross-dissolve draws the old rendering above, fading out.
        node.children += layer.crossDissolveNodes()
        // A running flip shows the old rendering turning away, then the new one turning in.
        for animation in layer.animations {
            guard case .flip(let snapshot, let axis, let direction) = animation.content,
                let p = animation.currentProgress()
            else { continue }
            let angle = min(1, max(0, p)) * .pi
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / UIKitChoices.current.flipTransitionEyeDistance
            func turned(_ node: RenderNode, by angle: Double) -> RenderNode {
                var node = node
                let rotation = CATransform3DMakeRotation(CGFloat(direction * angle), axis.x, axis.y, 0)
                node.transform = CATransform3DConcat(CATransform3DConcat(rotation, perspective), node.transform)
                return node
            }
            node = angle < .pi / 2 ? turned(snapshot, by: angle) : turned(node, by: angle - .pi)
        }
        return node
    }

    /// A snapshot view's frozen rendering, stretched to fill `bounds` (UIKit snapshots stretch when resized).
    func frozenChildren(in bounds: CGRect) -> [RenderNode] {
        if let snapshot = self as? SnapshotView, snapshot.source != nil { return snapshot.slices(in: bounds) }
        guard var frozen = frozenSnapshot else { return [] }
        let size = bounds.size, original = frozen.bounds.size
        frozen.transform =
            original.width > 0 && original.height > 0 && size != original
            ? CATransform3DMakeScale(size.width / original.width, size.height / original.height, 1)
            : CATransform3DIdentity
        frozen.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        frozen.position = CGPoint(x: bounds.midX, y: bounds.midY)
        return [frozen]
    }

    /// The node for this view alone (no children) with the values of `state`.
    func presentationRenderNode(of state: LayerState) -> RenderNode {
        // The layer's colours are plain: views resolve dynamic colours before handing them to their layer, and
        // a `CGColor` is never dynamic.
        state.renderNode(contents: renderContent())
    }
}
