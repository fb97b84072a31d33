#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 002's interactive dismissal: a pan on the presented screen dismisses it, the progress being the
/// downward drag's share of the view's height (clamped to 0…1); on release it finishes above one half and
/// cancels otherwise.
final class PanToDismissInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// True while a pan drives the dismissal: the transitioning delegate gives this object only then (a
    /// dismissal from a button is not interactive).
    private(set) var isInteractive = false

    private weak var viewController: UIViewController?

    static let finishThreshold: CGFloat = 0.5

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = viewController?.view else { return }
        var progress = recognizer.translation(in: view).y / view.bounds.size.height
        progress = min(1, max(0, progress))
        isInteractive = true
        switch recognizer.state {
        case .began:
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            if progress > Self.finishThreshold {
                finish()
            } else {
                cancel()
            }
            isInteractive = false
        default:
            break
        }
    }
}
