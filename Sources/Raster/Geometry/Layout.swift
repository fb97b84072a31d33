import Foundation

/// Core Animation's placement of a layer in its parent, as a plane map.
enum Layout {
    /// Maps a layer's bounds space to its parent's bounds space, including the parent's `sublayerTransform`
    /// about the parent's anchor point. The 4×4 product is formed before the z row and column are dropped, so a
    /// rotation about y followed by the parent's perspective (`m34`) foreshortens as it does on a device.
    static func placement(of node: RenderNode, in parent: RenderNode?) -> Homography {
        let anchorX = node.bounds.origin.x + node.anchorPoint.x * node.bounds.width
        let anchorY = node.bounds.origin.y + node.anchorPoint.y * node.bounds.height
        var m = CATransform3DMakeTranslation(-anchorX, -anchorY, 0)
        m = CATransform3DConcat(m, node.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(node.position.x, node.position.y, 0))
        if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let cx = parent.bounds.origin.x + parent.anchorPoint.x * parent.bounds.width
            let cy = parent.bounds.origin.y + parent.anchorPoint.y * parent.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-cx, -cy, 0))
            m = CATransform3DConcat(m, parent.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(cx, cy, 0))
        }
        return Homography(m)
    }
}
