import Foundation
import Raster

/// Core Animation's key-value coding of layers: `value(forKey:)`, `setValue(_:forKey:)` and their key-path
/// forms, as transition code uses them to read and write properties named by strings
/// (`layer.setValue(NSValue(cgPoint: p), forKeyPath: "position")`,
/// `layer.value(forKeyPath: "transform.rotation.z")`).
///
/// Keys that name layer properties read and write those properties (so a change animates as setting the
/// property would); values come boxed as Core Animation boxes them
/// (``UIKitChoices/layerKeyValueCodingBoxesLikeCoreAnimation``). The key paths explicit animations animate
/// (`transform.scale`, `position.x`, `bounds.size.width`, …; see ``CAPropertyAnimation``) read and write that
/// component. Any other key stores the value on the layer (Core Animation's layers accept undeclared keys),
/// copied to ``CALayer/presentation()`` copies; ``CALayer/defaultValue(forKey:)`` gives a key's value before one
/// is set.
extension CALayer {
    /// The value of the layer property `key`, or the value stored for it.
    public func value(forKey key: String) -> Any? {
        if case .property(let value) = propertyValue(forKey: key) { return value }
        return keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the layer property `key` (nil clears an optional property), or stores `value` for a key that is
    /// not a property (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        keyedValues[key] = value
    }

