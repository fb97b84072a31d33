import Foundation
import Geometry

extension RenderNode {
    /// Maps this node's bounds space to `parent`'s bounds space (Geometry's ``LayerPlacement``, the formula
    /// the UIKit model converts points and hit-tests with), including the parent's `sublayerTransform`.
    func placement(in parent: RenderNode?) -> Homography {
        let own = LayerPlacement.toSuperlayer(
            bounds: bounds, anchorPoint: anchorPoint, position: position,
            zPosition: zPosition, transform: transform)
        guard let parent else { return Homography(own) }
        let sublayer = LayerPlacement.sublayerTransformInBounds(
            bounds: parent.bounds, anchorPoint: parent.anchorPoint,
            sublayerTransform: parent.sublayerTransform)
        return LayerPlacement.homography(toSuperlayer: own, sublayerTransformInBounds: sublayer)
    }
}
