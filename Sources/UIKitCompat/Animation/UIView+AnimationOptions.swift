import Foundation

extension UIView {
    /// UIKit's `UIView.AnimationCurve`: an `Int` enum, so that app code switches over it as over UIKit's
    /// (`case .easeIn: … @unknown default: …`). Besides UIKit's four named curves it has the private curve 7
    /// (`UIView.AnimationCurve(rawValue: 7)!`, the keyboard and system-transition spring), which UIKit's
    /// imported enum also accepts; UIKit gives it no name (``UIKitChoices/privateCurveIsAnEnumCase``).
    public enum AnimationCurve: Int, Sendable, Hashable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
        /// The private spring curve 7 (no name in UIKit).
        case _private7 = 7

        /// The timing curve and the duration it actually runs for (curve 7 ignores the passed duration, see
        /// ``UIKitChoices/privateCurveDuration``). Unknown values other than 7 fall back to ease-in-out.
        @MainActor
        public func timing(forDuration duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
            switch rawValue {
            case 1: return (.easeIn, duration)
            case 2: return (.easeOut, duration)
            case 3: return (.linear, duration)
            case 7: return TimingCurve.privateCurve7(passedDuration: duration)
            default: return (.easeInOut, duration)
            }
        }
    }

    /// UIKit's `UIView.AnimationOptions`, with UIKit's bit layout (curves in bits 16–19, transitions in 20–23).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve in bits 16–19 (`UIView.AnimationCurve(rawValue: 7)` via `AnimationOptions(rawValue: 7 << 16)`).
        public var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF))! }

        /// The transition in bits 20–23 (0: none).
        public var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// UIKit's `UIView.KeyframeAnimationOptions`: the shared low bits, calculation modes in bits 10–12, and
    /// (as on a device, by raw value) the curve bits 16–19 of ``AnimationOptions``.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: KeyframePath.CalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The overall curve: ease-in-out unless curve bits are set (`.curveLinear`'s raw value makes it linear).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF))! }
    }
}
