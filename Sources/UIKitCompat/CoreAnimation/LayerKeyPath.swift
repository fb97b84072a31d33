import Foundation
import Raster

/// A layer key path that explicit animations animate, and how its values read, write and interpolate as
/// vectors of numbers.
///
/// Supported: `position`, `position.x`, `position.y`, `bounds`, `bounds.origin(.x|.y)`,
/// `bounds.size(.width|.height)`, `anchorPoint`, `zPosition`, `opacity`, `transform`, `transform.scale`,
/// `transform.scale.x|y|z`, `transform.rotation` (= `.z`), `transform.rotation.x|y|z`, `transform.translation`,
/// `transform.translation.x|y|z`, `sublayerTransform`, `backgroundColor`, `cornerRadius`, `borderWidth`,
/// `borderColor`, `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `contentsRect`, `hidden`, and
/// the shape and gradient layers' `path`, `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`,
/// `lineDashPhase`, `strokeStart`, `strokeEnd`, `colors`, `locations`, `startPoint`, `endPoint`. A transform component
/// replaces that component of the layer's transform taken apart (Core Animation's reading of these paths).
struct LayerKeyPath {
    enum Target: Equatable {
        case property(AnimatableProperty)
        case positionComponent(Int)
        case boundsComponents(Range<Int>)
        case anchorPoint, zPosition, hidden
        /// Indices into ``TransformDecomposition/vector``; `uniform` writes one number to all of them.
        case transformComponents([Int], uniform: Bool)
        case sublayerTransform
        case valueFunction(CAValueFunctionName)
        case shape(ShapeKey)
    }

    let target: Target

    init?(_ keyPath: String) {
        switch keyPath {
        case "position": target = .property(.position)
        case "position.x": target = .positionComponent(0)
        case "position.y": target = .positionComponent(1)
        case "bounds": target = .boundsComponents(0..<4)
        case "bounds.origin": target = .boundsComponents(0..<2)
        case "bounds.origin.x": target = .boundsComponents(0..<1)
        case "bounds.origin.y": target = .boundsComponents(1..<2)
        case "bounds.size": target = .boundsComponents(2..<4)
        case "bounds.size.width": target = .boundsComponents(2..<3)
        case "bounds.size.height": target = .boundsComponents(3..<4)
        case "anchorPoint": target = .anchorPoint
        case "zPosition": target = .zPosition
        case "hidden", "isHidden": target = .hidden
        case "transform": target = .property(.transform)
        case "transform.scale": target = .transformComponents([3, 4, 5], uniform: true)
        case "transform.scale.x": target = .transformComponents([3], uniform: false)
        case "transform.scale.y": target = .transformComponents([4], uniform: false)
        case "transform.scale.z": target = .transformComponents([5], uniform: false)
        case "transform.rotation", "transform.rotation.z": target = .transformComponents([15], uniform: false)
        case "transform.rotation.x": target = .transformComponents([13], uniform: false)
        case "transform.rotation.y": target = .transformComponents([14], uniform: false)
        case "transform.translation": target = .transformComponents([0, 1], uniform: false)
        case "transform.translation.x": target = .transformComponents([0], uniform: false)
        case "transform.translation.y": target = .transformComponents([1], uniform: false)
        case "transform.translation.z": target = .transformComponents([2], uniform: false)
        case "sublayerTransform": target = .sublayerTransform
        default:
            if let property = AnimatableProperty(rawValue: keyPath) {
                target = .property(property)
            } else if let key = ShapeKey(rawValue: keyPath) {
                target = .shape(key)
            } else {
                return nil
            }
        }
    }

    init(valueFunction name: CAValueFunctionName) { target = .valueFunction(name) }

    /// The current value in `state`, as a vector.
    func vector(in state: LayerState) -> [Double]? {
        switch target {
        case .property(let p): return state.vector(p)
        case .positionComponent(let i): return [AnimationVector.point(state.position)[i]]
        case .boundsComponents(let r): return Array(AnimationVector.rect(state.bounds)[r])
        case .anchorPoint: return AnimationVector.point(state.anchorPoint)
        case .zPosition: return [state.zPosition]
        case .hidden: return [state.isHidden ? 1 : 0]
        case .transformComponents(let indices, let uniform):
            let v = TransformDecomposition(state.transform).vector
            return uniform ? [v[indices[0]]] : indices.map { v[$0] }
        case .sublayerTransform: return TransformDecomposition(state.sublayerTransform).vector
        case .valueFunction(let name): return LayerKeyPath.functionValue(of: state.transform, name)
        case .shape(let key): return state.shape.vector(key)
        }
    }

