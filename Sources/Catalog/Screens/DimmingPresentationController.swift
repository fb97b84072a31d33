#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A presentation controller that dims the screen behind its presented view: a black ``dimmingView`` at alpha 0
/// goes in at the back of the container when the presentation begins (the subclass fades it in, alongside the
/// transition) and leaves it when a presentation is cancelled or a dismissal completes. The card and half-sheet
/// presentations are such controllers.
class DimmingPresentationController: UIPresentationController {
    /// The black view behind the presented one; its alpha is the subclass's to animate.
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}
