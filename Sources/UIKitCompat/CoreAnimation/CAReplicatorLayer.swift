import Foundation
import Raster

/// Core Animation's `CAReplicatorLayer`: draws its sublayers ``instanceCount`` times, each copy transformed by
/// ``instanceTransform`` once more than the one before (about the layer's anchor point), shifted in time by
/// ``instanceDelay`` and faded by ``instanceAlphaOffset`` — the activity indicators' rings of dots and bars.
///
/// Instance `i` shows the sublayers as they are `i × instanceDelay` seconds earlier in the layer's time, so a
/// repeating animation on the one sublayer ripples through the copies. ``instanceColor`` and the alpha offset
/// fade each copy; the red, green and blue offsets and the colour's own components are kept for app code
/// (``UIKitChoices/replicatorInstanceColorFadesOnly``).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn (1 by default: the sublayers alone; 0 or less: none).
    open var instanceCount = 1

    /// The transform from one copy to the next, applied about the anchor point (identity by default).
    open var instanceTransform = CATransform3DIdentity

    /// How many seconds each copy runs behind the one before (0 by default).
    open var instanceDelay: CFTimeInterval = 0

    /// The colour the copies are multiplied by (opaque white by default); Flipbook uses its alpha.
    open var instanceColor: CGColor? = .white

    /// Added to the red component of each copy's colour (kept for app code).
    open var instanceRedOffset: Float = 0
    /// Added to the green component of each copy's colour (kept for app code).
    open var instanceGreenOffset: Float = 0
    /// Added to the blue component of each copy's colour (kept for app code).
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha of each copy after the first (0 by default): −0.1 fades ten copies out.
    open var instanceAlphaOffset: Float = 0

    /// Whether the copies keep their depth in a 3D scene (false by default); kept for app code.
    open var preservesDepth = false

    override func copyModel(from other: CALayer) {
        super.copyModel(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    override func decorate(_ node: inout RenderNode, state: LayerState, presentation: Bool) {
        super.decorate(&node, state: state, presentation: presentation)
        let count = childLayers.count
        guard count > 0, node.children.count >= count else { return }
        let originals = Array(node.children.suffix(count))
        node.children.removeLast(count)
        let anchor = CGPoint(
            x: state.bounds.minX + state.anchorPoint.x * state.bounds.width,
            y: state.bounds.minY + state.anchorPoint.y * state.bounds.height)
        let baseAlpha = Double(instanceColor?.alpha ?? 1)
        var transform = CATransform3DIdentity
        for i in 0..<max(0, instanceCount) {
            var children = originals
            if i > 0 && presentation && instanceDelay != 0 {
                // The sublayers as they were i × instanceDelay earlier in this layer's time.
                let kept = timing.timeOffset
                timing.timeOffset = kept - Double(i) * instanceDelay * timing.speed
                children = sublayerNodes(presentation: true)
                timing.timeOffset = kept
            }
            let alpha = min(1, max(0, baseAlpha + Double(i) * Double(instanceAlphaOffset)))
            node.children.append(
                RenderNode(
                    bounds: state.bounds, position: anchor, anchorPoint: state.anchorPoint, transform: transform,
                    alpha: CGFloat(alpha), children: children))
            transform = CATransform3DConcat(transform, instanceTransform)
        }
    }
}
