import Foundation

/// Core Animation's placement of a layer in its superlayer: one formula, used by the painter (Raster) and by
/// the UIKit model's coordinate conversion and hit-testing (UIKitCompat), so that what is drawn and what is
/// touched never disagree.
///
/// A point `p` of the layer's bounds space lands in the superlayer's bounds space at
/// `(p − anchor, 0) · transform + (position, zPosition)`, where `anchor = bounds.origin + anchorPoint × size`,
/// followed by the superlayer's `sublayerTransform` applied about *its* anchor. The 4×4 product is formed
/// before the z row and column are dropped (``Homography/init(_:)``), so a rotation about y followed by the
/// superlayer's perspective (`m34`) foreshortens, and `zPosition` moves the layer towards or away from the
/// eye, as on a device. Core Animation flattens every level onto its superlayer's plane, so levels compose
/// as 2D projective maps.
package enum LayerPlacement {
    /// The layer's own part: bounds space to the superlayer's bounds space, before the superlayer's
    /// sublayer transform.
    package static func toSuperlayer(
        bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, zPosition: CGFloat,
        transform: CATransform3D
    ) -> CATransform3D {
        let anchor = anchorLocation(bounds: bounds, anchorPoint: anchorPoint)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// A superlayer's `sublayerTransform` applied about its anchor point, in its bounds space (the identity
    /// when the sublayer transform is).
    package static func sublayerTransformInBounds(
        bounds: CGRect, anchorPoint: CGPoint,
        sublayerTransform: CATransform3D
    ) -> CATransform3D {
        if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
        let anchor = anchorLocation(bounds: bounds, anchorPoint: anchorPoint)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        m = CATransform3DConcat(m, sublayerTransform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The whole placement, flattened: the layer's part, then the superlayer's sublayer transform.
    package static func homography(toSuperlayer own: CATransform3D, sublayerTransformInBounds parent: CATransform3D)
        -> Homography
    {
        Homography(CATransform3DIsIdentity(parent) ? own : CATransform3DConcat(own, parent))
    }

    private static func anchorLocation(bounds: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
    }
}
