import Foundation
import Raster

/// The animatable values of shape and gradient layers (``CAShapeLayer``, ``CAGradientLayer``), kept in
/// ``LayerState`` so that presentation values, animations and copies treat them like every other property.
struct ShapeState: Equatable {
    var fillColor: Color? = .black
    var strokeColor: Color? = nil
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var colors: [Color]? = nil
    var locations: [Double]? = nil
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)

    func vector(_ key: ShapeKey) -> [Double]? {
        switch key {
        case .fillColor: return AnimationVector.color(fillColor)
        case .strokeColor: return AnimationVector.color(strokeColor)
        case .lineWidth: return [lineWidth]
        case .miterLimit: return [miterLimit]
        case .lineDashPhase: return [lineDashPhase]
        case .strokeStart: return [strokeStart]
        case .strokeEnd: return [strokeEnd]
        case .colors: return colors.map { $0.flatMap { AnimationVector.color($0) } }
        case .locations: return locations
        case .startPoint: return AnimationVector.point(startPoint)
        case .endPoint: return AnimationVector.point(endPoint)
        }
    }

    mutating func setVector(_ v: [Double], for key: ShapeKey) {
        switch key {
        case .fillColor: fillColor = AnimationVector.color(v)
        case .strokeColor: strokeColor = AnimationVector.color(v)
        case .lineWidth: lineWidth = v[0]
        case .miterLimit: miterLimit = v[0]
        case .lineDashPhase: lineDashPhase = v[0]
        case .strokeStart: strokeStart = v[0]
        case .strokeEnd: strokeEnd = v[0]
        case .colors:
            colors = stride(from: 0, to: v.count - 3, by: 4).map { AnimationVector.color(Array(v[$0..<$0 + 4])) }
        case .locations: locations = v
        case .startPoint: startPoint = AnimationVector.point(v)
        case .endPoint: endPoint = AnimationVector.point(v)
        }
    }

    /// An app value as a vector for `key` (colours, numbers, points, arrays of colours or numbers).
    func vector(of value: Any, for key: ShapeKey) -> [Double]? {
        switch key {
        case .fillColor, .strokeColor: return LayerKeyPath.color(value).map { AnimationVector.color($0) }
        case .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd: return LayerKeyPath.number(value).map { [$0] }
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap(LayerKeyPath.color)
            return colors.count == list.count ? colors.flatMap { AnimationVector.color($0) } : nil
        case .locations:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(LayerKeyPath.number)
            return numbers.count == list.count ? numbers : nil
        case .startPoint, .endPoint: return LayerKeyPath.point(value).map(AnimationVector.point)
        }
    }
}

/// The animatable key paths of shape and gradient layers.
enum ShapeKey: String, CaseIterable {
    case fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd
    case colors, locations, startPoint, endPoint
}
