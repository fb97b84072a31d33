import Foundation

/// UIKit's `UIMotionEffect`: maps the viewer's offset (how the device is tilted, −1…1 on each axis) to relative
/// values of a view's key paths. A stage has no device motion, so the offset is always zero and views added effects
/// to do not move (``UIKitChoices``' `motionEffectsRecordedWithoutEffect`); the mapping itself is computed as UIKit's.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// A motion effect (subclass it and override ``keyPathsAndRelativeValues(forViewerOffset:)``).
    public override init() { super.init() }

    /// Flipbook decodes no archives.
    public required init?(coder: NSCoder) { super.init() }

    /// The relative values for `viewerOffset` by key path (nil: no change). The base class gives nil.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// UIKit's `UIInterpolatingMotionEffect`: one key path moved between ``minimumRelativeValue`` (the viewer tilted
/// fully one way, offset −1) and ``maximumRelativeValue`` (fully the other way, +1) along one axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// UIKit's `UIInterpolatingMotionEffect.EffectType` (raw values as UIKit's).
    public enum EffectType: Int, Sendable {
        /// The horizontal offset drives the value, or the vertical one.
        case tiltAlongHorizontalAxis = 0, tiltAlongVerticalAxis = 1
    }

    /// The key path moved (`"center.x"`, `"layer.shadowOffset"` …).
    public let keyPath: String
    /// The axis that drives it.
    public let type: EffectType
    /// The relative value at offset −1 (a number, or a `CGFloat`/`Double`/`Int`).
    open var minimumRelativeValue: Any?
    /// The relative value at offset +1.
    open var maximumRelativeValue: Any?

    /// An effect moving `keyPath` along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Flipbook decodes no archives: an effect on no key path.
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value interpolated linearly between the minimum (offset −1) and the maximum (+1); offsets beyond are
    /// clamped. Nil when either bound is missing or not a number.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else {
            return nil
        }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (max(-1, min(1, offset.isNaN ? 0 : offset)) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}

/// UIKit's `UIMotionEffectGroup`: several effects applied together (their values for the same key path add up).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// The values of every effect of the group; values for the same key path are added.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                if let sum = merged[key] as? CGFloat, let more = value as? CGFloat {
                    merged[key] = sum + more
                } else {
                    merged[key] = value
                }
            }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension UIView {
    /// The motion effects added to the view (kept; a stage has no device motion, so they never move it).
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set { storedMotionEffects = newValue }
    }

    /// Adds `effect` (once: adding it again does nothing).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !storedMotionEffects.contains(where: { $0 === effect }) { storedMotionEffects.append(effect) }
    }

    /// Removes `effect`.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        storedMotionEffects.removeAll { $0 === effect }
    }
}