    /// The value at `keyPath`: a key, an animatable component (`transform.rotation.z`, `bounds.size`, …), a
    /// field of a point, size or rectangle value (`frame.origin.x`), or a path through a layer-valued key
    /// (`mask.position`).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        if let path = LayerKeyPath(keyPath), let vector = path.vector(in: modelState) {
            return CALayer.box(vector, keyPath: keyPath)
        }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let value = value(forKey: head)
        if let layer = value as? CALayer { return layer.value(forKeyPath: rest) }
        return value.flatMap { CALayer.geometryField(of: $0, rest) }
    }

    /// Sets the value at `keyPath` (the forms ``value(forKeyPath:)`` reads). A component changes its property
    /// as a whole, so the change animates as setting the property would.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if let path = LayerKeyPath(keyPath) {
            guard let vector = path.vector(of: value, in: modelState) else {
                return rejectValue(value, forKey: keyPath, expected: "a number or geometry value for the component")
            }
            var state = modelState
            path.set(vector, in: &state)
            switch head {
            case "transform": transform = state.transform
            case "position": position = state.position
            case "bounds": bounds = state.bounds
            default: sublayerTransform = state.sublayerTransform
            }
            return
        }
        if let layer = self.value(forKey: head) as? CALayer { return layer.setValue(value, forKeyPath: rest) }
        rejectValue(value, forKey: keyPath, expected: "a key path Core Animation's layers accept")
    }

    // MARK: Property keys

    /// The result of looking a key up among the layer's properties.
    enum PropertyLookup {
        case property(Any?)
        case notAProperty
    }

    /// The boxed value of the property `key`, or `.notAProperty`.
    func propertyValue(forKey key: String) -> PropertyLookup {
        if let value = commonPropertyValue(forKey: key) { return .property(value.value) }
        if let shape = self as? CAShapeLayer, let value = shape.shapePropertyValue(forKey: key) {
            return .property(value.value)
        }
        if let gradient = self as? CAGradientLayer, let value = gradient.gradientPropertyValue(forKey: key) {
            return .property(value.value)
        }
        return .notAProperty
    }

    /// A property's value, wrapped so that a nil value differs from "not a property".
    struct Boxed {
        let value: Any?
        init(_ value: Any?) { self.value = value }
    }

    private func commonPropertyValue(forKey key: String) -> Boxed? {
        switch key {
        case "bounds": return Boxed(NSValue(rect: bounds))
        case "frame": return Boxed(NSValue(rect: frame))
        case "position": return Boxed(NSValue(point: position))
        case "anchorPoint": return Boxed(NSValue(point: anchorPoint))
        case "transform": return Boxed(NSValue(caTransform3D: transform))
        case "sublayerTransform": return Boxed(NSValue(caTransform3D: sublayerTransform))
        case "zPosition": return Boxed(NSNumber(value: Double(zPosition)))
        case "opacity": return Boxed(NSNumber(value: opacity))
        case "hidden", "isHidden": return Boxed(NSNumber(value: isHidden))
        case "backgroundColor": return Boxed(backgroundColor)
        case "cornerRadius": return Boxed(NSNumber(value: Double(cornerRadius)))
        case "borderWidth": return Boxed(NSNumber(value: Double(borderWidth)))
        case "borderColor": return Boxed(borderColor)
        case "masksToBounds": return Boxed(NSNumber(value: masksToBounds))
        case "allowsGroupOpacity": return Boxed(NSNumber(value: allowsGroupOpacity))
        case "shadowColor": return Boxed(shadowColor)
        case "shadowOpacity": return Boxed(NSNumber(value: shadowOpacity))
        case "shadowRadius": return Boxed(NSNumber(value: Double(shadowRadius)))
        case "shadowOffset": return Boxed(NSValue(size: shadowOffset))
        case "shadowPath": return Boxed(shadowPath)
        case "contents": return Boxed(contents)
        case "contentsScale": return Boxed(NSNumber(value: Double(contentsScale)))
        case "contentsRect": return Boxed(NSValue(rect: contentsRect))
        case "contentsCenter": return Boxed(NSValue(rect: contentsCenter))
        case "opaque", "isOpaque": return Boxed(NSNumber(value: isOpaque))
        case "name": return Boxed(name)
        case "mask": return Boxed(mask)
        case "sublayers": return Boxed(sublayers)
        case "superlayer": return Boxed(superlayer)
        case "speed": return Boxed(NSNumber(value: speed))
        case "timeOffset": return Boxed(NSNumber(value: timeOffset))
        case "beginTime": return Boxed(NSNumber(value: beginTime))
        case "shouldRasterize": return Boxed(NSNumber(value: shouldRasterize))
        case "rasterizationScale": return Boxed(NSNumber(value: Double(rasterizationScale)))
        default: return nil
        }
    }

    /// Sets the property `key` from `value`; false when `key` is not a property.
    func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        if setCommonProperty(value, forKey: key) { return true }
        if let shape = self as? CAShapeLayer, shape.setShapeProperty(value, forKey: key) { return true }
        if let gradient = self as? CAGradientLayer, gradient.setGradientProperty(value, forKey: key) { return true }
        return false
    }

    private func setCommonProperty(_ value: Any?, forKey key: String) -> Bool {
        let setter = KeyedSetter(layer: self, key: key, value: value)
        switch key {
        case "bounds": setter.rect { bounds = $0 }
        case "frame": setter.rect { frame = $0 }
        case "position": setter.point { position = $0 }
        case "anchorPoint": setter.point { anchorPoint = $0 }
        case "transform": setter.transform { transform = $0 }
        case "sublayerTransform": setter.transform { sublayerTransform = $0 }
        case "zPosition": setter.number { zPosition = $0 }
        case "opacity": setter.number { opacity = Float($0) }
        case "hidden", "isHidden": setter.flag { isHidden = $0 }
        case "backgroundColor": setter.color { backgroundPaint = $0 }
        case "cornerRadius": setter.number { cornerRadius = $0 }
        case "borderWidth": setter.number { borderWidth = $0 }
        case "borderColor": setter.color { borderColor = $0.map(CGColor.make) }
        case "masksToBounds": setter.flag { masksToBounds = $0 }
        case "allowsGroupOpacity": setter.flag { allowsGroupOpacity = $0 }
        case "shadowColor": setter.color { shadowColor = $0.map(CGColor.make) }
        case "shadowOpacity": setter.number { shadowOpacity = Float($0) }
        case "shadowRadius": setter.number { shadowRadius = $0 }
        case "shadowOffset": setter.size { shadowOffset = $0 }
        case "shadowPath": setter.path { shadowPath = $0 }
        case "contents": contents = value
        case "contentsScale": setter.number { contentsScale = $0 }
        case "contentsRect": setter.rect { contentsRect = $0 }
        case "contentsCenter": setter.rect { contentsCenter = $0 }
        case "opaque", "isOpaque": setter.flag { isOpaque = $0 }
        case "name": setter.object(String.self) { name = $0 }
        case "mask": setter.object(CALayer.self) { mask = $0 }
        case "sublayers": setter.object([CALayer].self) { sublayers = $0 }
        case "speed": setter.number { speed = Float($0) }
        case "timeOffset": setter.number { timeOffset = $0 }
        case "beginTime": setter.number { beginTime = $0 }
        case "shouldRasterize": setter.flag { shouldRasterize = $0 }
        case "rasterizationScale": setter.number { rasterizationScale = $0 }
        default: return false
        }
        return true
    }

    /// Reports a value that cannot be given to `key` (Core Animation raises an exception); the layer keeps its
    /// value.
    func rejectValue(_ value: Any?, forKey key: String, expected: String) {
        let shown = value.map { "\(type(of: $0)) \(String(describing: $0).prefix(60))" } ?? "nil"
        VirtualClock.current.report(
            "\(type(of: self)).setValue(_:forKey: \"\(key)\"): expected \(expected), got \(shown); ignored")
    }

    // MARK: Boxing

    /// An animatable component's value as Core Animation's key-value coding returns it.
    static func box(_ vector: [Double], keyPath: String) -> Any {
        switch (keyPath, vector.count) {
        case (_, 1): return NSNumber(value: vector[0])
        case ("bounds.origin", _): return NSValue(point: AnimationVector.point(vector))
        case ("bounds.size", _), ("transform.translation", _): return NSValue(size: AnimationVector.size(vector))
        case (_, 4) where keyPath.hasPrefix("bounds") || keyPath == "contentsRect":
            return NSValue(rect: AnimationVector.rect(vector))
        case ("sublayerTransform", _): return NSValue(caTransform3D: TransformDecomposition(vector: vector).transform)
        default: return vector.map { NSNumber(value: $0) }
        }
    }

    /// A field of a point, size or rectangle value (`origin`, `size`, `x`, `y`, `width`, `height`, and paths
    /// of them), boxed; nil for other values or fields.
    static func geometryField(of value: Any, _ path: String) -> Any? {
        let parts = path.split(separator: ".").map(String.init)
        var current: Any = (value as? NSValue)?.boxedGeometry ?? value
        for part in parts {
            switch (current, part) {
            case (let r as CGRect, "origin"): current = r.origin
            case (let r as CGRect, "size"): current = r.size
            case (let p as CGPoint, "x"): current = p.x
            case (let p as CGPoint, "y"): current = p.y
            case (let s as CGSize, "width"): current = s.width
            case (let s as CGSize, "height"): current = s.height
            default: return nil
            }
        }
        switch current {
        case let n as CGFloat: return NSNumber(value: Double(n))
        case let p as CGPoint: return NSValue(point: p)
        case let s as CGSize: return NSValue(size: s)
        default: return nil
        }
    }
}

