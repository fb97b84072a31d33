#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 001's second screen. Once on screen it takes over the navigation controller's delegate: it pops
/// with the fade, interactively when a pan from the left edge drives it (progress = the drag's share of the
/// width; released past half way or still moving right, it finishes, otherwise it cancels).
///
/// It also presents a screen modally with the fade animators as its transitioning delegate.
/// ``modalDismissalType`` says how the fade pop is used for that dismissal: `.navigation`, the article's
/// first version, ends on a black screen; `.modal` is the fix.
final class FadeDetailViewController: SampleHostViewController, UINavigationControllerDelegate,
    UIViewControllerTransitioningDelegate
{
    var interactionController: UIPercentDrivenInteractiveTransition?
    let modalDismissalType: FadePopAnimator.TransitionType

    init(content: SampleViewController, modalDismissalType: FadePopAnimator.TransitionType = .modal) {
        self.modalDismissalType = modalDismissalType
        super.init(content: content)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        // UIKit: UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        let edge = UIScreenEdgePanGestureRecognizer { [unowned self] in self.handleEdgePan($0) }
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translate = gesture.translation(in: view)
        let percent = translate.x / view.bounds.size.width
        switch gesture.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactionController?.update(percent)
        case .ended:
            let velocity = gesture.velocity(in: view)
            if percent > 0.5 || velocity.x > 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        default:
            break
        }
    }

    /// Presents a compose screen modally with the fades (what the article's segue sets up).
    func presentCompose() {
        let compose = SampleViewController(
            title: "Compose", tint: .systemPink,
            content: .message("Presented with the fade push animator; dismissed with the fade pop animator."),
            showsHeader: true)
        compose.transitioningDelegate = self
        compose.modalPresentationStyle = .custom
        compose.modalPresentationCapturesStatusBarAppearance = true
        present(compose, animated: true)
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeNavigationAnimators.animator(for: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interactionController
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadePushAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadePopAnimator(type: modalDismissalType)
    }
}