    /// Writes `v` into `state`.
    func set(_ v: [Double], in state: inout LayerState) {
        switch target {
        case .property(let p): state.setVector(v, for: p)
        case .positionComponent(let i):
            if i == 0 { state.position.x = v[0] } else { state.position.y = v[0] }
        case .boundsComponents(let r):
            var rect = AnimationVector.rect(state.bounds)
            for (k, i) in r.enumerated() { rect[i] = v[k] }
            state.bounds = AnimationVector.rect(rect)
        case .anchorPoint: state.anchorPoint = AnimationVector.point(v)
        case .zPosition: state.zPosition = v[0]
        case .hidden: state.isHidden = v[0] >= 0.5
        case .transformComponents(let indices, let uniform):
            var d = TransformDecomposition(state.transform).vector
            for (k, i) in indices.enumerated() { d[i] = uniform ? v[0] : v[k] }
            if indices == [15] || indices == [13] || indices == [14] {
                // A rotation about one axis replaces the rotation.
                for i in 13...15 where !indices.contains(i) { d[i] = 0 }
            }
            state.transform = TransformDecomposition(vector: d).transform
        case .sublayerTransform: state.sublayerTransform = TransformDecomposition(vector: v).transform
        case .valueFunction(let name): state.transform = LayerKeyPath.functionTransform(name, v)
        case .shape(let key): state.shape.setVector(v, for: key)
        }
    }

    /// Adds `v` to the value in `state` (additive animations); transforms concatenate.
    func add(_ v: [Double], to state: inout LayerState) {
        switch target {
        case .property(.transform):
            state.transform = CATransform3DConcat(TransformDecomposition(vector: v).transform, state.transform)
        case .valueFunction(let name):
            state.transform = CATransform3DConcat(LayerKeyPath.functionTransform(name, v), state.transform)
        default:
            guard var base = vector(in: state), base.count == v.count else { return set(v, in: &state) }
            AnimationVector.add(&base, v)
            set(base, in: &state)
        }
    }

    /// An app value (`fromValue`, `values`, …) as a vector for this key path, or nil when it is not one.
    func vector(of value: Any?, in state: LayerState) -> [Double]? {
        guard let value else { return nil }
        switch target {
        case .property(let p):
            switch p {
            case .bounds: return LayerKeyPath.rect(value).map(AnimationVector.rect)
            case .position: return LayerKeyPath.point(value).map(AnimationVector.point)
            case .transform: return LayerKeyPath.transform(value).map(AnimationVector.transform)
            case .backgroundColor, .borderColor, .shadowColor:
                return LayerKeyPath.color(value).map { AnimationVector.color($0) }
            case .shadowOffset: return LayerKeyPath.size(value).map(AnimationVector.size)
            case .contentsRect: return LayerKeyPath.rect(value).map(AnimationVector.rect)
            default: return LayerKeyPath.number(value).map { [$0] }
            }
        case .positionComponent, .zPosition, .hidden:
            if case .hidden = target, let flag = value as? Bool { return [flag ? 1 : 0] }
            return LayerKeyPath.number(value).map { [$0] }
        case .transformComponents(let indices, let uniform) where uniform || indices.count == 1:
            return LayerKeyPath.number(value).map { [$0] }
        case .boundsComponents(let r):
            if r.count == 1 { return LayerKeyPath.number(value).map { [$0] } }
            if r.count == 4 { return LayerKeyPath.rect(value).map(AnimationVector.rect) }
            if r == 0..<2 { return LayerKeyPath.point(value).map(AnimationVector.point) }
            return LayerKeyPath.size(value).map(AnimationVector.size)
        case .anchorPoint: return LayerKeyPath.point(value).map(AnimationVector.point)
        case .transformComponents:
            if let size = LayerKeyPath.size(value) { return [size.width, size.height] }
            return LayerKeyPath.point(value).map(AnimationVector.point)
        case .sublayerTransform: return LayerKeyPath.transform(value).map(AnimationVector.transform)
        case .valueFunction(let name):
            if let n = LayerKeyPath.number(value) {
                return name == .scale ? [n, n, n] : [n]
            }
            if let numbers = value as? [Any] {
                let v = numbers.compactMap(LayerKeyPath.number)
                return v.isEmpty ? nil : v
            }
            return nil
        case .shape(let key): return state.shape.vector(of: value, for: key)
        }
    }

