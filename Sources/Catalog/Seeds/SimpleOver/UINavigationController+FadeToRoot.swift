#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

extension UINavigationController {
    /// Seed 003's "traditional" way back to the start: a Core Animation fade (0.5 s, ease-in-ease-out) added to
    /// the navigation controller's own layer, then a pop to the root without animation — the layer
    /// cross-fades from what it showed to the root screen, bar included.
    func fadeToRootViewController() {
        let transition = CATransition()
        transition.duration = 0.5
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = .fade
        view.layer.add(transition, forKey: nil)
        _ = popToRootViewController(animated: false)
    }
}
