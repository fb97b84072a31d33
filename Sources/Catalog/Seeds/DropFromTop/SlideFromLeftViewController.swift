#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// The screen seed 000 presents: its own transitioning delegate, sliding in from the left when presented
/// and out to the right when dismissed (``SlideFromLeftAnimator``). Full screen, as presentations were when
/// the article was written; the look is a ``SampleViewController`` shown as a child.
final class SlideFromLeftViewController: SampleHostViewController, UIViewControllerTransitioningDelegate {
    override init(content: SampleViewController) {
        super.init(content: content)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideFromLeftAnimator(kind: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideFromLeftAnimator(kind: .dismiss)
    }
}
