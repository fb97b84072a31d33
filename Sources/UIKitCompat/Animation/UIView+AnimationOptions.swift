import Foundation
import CUIKitEnums

extension UIView {
    /// UIKit's `UIView.AnimationCurve`: an open `Int` enum, as Swift imports UIKit's, so that app code switches
    /// over the four named curves with `@unknown default` (no warning) and `UIView.AnimationCurve(rawValue: 7)!`
    /// (the keyboard and system-transition spring, which has no name) works. It is declared in C for that
    /// (Swift's own enums are frozen in a module built without library evolution).
    public typealias AnimationCurve = UIViewAnimationCurve

    /// UIKit's `UIView.AnimationOptions`, with UIKit's bit layout (curves in bits 16–19, transitions in 20–23).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews inside the block, so that layout changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets animated views take touches while they animate in UIKit; Flipbook reads nothing from it.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen, replacing a running animation of the same property, when
        /// ``UIKitChoices/beginFromCurrentStateReplacesRunningAnimations`` says so (UIKit's additive animations make it
        /// a no-op since iOS 8).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each repetition forward, then backward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Inside another animation block, uses this block's duration instead of the outer one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Inside another animation block, uses this block's curve instead of the outer one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// For a view transition, animates the property changes in the block too (by default they happen at once, under
        /// the transition).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For `transition(from:to:…)`, hides the old view and shows the new one instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inside another animation block, uses this block's repeat and autoreverse options instead of the outer one's.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// The ease-in-out curve (the default; curve bits 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A view transition that turns the old rendering away about the vertical axis, left edge towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A view transition that turns the old rendering away about the vertical axis, right edge towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up in UIKit; drawn as a cross-dissolve here (a private effect).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down in UIKit; drawn as a cross-dissolve here (a private effect).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A view transition that fades from the old rendering to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A view transition that turns the old rendering away about the horizontal axis, top edge towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A view transition that turns the old rendering away about the horizontal axis, bottom edge towards the
        /// viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's own frame rate (bits 24–27 clear).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks UIKit for 60 frames a second; Flipbook samples at the stage's rate and reads nothing from it.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks UIKit for 30 frames a second; Flipbook samples at the stage's rate and reads nothing from it.
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

        /// Accepted with UIKit's bit; Flipbook's keyframe animations read nothing from it.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets animated views take touches while they animate in UIKit; Flipbook reads nothing from it.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen, as for ``AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the keyframe animation forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs each repetition forward, then backward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Accepted with UIKit's bit; Flipbook's keyframe animations read nothing from it.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Accepted with UIKit's bit; Flipbook's keyframe animations read nothing from it.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight-line interpolation between key values at their key times (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each key value holds until the next key time: no interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Key times are ignored: the values are spread so that the animation moves at an even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull-Rom) curve through the key values at their key times.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve through the key values at an even pace, key times ignored.
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

extension UIView.AnimationCurve {
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