/// Converts a key-value-coding value for one layer or view property and hands it to the property's setter, or
/// reports a value of the wrong type (``CALayer/rejectValue(_:forKey:expected:)``).
@MainActor
struct KeyedSetter {
    let key: String
    let value: Any?
    /// Reports a value of the wrong type, given what was expected.
    let rejected: (String) -> Void

    init(layer: CALayer, key: String, value: Any?) {
        self.key = key
        self.value = value
        rejected = { layer.rejectValue(value, forKey: key, expected: $0) }
    }

    init(key: String, value: Any?, rejected: @escaping (String) -> Void) {
        self.key = key
        self.value = value
        self.rejected = rejected
    }

    func number(_ set: (Double) -> Void) {
        if let value, let n = LayerKeyPath.number(value) { set(n) } else { reject("a number") }
    }

    func flag(_ set: (Bool) -> Void) {
        if let flag = value as? Bool { return set(flag) }
        if let value, let n = LayerKeyPath.number(value) { set(n != 0) } else { reject("a Bool or NSNumber") }
    }

    func point(_ set: (CGPoint) -> Void) {
        if let value, let p = LayerKeyPath.point(value) { set(p) } else { reject("a CGPoint or NSValue(cgPoint:)") }
    }

    func size(_ set: (CGSize) -> Void) {
        if let value, let s = LayerKeyPath.size(value) { set(s) } else { reject("a CGSize or NSValue(cgSize:)") }
    }

    func rect(_ set: (CGRect) -> Void) {
        if let value, let r = LayerKeyPath.rect(value) { set(r) } else { reject("a CGRect or NSValue(cgRect:)") }
    }

    func transform(_ set: (CATransform3D) -> Void) {
        if let value, let t = LayerKeyPath.transform(value) { set(t) } else { reject("a CATransform3D") }
    }

    /// A colour, or nil (no colour).
    func color(_ set: (Color?) -> Void) {
        guard let value else { return set(nil) }
        if let color = LayerKeyPath.color(value) { set(color) } else { reject("a CGColor") }
    }

