import Foundation
import Raster

/// The layer properties that animation blocks animate, named by their Core Animation key paths.
///
/// `UIView.frame` and `center` animate `bounds` and `position`; `UIView.transform` animates the layer's 3D
/// `transform`; `alpha` animates `opacity`. `UIVisualEffectView.effect` animates ``effectAmount``
/// and ``effectMix``.
public enum AnimatableProperty: String, CaseIterable, Sendable, Hashable {
    /// Geometry and appearance: `bounds` (origin and size, for `UIView.frame` and `bounds`), `position` (for
    /// `UIView.center` and `frame`), `transform` (interpolated by decomposition: translation, rotation, scale),
    /// `opacity` (`UIView.alpha`) and `backgroundColor` (interpolated in straight components; nil as clear).
    case bounds, position, transform, opacity, backgroundColor
    /// The rounded corners and the border.
    case cornerRadius, borderWidth, borderColor
    /// The shadow.
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
    /// How much of a `UIVisualEffectView`'s effect shows, 0…1 (Flipbook's key: UIKit animates the filter values
    /// of its private backdrop layer, which this stands for).
    case effectAmount
    /// How far a `UIVisualEffectView`'s backdrop has gone from its previous blur to its current one, 0…1
    /// (Flipbook's key, for changing from one blur effect to another inside an animation block).
    case effectMix
    /// The part of the layer's contents shown (`CALayer.contentsRect`), interpolated as a rectangle.
    case contentsRect
}

/// Conversions between property values and the vectors that animations interpolate and add.
enum AnimationVector {
    static func add(_ a: inout [Double], _ b: [Double], scaledBy s: Double = 1) {
        for i in a.indices { a[i] += b[i] * s }
    }

    static func difference(_ a: [Double], _ b: [Double]) -> [Double] {
        zip(a, b).map { $0 - $1 }
    }

    static func interpolate(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        zip(a, b).map { $0 + ($1 - $0) * t }
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    static func rect(_ r: CGRect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
    static func rect(_ v: [Double]) -> CGRect { CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }
    static func point(_ p: CGPoint) -> [Double] { [p.x, p.y] }
    static func point(_ v: [Double]) -> CGPoint { CGPoint(x: v[0], y: v[1]) }
    static func size(_ s: CGSize) -> [Double] { [s.width, s.height] }
    static func size(_ v: [Double]) -> CGSize { CGSize(width: v[0], height: v[1]) }
    /// `nil` animates as clear.
    static func color(_ c: Color?) -> [Double] {
        guard let c else { return [0, 0, 0, 0] }
        return [c.red, c.green, c.blue, c.alpha]
    }
    static func color(_ v: [Double]) -> Color { Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
    static func transform(_ t: CATransform3D) -> [Double] { TransformDecomposition(t).vector }
    static func transform(_ v: [Double]) -> CATransform3D { TransformDecomposition(vector: v).transform }
}
