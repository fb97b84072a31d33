import Foundation
import Geometry
import Raster

/// A layer's model (or presentation) values, with Core Animation's defaults.
struct LayerState: Equatable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var zPosition: CGFloat = 0
    var opacity: Double = 1
    var isHidden = false
    var backgroundColor: Color? = nil
    var cornerRadius: CGFloat = 0
    var maskedCorners: CornerMask = .all
    var cornerCurve: CornerCurve = .circular
    var borderWidth: CGFloat = 0
    var borderColor: Color? = .black
    var masksToBounds = false
    var allowsGroupOpacity = true
    var shadowColor: Color? = .black
    var shadowOpacity: Double = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowPath: ShadowPath? = nil
    var contents: Image? = nil
    /// Shape and gradient layers' values.
    var shape = ShapeState()
    /// A visual effect view's layer: how much of its effect shows (0…1).
    var effectAmount: Double = 0
    /// A visual effect view's layer: how far its backdrop has gone from the previous blur to the current one
    /// (0…1; 1 at rest).
    var effectMix: Double = 1
    /// The part of `contents` shown, in unit coordinates of the image.
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable middle of `contents`, in unit coordinates of the image.
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

    func vector(_ property: AnimatableProperty) -> [Double] {
        switch property {
        case .bounds: return AnimationVector.rect(bounds)
        case .position: return AnimationVector.point(position)
        case .transform: return AnimationVector.transform(transform)
        case .opacity: return [opacity]
        case .backgroundColor: return AnimationVector.color(backgroundColor)
        case .cornerRadius: return [cornerRadius]
        case .borderWidth: return [borderWidth]
        case .borderColor: return AnimationVector.color(borderColor)
        case .shadowColor: return AnimationVector.color(shadowColor)
        case .shadowOpacity: return [shadowOpacity]
        case .shadowRadius: return [shadowRadius]
        case .shadowOffset: return AnimationVector.size(shadowOffset)
        case .effectAmount: return [effectAmount]
        case .effectMix: return [effectMix]
        case .contentsRect: return AnimationVector.rect(contentsRect)
        }
    }

    mutating func setVector(_ v: [Double], for property: AnimatableProperty) {
        switch property {
        case .bounds: bounds = AnimationVector.rect(v)
        case .position: position = AnimationVector.point(v)
        case .transform: transform = AnimationVector.transform(v)
        case .opacity: opacity = v[0]
        case .backgroundColor: backgroundColor = AnimationVector.color(v)
        case .cornerRadius: cornerRadius = v[0]
        case .borderWidth: borderWidth = v[0]
        case .borderColor: borderColor = AnimationVector.color(v)
        case .shadowColor: shadowColor = AnimationVector.color(v)
        case .shadowOpacity: shadowOpacity = v[0]
        case .shadowRadius: shadowRadius = v[0]
        case .shadowOffset: shadowOffset = AnimationVector.size(v)
        case .effectAmount: effectAmount = v[0]
        case .effectMix: effectMix = v[0]
        case .contentsRect: contentsRect = AnimationVector.rect(v)
        }
    }

    /// The frame Core Animation reports: the bounding box of the bounds placed by position, anchor point and
    /// transform (with an identity transform, origin = position − anchorPoint × size).
    var frame: CGRect {
        let size = bounds.size
        if CATransform3DIsIdentity(transform) {
            return CGRect(
                x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
            CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height),
        ]
        let mapped = corners.map { corner -> CGPoint in
            let local = CGPoint(x: corner.x - anchorPoint.x * size.width, y: corner.y - anchorPoint.y * size.height)
            let p = transform.project(local).point
            return CGPoint(x: p.x + position.x, y: p.y + position.y)
        }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    mutating func setFrame(_ frame: CGRect) {
        let f = frame.standardized
        bounds.size = f.size
        position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
    }

    /// Maps a point in this layer's bounds space into its superlayer's bounds space (before the superlayer's
    /// sublayer transform): Geometry's ``LayerPlacement``, the formula the painter uses.
    var transformToSuperlayer: CATransform3D {
        LayerPlacement.toSuperlayer(
            bounds: bounds, anchorPoint: anchorPoint, position: position,
            zPosition: zPosition, transform: transform)
    }

    /// The sublayer transform applied about the anchor point, in bounds space.
    var sublayerTransformInBounds: CATransform3D {
        LayerPlacement.sublayerTransformInBounds(
            bounds: bounds, anchorPoint: anchorPoint,
            sublayerTransform: sublayerTransform)
    }
}