    /// True when values of this key path cannot be interpolated (they jump at the half-way point).
    var isDiscrete: Bool {
        if case .hidden = target { return true }
        return false
    }

    // MARK: Value conversions

    static func number(_ value: Any) -> Double? {
        switch value {
        case let n as NSNumber: return n.doubleValue
        case let d as Double: return d
        case let c as CGFloat: return Double(c)
        case let f as Float: return Double(f)
        case let i as Int: return Double(i)
        default: return nil
        }
    }

    /// A point, or an `NSValue` holding one (`NSValue(cgPoint:)`).
    static func point(_ value: Any) -> CGPoint? {
        value as? CGPoint ?? (value as? NSValue)?.boxedGeometry as? CGPoint
    }

    /// A size, or an `NSValue` holding one (`NSValue(cgSize:)`).
    static func size(_ value: Any) -> CGSize? {
        value as? CGSize ?? (value as? NSValue)?.boxedGeometry as? CGSize
    }

    /// A rectangle, or an `NSValue` holding one (`NSValue(cgRect:)`).
    static func rect(_ value: Any) -> CGRect? {
        value as? CGRect ?? (value as? NSValue)?.boxedGeometry as? CGRect
    }

    /// A 3D or affine transform, or an `NSValue` holding a 3D one (`NSValue(caTransform3D:)`).
    static func transform(_ value: Any) -> CATransform3D? {
        if let t = value as? CATransform3D { return t }
        if let a = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(a) }
        return (value as? NSValue)?.boxedTransform
    }

    /// The painter's value of a `CGColor` (or of a `UIColor`, resolved as its ``UIColor/cgColor`` would be).
    static func color(_ value: Any) -> Color? {
        if let color = value as? CGColor { return color.paintColor }
        return (value as? UIColor)?.currentlyResolved
    }

    static func functionTransform(_ name: CAValueFunctionName, _ v: [Double]) -> CATransform3D {
        let a = v.first ?? 0
        let x = v.first ?? 0, y = v.count > 1 ? v[1] : x, z = v.count > 2 ? v[2] : (v.count > 1 ? 1 : x)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(a, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(a, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(a, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, y, z)
        case .scaleX: return CATransform3DMakeScale(a, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, a, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, a)
        case .translate: return CATransform3DMakeTranslation(x, v.count > 1 ? v[1] : 0, v.count > 2 ? v[2] : 0)
        case .translateX: return CATransform3DMakeTranslation(a, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, a, 0)
        default: return CATransform3DMakeTranslation(0, 0, a)
        }
    }

    static func functionValue(of t: CATransform3D, _ name: CAValueFunctionName) -> [Double] {
        let d = TransformDecomposition(t)
        switch name {
        case .rotateX: return [d.rotation[0]]
        case .rotateY: return [d.rotation[1]]
        case .rotateZ: return [d.rotation[2]]
        case .scale: return d.scale
        case .scaleX: return [d.scale[0]]
        case .scaleY: return [d.scale[1]]
        case .scaleZ: return [d.scale[2]]
        case .translate: return d.translation
        case .translateX: return [d.translation[0]]
        case .translateY: return [d.translation[1]]
        default: return [d.translation[2]]
        }
    }
}

extension LayerKeyPath {
    /// The value a fraction `p` of the way from `a` to `b` (component-wise; `p` may leave 0…1 for springs).
    /// Paths whose elements are of other kinds show the end value (``UIKitChoices/mismatchedValuesShowModelValue``).
    func interpolate(_ a: [Double], _ b: [Double], _ p: Double) -> [Double] {
        if case .shape(.path) = target, !ShapeState.sameElements(a, b) { return b }
        return AnimationVector.interpolate(a, b, p)
    }
}
