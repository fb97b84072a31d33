import Foundation

/// Core Animation's key-value coding of animations: any key stores a value on the animation, and the copy a
/// layer makes in `add(_:forKey:)` keeps it, so a delegate can tell its animations apart
/// (`anim.setValue(layer, forKey: "layer")`, then `anim.value(forKey: "layer")` in `animationDidStop`).
/// The timing keys (`duration`, `beginTime`, `speed`, `timeOffset`, `repeatCount`, `autoreverses`,
/// `removedOnCompletion`) and a property animation's `keyPath` read and write those properties.
extension CAAnimation {
    /// The value of the timing property `key`, or the value stored for it.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "duration": return NSNumber(value: duration)
        case "beginTime": return NSNumber(value: beginTime)
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "repeatCount": return NSNumber(value: repeatCount)
        case "autoreverses": return NSNumber(value: autoreverses)
        case "removedOnCompletion", "isRemovedOnCompletion": return NSNumber(value: isRemovedOnCompletion)
        case "keyPath" where self is CAPropertyAnimation: return (self as? CAPropertyAnimation)?.keyPath
        default: return keyedValues[key]
        }
    }

    /// Sets the timing property `key`, or stores `value` for any other key (nil removes it). A value of the
    /// wrong type for a property is reported and ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        let number = (value as? Bool).map { $0 ? 1.0 : 0.0 } ?? value.flatMap(LayerKeyPath.number)
        func set(_ apply: (Double) -> Void) {
            if let number { return apply(number) }
            VirtualClock.current.report(
                "\(type(of: self)).setValue(_:forKey: \"\(key)\"): expected a number, got \(value ?? "nil"); ignored")
        }
        switch key {
        case "duration": set { duration = $0 }
        case "beginTime": set { beginTime = $0 }
        case "speed": set { speed = Float($0) }
        case "timeOffset": set { timeOffset = $0 }
        case "repeatCount": set { repeatCount = Float($0) }
        case "autoreverses": set { autoreverses = $0 != 0 }
        case "removedOnCompletion", "isRemovedOnCompletion": set { isRemovedOnCompletion = $0 != 0 }
        case "keyPath" where self is CAPropertyAnimation: (self as? CAPropertyAnimation)?.keyPath = value as? String
        default: keyedValues[key] = value
        }
    }
}
