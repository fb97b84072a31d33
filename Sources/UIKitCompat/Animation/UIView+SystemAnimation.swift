import Foundation

extension UIView {
    /// UIKit's `UIView.SystemAnimation`: the animations UIKit performs on views for you.
    public enum SystemAnimation: UInt, Sendable {
        /// Removes the views from the hierarchy, animated.
        case delete = 0
    }

    /// Performs `animation` on `views` together with `parallelAnimations` (animated alongside with the same
    /// timing and `options`), then calls `completion`. `.delete` fades the views out over
    /// ``UIKitChoices/systemDeleteAnimationDuration`` and removes them from their superviews when it ends; their
    /// alpha is then set back (``UIKitChoices/systemDeleteAnimation``).
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let alphas = views.map(\.alpha)
        UIView.animate(
            withDuration: UIKitChoices.current.systemDeleteAnimationDuration, delay: 0, options: options,
            animations: {
                for view in views { view.alpha = 0 }
                parallelAnimations?()
            },
            completion: { finished in
                for (view, alpha) in zip(views, alphas) {
                    view.removeFromSuperview()
                    view.alpha = alpha
                }
                completion?(finished)
            })
    }
}
