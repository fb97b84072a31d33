#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Gives a `.custom` presentation its ``HalfSheetPresentationController``; the animation stays UIKit's own
/// (no animation controller: the sheet slides up from the bottom and back down, as `coverVertical`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
