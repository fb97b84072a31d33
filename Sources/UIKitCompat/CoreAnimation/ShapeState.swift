import Foundation
import Geometry
import Raster

/// The animatable values of shape and gradient layers (``CAShapeLayer``, ``CAGradientLayer``), kept in
/// ``LayerState`` so that presentation values, animations and copies treat them like every other property.
struct ShapeState: Equatable {
    var path: VectorPath? = nil
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
        case .path: return path.map(ShapeState.vector)
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
        case .path: path = ShapeState.path(v)
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
        case .path:
            if let path = value as? CGPath { return ShapeState.vector(path.vectorPath) }
            return (value as? UIBezierPath).map { ShapeState.vector($0.cgPath.vectorPath) }
        case .fillColor, .strokeColor: return LayerKeyPath.color(value).map { AnimationVector.color($0) }
        case .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd:
            return LayerKeyPath.number(value).map { [$0] }
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

extension ShapeState {
    /// A path as numbers, 7 per element (kind, then up to three points, zero-filled), so that two paths with
    /// the same elements interpolate point by point (Core Animation's path morphing).
    static func vector(_ path: VectorPath) -> [Double] {
        path.elements.flatMap { element -> [Double] in
            let kind: Double
            switch element {
            case .moveTo: kind = 0
            case .lineTo: kind = 1
            case .quadCurveTo: kind = 2
            case .curveTo: kind = 3
            case .closeSubpath: kind = 4
            }
            let points = element.points.flatMap { [Double($0.x), Double($0.y)] }
            return [kind] + points + Array(repeating: 0, count: 6 - points.count)
        }
    }

    /// The path of ``vector(_:)``'s numbers.
    static func path(_ v: [Double]) -> VectorPath {
        var elements: [VectorPath.Element] = []
        for start in stride(from: 0, to: v.count - 6, by: 7) {
            let p = { (i: Int) in CGPoint(x: v[start + 1 + 2 * i], y: v[start + 2 + 2 * i]) }
            switch Int(v[start].rounded()) {
            case 0: elements.append(.moveTo(p(0)))
            case 1: elements.append(.lineTo(p(0)))
            case 2: elements.append(.quadCurveTo(p(1), control: p(0)))
            case 3: elements.append(.curveTo(p(2), control1: p(0), control2: p(1)))
            default: elements.append(.closeSubpath)
            }
        }
        return VectorPath(elements: elements)
    }

    /// True when two path vectors have the same elements (only then do they morph).
    static func sameElements(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && stride(from: 0, to: a.count, by: 7).allSatisfy { a[$0] == b[$0] }
    }
}

/// The animatable key paths of shape and gradient layers.
enum ShapeKey: String, CaseIterable {
    case path
    case fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd
    case colors, locations, startPoint, endPoint
}