    /// A `UIColor` (a `CGColor` is taken as `UIColor(cgColor:)`), or nil (no colour).
    func uiColor(_ set: (UIColor?) -> Void) {
        guard let value else { return set(nil) }
        if let color = value as? UIColor { return set(color) }
        if let color = value as? CGColor { return set(UIColor(cgColor: color)) }
        reject("a UIColor")
    }

    /// A `CGPath` or `UIBezierPath`, or nil.
    func path(_ set: (CGPath?) -> Void) {
        guard let value else { return set(nil) }
        if let path = value as? CGPath { return set(path) }
        if let path = value as? UIBezierPath { set(path.cgPath) } else { reject("a CGPath") }
    }

    /// A value of type `T`, or nil.
    func object<T>(_ type: T.Type, _ set: (T?) -> Void) {
        guard let value else { return set(nil) }
        if let object = value as? T { set(object) } else { reject("a \(T.self)") }
    }

    private func reject(_ expected: String) { rejected(expected) }
}

extension CAShapeLayer {
    func shapePropertyValue(forKey key: String) -> CALayer.Boxed? {
        switch key {
        case "path": return CALayer.Boxed(path)
        case "fillColor": return CALayer.Boxed(fillColor)
        case "strokeColor": return CALayer.Boxed(strokeColor)
        case "lineWidth": return CALayer.Boxed(NSNumber(value: Double(lineWidth)))
        case "miterLimit": return CALayer.Boxed(NSNumber(value: Double(miterLimit)))
        case "lineDashPhase": return CALayer.Boxed(NSNumber(value: Double(lineDashPhase)))
        case "strokeStart": return CALayer.Boxed(NSNumber(value: Double(strokeStart)))
        case "strokeEnd": return CALayer.Boxed(NSNumber(value: Double(strokeEnd)))
        case "lineDashPattern": return CALayer.Boxed(lineDashPattern)
        case "fillRule": return CALayer.Boxed(fillRule.rawValue)
        case "lineCap": return CALayer.Boxed(lineCap.rawValue)
        case "lineJoin": return CALayer.Boxed(lineJoin.rawValue)
        default: return nil
        }
    }

    func setShapeProperty(_ value: Any?, forKey key: String) -> Bool {
        let setter = KeyedSetter(layer: self, key: key, value: value)
        switch key {
        case "path": setter.path { path = $0 }
        case "fillColor": setter.color { fillColor = $0.map(CGColor.make) }
        case "strokeColor": setter.color { strokeColor = $0.map(CGColor.make) }
        case "lineWidth": setter.number { lineWidth = $0 }
        case "miterLimit": setter.number { miterLimit = $0 }
        case "lineDashPhase": setter.number { lineDashPhase = $0 }
        case "strokeStart": setter.number { strokeStart = $0 }
        case "strokeEnd": setter.number { strokeEnd = $0 }
        case "lineDashPattern": setter.object([NSNumber].self) { lineDashPattern = $0 }
        case "fillRule": setter.object(String.self) { fillRule = CAShapeLayerFillRule(rawValue: $0 ?? "non-zero") }
        case "lineCap": setter.object(String.self) { lineCap = CAShapeLayerLineCap(rawValue: $0 ?? "butt") }
        case "lineJoin": setter.object(String.self) { lineJoin = CAShapeLayerLineJoin(rawValue: $0 ?? "miter") }
        default: return false
        }
        return true
    }
}

extension CAGradientLayer {
    func gradientPropertyValue(forKey key: String) -> CALayer.Boxed? {
        switch key {
        case "colors": return CALayer.Boxed(colors)
        case "locations": return CALayer.Boxed(locations)
        case "startPoint": return CALayer.Boxed(NSValue(point: startPoint))
        case "endPoint": return CALayer.Boxed(NSValue(point: endPoint))
        case "type": return CALayer.Boxed(type.rawValue)
        default: return nil
        }
    }

    func setGradientProperty(_ value: Any?, forKey key: String) -> Bool {
        let setter = KeyedSetter(layer: self, key: key, value: value)
        switch key {
        case "colors": setter.object([Any].self) { colors = $0 }
        case "locations": setter.object([NSNumber].self) { locations = $0 }
        case "startPoint": setter.point { startPoint = $0 }
        case "endPoint": setter.point { endPoint = $0 }
        case "type": setter.object(String.self) { type = CAGradientLayerType(rawValue: $0 ?? "axial") }
        default: return false
        }
        return true
    }
}
