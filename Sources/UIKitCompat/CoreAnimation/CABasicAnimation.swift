import Foundation

/// Core Animation's `CABasicAnimation`: one key path from one value to another.
///
/// As in Core Animation, the values used depend on which of ``fromValue``, ``toValue`` and ``byValue`` are
/// set: from and to; from and from + by; to − by and to; from and the value on screen without this
/// animation; that value and to; that value and that value + by; or, with none set, the value on screen
/// before the last change and the value now.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change over the animation.
    open var byValue: Any?
    /// The start value of an implicit animation (the value on screen before the change), as a vector.
    var implicitFrom: [Double]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
        implicitFrom = other.implicitFrom
    }

    /// The start and end vectors given `current`, the value on screen without this animation.
    func endpoints(path: LayerKeyPath, current: [Double]?, state: LayerState) -> (from: [Double], to: [Double])? {
        let from = path.vector(of: fromValue, in: state), to = path.vector(of: toValue, in: state)
        let by = path.vector(of: byValue, in: state)
        func plus(_ a: [Double], _ b: [Double]) -> [Double] { var a = a; AnimationVector.add(&a, b); return a }
        func minus(_ a: [Double], _ b: [Double]) -> [Double] {
            var a = a; AnimationVector.add(&a, b, scaledBy: -1); return a
        }
        let result: ([Double], [Double])
        switch (from, to, by) {
        case (let f?, let t?, _): result = (f, t)
        case (let f?, nil, let b?): result = (f, plus(f, b))
        case (nil, let t?, let b?): result = (minus(t, b), t)
        default:
            // The other cases start or end at the value on screen without this animation (zero when additive).
            guard
                let base = isAdditive
                    ? Array(repeating: 0, count: (from ?? to ?? by ?? current ?? []).count)
                    : current
            else { return nil }
            switch (from, to, by) {
            case (let f?, nil, nil): result = (f, base)
            case (nil, let t?, nil): result = (base, t)
            case (nil, nil, let b?): result = (base, plus(base, b))
            default: result = (implicitFrom ?? base, base)
            }
        }
        // Values of different sizes (paths or colour lists of other lengths) cannot be interpolated: the
        // animation then shows nothing (``UIKitChoices/mismatchedValuesShowModelValue``).
        guard result.0.count == result.1.count else { return nil }
        return result
    }

    override func apply(atElapsed t: Double, to state: inout LayerState, model: LayerState, layer: CALayer) {
        guard let path = parsedKeyPath, let f = cycleFraction(atElapsed: t),
            let (from, to) = endpoints(path: path, current: path.vector(in: state), state: state)
        else { return }
        let p = eased(f)
        let value = path.isDiscrete ? (p >= 0.5 ? to : from) : path.interpolate(from, to, p)
        write(
            value, cumulativeStep: AnimationVector.difference(to, from), cycles: completedCycles(atElapsed: t),
            path: path, into: &state)
    }
}
