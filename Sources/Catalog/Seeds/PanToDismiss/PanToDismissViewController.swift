#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 002's presented screen: its own transitioning delegate, dismissed by a downward pan
/// (``PanToDismissInteractiveTransition``) with the slide-down animator (``SlideDownDismissAnimator``).
///
/// Alongside its transitions it scales the screen behind it: down to 0.7 while it is presented, back to 1
/// while it is dismissed — following the finger during a pan, and back again when the pan is cancelled.
final class PanToDismissViewController: SampleHostViewController, UIViewControllerTransitioningDelegate {
    private var interactiveAnimator: PanToDismissInteractiveTransition?
    private let dismissAnimator = SlideDownDismissAnimator()

    override init(content: SampleViewController) {
        super.init(content: content)
        transitioningDelegate = self
        // Full screen, as presentations were when the article was written (the presenter leaves the window).
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .cyan
        let interactive = PanToDismissInteractiveTransition(viewController: self)
        interactiveAnimator = interactive
        // UIKit: UIPanGestureRecognizer(target: interactive, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer { [unowned interactive] in interactive.handlePan($0) }
        view.addGestureRecognizer(pan)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(
            alongsideTransition: { context in
                context.view(forKey: .from)?.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
            }, completion: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(
            alongsideTransition: { context in
                context.view(forKey: .to)?.transform = CGAffineTransform(scaleX: 1, y: 1)
            }, completion: nil)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        // Only while a pan drives it: otherwise a plain dismiss(animated:) would wait for a pan forever.
        guard let interactiveAnimator, interactiveAnimator.isInteractive else { return nil }
        return interactiveAnimator
    }
}
