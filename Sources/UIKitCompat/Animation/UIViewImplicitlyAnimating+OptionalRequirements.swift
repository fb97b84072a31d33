import Foundation

/// ``UIViewImplicitlyAnimating``'s `addAnimations(_:)` and `addAnimations(_:delayFactor:)`, called as UIKit's
/// optional methods are: `animator.addAnimations? { … }` on the animator a transition's
/// `interruptibleAnimator(using:)` returns.
@preconcurrency @MainActor
public struct AddAnimationsCall {
    let animator: any UIViewImplicitlyAnimating

    /// Calls `addAnimations(_:)`.
    public func callAsFunction(_ animation: @escaping @MainActor () -> Void) {
        animator.addAnimations(animation)
    }

    /// Calls `addAnimations(_:delayFactor:)`.
    public func callAsFunction(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        animator.addAnimations(animation, delayFactor: delayFactor)
    }
}

/// ``UIViewImplicitlyAnimating``'s `continueAnimation(withTimingParameters:durationFactor:)`, called as UIKit's
/// optional methods are.
@preconcurrency @MainActor
public struct ContinueAnimationCall {
    let animator: any UIViewImplicitlyAnimating

    /// Calls `continueAnimation(withTimingParameters:durationFactor:)`.
    public func callAsFunction(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }
}

/// UIKit's optional-method calls of ``UIViewImplicitlyAnimating`` (all four of its methods are `@objc optional`
/// in UIKit, so code holding the protocol writes `animator.addCompletion? { … }`). Never nil: every animator here
/// implements them (``UIKitChoices/optionalRequirementsAlwaysAnswer``).
extension UIViewImplicitlyAnimating {
    /// Calls `addAnimations(_:)` or `addAnimations(_:delayFactor:)`.
    public var addAnimations: AddAnimationsCall? { AddAnimationsCall(animator: self) }

    /// Calls `addCompletion(_:)`.
    public var addCompletion: OptionalRequirementCall<@MainActor (UIViewAnimatingPosition) -> Void, Void>? {
        OptionalRequirementCall { completion in self.addCompletion(completion) }
    }

    /// Calls `continueAnimation(withTimingParameters:durationFactor:)`.
    public var continueAnimation: ContinueAnimationCall? { ContinueAnimationCall(animator: self) }
}
