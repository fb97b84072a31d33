import Foundation
import Raster

/// UIKit's key-value coding of views, as animation helpers use it to read and write properties named by
/// strings (`view.value(forKey: "frame")`, `view.setValue(NSValue(cgRect: r), forKey: "frame")`,
/// `view.value(forKeyPath: "layer.transform.rotation.z")`).
///
/// The keys are the view's geometry and appearance properties (`frame`, `bounds`, `center`, `alpha`,
/// `backgroundColor`, `tintColor`, `hidden`, `clipsToBounds`, `tag`, `layer`), boxed as
/// ``CALayer/value(forKey:)`` boxes them; setting one sets the property, so inside an animation block the
/// change animates. Key paths starting with `layer.` go to the layer's key-value coding. Other keys are
/// reported, as UIKit raises an exception for them (`valueForUndefinedKey:`).
extension UIView {
    /// The value of the view property `key` (nil, reported, for a key that is not one).
    public func value(forKey key: String) -> Any? {
        switch key {
        case "frame": return NSValue(rect: frame)
        case "bounds": return NSValue(rect: bounds)
        case "center": return NSValue(point: center)
        case "alpha": return NSNumber(value: Double(alpha))
        case "backgroundColor": return backgroundColor
        case "tintColor": return tintColor
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "clipsToBounds": return NSNumber(value: clipsToBounds)
        case "tag": return NSNumber(value: tag)
        case "layer": return layer
        default:
            undefinedKey(key)
            return nil
        }
    }

    /// Sets the view property `key` from `value`; a value of the wrong type or an unknown key is reported and
    /// ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        let setter = KeyedSetter(key: key, value: value) { [self] expected in
            let shown = value.map { "\(type(of: $0)) \(String(describing: $0).prefix(60))" } ?? "nil"
            VirtualClock.current.report(
                "\(type(of: self)).setValue(_:forKey: \"\(key)\"): expected \(expected), got \(shown); ignored")
        }
        switch key {
        case "frame": setter.rect { frame = $0 }
        case "bounds": setter.rect { bounds = $0 }
        case "center": setter.point { center = $0 }
        case "alpha": setter.number { alpha = $0 }
        case "backgroundColor": setter.uiColor { backgroundColor = $0 }
        case "tintColor": setter.uiColor { tintColor = $0 }
        case "hidden", "isHidden": setter.flag { isHidden = $0 }
        case "clipsToBounds": setter.flag { clipsToBounds = $0 }
        case "tag": setter.number { tag = Int($0) }
        default: undefinedKey(key)
        }
    }

    /// The value at `keyPath`: a key, a path into the layer (`layer.…`), or a field of a geometry value
    /// (`frame.size.width`).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if head == "layer" { return layer.value(forKeyPath: rest) }
        return value(forKey: head).flatMap { CALayer.geometryField(of: $0, rest) }
    }

    /// Sets the value at `keyPath`: a key, or a path into the layer (`layer.transform.scale`).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if head == "layer" { return layer.setValue(value, forKeyPath: rest) }
        undefinedKey(keyPath)
    }

    private func undefinedKey(_ key: String) {
        VirtualClock.current.report(
            "\(type(of: self)): no key-value coding for \"\(key)\" (UIKit raises valueForUndefinedKey:)")
    }
}
