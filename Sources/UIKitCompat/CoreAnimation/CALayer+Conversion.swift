import Foundation
import Geometry
import Raster

// Core Animation's geometry queries between layers: `convert(_:from:)`, `convert(_:to:)`, `hitTest(_:)` and
// `contains(_:)`, on the model values (as Core Animation answers them).

extension CALayer {
    /// From this layer's bounds space to the bounds space of the root of its layer tree: each level through its
    /// placement in the superlayer and the superlayer's sublayer transform, flattened onto the superlayer's
    /// plane (as Core Animation renders).
    func homographyToRootLayer() -> Homography {
        var h = Homography.identity
        var layer: CALayer = self
        while let parent = layer.superlayer {
            h = h.concatenating(
                LayerPlacement.homography(
                    toSuperlayer: layer.modelState.transformToSuperlayer,
                    sublayerTransformInBounds: parent.modelState.sublayerTransformInBounds))
            layer = parent
        }
        return h
    }

    /// The map from this layer's bounds space to `other`'s (nil: the root's). Layers in different trees are
    /// converted as if their roots coincided.
    private func layerConversion(to other: CALayer?) -> Homography {
        let mine = homographyToRootLayer()
        guard let other else { return mine }
        return mine.concatenating(other.homographyToRootLayer().inverse ?? .identity)
    }

    /// Converts `p` from `l`'s bounds space (nil: the root layer's) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        (l?.layerConversion(to: self) ?? (homographyToRootLayer().inverse ?? .identity)).apply(p)
    }

    /// Converts `p` from this layer's bounds space to `l`'s (nil: the root layer's).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        layerConversion(to: l).apply(p)
    }

    /// Converts `r` from `l`'s bounds space (nil: the root layer's): the box around its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        UIView.boundingBox(
            of: r, through: l?.layerConversion(to: self) ?? (homographyToRootLayer().inverse ?? .identity))
    }

    /// Converts `r` from this layer's bounds space to `l`'s (nil: the root layer's).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        UIView.boundingBox(of: r, through: layerConversion(to: l))
    }
}
