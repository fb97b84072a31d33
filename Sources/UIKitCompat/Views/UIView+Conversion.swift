import Foundation
import Geometry
import Raster

extension UIView {
    /// The map from this view's bounds space to its superview's bounds space (model values), including the
    /// superview's sublayer transform, flattened onto the superview's plane.
    func homographyToSuperview() -> Homography {
        LayerPlacement.homography(
            toSuperlayer: layer.modelState.transformToSuperlayer,
            sublayerTransformInBounds: superview?.layer.modelState.sublayerTransformInBounds
                ?? CATransform3DIdentity)
    }

    /// From this view's bounds space to the bounds space of the root of its hierarchy. Each level is
    /// flattened onto its superview's plane (as Core Animation renders), so levels compose as 2D projective
    /// maps.
    func homographyToRoot() -> Homography {
        var h = Homography.identity
        var view: UIView = self
        while let parent = view.superview {
            h = h.concatenating(view.homographyToSuperview())
            view = parent
        }
        return h
    }

    /// The map from this view's bounds space to `other`'s (nil: this view's window, or root).
    /// Views in different hierarchies are converted as if their roots coincided.
    func conversion(to other: UIView?) -> Homography {
        let mine = homographyToRoot()
        guard let other else { return mine }
        return mine.concatenating((other.homographyToRoot().inverse ?? .identity))
    }

    /// Converts a point from this view's bounds space to `view`'s (nil: the window's), through every
    /// transform on the way (including 3D perspective).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        conversion(to: view).apply(point)
    }

    /// Converts a point from `view`'s bounds space (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        return (homographyToRoot().inverse ?? .identity).apply(point)
    }

    /// Converts a rectangle to `view`'s bounds space: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect, through: conversion(to: view))
    }

    /// Converts a rectangle from `view`'s bounds space (nil: the window's).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        return UIView.boundingBox(of: rect, through: homographyToRoot().inverse ?? .identity)
    }

    static func boundingBox(of rect: CGRect, through h: Homography) -> CGRect {
        if rect.isNull { return rect }
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { h.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
