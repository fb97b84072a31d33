#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// The fade for a navigation operation: what both of seed 001's screens answer as the navigation delegate.
@MainActor
enum FadeNavigationAnimators {
    static func animator(for operation: UINavigationController.Operation) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            return FadePushAnimator()
        case .pop:
            return FadePopAnimator(type: .navigation)
        default:
            return nil
        }
    }
}
